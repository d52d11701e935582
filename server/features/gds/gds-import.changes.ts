import { AppError, fieldError } from "#domain/errors";
import type { Reservation } from "#domain/gds/reservation.schema";
import {
  changesOf,
  type FlightValues,
  flightValuesOf,
  planSegmentChanges,
  tripDatesOf,
} from "#domain/gds-import/flight-values";
import type {
  GdsImportResult,
  GdsImportTarget,
  PreviewPassenger,
} from "#domain/gds-import/gds-import.schema";
import { lockInTransaction } from "../../db/locks";
import { isUniqueViolation } from "../../db/sql-helpers";
import type { Change } from "../../kernel/mutate";
import { applyFlightPlan, flightsChanged, itineraryFlightsOf, moveItineraryFlights } from "../flights";
import { notifyScheduleChanges } from "../notifications";
import { extendTripDates } from "../trips";
import { resolveTargetTrip } from "./import-target";
import { existingItinerary, importAuditEntry, storeItinerary } from "./itinerary-store";
import { importOrigin, importProblemOf, previewPassengers, readReservation } from "./reservation-reading";
import { importSsrRequests, ssrPlanOf, unrequestedReport } from "./ssr-request-import";
import { replaceTimeLimits } from "./time-limit-store";
import { linkTravellers, unlinkedReport } from "./traveller-links";

// The GDS import: one change, run by the kernel (ctx.kernel.mutate), that writes through the features that
// own the rows (trips, passengers, flights, SSR requests), each step joining it.

/** A pasted reservation read for importing, before any transaction. */
export interface ReservationImport {
  content: string;
  reservation: Reservation;
  flights: FlightValues[];
  travellers: PreviewPassenger[];
  locator: string | null;
  origin: string;
  target: GdsImportTarget | null;
  createPassengers: boolean;
  /** The agency's day of the import: a new trip's dates when its flights give none, a blank passport's expiry. */
  today: string;
}

/**
 * The reservation in the pasted display, ready to import; 400 (413 when too large) when it cannot be. Dates
 * without a year are read near `referenceDate`, the agency's `today` unless the paste says otherwise.
 */
export function readImport(input: {
  content: string;
  referenceDate?: string;
  target?: GdsImportTarget | null;
  createPassengers: boolean;
  today: string;
}): ReservationImport {
  const referenceDate = input.referenceDate ?? input.today;
  const reservation = readReservation(input.content, referenceDate);
  const problem = importProblemOf(reservation);
  if (problem) throw fieldError("body.content", problem);
  return {
    content: input.content,
    reservation,
    flights: reservation.segments.map(flightValuesOf),
    travellers: previewPassengers(reservation, referenceDate),
    locator: reservation.recordLocator,
    origin: importOrigin(reservation.recordLocator),
    target: input.target ?? null,
    createPassengers: input.createPassengers,
    today: input.today,
  };
}

/** A catch for the import's change: a unique key refused what another import stored at the same moment. */
export function concurrentImportConflict(locator: string | null) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw new AppError(
        "CONFLICT",
        `Reservation ${locator} was being imported at the same moment by someone else. Please try again.`,
      );
    }
    throw error;
  };
}

/** The change as its steps see it: a record several steps touch is announced once, by the first that did. */
function announcingOnce(change: Change): Change {
  const seen = new Set<string>();
  return {
    tx: change.tx,
    user: change.user,
    scope: change.scope,
    audit: (entry) => change.audit(entry),
    emit: (event) => {
      for (const one of Array.isArray(event) ? event : [event]) {
        const key = `${one.topic}:${one.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        change.emit(one);
      }
    },
  };
}

/**
 * Stores the reservation as an itinerary (updating the one with the same record locator), its flights
 * as segments, optionally on a trip (existing or new), and links the travellers to the trip's passengers.
 */
export async function importReservation(
  outer: Change,
  {
    content,
    reservation,
    flights,
    travellers,
    locator,
    origin,
    target,
    createPassengers,
    today,
  }: ReservationImport,
): Promise<GdsImportResult> {
  const change = announcingOnce(outer);
  const { tx } = change;
  // Imports of one record locator run one after another, each seeing what the previous one stored.
  if (locator) await lockInTransaction(tx, `gds-import:${locator}`);
  const existing = await existingItinerary(tx, locator, true);
  const resolved = await resolveTargetTrip(change, target, existing, flights, locator, today);
  const { trip } = resolved;
  const tripId = trip?.id ?? null;

  const itineraryId = await storeItinerary(change, existing, reservation, content, tripId);
  const plan = planSegmentChanges(existing ? await itineraryFlightsOf(tx, itineraryId) : [], flights);
  const insertedIds = await applyFlightPlan(change, itineraryId, tripId, plan);
  const dates = tripDatesOf(flights);
  if (trip && !resolved.created && dates) await extendTripDates(change, trip, dates, origin);

  const linked = trip
    ? await linkTravellers(change, trip, travellers, { create: createPassengers, origin, today })
    : null;
  const passengers = linked ? linked.report : unlinkedReport(travellers);
  // After the travellers: the segments' SSR requests follow them, so their passengers must be there.
  await moveItineraryFlights(change, itineraryId, tripId);
  // A re-import that turned a flight UN, NO, TK or HX tells the trip's agent.
  await notifyScheduleChanges(
    change,
    plan.updates.map((u) => ({ segmentId: u.stored.id, before: u.stored.status })),
    today,
  );

  const ssrPlan = await ssrPlanOf(tx, reservation);
  const ssrRequests =
    trip && linked
      ? await importSsrRequests(change, trip, reservation, ssrPlan, linked.linked, itineraryId, origin)
      : unrequestedReport(reservation, ssrPlan);
  await replaceTimeLimits(tx, itineraryId, tripId, reservation.timeLimits);

  const previousTripId = existing?.tripId ?? null;
  const changes = changesOf(plan, insertedIds);
  await change.audit(
    importAuditEntry(reservation, {
      itineraryId,
      reimported: Boolean(existing),
      tripId,
      previousTripId,
      changes,
      passengersMatched: passengers.matched.length,
      passengersCreated: passengers.created.length,
      ssrRequestsCreated: ssrRequests.created.length,
      ssrLinesSkipped: ssrRequests.skipped.length,
      timeLimits: reservation.timeLimits.length,
    }),
  );
  await flightsChanged(change, "update", itineraryId, [tripId, previousTripId]);
  return {
    itineraryId,
    recordLocator: locator,
    format: reservation.format!,
    itineraryCreated: !existing,
    tripId,
    tripTitle: trip?.title ?? null,
    tripCreated: resolved.created,
    segments: changes,
    passengers,
    ssrRequests,
    timeLimits: reservation.timeLimits.length,
  };
}
