import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { messages } from "../db/schema/chat";
import { agencySettings } from "../db/schema/invoices";
import { travelPackages } from "../db/schema/packages";
import { storedFiles } from "../db/schema/stored-files";
import { supportTickets } from "../db/schema/support";
import { tripDocuments } from "../db/schema/trip-documents";
import { rows } from "../kernel/rows";
import { type FileKind, fileContent, fileKinds } from "./file-store";

const KEY_PATTERN = /^[a-f0-9]{32}$/;
const CHUNK = 500;

/** The column that names each kind's files (the triggers of migration 0039 watch the same ones). */
const owners: Record<FileKind, { table: PgTable; key: PgColumn }> = {
  "trip-documents": { table: tripDocuments, key: tripDocuments.storageKey },
  "chat-attachments": { table: messages, key: messages.attachmentKey },
  "ticket-attachments": { table: supportTickets, key: supportTickets.attachmentKey },
  "package-images": { table: travelPackages, key: travelPackages.imageName },
  "agency-logo": { table: agencySettings, key: agencySettings.logoFile },
};

async function keysOnDisk(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => KEY_PATTERN.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Moves the files earlier versions kept under FILES_DIR (a folder per kind, a file per key) into stored_files,
 * at start: each a record names is inserted, then its disk copy deleted; answers how many were inserted. A file
 * no record names is left where it is (nothing owns it); a start after a crash mid-way deletes the copies of
 * what it had moved. Two instances starting together insert each file once.
 */
export async function moveDiskFiles(db: Db, filesDir: string): Promise<number> {
  let moved = 0;
  for (const kind of fileKinds) {
    const dir = join(filesDir, kind);
    const names = await keysOnDisk(dir);
    for (let i = 0; i < names.length; i += CHUNK) {
      const chunk = names.slice(i, i + CHUNK);
      const { table, key } = owners[kind];
      const owned = await rows<{ key: string; stored: boolean }>(
        db,
        sql`select ${key} as "key", exists (select 1 from ${storedFiles} where ${storedFiles.key} = ${key}) as "stored"
            from ${table} where ${inArray(key, chunk)}`,
      );
      for (const file of owned) {
        if (!file.stored) {
          const bytes = await readFile(join(dir, file.key));
          const inserted = await db
            .insert(storedFiles)
            .values({ key: file.key, kind, content: fileContent(bytes), sizeBytes: bytes.length })
            .onConflictDoNothing()
            .returning({ key: storedFiles.key });
          moved += inserted.length;
        }
        await rm(join(dir, file.key), { force: true });
      }
    }
  }
  return moved;
}

/** The start-up log line for `moveDiskFiles`' count; none when nothing moved. */
export const movedFilesLine = (moved: number): string | null =>
  moved > 0 ? `Moved ${moved} files from FILES_DIR into the database` : null;
