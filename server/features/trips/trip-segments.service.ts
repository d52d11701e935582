import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "#domain/errors";
import { passengerName } from "#domain/passengers/passenger-format";
import type { SegmentList } from "#domain/segments/segment.schema";
import { findVisibleTrip } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { passengers } from "../../db/schema/passengers";
import { itineraries, segments } from "../../db/schema/segments";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { tripPassengers } from "../../db/schema/trips";
import { passengerNameColumns } from "../passengers";
import { itineraryJoin, segmentColumns, segmentOrder, toSegment } from "./trip-columns";

/** A trip's segments: every kind, flights imported from a reservation with its record locator. */
export function createTripSegmentsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, tripId: string): Promise<SegmentList> {
      await findVisibleTrip(db, user, tripId);
      const rows = await db
        .select(segmentColumns)
        .from(segments)
        .leftJoin(itineraries, itineraryJoin)
        .where(eq(segments.tripId, tripId))
        .orderBy(...segmentOrder);
      return { items: rows.map(toSegment) };
    },
  };
}

/**
 * Before segments move to `toTripId` (null: off every trip): their SSR requests go with them (the
 * database's segment–trip key carries them along), which needs each request's passenger on the new trip.
 * Refuses with a 409 naming the requests that could not follow, rather than leave them on the old trip or
 * drop them unasked. Answers how many requests will follow.
 */
export async function checkSegmentMove(
  tx: DbOrTx,
  segmentIds: readonly string[],
  toTripId: string | null,
): Promise<number> {
  if (segmentIds.length === 0) return 0;
  const r = tripSsrRequests;
  const moving = await tx
    .select({
      code: r.code,
      ...passengerNameColumns,
      onNewTrip: toTripId
        ? sql<boolean>`exists (select 1 from ${tripPassengers} where ${tripPassengers.tripId} = ${toTripId} and ${tripPassengers.passengerId} = ${r.passengerId})`
        : sql<boolean>`false`,
    })
    .from(r)
    .innerJoin(passengers, sql`${passengers.id} = ${r.passengerId}`)
    .where(and(inArray(r.segmentId, [...segmentIds]), sql`${r.tripId} is distinct from ${toTripId}`))
    .orderBy(asc(passengers.sortName), asc(r.code));
  const stranded = moving.filter((m) => !m.onNewTrip);
  if (stranded.length > 0) {
    const list = stranded.map((m) => `${m.code} for ${passengerName(m)}`).join(", ");
    throw new AppError(
      "CONFLICT",
      toTripId
        ? `SSR requests ${list} are booked on this segment and their passengers are not on the other trip: add the passengers to that trip or remove the requests first`
        : `SSR requests ${list} are booked on this segment: remove them before taking it off its trip`,
    );
  }
  return moving.length;
}
