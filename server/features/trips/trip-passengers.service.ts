import { and, asc, eq, inArray, isNull, notExists, or, type SQL, sql } from "drizzle-orm";
import { fieldError } from "#domain/errors";
import { passengerName } from "#domain/passengers/passenger-format";
import { foldSearchText } from "#domain/passengers/search-text";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { PassengerCandidate, TripPassengerList } from "#domain/trips/trip-passenger.schema";
import { findVisibleTrip, type VisibleTrip } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { tripPassengers, trips } from "../../db/schema/trips";
import { likePattern } from "../../db/sql-helpers";
import type { Change } from "../../kernel/mutate";
import { clientAudience } from "../../realtime/audience";
import { passengerNameColumns } from "../passengers";
import { toTripPassenger, tripPassengerColumns, tripPassengerJoin, tripPassengerOrder } from "./trip-columns";
import { tripEvent } from "./trip-records.service";

/** The audit log's entity name for a passenger's place on a trip. */
export const TRIP_PASSENGER_ENTITY = "trip_passenger";
const CANDIDATE_LIMIT = 20;
const MAX_SEARCH_WORDS = 5;

/** The trip's passengers, in name order. */
export async function tripPassengersOf(tx: DbOrTx, tripId: string): Promise<TripPassengerList> {
  const rows = await tx
    .select(tripPassengerColumns)
    .from(tripPassengers)
    .innerJoin(passengers, tripPassengerJoin)
    .where(eq(tripPassengers.tripId, tripId))
    .orderBy(...tripPassengerOrder);
  return { items: rows.map(toTripPassenger) };
}

/**
 * Puts passengers on a trip the caller has locked (findVisibleTrip with forUpdate), with an audit row each:
 * of the trip's client, or of none (they become the client's). Answers how many joined.
 */
export async function addTripPassengers(
  { tx, audit, emit }: Change,
  trip: VisibleTrip,
  passengerIds: readonly string[],
): Promise<number> {
  const tripId = trip.id;
  const found = await tx
    .select({
      id: passengers.id,
      ...passengerNameColumns,
      clientId: passengers.clientId,
    })
    .from(passengers)
    .where(inArray(passengers.id, [...passengerIds]))
    // Their client cannot change until they are on the trip.
    .for("update");
  if (found.length !== passengerIds.length) {
    throw fieldError("body.passengerIds", "Some of these passengers do not exist");
  }
  const foreign = found.filter((p) => p.clientId !== null && p.clientId !== trip.clientId);
  if (foreign.length > 0) {
    throw fieldError(
      "body.passengerIds",
      `${foreign.map(passengerName).join(", ")} ${foreign.length === 1 ? "belongs" : "belong"} to another client`,
    );
  }
  const adopted = found.filter((p) => p.clientId === null);
  if (adopted.length > 0) {
    await tx
      .update(passengers)
      .set({ clientId: trip.clientId, updatedAt: sql`now()` })
      .where(
        and(
          inArray(
            passengers.id,
            adopted.map((p) => p.id),
          ),
          isNull(passengers.clientId),
        ),
      );
  }
  const inserted = await tx
    .insert(tripPassengers)
    .values(found.map((p) => ({ tripId, passengerId: p.id, clientId: trip.clientId })))
    .onConflictDoNothing()
    .returning({ passengerId: tripPassengers.passengerId });
  if (inserted.length > 0) {
    await tx.update(trips).set({ updatedAt: sql`now()` }).where(eq(trips.id, tripId));
    const names = new Map(found.map((p) => [p.id, passengerName(p)]));
    await audit(
      inserted.map((row) => ({
        action: "create",
        entity: TRIP_PASSENGER_ENTITY,
        entityId: tripId,
        summary: `Added ${names.get(row.passengerId)} to trip ${trip.title}`,
        details: { tripId, passengerId: row.passengerId },
      })),
    );
  }
  await audit(
    adopted.map((p) => ({
      action: "update",
      entity: "passenger",
      entityId: p.id,
      summary: `Assigned ${passengerName(p)} to ${trip.clientName}, whose trip ${trip.title} they joined`,
      details: { changed: ["clientId"], clientId: trip.clientId },
    })),
  );
  if (inserted.length > 0) emit(tripEvent(tripId, "update", trip.clientId));
  emit(
    adopted.map(
      (p): PublishedEvent => ({
        topic: topics.passengers,
        id: p.id,
        op: "update",
        audience: clientAudience(trip.clientId),
      }),
    ),
  );
  return inserted.length;
}

/**
 * Who travels on a trip. A trip's passengers are always its client's (the database's keys hold it too):
 * a passenger of another client never joins (that client's user would see their passport on it), and a
 * passenger of no client who joins becomes the trip client's, as travelling for that client makes them.
 */
export function createTripPassengersService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, tripId: string): Promise<TripPassengerList> {
      await findVisibleTrip(db, user, tripId);
      return tripPassengersOf(db, tripId);
    },

    /** Passengers who could join: not on the trip yet, of the trip's client or of none; that client's first. */
    async candidates(
      user: SessionUser,
      tripId: string,
      search: string | undefined,
    ): Promise<{ items: PassengerCandidate[] }> {
      const trip = await findVisibleTrip(db, user, tripId);
      const words = foldSearchText(search ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, MAX_SEARCH_WORDS);
      const wordFilters: SQL[] = words.map((word) => sql`${passengers.searchText} like ${likePattern(word)}`);
      const rows = await db
        .select({
          id: passengers.id,
          ...passengerNameColumns,
          nationality: passengers.nationality,
          passportNumber: passengers.passportNumber,
          documentExpiry: passengers.documentExpiry,
          clientName: clients.name,
        })
        .from(passengers)
        .leftJoin(clients, eq(clients.id, passengers.clientId))
        .where(
          and(
            or(isNull(passengers.clientId), eq(passengers.clientId, trip.clientId)),
            notExists(
              db
                .select({ one: sql`1` })
                .from(tripPassengers)
                .where(and(eq(tripPassengers.tripId, tripId), eq(tripPassengers.passengerId, passengers.id))),
            ),
            ...wordFilters,
          ),
        )
        .orderBy(sql`${passengers.clientId} is null`, asc(passengers.sortName), asc(passengers.id))
        .limit(CANDIDATE_LIMIT);
      return { items: rows };
    },
  };
}
