import { AppError, fieldError } from "#domain/errors";
import { type FlightValues, tripDatesOf } from "#domain/gds-import/flight-values";
import type { GdsImportTarget } from "#domain/gds-import/gds-import.schema";
import { findVisibleTrip, type VisibleTrip } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { type Change, signedInUser } from "../../kernel/mutate";
import { requireClient, startTrip } from "../trips";
import type { ExistingItinerary } from "./itinerary-store";
import { importOrigin, tripTitleOf } from "./reservation-reading";

// Step 2 of an import: the trip the itinerary ends up on, locked for the rest of the import.

export interface TargetTrip {
  trip: VisibleTrip | null;
  created: boolean;
}

/**
 * The trip asked for; a new trip of the client asked for (or the one an earlier or concurrent import made
 * for it; dated by its flights, or `today`, the agency's, when they give no dates); or, without a target,
 * the trip the reservation is already on. A reservation never moves to another client's trip: its
 * travellers would come along.
 */
export async function resolveTargetTrip(
  change: Change,
  target: GdsImportTarget | null,
  existing: ExistingItinerary | undefined,
  flights: readonly FlightValues[],
  locator: string | null,
  today: string,
): Promise<TargetTrip> {
  const { tx } = change;
  const user = signedInUser(change);
  let trip: VisibleTrip | null = null;
  if (target && "tripId" in target) {
    trip = await lockTargetTrip(tx, user, target.tripId);
  } else if (target && "newTrip" in target) {
    const { clientId } = target.newTrip;
    await requireClient(tx, clientId, "body.target.newTrip.clientId");
    if (existing?.clientId && existing.clientId !== clientId) throw otherClient(existing);
    if (!existing?.tripId) {
      const created = await startTrip(
        change,
        {
          title: tripTitleOf(flights, locator),
          clientId,
          ...(tripDatesOf(flights) ?? { startDate: today, endDate: today }),
          description: null,
          notes: null,
        },
        importOrigin(locator),
      );
      return { trip: created, created: true };
    }
    trip = await findVisibleTrip(tx, user, existing.tripId, { forUpdate: true });
  } else if (existing?.tripId) {
    trip = await findVisibleTrip(tx, user, existing.tripId, { forUpdate: true });
  }
  if (trip && existing?.clientId && existing.clientId !== trip.clientId) throw otherClient(existing);
  return { trip, created: false };
}

/** The trip asked for, locked; an unknown one is a 400 on the field that named it. */
async function lockTargetTrip(tx: DbOrTx, user: SessionUser, tripId: string): Promise<VisibleTrip> {
  try {
    return await findVisibleTrip(tx, user, tripId, { forUpdate: true });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw fieldError("body.target.tripId", "Trip not found");
    throw error;
  }
}

function otherClient(existing: ExistingItinerary): AppError {
  return new AppError(
    "CONFLICT",
    `This reservation is already on trip “${existing.tripTitle}” of ${existing.clientName}; it cannot move to another client's trip.`,
  );
}
