import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { storedFiles } from "../db/schema/stored-files";

/**
 * What each stored file belongs to: an owning table's key column names it, and a trigger on that table deletes
 * it with its record (migration 0039). Before files lived in the database, each kind was a folder of FILES_DIR
 * of this name (server/files/disk-files.ts moves them in).
 */
export const fileKinds = [
  "trip-documents",
  "chat-attachments",
  "ticket-attachments",
  "package-images",
  "agency-logo",
] as const;
export type FileKind = (typeof fileKinds)[number];

export interface StoredFile {
  key: string;
  sizeBytes: number;
}

/** A file to send: its size from its row, its bytes read a slice at a time as the stream is consumed. */
export interface FileDownload {
  size: number;
  stream: Readable;
}

// A download reads this much per statement, so a 10 MiB file is never held whole.
const CHUNK_BYTES = 256 * 1024;

/** A new file's key: 32 random hex digits, as the files on disk were named. */
export const newFileKey = (): string => randomBytes(16).toString("hex");

// Bytes travel as base64 text that the database decodes and encodes: PGlite takes a 10 MiB bytea parameter in
// ~5 s and answers one in ~1.6 s, against ~1 s and ~0.1 s as base64 (measured here); pg would send hex.

/** A file's bytes as a value for stored_files.content. */
export const fileContent = (bytes: Buffer): SQL => sql`decode(${bytes.toString("base64")}, 'base64')`;

/** Writes a file's bytes in the caller's transaction: it commits with the record that names its key, or not at all. */
export async function insertFile(
  tx: DbOrTx,
  kind: FileKind,
  key: string,
  bytes: Buffer,
): Promise<StoredFile> {
  await tx.insert(storedFiles).values({ key, kind, content: fileContent(bytes), sizeBytes: bytes.length });
  return { key, sizeBytes: bytes.length };
}

const ofKind = (kind: FileKind, key: string) => and(eq(storedFiles.key, key), eq(storedFiles.kind, kind));

/** The file as a stream of 256 KiB slices, or null when there is no such file. */
export async function openFile(db: DbOrTx, kind: FileKind, key: string): Promise<FileDownload | null> {
  const [row] = await db.select({ size: storedFiles.sizeBytes }).from(storedFiles).where(ofKind(kind, key));
  if (!row) return null;
  return { size: row.size, stream: Readable.from(slices(db, key, row.size), { objectMode: false }) };
}

async function* slices(db: DbOrTx, key: string, size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
    const slice = sql`substring(${storedFiles.content} from ${offset + 1} for ${CHUNK_BYTES})`;
    const [row] = await db
      .select({ base64: sql<string>`encode(${slice}, 'base64')` })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    // Deleted while it was being sent: the response ends early rather than short of its content-length.
    if (!row) throw new Error(`stored file ${key} was deleted while it was being read`);
    yield Buffer.from(row.base64, "base64");
  }
}

/** The whole file (a logo for a PDF), or null when there is no such file. */
export async function readWholeFile(db: DbOrTx, kind: FileKind, key: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ base64: sql<string>`encode(${storedFiles.content}, 'base64')` })
    .from(storedFiles)
    .where(ofKind(kind, key));
  return row ? Buffer.from(row.base64, "base64") : null;
}
