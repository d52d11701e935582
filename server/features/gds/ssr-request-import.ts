import type { Reservation } from "#domain/gds/reservation.schema";
import type { GdsImportResult, NotImportedLine } from "#domain/gds-import/gds-import.schema";
import { displayName } from "#domain/gds-import/name-match";
import { planSsrRequests, type SsrRequestPlan } from "#domain/gds-import/ssr-requests";
import type { VisibleTrip } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import type { Change } from "../../kernel/mutate";
import { itineraryFlightsOf } from "../flights";
import { catalogueEntriesOf } from "../ssr";
import { requestSsrs, type SsrRequestToMake } from "../trip-ssr-requests";
import type { TravellerPassengers } from "./traveller-links";

// Step 5 of an import: the reservation's SSRs as the trip's SSR requests, through the SSR catalogue and
// the trip SSR requests feature.

type SsrReport = GdsImportResult["ssrRequests"];

/** Which SSRs would become requests, against the catalogue as it is now. */
export async function ssrPlanOf(
  tx: DbOrTx,
  reservation: Reservation,
): Promise<SsrRequestPlan & { catalogue: Map<string, { id: string }> }> {
  const catalogue = await catalogueEntriesOf(
    tx,
    reservation.ssrs.map((s) => s.code),
  );
  return { ...planSsrRequests(reservation, new Set(catalogue.keys())), catalogue };
}

function lineText(reservation: Reservation, lineNumber: number): string {
  return reservation.lines.find((l) => l.lineNumber === lineNumber)?.text ?? "";
}

/** What an import onto no trip reports: no SSR is requested. */
export function unrequestedReport(reservation: Reservation, plan: SsrRequestPlan): SsrReport {
  const skipped: NotImportedLine[] = [
    ...plan.requests.map((r) => ({
      lineNumber: r.lineNumber,
      text: lineText(reservation, r.lineNumber),
      reason: `SSR ${r.code} not requested: the reservation is on no trip`,
    })),
    ...plan.skipped.map((s) => ({
      lineNumber: s.lineNumber,
      text: lineText(reservation, s.lineNumber),
      reason: s.reason,
    })),
  ].sort((a, b) => a.lineNumber - b.lineNumber);
  return { created: [], alreadyRequested: 0, skipped };
}

/**
 * Requests the planned SSRs on the trip for the travellers now linked to its passengers, on the flights
 * they name (the itinerary's segments, already on the trip). Travellers not linked are reported.
 */
export async function importSsrRequests(
  change: Change,
  trip: VisibleTrip,
  reservation: Reservation,
  plan: SsrRequestPlan & { catalogue: Map<string, { id: string }> },
  linked: TravellerPassengers,
  itineraryId: string,
  origin: string,
): Promise<SsrReport> {
  const flights = new Map(
    (await itineraryFlightsOf(change.tx, itineraryId)).map((f) => [f.segmentNumber, f]),
  );
  const skipped: NotImportedLine[] = plan.skipped.map((s) => ({
    lineNumber: s.lineNumber,
    text: lineText(reservation, s.lineNumber),
    reason: s.reason,
  }));
  const toMake: SsrRequestToMake[] = [];
  const described: SsrReport["created"] = [];
  for (const request of plan.requests) {
    const ssrId = plan.catalogue.get(request.code)?.id;
    if (!ssrId) continue;
    for (const travellerId of request.passengerIds) {
      const passenger = linked.get(travellerId);
      if (!passenger) {
        const traveller = reservation.passengers.find((p) => p.id === travellerId);
        const name = traveller
          ? displayName(traveller.surname, traveller.givenName)
          : `Traveller ${travellerId}`;
        skipped.push({
          lineNumber: request.lineNumber,
          text: lineText(reservation, request.lineNumber),
          reason: `SSR ${request.code} not requested: ${name} is not on the trip`,
        });
        continue;
      }
      const onFlights = request.segmentNumbers.map((n) => flights.get(n)).filter((f) => f !== undefined);
      for (const flight of onFlights.length > 0 ? onFlights : [null]) {
        toMake.push({
          passengerId: passenger.passengerId,
          ssrId,
          segmentId: flight?.id ?? null,
          status: request.status,
          notes: request.notes,
        });
        described.push({
          code: request.code,
          passengerName: passenger.name,
          segment: flight
            ? `${flight.airline} ${flight.flightNumber} ${flight.origin} → ${flight.destination}`
            : null,
          status: request.status,
        });
      }
    }
  }
  const ids = await requestSsrs(change, trip, toMake, origin);
  return {
    created: described.filter((_, i) => ids[i] !== null),
    alreadyRequested: ids.filter((id) => id === null).length,
    skipped: skipped.sort((a, b) => a.lineNumber - b.lineNumber),
  };
}
