import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agencySettings } from "../db/schema/invoices";
import { travelPackages } from "../db/schema/packages";
import { storedFiles } from "../db/schema/stored-files";
import { tripDocuments } from "../db/schema/trip-documents";
import { makePackage } from "../test/booking-fixtures";
import { withCastApp } from "../test/cast-app";
import { PDF } from "../test/sample-files";
import { makeTrip } from "../test/trip-fixtures";
import { moveDiskFiles, movedFilesLine } from "./disk-files";
import { newFileKey } from "./file-store";

const { t, cast, call } = withCastApp();

/** Writes a file where an earlier version kept it: FILES_DIR/<kind>/<key>. */
async function onDisk(kind: string, name: string, content: Buffer): Promise<string> {
  await mkdir(join(t.filesDir!, kind), { recursive: true });
  const path = join(t.filesDir!, kind, name);
  await writeFile(path, content);
  return path;
}

const storedKeys = async () =>
  (await t.database.db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key).sort();

describe("moving FILES_DIR into the database at start", () => {
  it("moves each file a record names once, deletes its disk copy, and leaves what nothing names", async () => {
    const [documentKey, imageKey, logoKey, strayKey] = [
      newFileKey(),
      newFileKey(),
      newFileKey(),
      newFileKey(),
    ];
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const [document] = await t.database.db
      .insert(tripDocuments)
      .values({
        tripId,
        documentType: "ticket",
        fileName: "e-ticket.pdf",
        contentType: "application/pdf",
        sizeBytes: PDF.length,
        storageKey: documentKey,
      })
      .returning({ id: tripDocuments.id });
    const packageId = await makePackage(t);
    await t.database.db
      .update(travelPackages)
      .set({ imageName: imageKey })
      .where(eq(travelPackages.id, packageId));
    await t.database.db
      .insert(agencySettings)
      .values({ id: true, name: "Sunway Voyages", logoFile: logoKey });
    const image = Buffer.from("RIFF....WEBPVP8 an old card image");
    const paths = [
      await onDisk("trip-documents", documentKey, PDF),
      await onDisk("package-images", imageKey, image),
      await onDisk("agency-logo", logoKey, Buffer.from("an old logo")),
    ];
    const stray = await onDisk("trip-documents", strayKey, PDF);
    const part = await onDisk("trip-documents", `${newFileKey()}.part`, PDF);

    expect(await moveDiskFiles(t.database.db, t.filesDir!)).toBe(3);
    expect(await storedKeys()).toEqual([documentKey, imageKey, logoKey].sort());
    for (const path of paths) expect(existsSync(path)).toBe(false);
    // Nothing owns these: left where they were, for whoever looks.
    expect(existsSync(stray)).toBe(true);
    expect(existsSync(part)).toBe(true);
    const download = await call(
      cast.clientA,
      "GET",
      `/api/trips/${tripId}/documents/${document!.id}/download`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const [row] = await t.database.db
      .select({ kind: storedFiles.kind, content: storedFiles.content })
      .from(storedFiles)
      .where(eq(storedFiles.key, imageKey));
    expect(row?.kind).toBe("package-images");
    expect(Buffer.from(row!.content).equals(image)).toBe(true);

    // Once: the next start finds nothing to move, and says nothing.
    expect(await moveDiskFiles(t.database.db, t.filesDir!)).toBe(0);
    expect(movedFilesLine(3)).toBe("Moved 3 files from FILES_DIR into the database");
    expect(movedFilesLine(0)).toBeNull();
  });

  it("deletes the disk copy of a file already moved (a start stopped half-way) without moving it again", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const key = newFileKey();
    await t.database.db.insert(tripDocuments).values({
      tripId,
      documentType: "visa",
      fileName: "visa.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.length,
      storageKey: key,
    });
    await t.database.db
      .insert(storedFiles)
      .values({ key, kind: "trip-documents", content: PDF, sizeBytes: PDF.length });
    const path = await onDisk("trip-documents", key, Buffer.from("%PDF-1.4 the same file, once more"));
    expect(await moveDiskFiles(t.database.db, t.filesDir!)).toBe(0);
    expect(existsSync(path)).toBe(false);
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(Buffer.from(row!.content).equals(PDF)).toBe(true);
  });

  it("finds nothing to do without a FILES_DIR on disk", async () => {
    expect(await moveDiskFiles(t.database.db, join(t.filesDir!, "never-created"))).toBe(0);
  });
});
