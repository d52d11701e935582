import { asc, desc, eq, ilike, or } from "drizzle-orm";
import { todayIn } from "#domain/dates";
import { changesOf, flightValuesOf, planSegmentChanges } from "#domain/gds-import/flight-values";
import type { GdsPreview, TripOption, TripTimeLimitList } from "#domain/gds-import/gds-import.schema";
import { importLineAccount } from "#domain/gds-import/line-account";
import { findVisibleTrip } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { clients } from "../../db/schema/clients";
import { trips } from "../../db/schema/trips";
import { likePattern } from "../../db/sql-helpers";
import { airportNamesOf, itineraryFlightsOf } from "../flights";
import { existingItinerary } from "./itinerary-store";
import { importProblemOf, previewPassengers, readReservation, tripTitleOf } from "./reservation-reading";
import { ssrPlanOf } from "./ssr-request-import";
import { timeLimitsOfTrip } from "./time-limit-store";

// The pickers filter in the browser; the latest trips are the ones imports go to.
const TRIP_OPTIONS_LIMIT = 200;

export function createGdsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    /**
     * What the content holds and what importing it would do; nothing is stored. Dates without a year are read
     * near `reference`, the agency's today unless given.
     */
    async preview(content: string, reference: string | undefined): Promise<GdsPreview> {
      const referenceDate = reference ?? todayIn(ctx.config.agencyTimeZone);
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
