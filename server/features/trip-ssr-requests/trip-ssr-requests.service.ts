import { asc, eq, sql } from "drizzle-orm";
import type {
  TripSsrRequestList,
  TripSsrRequestOptions,
} from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { findVisibleTrip } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { passengers } from "../../db/schema/passengers";
import { segments } from "../../db/schema/segments";
import { tripSsrRequests as r } from "../../db/schema/trip-ssr-requests";
import { tripPassengers } from "../../db/schema/trips";
import {
  passengerRefColumns,
  requestQuery,
  segmentRefColumns,
  toRequest,
  toSegmentRef,
} from "./trip-ssr-request-rows";

/** Reading a trip's SSR requests; changing them is trip-ssr-request.changes.ts. */
export function createTripSsrRequestsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, tripId: string): Promise<TripSsrRequestList> {
      await findVisibleTrip(db, user, tripId);
      const rows = await requestQuery(db).where(eq(r.tripId, tripId)).orderBy(asc(r.createdAt), asc(r.id));
      return { items: rows.map(toRequest), total: rows.length };
    },

    /** The trip's passengers and segments, for the add form. */
    async options(user: SessionUser, tripId: string): Promise<TripSsrRequestOptions> {
      await findVisibleTrip(db, user, tripId);
      const [onTrip, tripSegments] = await Promise.all([
        db
          .select(passengerRefColumns)
          .from(tripPassengers)
          .innerJoin(passengers, eq(passengers.id, tripPassengers.passengerId))
          .where(eq(tripPassengers.tripId, tripId))
          .orderBy(asc(passengers.sortName), asc(passengers.id)),
        db
          .select(segmentRefColumns)
          .from(segments)
          .where(eq(segments.tripId, tripId))
          .orderBy(sql`${segments.departureLocal} asc nulls last`, asc(segments.id)),
      ]);
      return { passengers: onTrip, segments: tripSegments.map(toSegmentRef) };
    },
  };
}
