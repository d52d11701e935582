import { count, eq, sql } from "drizzle-orm";
import { AppError } from "#domain/errors";
import { passengerName } from "#domain/passengers/passenger-format";
import { topics } from "#domain/realtime/topics";
import type { Trip, TripCreate, TripUpdate } from "#domain/trips/trip.schema";
import { findVisibleTrip } from "../../access/client-scope";
import { changedFields } from "../../audit/audit";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { passengers } from "../../db/schema/passengers";
import { segments } from "../../db/schema/segments";
import { tripDocuments } from "../../db/schema/trip-documents";
import { tripOffers } from "../../db/schema/trip-offers";
import { tripPassengers, trips } from "../../db/schema/trips";
import { type Change, signedInUser } from "../../kernel/mutate";
import { staffOnly } from "../../realtime/audience";
import { passengerNameColumns } from "../passengers";
import { tripPassengerJoin, tripPassengerOrder } from "./trip-columns";
import { readTrip, requireClient, startTrip, TRIP_ENTITY, tripEvent } from "./trip-records.service";

// A trip's own use cases, one function each, run by the kernel (ctx.kernel.mutate).

/**
 * A trip's passengers, offers and documents are its client's: moving the trip to another client would hand
 * them (passports, proposals, scans) to that client. Refused while the trip carries any (409 naming them).
 */
async function refuseClientChange(tx: DbOrTx, tripId: string): Promise<void> {
  const [onTrip, [offers], [documents]] = await Promise.all([
    tx
      .select(passengerNameColumns)
      .from(tripPassengers)
      .innerJoin(passengers, tripPassengerJoin)
      .where(eq(tripPassengers.tripId, tripId))
      .orderBy(...tripPassengerOrder),
    tx.select({ n: count() }).from(tripOffers).where(eq(tripOffers.tripId, tripId)),
    tx.select({ n: count() }).from(tripDocuments).where(eq(tripDocuments.tripId, tripId)),
  ]);
  const held = [
    onTrip.length > 0 ? `passengers ${onTrip.map(passengerName).join(", ")}` : null,
    offers?.n ? `${offers.n} ${offers.n === 1 ? "offer" : "offers"}` : null,
    documents?.n ? `${documents.n} ${documents.n === 1 ? "document" : "documents"}` : null,
  ].filter((part): part is string => part !== null);
  if (held.length === 0) return;
  const message = `This trip still has the current client's ${held.join(", ")}: remove them before changing its client`;
  throw new AppError("CONFLICT", message, { issues: [{ path: "body.clientId", message }] });
}

/** A new trip in planning of an existing client, owned by the caller. */
export async function createTrip(change: Change, input: TripCreate): Promise<Trip> {
  await requireClient(change.tx, input.clientId);
  return startTrip(change, input);
}

export async function updateTrip(
  { tx, user, audit, emit }: Change,
  id: string,
  input: TripUpdate,
  expected?: number,
): Promise<Trip> {
  await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).for("update");
  // Read under the lock: the version compared is the one this update replaces.
  const before = await readTrip(tx, id, user);
  assertVersion(before, expected);
  if (input.clientId !== before.clientId) {
    await requireClient(tx, input.clientId);
    await refuseClientChange(tx, id);
  }
  await tx
    .update(trips)
    .set({ ...input, version: bumpVersion(trips.version), updatedAt: sql`now()` })
    .where(eq(trips.id, id));
  await audit({
    action: "update",
    entity: TRIP_ENTITY,
    entityId: id,
    summary: `Updated trip ${input.title}`,
    details: { changed: changedFields(before, input), status: input.status },
  });
  const updated = await readTrip(tx, id);
  // Heard by the trip's client, and by the one it moved away from.
  for (const clientId of new Set([before.clientId, updated.clientId])) {
    emit(tripEvent(id, "update", clientId));
  }
  return updated;
}

/**
 * Deletes the trip with its segments, passenger list and documents; imported reservations stay, unlinked.
 * The trip is locked first and its segments and passengers deleted one by one, so the counts are what was
 * deleted even while others add to it. The documents' files go with their rows (a trigger on trip_documents).
 */
export async function removeTrip(
  change: Change,
  id: string,
  expected?: number,
): Promise<{ segmentsRemoved: number; passengersRemoved: number }> {
  const { tx, audit, emit } = change;
  const user = signedInUser(change);
  const trip = await findVisibleTrip(tx, user, id, { forUpdate: true });
  assertVersion(await readTrip(tx, id, user), expected);
  const [documents] = await tx.select({ n: count() }).from(tripDocuments).where(eq(tripDocuments.tripId, id));
  const removedSegments = await tx
    .delete(segments)
    .where(eq(segments.tripId, id))
    .returning({ id: segments.id });
  const removedPassengers = await tx
    .delete(tripPassengers)
    .where(eq(tripPassengers.tripId, id))
    .returning({ id: tripPassengers.passengerId });
  await tx.delete(trips).where(eq(trips.id, id));
  const summary = { segmentsRemoved: removedSegments.length, passengersRemoved: removedPassengers.length };
  await audit({
    action: "delete",
    entity: TRIP_ENTITY,
    entityId: id,
    summary: `Deleted trip ${trip.title}`,
    details: { clientId: trip.clientId, ...summary, documentsRemoved: documents?.n ?? 0 },
  });
  emit(tripEvent(id, "delete", trip.clientId));
  // Its flights went with it, and the Flights screen reads the same rows.
  if (summary.segmentsRemoved > 0) emit({ topic: topics.flights, op: "delete", audience: staffOnly });
  return summary;
}
