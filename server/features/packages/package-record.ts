import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { placeHoldingStatuses } from "#domain/bookings/booking-values";
import { notFound } from "#domain/errors";
import type { TravelPackage } from "#domain/packages/package.schema";
import { effectivePackageStatus, isPackageBookable, placesLeft } from "#domain/packages/package-availability";
import { packageImageUrl } from "#domain/packages/package-image";
import { originalPriceCents } from "#domain/packages/package-price";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { DbOrTx } from "../../db/client";
import { travelPackages } from "../../db/schema/packages";
import { packageImageToken } from "../../files/package-image-store";
import { everyoneSignedIn } from "../../realtime/audience";

export const PACKAGE_ENTITY = "travel_package";
const p = travelPackages;

/**
 * The event of a change to a package, or to what its cards show (its bookings' places): the catalogue is
 * every signed-in user's, so everyone hears it. The bookings' use cases emit it for bookings of a package.
 */
export function packageEvent(
  packageId: string,
  op: "insert" | "update" | "delete" = "update",
): PublishedEvent {
  return { topic: topics.packages, id: packageId, op, audience: everyoneSignedIn };
}

/** The statuses that hold places, as SQL text (constants, never input). */
export const HOLDING_SQL = placeHoldingStatuses.map((status) => `'${status}'`).join(", ");

// Raw names: in a query of one table drizzle leaves columns unqualified, and the sub-select's would be ambiguous.
/** Places held on the package by pending and confirmed bookings: a correlated sum over (package_id, status). */
const bookedPlaces = sql<number>`(${sql.raw(`select coalesce(sum(held.participants), 0)::int from bookings held
  where held.package_id = "travel_packages"."id" and held.status in (${HOLDING_SQL})`)})`;

export const packageColumns = {
  id: p.id,
  title: p.title,
  destination: p.destination,
  description: p.description,
  priceCents: p.priceCents,
  currency: p.currency,
  durationDays: p.durationDays,
  startDate: p.startDate,
  endDate: p.endDate,
  includedServices: p.includedServices,
  maxParticipants: p.maxParticipants,
  category: p.category,
  featured: p.featured,
  discountPercent: p.discountPercent,
  status: p.status,
  imageName: p.imageName,
  archivedAt: p.archivedAt,
  bookedPlaces,
  createdAt: p.createdAt,
  version: p.version,
  updatedAt: p.updatedAt,
};

/** A package row as read, before what is derived from it. */
export type PackageRow = Omit<
  TravelPackage,
  | "archivedAt"
  | "createdAt"
  | "updatedAt"
  | "placesLeft"
  | "bookable"
  | "bookedPlaces"
  | "originalPriceCents"
  | "imageUrl"
  | "hasImage"
> & {
  imageName: string | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  bookedPlaces: number | string;
};

export function toPackage(row: PackageRow, today: string): TravelPackage {
  const { imageName, ...rest } = row;
  const booked = Number(row.bookedPlaces);
  return {
    ...rest,
    priceCents: Number(row.priceCents),
    status: effectivePackageStatus(row.status, row.endDate, today),
    originalPriceCents: originalPriceCents(Number(row.priceCents), row.discountPercent),
    imageUrl: packageImageUrl(row.id, imageName ? packageImageToken(imageName) : null),
    hasImage: imageName !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    bookedPlaces: booked,
    placesLeft: placesLeft(row.maxParticipants, booked),
    bookable: isPackageBookable(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What a scope may see of the catalogue: staff everything; a client user only what is on sale or
 * coming, never an archived package nor one past its end date (package-availability.ts in SQL).
 */
export function visibleTo(staff: boolean, today: string): SQL | undefined {
  if (staff) return undefined;
  return and(isNull(p.archivedAt), ne(p.status, "expired"), sql`${p.endDate} >= ${today}::date`);
}

/** The package as staff (everything) or a client user (see visibleTo) sees it; 404 when it is not there or not for this scope. */
export async function readPackage(
  tx: DbOrTx,
  staff: boolean,
  id: string,
  today: string,
): Promise<TravelPackage> {
  const row = await readPackageRow(tx, staff, id, today);
  return toPackage(row, today);
}

export async function readPackageRow(
  tx: DbOrTx,
  staff: boolean,
  id: string,
  today: string,
): Promise<PackageRow> {
  const [row] = await tx
    .select(packageColumns)
    .from(p)
    .where(and(eq(p.id, id), visibleTo(staff, today)));
  if (!row) throw notFound("Package");
  return row;
}
