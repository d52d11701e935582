import { and, asc, count, desc, eq, gte, ilike, type SQL } from "drizzle-orm";
import { pageOffset } from "#domain/pagination.schema";
import type { Trip, TripListQuery } from "#domain/trips/trip.schema";
import type { TripItinerary } from "#domain/trips/trip-itinerary.schema";
import { visibleTripsFilter } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { itineraries, segments } from "../../db/schema/segments";
import { tripPassengers, trips } from "../../db/schema/trips";
import { likePattern } from "../../db/sql-helpers";
import { removeTrip } from "./trip.changes";
import {
  itineraryJoin,
  segmentColumns,
  segmentOrder,
  toSegment,
  toTrip,
  toTripPassenger,
  tripColumns,
  tripPassengerColumns,
  tripPassengerJoin,
  tripPassengerOrder,
} from "./trip-columns";
import { confirmedSsrsOf } from "./trip-itinerary-ssrs";
import { readTrip } from "./trip-records.service";

const MAX_SEARCH_WORDS = 5;

function searchFilter(search: string | undefined): SQL | undefined {
  const words = (search ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => ilike(trips.title, likePattern(word))));
}

function orderFor(query: TripListQuery): SQL[] {
  const dir = query.direction === "desc" ? desc : asc;
  if (query.sort === "title") return [dir(trips.title), dir(trips.id)];
  return [dir(trips.startDate), dir(trips.id)];
}

export function createTripsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, query: TripListQuery): Promise<{ items: Trip[]; total: number }> {
      const where = and(
        visibleTripsFilter(user),
        searchFilter(query.search),
        query.status ? eq(trips.status, query.status) : undefined,
        query.clientId ? eq(trips.clientId, query.clientId) : undefined,
        query.endDateFrom ? gte(trips.endDate, query.endDateFrom) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select(tripColumns)
          .from(trips)
          .innerJoin(clients, eq(clients.id, trips.clientId))
          .leftJoin(users, eq(users.id, trips.ownerId))
          .where(where)
          .orderBy(...orderFor(query))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(trips).where(where),
      ]);
      return { items: rows.map(toTrip), total: counted[0]?.n ?? 0 };
    },

    async get(user: SessionUser, id: string): Promise<Trip> {
      return readTrip(db, id, user);
    },

    /** Deletes the trip (removeTrip) with its documents and their files. */
    async remove(
      user: SessionUser,
      id: string,
      expected?: number,
    ): Promise<{ segmentsRemoved: number; passengersRemoved: number }> {
      return ctx.kernel.mutate(user, (c) => removeTrip(c, id, expected));
    },

    /** The printable itinerary: trip, segments in order, passengers, confirmed SSRs. */
    async itinerary(user: SessionUser, id: string): Promise<TripItinerary> {
      const trip = await readTrip(db, id, user);
      const [segmentRows, passengerRows, confirmedSsrs] = await Promise.all([
        db
          .select(segmentColumns)
          .from(segments)
          .leftJoin(itineraries, itineraryJoin)
          .where(eq(segments.tripId, id))
          .orderBy(...segmentOrder),
        db
          .select(tripPassengerColumns)
          .from(tripPassengers)
          .innerJoin(passengers, tripPassengerJoin)
          .where(eq(tripPassengers.tripId, id))
          .orderBy(...tripPassengerOrder),
        confirmedSsrsOf(db, id),
      ]);
      return {
        trip,
        segments: segmentRows.map(toSegment),
        passengers: passengerRows.map(toTripPassenger),
        confirmedSsrs,
      };
    },
  };
}
