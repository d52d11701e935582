import { and, asc, count, desc, eq, ilike, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import { AppError, notFound } from "../../../domain/errors";
import { pageOffset } from "../../../domain/pagination.schema";
import type {
  Trip,
  TripClientOption,
  TripCreate,
  TripListQuery,
  TripUpdate,
} from "../../../domain/trips/trip.schema";
import type { TripItinerary } from "../../../domain/trips/trip-itinerary.schema";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { itineraries, segments } from "../../db/schema/segments";
import { tripPassengers, trips } from "../../db/schema/trips";
import { likePattern } from "../../db/sql-helpers";
import { visibleTripsFilter } from "./trip-access";
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

/** Realtime topic; the web's trip query keys all start with it. */
export const TRIPS_TOPIC = "trips";
export const TRIP_ENTITY = "trip";
const MAX_SEARCH_WORDS = 5;
// The pickers filter in the browser; an agency with more clients would need a server-side picker.
const CLIENT_OPTIONS_LIMIT = 500;

export function fieldError(path: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", `Invalid input — ${path}: ${message}`, {
    issues: [{ path, message }],
  });
}

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

/** Changed fields of an update, for the audit row. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => key in before && before[key] !== after[key]);
}

/** A trip with its client, owner and counts, in one statement. */
export async function readTrip(tx: DbOrTx, id: string, user?: SessionUser): Promise<Trip> {
  const [row] = await tx
    .select(tripColumns)
    .from(trips)
    .innerJoin(clients, eq(clients.id, trips.clientId))
    .leftJoin(users, eq(users.id, trips.ownerId))
    .where(and(eq(trips.id, id), user ? visibleTripsFilter(user) : undefined));
  if (!row) throw notFound("Trip");
  return toTrip(row);
}

async function requireClient(tx: DbOrTx, clientId: string): Promise<void> {
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw fieldError("body.clientId", "Client not found");
}

export function createTripsService(ctx: AppContext) {
  const { db } = ctx;

  async function publish(id: string, op: "insert" | "update" | "delete") {
    await ctx.hub.publish({ topic: TRIPS_TOPIC, id, op });
  }

  return {
    async list(user: SessionUser, query: TripListQuery): Promise<{ items: Trip[]; total: number }> {
      const where = and(
        visibleTripsFilter(user),
        searchFilter(query.search),
        query.status ? eq(trips.status, query.status) : undefined,
        query.clientId ? eq(trips.clientId, query.clientId) : undefined,
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

    async create(user: SessionUser, input: TripCreate): Promise<Trip> {
      const created = await db.transaction(async (tx) => {
        await requireClient(tx, input.clientId);
        const [row] = await tx
          .insert(trips)
          .values({ ...input, status: "planning", ownerId: user.id })
          .returning({ id: trips.id });
        if (!row) throw new Error("insert returned no row");
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: TRIP_ENTITY,
          entityId: row.id,
          summary: `Created trip ${input.title}`,
          details: input,
        });
        return readTrip(tx, row.id);
      });
      await publish(created.id, "insert");
      return created;
    },

    async update(user: SessionUser, id: string, input: TripUpdate): Promise<Trip> {
      const updated = await db.transaction(async (tx) => {
        const before = await readTrip(tx, id, user);
        await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).for("update");
        if (input.clientId !== before.clientId) {
          await requireClient(tx, input.clientId);
          // A client sees every passenger of their trips: passengers of another client must not come along.
          const [others] = await tx
            .select({ n: count() })
            .from(tripPassengers)
            .innerJoin(passengers, tripPassengerJoin)
            .where(
              and(
                eq(tripPassengers.tripId, id),
                isNotNull(passengers.clientId),
                ne(passengers.clientId, input.clientId),
              ),
            );
          const n = others?.n ?? 0;
          if (n > 0) {
            throw fieldError(
              "body.clientId",
              `${n === 1 ? "1 passenger of this trip belongs" : `${n} passengers of this trip belong`} to another client: take them off the trip first`,
            );
          }
        }
        await tx
          .update(trips)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(trips.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: TRIP_ENTITY,
          entityId: id,
          summary: `Updated trip ${input.title}`,
          details: { changed: changedFields(before, input), status: input.status },
        });
        return readTrip(tx, id);
      });
      await publish(id, "update");
      return updated;
    },

    /** Deletes the trip with its segments and passenger list; imported reservations stay, unlinked. */
    async remove(
      user: SessionUser,
      id: string,
    ): Promise<{ segmentsRemoved: number; passengersRemoved: number }> {
      const result = await db.transaction(async (tx) => {
        const before = await readTrip(tx, id, user);
        await tx.delete(trips).where(eq(trips.id, id));
        const summary = { segmentsRemoved: before.segmentCount, passengersRemoved: before.passengerCount };
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: TRIP_ENTITY,
          entityId: id,
          summary: `Deleted trip ${before.title}`,
          details: { clientId: before.clientId, ...summary },
        });
        return summary;
      });
      await publish(id, "delete");
      // Its flights went with it, and the Flights screen reads the same rows.
      if (result.segmentsRemoved > 0) await ctx.hub.publish({ topic: "flights", op: "delete" });
      return result;
    },

    /** Clients a trip can belong to (staff only). */
    async clientOptions(search: string | undefined): Promise<{ items: TripClientOption[] }> {
      const items = await db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(search ? ilike(clients.name, likePattern(search)) : undefined)
        .orderBy(asc(clients.name), asc(clients.id))
        .limit(CLIENT_OPTIONS_LIMIT);
      return { items };
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

export type TripsService = ReturnType<typeof createTripsService>;
