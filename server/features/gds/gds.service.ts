import { asc, desc, eq, ilike, or } from "drizzle-orm";
import { AppError, fieldError } from "#domain/errors";
import { changesOf, flightValuesOf, planSegmentChanges, tripDatesOf } from "#domain/gds-import/flight-values";
import type {
  GdsImportResult,
  GdsImportTarget,
  GdsPreview,
  TripOption,
  TripTimeLimitList,
} from "#domain/gds-import/gds-import.schema";
import { importLineAccount } from "#domain/gds-import/line-account";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { findVisibleTrip } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { lockInTransaction } from "../../db/locks";
import { clients } from "../../db/schema/clients";
import { trips } from "../../db/schema/trips";
import { isUniqueViolation, likePattern } from "../../db/sql-helpers";
import {
  airportNamesOf,
  applyFlightPlanInTx,
  flightEvents,
  itineraryFlightsOf,
  moveItineraryFlightsInTx,
} from "../flights/flight-records.service";
import { notifyScheduleChangesInTx } from "../notifications/notification-producers.service";
import { extendTripDatesInTx } from "../trips/trip-records.service";
import { resolveTargetTrip } from "./import-target";
import { existingItinerary, importAuditEntry, storeItinerary } from "./itinerary-store";
import {
  importOrigin,
  importProblemOf,
  previewPassengers,
  readReservation,
  tripTitleOf,
} from "./reservation-reading";
import { importSsrRequests, ssrPlanOf, unrequestedReport } from "./ssr-request-import";
import { replaceTimeLimits, timeLimitsOfTrip } from "./time-limit-store";
import { linkTravellers, unlinkedReport } from "./traveller-links";

// The pickers filter in the browser; the latest trips are the ones imports go to.
const TRIP_OPTIONS_LIMIT = 200;

