import { parseAirSegmentLine } from "./air-segment-line";
import { detectFormat } from "./detect-format";
import { type CalendarDay, parseIsoDate, todayUtc } from "./gds-dates";
import { EMPTY_INPUT_MESSAGE, GdsParseError } from "./gds-parse-error";
import type { ParseReservationOptions, Reservation } from "./reservation.schema";
import { ReservationBuilder } from "./reservation-builder";
import { type SkippedLine, toSourceLines } from "./source-lines";

function referenceDay(value: ParseReservationOptions["referenceDate"]): CalendarDay {
  if (value === undefined) return todayUtc();
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime()))
      throw new GdsParseError("BAD_REFERENCE_DATE", "referenceDate is not a date");
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  const day = parseIsoDate(value);
  if (!day) throw new GdsParseError("BAD_REFERENCE_DATE", `referenceDate must be YYYY-MM-DD, got "${value}"`);
  return day;
}

/**
 * Reads a reservation display pasted from Amadeus (RT), Galileo (*R), Sabre (*A/*I), Apollo (*R)
 * or Worldspan (*record locator).
 * Never throws on content: lines it cannot read come back in `unparsedLines`. Throws `GdsParseError`
 * ("Please paste GDS content first") only for empty or blank input, and for a malformed referenceDate.
 */
export function parseReservation(text: string, options: ParseReservationOptions = {}): Reservation {
  if (typeof text !== "string" || text.trim() === "")
    throw new GdsParseError("EMPTY_INPUT", EMPTY_INPUT_MESSAGE);
  const reference = referenceDay(options.referenceDate);
  const skipped: SkippedLine[] = [];
  const lines = toSourceLines(text, skipped);
  if (lines.length === 0) throw new GdsParseError("EMPTY_INPUT", EMPTY_INPUT_MESSAGE);
  // Itinerary lines are read once and shared by format detection and the builder.
  const airLines = lines.map((line) => parseAirSegmentLine(line.text));
  const builder = new ReservationBuilder(detectFormat(lines, airLines), reference);
  for (let i = 0; i < lines.length; i++) builder.read(lines[i]!, airLines[i] ?? null);
  for (const line of skipped) builder.skipped(line);
  return builder.finish();
}
