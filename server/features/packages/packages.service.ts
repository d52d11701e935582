import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import { todayIn } from "#domain/dates";
import { AppError, notFound } from "#domain/errors";
import type { PackageListItem, PackageListQuery, TravelPackage } from "#domain/packages/package.schema";
import type { Scope } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { travelPackages } from "../../db/schema/packages";
import { openFile } from "../../files/file-store";
import { packageImageToken } from "../../files/package-image-store";
import { removePackage, removePackageImage } from "./package.changes";
import { listPackages } from "./package-list.query";
import { readPackage, readPackageRow } from "./package-record";

export { packageEvent } from "./package-record";

const p = travelPackages;

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
 * (or, for a client user's scope, is archived or past its end: not in their catalogue).
 */
export async function lockPackageForBooking(
  tx: DbOrTx,
  scope: Scope,
  packageId: string,
  today: string,
): Promise<LockedPackage | null> {
  const [locked] = await tx.select({ id: p.id }).from(p).where(eq(p.id, packageId)).for("update");
  if (!locked) return null;
  const pkg = await readPackage(tx, scope.staff, packageId, today).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  return pkg ? { package: pkg, placesLeft: pkg.placesLeft } : null;
}

/**
 * What the catalogue reads, and its writes that let an image go (its file goes with the change). New images
 * come through the upload pipeline (packageImageUpload, package-images.routes.ts).
 */
export function createPackagesService(ctx: AppContext) {
  const { db } = ctx;
  const today = () => todayIn(ctx.config.agencyTimeZone);

  return {
    async list(
      user: SessionUser,
      query: PackageListQuery,
    ): Promise<{ items: PackageListItem[]; total: number }> {
      return listPackages(ctx.database, isStaff(user.role), query, today(), ctx.config.baseCurrency);
    },

    async get(user: SessionUser, id: string): Promise<TravelPackage> {
      return readPackage(db, isStaff(user.role), id, today());
    },

    /** Deletes a package no booking refers to (409 saying how many do: archive it instead), and its image. */
    async remove(user: SessionUser, id: string, expected?: number): Promise<void> {
      await ctx.kernel.mutate(user, (c) => removePackage(c, id, today(), expected));
    },

    /** 404 before an upload is read when the package is not there. */
    async checkPackage(id: string): Promise<void> {
      const [row] = await db.select({ id: p.id }).from(p).where(eq(p.id, id));
      if (!row) throw notFound("Package");
    },

    /** Back to the default image; its file goes with the change. */
    async removeImage(user: SessionUser, id: string, expected?: number): Promise<TravelPackage> {
      return ctx.kernel.mutate(user, (c) => removePackageImage(c, id, today(), expected));
    },

    /** The card image to send, if the user may see the package and it has one. */
    async image(user: SessionUser, id: string): Promise<{ token: string; size: number; stream: Readable }> {
      const row = await readPackageRow(db, isStaff(user.role), id, today());
      if (!row.imageName) throw new AppError("NOT_FOUND", "This offer has no image of its own.");
      const file = await openFile(db, "package-images", row.imageName);
      if (!file) {
        ctx.log.error({ packageId: id, key: row.imageName }, "a package image is missing from the database");
        throw new AppError("NOT_FOUND", "The image of this offer is missing. Upload it again.");
      }
      return { token: packageImageToken(row.imageName), ...file };
    },
  };
}
