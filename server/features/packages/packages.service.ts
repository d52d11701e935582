import { and, asc, count, desc, eq, inArray, isNull, like, type SQL, sql } from "drizzle-orm";
import { placeHoldingStatuses } from "#domain/bookings/booking-values";
import { notFound } from "#domain/errors";
import type { PackageListQuery, TravelPackage } from "#domain/packages/package.schema";
import { effectivePackageStatus, isPackageBookable, placesLeft } from "#domain/packages/package-availability";
import { pageOffset } from "#domain/pagination.schema";
import { todayIsoDate } from "#domain/passengers/passport-expiry";
import { foldSearchText } from "#domain/passengers/search-text";
import { type ClientScope, clientScopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { travelPackages } from "../../db/schema/packages";
import { likePattern } from "../../db/sql-helpers";

const MAX_SEARCH_WORDS = 5;
const p = travelPackages;

// Raw names: in a query of one table drizzle leaves columns unqualified, and the sub-select's would be ambiguous.
const holding = placeHoldingStatuses.map((status) => `'${status}'`).join(", ");

/** Places held on the package by pending and confirmed bookings: a correlated sum over (package_id, status). */
const bookedPlaces = sql<number>`(${sql.raw(`select coalesce(sum(held.participants), 0)::int from bookings held
  where held.package_id = "travel_packages"."id" and held.status in (${holding})`)})`;

const packageColumns = {
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
  archivedAt: p.archivedAt,
  bookedPlaces,
  createdAt: p.createdAt,
  version: p.version,
  updatedAt: p.updatedAt,
};

type PackageRow = Omit<
  TravelPackage,
  "archivedAt" | "createdAt" | "updatedAt" | "placesLeft" | "bookable" | "bookedPlaces"
> & { archivedAt: Date | null; createdAt: Date; updatedAt: Date; bookedPlaces: number | string };

function toPackage(row: PackageRow, today: string): TravelPackage {
  const booked = Number(row.bookedPlaces);
  const bookable = isPackageBookable(row, today);
  return {
    ...row,
    status: effectivePackageStatus(row.status, row.endDate, today),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    bookedPlaces: booked,
    placesLeft: placesLeft(row.maxParticipants, booked),
    bookable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Bookable now: active or upcoming, not past its end date, not archived (package-availability.ts in SQL). */
function bookableFilter(today: string): SQL | undefined {
  return and(
    isNull(p.archivedAt),
    inArray(p.status, ["active", "upcoming"]),
    sql`${p.endDate} >= ${today}::date`,
  );
}

function searchFilter(search: string | undefined): SQL | undefined {
  const words = foldSearchText(search ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => like(p.searchText, likePattern(word))));
}

function orderFor(query: PackageListQuery): SQL[] {
  const dir = query.order === "desc" ? desc : asc;
  const key = query.sort === "title" ? p.title : query.sort === "price" ? p.priceCents : p.startDate;
  return [dir(key), dir(p.id)];
}

/** A package as a scope sees it: client users never see archived ones. */
async function readPackage(
  tx: DbOrTx,
  scope: ClientScope,
  id: string,
  today: string,
): Promise<TravelPackage> {
  const [row] = await tx
    .select(packageColumns)
    .from(p)
    .where(and(eq(p.id, id), scope.staff ? undefined : isNull(p.archivedAt)));
  if (!row) throw notFound("Package");
  return toPackage(row, today);
}

/** The locked package a booking is made on, and the places it has left with every committed booking counted. */
export interface LockedPackage {
  package: TravelPackage;
  placesLeft: number;
}

/**
 * Locks the package row (`for update`) for the rest of the caller's transaction, then counts its places.
 * Two statements on purpose: the count's snapshot is taken after the lock is granted, so it sees every
 * booking committed by whoever held the lock before; one statement would count from a snapshot taken
 * before the wait and let two bookings take the same last place. Null when the package does not exist
 * (or is archived, for a client user).
 */
export async function lockPackageForBookingInTx(
  tx: DbOrTx,
  user: SessionUser,
  packageId: string,
): Promise<LockedPackage | null> {
  const scope = await clientScopeOf(tx, user);
  const [locked] = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.id, packageId), scope.staff ? undefined : isNull(p.archivedAt)))
    .for("update");
  if (!locked) return null;
  const pkg = await readPackage(tx, scope, packageId, todayIsoDate());
  return { package: pkg, placesLeft: pkg.placesLeft };
}

export function createPackagesService(ctx: AppContext) {
  const { db } = ctx;

  return {
    /** The catalogue (archived packages left out), searched by title and destination, sorted, paginated. */
    async list(
      _user: SessionUser,
      query: PackageListQuery,
    ): Promise<{ items: TravelPackage[]; total: number }> {
      const today = todayIsoDate();
      const where = and(
        isNull(p.archivedAt),
        searchFilter(query.search),
        query.bookable ? bookableFilter(today) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select(packageColumns)
          .from(p)
          .where(where)
          .orderBy(...orderFor(query))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(p).where(where),
      ]);
      return { items: rows.map((row) => toPackage(row, today)), total: counted[0]?.n ?? 0 };
    },

    async get(user: SessionUser, id: string): Promise<TravelPackage> {
      return readPackage(db, await clientScopeOf(db, user), id, todayIsoDate());
    },
  };
}
