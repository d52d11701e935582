import { and, eq, sql } from "drizzle-orm";
import { fieldError, notFound } from "#domain/errors";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { Trip, TripCreate } from "#domain/trips/trip.schema";
import { type VisibleTrip, visibleTripsFilter } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { nextVersion } from "../../db/record-version";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { trips } from "../../db/schema/trips";
import { clientAudience } from "../../realtime/audience";
import { toTrip, tripColumns } from "./trip-columns";

// Trip writes inside the caller's transaction, each with its audit row: this feature's service and other
// features (a GDS import) build on them; the caller publishes the returned events once it has committed.

/** The audit log's entity name for trips. */
export const TRIP_ENTITY = "trip";

/** A trip with its client, owner and counts, in one statement; `user` limits it to what they may see. */
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

/** 400 on `field` when the client a trip is for does not exist. */
export async function requireClient(tx: DbOrTx, clientId: string, field = "body.clientId"): Promise<void> {
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw fieldError(field, "Client not found");
}

export function tripEvent(id: string, op: "insert" | "update" | "delete", clientId: string): PublishedEvent {
  return { topic: topics.trips, id, op, audience: clientAudience(clientId) };
}

/**
 * A new trip in planning, owned by `user`, of an existing client (requireClient). `origin` says where it
 * came from in the audit row ("from reservation ABC123").
 */
export async function createTripInTx(
  tx: DbOrTx,
  user: SessionUser,
  input: TripCreate,
  origin?: string,
): Promise<{ trip: Trip; event: PublishedEvent }> {
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
    summary: [`Created trip ${input.title}`, origin].filter(Boolean).join(" "),
    details: input,
  });
  const trip = await readTrip(tx, row.id);
  return { trip, event: tripEvent(trip.id, "insert", trip.clientId) };
}

/**
 * The trip (locked by the caller: findVisibleTrip with forUpdate) grows to cover `dates`; it never
 * shrinks. Answers the event when it changed.
 */
export async function extendTripDatesInTx(
  tx: DbOrTx,
  user: SessionUser,
  trip: VisibleTrip,
  dates: { startDate: string; endDate: string },
  origin?: string,
): Promise<PublishedEvent | null> {
  // ISO dates sort as text.
  const startDate = [dates.startDate, trip.startDate].sort()[0]!;
  const endDate = [dates.endDate, trip.endDate].sort()[1]!;
  if (startDate === trip.startDate && endDate === trip.endDate) return null;
  await tx
    .update(trips)
    .set({ startDate, endDate, version: nextVersion(trips.version), updatedAt: sql`now()` })
    .where(eq(trips.id, trip.id));
  await writeAudit(tx, {
    userId: user.id,
    action: "update",
    entity: TRIP_ENTITY,
    entityId: trip.id,
    summary: [`Extended trip ${trip.title} to ${startDate} – ${endDate}`, origin].filter(Boolean).join(" "),
    details: {
      changed: [startDate !== trip.startDate && "startDate", endDate !== trip.endDate && "endDate"].filter(
        Boolean,
      ),
      startDate,
      endDate,
    },
  });
  return tripEvent(trip.id, "update", trip.clientId);
}
