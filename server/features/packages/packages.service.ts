import type { ReadStream } from "node:fs";
import { count, eq, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import { AppError, notFound } from "#domain/errors";
import type { PackageListQuery, TravelPackage } from "#domain/packages/package.schema";
import { packageDeletionRefusal } from "#domain/packages/package-deletion";
import type { PackageInput } from "#domain/packages/package-input.schema";
import { todayIsoDate } from "#domain/passengers/passport-expiry";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { bookings } from "../../db/schema/bookings";
import { travelPackages } from "../../db/schema/packages";
import { packageImageStore, packageImageToken, toCardImage } from "../../files/package-image-store";
import { everyoneSignedIn } from "../../realtime/audience";
import { listPackages } from "./package-list.query";
import { PACKAGE_ENTITY, type PackageRow, readPackage, readPackageRow, toPackage } from "./package-record";

const p = travelPackages;
type Op = "insert" | "update" | "delete";

/**
 * The event of a change to a package, or to what its cards show (its bookings' places): the catalogue is
 * every signed-in user's, so everyone hears it. The bookings service publishes it for bookings of a package.
 */
export function packageEvent(packageId: string, op: Op = "update"): PublishedEvent {
  return { topic: topics.packages, id: packageId, op, audience: everyoneSignedIn };
}

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

/** The locked package row a locked booking is made on, and the places it has left with every committed booking counted. */
export interface LockedPackage {
  package: TravelPackage;
  placesLeft: number;
}

/**
 * Locks the package row (`for update`) for the rest of the caller's transaction, then counts its places.
 * Two statements on purpose: the count's snapshot is taken after the lock is granted, so it sees every
 * booking committed by whoever held the lock before; one statement would count from a snapshot taken
 * before the wait and let two bookings take the same last place. Null when the package does not exist
 * (or, for a client user, is archived or past its end: not in their catalogue).
 */
export async function lockPackageForBookingInTx(
  tx: DbOrTx,
  user: SessionUser,
  packageId: string,
): Promise<LockedPackage | null> {
  const staff = isStaff(user.role);
  const [locked] = await tx.select({ id: p.id }).from(p).where(eq(p.id, packageId)).for("update");
  if (!locked) return null;
  const pkg = await readPackage(tx, staff, packageId, todayIsoDate()).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  return pkg ? { package: pkg, placesLeft: pkg.placesLeft } : null;
}

/** The package row locked for this transaction (staff only), refused with a 412 when its version is stale. */
async function lockPackage(tx: DbOrTx, id: string, expected: number | undefined): Promise<PackageRow> {
  const [row] = await tx.select({ id: p.id }).from(p).where(eq(p.id, id)).for("update");
  if (!row) throw notFound("Package");
  const current = await readPackageRow(tx, true, id, todayIsoDate());
  if (expected !== undefined && current.version !== expected) {
    // The 412 carries the package as it is now, in the API's shape.
    assertVersion(toPackage(current, todayIsoDate()), expected);
  }
  return current;
}

const quoted = (title: string) => `“${title}”`;

export function createPackagesService(ctx: AppContext) {
  const { db } = ctx;
  const images = packageImageStore(ctx.config.filesDir);

  const publish = (id: string, op: Op) => ctx.hub.publish(packageEvent(id, op));

  async function discard(key: string | null) {
    if (!key) return;
    await images.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, "could not remove a file"));
  }

  /** A change of one package by staff, in one transaction with its audit row; published after commit. */
  async function change(
    user: SessionUser,
    id: string,
    expected: number | undefined,
    apply: (tx: DbOrTx, before: PackageRow) => Promise<{ summary: string; details: unknown } | null>,
  ): Promise<TravelPackage> {
    const { pkg, changed } = await db.transaction(async (tx) => {
      const before = await lockPackage(tx, id, expected);
      const audit = await apply(tx, before);
      if (audit) {
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: PACKAGE_ENTITY,
          entityId: id,
          ...audit,
        });
      }
      return { pkg: await readPackage(tx, true, id, todayIsoDate()), changed: audit !== null };
    });
    if (changed) await publish(id, "update");
    return pkg;
  }

  /** Archive or restore: one column, its own audit row; a second click changes nothing. */
  function setArchived(user: SessionUser, id: string, archived: boolean, expected?: number) {
    return change(user, id, expected, async (tx, before) => {
      if ((before.archivedAt !== null) === archived) return null;
      await tx
        .update(p)
        .set({
          archivedAt: archived ? sql`now()` : null,
          version: nextVersion(p.version),
          updatedAt: sql`now()`,
        })
        .where(eq(p.id, id));
      return {
        summary: `${archived ? "Archived" : "Restored"} offer ${quoted(before.title)}`,
        details: { archived },
      };
    });
  }

  return {
    async list(
      user: SessionUser,
      query: PackageListQuery,
    ): Promise<{ items: TravelPackage[]; total: number }> {
      return listPackages(ctx.database, isStaff(user.role), query, todayIsoDate());
    },

    async get(user: SessionUser, id: string): Promise<TravelPackage> {
      return readPackage(db, isStaff(user.role), id, todayIsoDate());
    },

    async create(user: SessionUser, input: PackageInput): Promise<TravelPackage> {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(p)
          .values({ ...input, createdBy: user.id })
          .returning({ id: p.id });
        if (!row) throw new Error("insert returned no row");
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: PACKAGE_ENTITY,
          entityId: row.id,
          summary: `Added offer ${quoted(input.title)}`,
          details: input,
        });
        return readPackage(tx, true, row.id, todayIsoDate());
      });
      await publish(created.id, "insert");
      return created;
    },

    update(user: SessionUser, id: string, input: PackageInput, expected?: number): Promise<TravelPackage> {
      return change(user, id, expected, async (tx, before) => {
        await tx
          .update(p)
          .set({ ...input, version: nextVersion(p.version), updatedAt: sql`now()` })
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
    },

    /** Deletes a package no booking refers to (409 saying how many do: archive it instead), and its image. */
    async remove(user: SessionUser, id: string, expected?: number): Promise<void> {
      const imageName = await db.transaction(async (tx) => {
        // `for update` also waits for bookings being made on it, so the count below stays true.
        const before = await lockPackage(tx, id, expected);
        const [booked] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.packageId, id));
        const refusal = packageDeletionRefusal(booked?.n ?? 0);
        if (refusal) throw new AppError("CONFLICT", refusal);
        await tx.delete(p).where(eq(p.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: PACKAGE_ENTITY,
          entityId: id,
          summary: `Deleted offer ${quoted(before.title)}`,
          details: { title: before.title, destination: before.destination, startDate: before.startDate },
        });
        return before.imageName;
      });
      // Only once the row is gone for good: a rolled-back delete must still find its image.
      await discard(imageName);
      await publish(id, "delete");
    },

    archive: (user: SessionUser, id: string, expected?: number) => setArchived(user, id, true, expected),
    restore: (user: SessionUser, id: string, expected?: number) => setArchived(user, id, false, expected),

    /** 404 before an upload is read when the package is not there. */
    async checkPackage(id: string): Promise<void> {
      const [row] = await db.select({ id: p.id }).from(p).where(eq(p.id, id));
      if (!row) throw notFound("Package");
    },

    /**
     * Makes the card version of an upload (415 when it is not a PNG, JPEG or WebP), stores it, and puts it
     * on the package in place of the old one, whose file goes once the change is committed.
     */
    async setImage(user: SessionUser, id: string, upload: Buffer, expected?: number): Promise<TravelPackage> {
      const card = await toCardImage(upload);
      const stored = await images.writeImage(card);
      let replaced: string | null = null;
      try {
        const pkg = await change(user, id, expected, async (tx, before) => {
          replaced = before.imageName;
          await tx
            .update(p)
            .set({ imageName: stored.key, version: nextVersion(p.version), updatedAt: sql`now()` })
            .where(eq(p.id, id));
          return {
            summary: `${before.imageName ? "Replaced" : "Added"} the image of offer ${quoted(before.title)}`,
            details: { sizeBytes: stored.sizeBytes, uploadedBytes: upload.length },
          };
        });
        await discard(replaced);
        return pkg;
      } catch (error) {
        await discard(stored.key);
        throw error;
      }
    },

    /** Back to the default image; the file goes once the change is committed. */
    async removeImage(user: SessionUser, id: string, expected?: number): Promise<TravelPackage> {
      let removed: string | null = null;
      const pkg = await change(user, id, expected, async (tx, before) => {
        if (!before.imageName) return null;
        removed = before.imageName;
        await tx
          .update(p)
          .set({ imageName: null, version: nextVersion(p.version), updatedAt: sql`now()` })
          .where(eq(p.id, id));
        return { summary: `Removed the image of offer ${quoted(before.title)}`, details: {} };
      });
      await discard(removed);
      return pkg;
    },

    /** The card image to send, if the user may see the package and it has one. */
    async image(user: SessionUser, id: string): Promise<{ token: string; size: number; stream: ReadStream }> {
      const row = await readPackageRow(db, isStaff(user.role), id, todayIsoDate());
      if (!row.imageName) throw new AppError("NOT_FOUND", "This offer has no image of its own.");
      const size = await images.size(row.imageName);
      if (size === null) {
        ctx.log.error(
          { packageId: id, key: row.imageName },
          "a package image is missing from the file store",
        );
        throw new AppError("NOT_FOUND", "The image of this offer is missing. Upload it again.");
      }
      return { token: packageImageToken(row.imageName), size, stream: images.read(row.imageName) };
    },
  };
}