export function createGdsService(ctx: AppContext) {
  const { db } = ctx;

  /** After commit; a record touched by several steps is announced once, by the first step that did. */
  async function publishOnce(events: readonly PublishedEvent[]) {
    const seen = new Set<string>();
    for (const event of events) {
      const key = `${event.topic}:${event.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await ctx.hub.publish(event);
    }
  }

  return {
    /** What the content holds and what importing it would do; nothing is stored. */
    async preview(content: string, referenceDate: string | undefined): Promise<GdsPreview> {
      const reservation = readReservation(content, referenceDate);
      const flights = reservation.segments.map(flightValuesOf);
      const existing = await existingItinerary(db, reservation.recordLocator);
      const ssrPlan = await ssrPlanOf(db, reservation);
      return {
        reservation,
        passengers: previewPassengers(reservation, referenceDate),
        airportNames: airportNamesOf(
          flights.flatMap((f) => [f.origin, f.destination]),
          ctx.log,
        ),
        suggestedTripTitle: flights.length > 0 ? tripTitleOf(flights, reservation.recordLocator) : null,
        existing: existing
          ? {
              itineraryId: existing.id,
              tripId: existing.tripId,
              tripTitle: existing.tripTitle,
              clientName: existing.clientName,
              importedAt: existing.updatedAt.toISOString(),
              changes: changesOf(planSegmentChanges(await itineraryFlightsOf(db, existing.id), flights)),
            }
          : null,
        importProblem: importProblemOf(reservation),
        lines: importLineAccount(reservation, ssrPlan.skipped),
      };
    },

    /**
     * Stores the reservation as an itinerary (updating the one with the same record locator), its flights
     * as segments, optionally on a trip (existing or new), and links the travellers to the trip's passengers.
     * Each step writes through the feature that owns the rows: trips, passengers, flights.
     */
    async import(
      user: SessionUser,
      input: {
        content: string;
        referenceDate?: string;
        target?: GdsImportTarget | null;
        createPassengers: boolean;
      },
    ): Promise<GdsImportResult> {
      const reservation = readReservation(input.content, input.referenceDate);
      const problem = importProblemOf(reservation);
      if (problem) throw fieldError("body.content", problem);
      const flights = reservation.segments.map(flightValuesOf);
      const travellers = previewPassengers(reservation, input.referenceDate);
      const locator = reservation.recordLocator;
      const origin = importOrigin(locator);

      const { result, events } = await db
        .transaction(async (tx) => {
          // Imports of one record locator run one after another, each seeing what the previous one stored.
          if (locator) await lockInTransaction(tx, `gds-import:${locator}`);
          const existing = await existingItinerary(tx, locator, true);
          const target = await resolveTargetTrip(tx, user, input.target ?? null, existing, flights, locator);
          const { trip } = target;
          const tripId = trip?.id ?? null;
          const events = [...target.events];

          const itineraryId = await storeItinerary(tx, user, existing, reservation, input.content, tripId);
          const plan = planSegmentChanges(existing ? await itineraryFlightsOf(tx, itineraryId) : [], flights);
          const insertedIds = await applyFlightPlanInTx(tx, itineraryId, tripId, plan);
          const dates = tripDatesOf(flights);
          if (trip && !target.created && dates) {
            const extended = await extendTripDatesInTx(tx, user, trip, dates, origin);
            if (extended) events.push(extended);
          }

          let passengers = unlinkedReport(travellers);
          const linked = trip
            ? await linkTravellers(tx, user, trip, travellers, input.createPassengers, origin)
            : null;
          if (linked) {
            passengers = linked.report;
            events.push(...linked.events);
          }
          // After the travellers: the segments' SSR requests follow them, so their passengers must be there.
          await moveItineraryFlightsInTx(tx, itineraryId, tripId);
          // A re-import that turned a flight UN, NO, TK or HX tells the trip's agent.
          events.push(
            ...(await notifyScheduleChangesInTx(
              tx,
              plan.updates.map((u) => ({ segmentId: u.stored.id, before: u.stored.status })),
            )),
          );

          const ssrPlan = await ssrPlanOf(tx, reservation);
          let ssrRequests = unrequestedReport(reservation, ssrPlan);
          if (trip && linked) {
            const requested = await importSsrRequests(
              tx,
              user,
              trip,
              reservation,
              ssrPlan,
              linked.linked,
              itineraryId,
              origin,
            );
            ssrRequests = requested.report;
            events.push(...requested.events);
          }
          await replaceTimeLimits(tx, itineraryId, tripId, reservation.timeLimits);

          const previousTripId = existing?.tripId ?? null;
          const changes = changesOf(plan, insertedIds);
          await writeAudit(
            tx,
            importAuditEntry(user, reservation, {
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
          events.push(...(await flightEvents(tx, "update", itineraryId, [tripId, previousTripId])));
          const result: GdsImportResult = {
            itineraryId,
            recordLocator: locator,
            format: reservation.format!,
            itineraryCreated: !existing,
            tripId,
            tripTitle: trip?.title ?? null,
            tripCreated: target.created,
            segments: changes,
            passengers,
            ssrRequests,
            timeLimits: reservation.timeLimits.length,
          };
          return { result, events };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw new AppError(
              "CONFLICT",
              `Reservation ${locator} was being imported at the same moment by someone else. Please try again.`,
            );
          }
          throw error;
        });
      await publishOnce(events);
      return result;
    },

    /** The time limits of the reservations on a trip the user may see, soonest first. */
    async timeLimits(user: SessionUser, tripId: string): Promise<TripTimeLimitList> {
      await findVisibleTrip(db, user, tripId);
      return timeLimitsOfTrip(db, tripId);
    },

    /** Trips an import can attach to, by title or client name, latest first. */
    async tripOptions(search: string | undefined): Promise<{ items: TripOption[] }> {
      const pattern = search ? likePattern(search) : null;
      const items = await db
        .select({
          id: trips.id,
          title: trips.title,
          clientId: trips.clientId,
          clientName: clients.name,
          startDate: trips.startDate,
          endDate: trips.endDate,
        })
        .from(trips)
        .innerJoin(clients, eq(clients.id, trips.clientId))
        .where(pattern ? or(ilike(trips.title, pattern), ilike(clients.name, pattern)) : undefined)
        .orderBy(desc(trips.startDate), asc(trips.id))
        .limit(TRIP_OPTIONS_LIMIT);
      return { items };
    },
  };
}
