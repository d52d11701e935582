import { count, eq, sql } from "drizzle-orm";
import { AppError, notFound } from "#domain/errors";
import type { TravelPackage } from "#domain/packages/package.schema";
import { packageDeletionRefusal } from "#domain/packages/package-deletion";
import type { PackageInput } from "#domain/packages/package-input.schema";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { bookings } from "../../db/schema/bookings";
import { travelPackages } from "../../db/schema/packages";
import type { StoredFile } from "../../files/file-store";
import type { Change } from "../../kernel/mutate";
import {
  PACKAGE_ENTITY,
  type PackageRow,
  packageEvent,
  readPackage,
  readPackageRow,
  toPackage,
} from "./package-record";

// The catalogue's use cases, one function each, run by the kernel (ctx.kernel.mutate): staff's (the routes
// say so). Image files are written before the change (the upload pipeline) and removed after it. `today` is
// the agency's day, which what the package answers derives from it (bookable or past) is read against.

const p = travelPackages;

// The audit summary names changed fields as people say them.
const fieldLabels: Record<keyof PackageInput, string> = {
  title: "title",
  destination: "destination",
  description: "description",
  priceCents: "price",
  currency: "currency",
  durationDays: "duration",
  startDate: "start date",
  endDate: "end date",
  includedServices: "included services",
  maxParticipants: "max participants",
  category: "category",
  featured: "featured",
  discountPercent: "discount",
  status: "status",
};

function changedFields(before: PackageRow, after: PackageInput): (keyof PackageInput)[] {
  return (Object.keys(fieldLabels) as (keyof PackageInput)[]).filter((key) => {
    const was = key === "priceCents" ? Number(before.priceCents) : before[key];
    return JSON.stringify(was) !== JSON.stringify(after[key]);
  });
}

const quoted = (title: string) => `“${title}”`;

/** The package row locked for this transaction (staff only), refused with a 412 when its version is stale. */
async function lockPackage(
  tx: DbOrTx,
  id: string,
  expected: number | undefined,
  today: string,
): Promise<PackageRow> {
  const [row] = await tx.select({ id: p.id }).from(p).where(eq(p.id, id)).for("update");
  if (!row) throw notFound("Package");
  const current = await readPackageRow(tx, true, id, today);
  if (expected !== undefined && current.version !== expected) {
    // The 412 carries the package as it is now, in the API's shape.
    assertVersion(toPackage(current, today), expected);
  }
  return current;
}

/**
 * A change of one package: locked, changed by `apply`, which answers its audit row (null: nothing changed,
 * nothing to record or announce); answers the package as it is now and as it was.
 */
async function changePackage(
  { tx, audit, emit }: Change,
  id: string,
  expected: number | undefined,
  today: string,
  apply: (before: PackageRow) => Promise<{ summary: string; details: unknown } | null>,
): Promise<{ pkg: TravelPackage; before: PackageRow }> {
  const before = await lockPackage(tx, id, expected, today);
  const entry = await apply(before);
  if (entry) {
    await audit({ action: "update", entity: PACKAGE_ENTITY, entityId: id, ...entry });
    emit(packageEvent(id, "update"));
  }
  return { pkg: await readPackage(tx, true, id, today), before };
}

export async function createPackage(
  change: Change,
  input: PackageInput,
  today: string,
): Promise<TravelPackage> {
  const { tx, audit, emit, scope } = change;
  const [row] = await tx
    .insert(p)
    .values({ ...input, createdBy: scope.userId })
    .returning({ id: p.id });
  if (!row) throw new Error("insert returned no row");
  await audit({
    action: "create",
    entity: PACKAGE_ENTITY,
    entityId: row.id,
    summary: `Added offer ${quoted(input.title)}`,
    details: input,
  });
  emit(packageEvent(row.id, "insert"));
  return readPackage(tx, true, row.id, today);
}

export async function updatePackage(
  change: Change,
  id: string,
  input: PackageInput,
  today: string,
  expected?: number,
): Promise<TravelPackage> {
  const { pkg } = await changePackage(change, id, expected, today, async (before) => {
    await change.tx
      .update(p)
      .set({ ...input, version: bumpVersion(p.version), updatedAt: sql`now()` })
      .where(eq(p.id, id));
    const changed = changedFields(before, input);
    return {
      summary:
        changed.length > 0
          ? `Updated offer ${quoted(input.title)}: ${changed.map((f) => fieldLabels[f]).join(", ")}`
          : `Saved offer ${quoted(input.title)} without changes`,
      details: { changed },
    };
  });
  return pkg;
}

/** Archive or restore: one column, its own audit row; a second click changes nothing. */
async function setArchived(change: Change, id: string, archived: boolean, today: string, expected?: number) {
  const { pkg } = await changePackage(change, id, expected, today, async (before) => {
    if ((before.archivedAt !== null) === archived) return null;
    await change.tx
      .update(p)
      .set({
        archivedAt: archived ? sql`now()` : null,
        version: bumpVersion(p.version),
        updatedAt: sql`now()`,
      })
      .where(eq(p.id, id));
    return {
      summary: `${archived ? "Archived" : "Restored"} offer ${quoted(before.title)}`,
      details: { archived },
    };
  });
  return pkg;
}

export const archivePackage = (change: Change, id: string, today: string, expected?: number) =>
  setArchived(change, id, true, today, expected);

export const restorePackage = (change: Change, id: string, today: string, expected?: number) =>
  setArchived(change, id, false, today, expected);

/** Deletes a package no booking refers to (409 saying how many do: archive it instead), and its image with it. */
export async function removePackage(
  { tx, audit, emit }: Change,
  id: string,
  today: string,
  expected?: number,
): Promise<void> {
  // `for update` also waits for bookings being made on it, so the count below stays true.
  const before = await lockPackage(tx, id, expected, today);
  const [booked] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.packageId, id));
  const refusal = packageDeletionRefusal(booked?.n ?? 0);
  if (refusal) throw new AppError("CONFLICT", refusal);
  await tx.delete(p).where(eq(p.id, id));
  await audit({
    action: "delete",
    entity: PACKAGE_ENTITY,
    entityId: id,
    summary: `Deleted offer ${quoted(before.title)}`,
    details: { title: before.title, destination: before.destination, startDate: before.startDate },
  });
  emit(packageEvent(id, "delete"));
}

/** Puts an uploaded card image on the package; the one it replaces goes with the change (a trigger). */
export async function setPackageImage(
  change: Change,
  id: string,
  stored: StoredFile,
  uploadedBytes: number,
  today: string,
  expected?: number,
): Promise<TravelPackage> {
  const { pkg } = await changePackage(change, id, expected, today, async (before) => {
    await change.tx
      .update(p)
      .set({ imageName: stored.key, version: bumpVersion(p.version), updatedAt: sql`now()` })
      .where(eq(p.id, id));
    return {
      summary: `${before.imageName ? "Replaced" : "Added"} the image of offer ${quoted(before.title)}`,
      details: { sizeBytes: stored.sizeBytes, uploadedBytes },
    };
  });
  return pkg;
}

/** Back to the default image; the removed one's file goes with the change (a trigger). */
export async function removePackageImage(
  change: Change,
  id: string,
  today: string,
  expected?: number,
): Promise<TravelPackage> {
  const { pkg } = await changePackage(change, id, expected, today, async (before) => {
    if (!before.imageName) return null;
    await change.tx
      .update(p)
      .set({ imageName: null, version: bumpVersion(p.version), updatedAt: sql`now()` })
      .where(eq(p.id, id));
    return { summary: `Removed the image of offer ${quoted(before.title)}`, details: {} };
  });
  return pkg;
}
