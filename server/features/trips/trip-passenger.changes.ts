import { and, eq, sql } from "drizzle-orm";
import { notFound } from "#domain/errors";
import { passengerName } from "#domain/passengers/passenger-format";
import type { AddTripPassengersResult } from "#domain/trips/trip-passenger.schema";
import { findVisibleTrip } from "../../access/client-scope";
import { passengers } from "../../db/schema/passengers";
import { tripPassengers, trips } from "../../db/schema/trips";
import { type Change, signedInUser } from "../../kernel/mutate";
import { passengerNameColumns } from "../passengers";
import { addTripPassengers, TRIP_PASSENGER_ENTITY, tripPassengersOf } from "./trip-passengers.service";
import { tripEvent } from "./trip-records.service";

// Who travels on a trip, changed by hand: one use case each, run by the kernel (ctx.kernel.mutate).

/** Existing passengers join the trip (those on it already are skipped); answers the trip's passengers. */
export async function addPassengersToTrip(
  change: Change,
  tripId: string,
  passengerIds: readonly string[],
): Promise<AddTripPassengersResult> {
  const trip = await findVisibleTrip(change.tx, signedInUser(change), tripId, { forUpdate: true });
  const added = await addTripPassengers(change, trip, passengerIds);
  return { added, ...(await tripPassengersOf(change.tx, tripId)) };
}

export async function removePassengerFromTrip(
  change: Change,
  tripId: string,
  passengerId: string,
): Promise<void> {
  const { tx, audit, emit } = change;
  const trip = await findVisibleTrip(tx, signedInUser(change), tripId, { forUpdate: true });
  const [removed] = await tx
    .delete(tripPassengers)
    .where(and(eq(tripPassengers.tripId, tripId), eq(tripPassengers.passengerId, passengerId)))
    .returning({ passengerId: tripPassengers.passengerId });
  if (!removed) throw notFound("Passenger on this trip");
  const [p] = await tx.select(passengerNameColumns).from(passengers).where(eq(passengers.id, passengerId));
  await tx.update(trips).set({ updatedAt: sql`now()` }).where(eq(trips.id, tripId));
  await audit({
    action: "delete",
    entity: TRIP_PASSENGER_ENTITY,
    entityId: tripId,
    summary: `Removed ${p ? passengerName(p) : "a passenger"} from trip ${trip.title}`,
    details: { tripId, passengerId },
  });
  emit(tripEvent(tripId, "update", trip.clientId));
}
