import { AppError, fieldError } from "#domain/errors";
import { GdsParseError } from "#domain/gds/gds-parse-error";
import { parseReservation } from "#domain/gds/parse-reservation";
import type { Reservation } from "#domain/gds/reservation.schema";
import { docsCreatable, readDocsText } from "#domain/gds-import/docs-ssr";
import type { FlightValues } from "#domain/gds-import/flight-values";
import {
  GDS_CONTENT_TOO_LARGE_MESSAGE,
  gdsContentProblem,
  type PreviewPassenger,
} from "#domain/gds-import/gds-import.schema";
import { journeyTitle } from "#domain/gds-import/journey-title";
import { displayName } from "#domain/gds-import/name-match";
import { NOTHING_READ_MESSAGE, nothingRead } from "#domain/gds-import/nothing-read";
import { airportLocator } from "../flights";

// Step 1 of an import, and all of a preview: the pasted display read into a reservation and its travellers.

/**
 * The reservation in the pasted display, its dates without a year read near `referenceDate` (the agency's
 * today unless the paste names a day); 413 when too large, 400 on the field at fault otherwise.
 */
export function readReservation(content: string, referenceDate: string): Reservation {
  const problem = gdsContentProblem(content);
  if (problem === GDS_CONTENT_TOO_LARGE_MESSAGE) throw new AppError("PAYLOAD_TOO_LARGE", problem);
  if (problem) throw fieldError("body.content", problem);
  try {
    return parseReservation(content, { referenceDate });
  } catch (error) {
    if (error instanceof GdsParseError) {
      throw fieldError(error.code === "EMPTY_INPUT" ? "body.content" : "body.referenceDate", error.message);
    }
    throw error;
  }
}

/** Why this reservation cannot become an itinerary; null when it can. */
export function importProblemOf(reservation: Reservation): string | null {
  // Text that holds no reservation at all says so, whatever system its lines looked like.
  if (nothingRead(reservation)) return NOTHING_READ_MESSAGE;
  if (!reservation.format)
    return "The reservation system could not be recognised (Amadeus, Galileo, Sabre, Apollo or Worldspan).";
  if (reservation.segments.length === 0) return "No flight segments were found in the pasted content.";
  return null;
}

/** The travellers with the passport data their DOCS SSR gives, and whether that makes a passenger. */
export function previewPassengers(reservation: Reservation, referenceDate: string): PreviewPassenger[] {
  const reference = {
    year: Number(referenceDate.slice(0, 4)),
    month: Number(referenceDate.slice(5, 7)),
    day: Number(referenceDate.slice(8, 10)),
  };
  const docsSsrs = reservation.ssrs.filter((s) => s.code === "DOCS");
  return reservation.passengers.map((p) => {
    // The DOCS of this passenger: by its association, or the only one of a one-passenger booking.
    const ssr =
      docsSsrs.find(
        (s) => s.passengerIds.includes(p.id) && readDocsText(s.text, reference)?.documentNumber,
      ) ??
      docsSsrs.find((s) => s.passengerIds.includes(p.id)) ??
      (reservation.passengers.length === 1 ? docsSsrs.find((s) => s.passengerIds.length === 0) : undefined);
    const docs = ssr ? readDocsText(ssr.text, reference) : null;
    if (docs && !docs.dateOfBirth && p.dateOfBirth) docs.dateOfBirth = p.dateOfBirth;
    return {
      id: p.id,
      name: displayName(p.surname, p.givenName),
      surname: p.surname,
      givenName: p.givenName,
      title: p.title,
      type: p.type,
      isInfant: p.isInfant,
      dateOfBirth: p.dateOfBirth,
      docs,
      creatable: docsCreatable(docs),
    };
  });
}

/** The title a trip made for these flights gets (SPEC §2): origin → turnaround point, month and year. */
export function tripTitleOf(flights: readonly FlightValues[], recordLocator: string | null): string {
  return (
    journeyTitle(flights, airportLocator()) ?? `Reservation ${recordLocator ?? "without record locator"}`
  );
}

/** Where records an import makes come from, for their audit rows. */
export function importOrigin(recordLocator: string | null): string {
  return recordLocator ? `from GDS reservation ${recordLocator}` : "from a GDS reservation";
}
