import type { Reservation, Ssr } from "../gds/reservation.schema";
import { ssrNotesText } from "../gds/ssr-text";
import { TRIP_SSR_NOTES_MAX, type TripSsrStatus } from "../trip-ssr-requests/trip-ssr-request-values";

/** An SSR of the reservation to request on the trip: for these travellers (reservation ids) and flights. */
export interface PlannedSsrRequest {
  lineNumber: number;
  code: string;
  passengerIds: number[];
  /** The reservation's segment numbers; empty for a request on the whole trip. */
  segmentNumbers: number[];
  status: TripSsrStatus;
  notes: string | null;
}

/** An SSR line the import reads but does not turn into a trip SSR request, and why. */
export interface SkippedSsr {
  lineNumber: number;
  code: string;
  reason: string;
}

export interface SsrRequestPlan {
  requests: PlannedSsrRequest[];
  skipped: SkippedSsr[];
}

// Passenger data the import stores on the passenger record, not as a request.
const STORED_ON_PASSENGER = new Set(["DOCS"]);

// SSRs that carry data about the booking rather than ask for a service: the catalogue lists some of
// them (for writing them), but on a trip they are no request to follow up.
const NOT_REQUESTS: Readonly<Record<string, string>> = {
  DOCA: "Address data",
  DOCO: "Visa or other document data",
  FOID: "Form of identification",
  CTCE: "Contact e-mail",
  CTCM: "Contact phone",
  CTCR: "Contact refused",
  PCTC: "Emergency contact",
  TKNE: "Ticket number",
  TKNA: "Ticket number",
  TKNM: "Ticket number",
  ADTK: "Airline ticketing message",
  OTHS: "Airline message",
  ASVC: "Ancillary service record",
};

// IATA action and advice codes: held or confirmed, refused, and the rest still waiting for an answer.
const CONFIRMED = new Set(["HK", "KK", "KL", "HS", "KD", "TK", "RR"]);
const REFUSED = new Set(["UN", "UC", "NO", "HX", "XX", "XL", "XK", "UU", "US"]);

/** The trip request status an SSR's status code stands for. */
export function tripSsrStatusOf(status: string | null): TripSsrStatus {
  const code = (status ?? "").toUpperCase();
  if (CONFIRMED.has(code)) return "confirmed";
  if (REFUSED.has(code)) return "rejected";
  return "requested";
}

/** The travellers an SSR is for: the ones it names; all of them when it names none but covers them all. */
function travellersOf(ssr: Ssr, reservation: Reservation): number[] | null {
  if (ssr.passengerIds.length > 0) return ssr.passengerIds;
  const all = reservation.passengers.map((p) => p.id);
  if (all.length === 1 || (all.length > 1 && ssr.count === all.length)) return all;
  return null;
}

/**
 * Which of the reservation's SSRs become trip SSR requests: the codes the SSR catalogue knows, for the
 * travellers and flights they name. Everything else is reported with the reason: codes the catalogue
 * lacks, data rather than service SSRs, SSRs that do not say whose they are. DOCS goes to the passenger,
 * and SSR lines a time limit was read from are stored as that limit; neither appears here.
 */
export function planSsrRequests(reservation: Reservation, catalogue: ReadonlySet<string>): SsrRequestPlan {
  const plan: SsrRequestPlan = { requests: [], skipped: [] };
  const limitLines = new Set(reservation.timeLimits.map((t) => t.lineNumber));
  const flightNumbers = new Set(reservation.segments.map((s) => s.segmentNumber));
  for (const ssr of reservation.ssrs) {
    const code = ssr.code.toUpperCase();
    if (STORED_ON_PASSENGER.has(code) || limitLines.has(ssr.lineNumber)) continue;
    const skip = (reason: string) => plan.skipped.push({ lineNumber: ssr.lineNumber, code, reason });
    const kind = NOT_REQUESTS[code];
    if (kind) {
      skip(`${kind} (SSR ${code}): not imported`);
      continue;
    }
    if (!catalogue.has(code)) {
      skip(`SSR ${code} is not in the SSR catalogue: not imported`);
      continue;
    }
    const passengerIds = travellersOf(ssr, reservation);
    if (!passengerIds) {
      skip(`SSR ${code} does not say which traveller it is for: not imported`);
      continue;
    }
    // Segment numbers of hotel or other segments do not name a flight: such a request is for the trip.
    const segmentNumbers = ssr.segmentNumbers.filter((n) => flightNumbers.has(n));
    const notes = ssrNotesText(ssr.text)?.slice(0, TRIP_SSR_NOTES_MAX) ?? null;
    plan.requests.push({
      lineNumber: ssr.lineNumber,
      code,
      passengerIds,
      segmentNumbers,
      status: tripSsrStatusOf(ssr.status),
      notes,
    });
  }
  return plan;
}
