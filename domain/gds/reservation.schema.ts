import { z } from "zod";

/** The reservation systems whose displays `parseReservation` reads. */
export const gdsFormatSchema = z.enum(["amadeus", "galileo", "sabre", "apollo", "worldspan"]);
export type GdsFormat = z.infer<typeof gdsFormatSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clockTime = z.string().regex(/^\d{2}:\d{2}$/);

export const airlineLocatorSchema = z.object({
  airline: z.string(),
  locator: z.string(),
  lineNumber: z.number().int(),
});
export type AirlineLocator = z.infer<typeof airlineLocatorSchema>;

export const airSegmentSchema = z.object({
  segmentNumber: z.number().int(),
  lineNumber: z.number().int(),
  airline: z.string(),
  /** As displayed, without leading zeros; "OPEN" for open segments. */
  flightNumber: z.string(),
  bookingClass: z.string().nullable(),
  departureDate: isoDate.nullable(),
  departureAirport: z.string().length(3),
  arrivalAirport: z.string().length(3),
  /** Two-letter action/status code (HK, TK, UN, GK…); null for flown or open segments that show none. */
  status: z.string().length(2).nullable(),
  seatCount: z.number().int().nullable(),
  departureTime: clockTime.nullable(),
  arrivalTime: clockTime.nullable(),
  arrivalDate: isoDate.nullable(),
  /** Days between departure and arrival date, from the display's markers or explicit arrival date. */
  dayOffset: z.number().int(),
  operatingCarrier: z.string().nullable(),
  airlineLocator: z.string().nullable(),
  eticket: z.boolean(),
  married: z.boolean(),
  marriageGroup: z.string().nullable(),
  flown: z.boolean(),
  /** Passive or informational segment: GK, BK, MK… or flown. */
  passive: z.boolean(),
  notes: z.array(z.string()),
  raw: z.string(),
});
export type AirSegment = z.infer<typeof airSegmentSchema>;

export const otherSegmentKindSchema = z.enum([
  "arnk",
  "hotel",
  "car",
  "tour",
  "misc",
  "rail",
  "insurance",
  "surface",
  "cruise",
  "other",
]);
export type OtherSegmentKind = z.infer<typeof otherSegmentKindSchema>;

export const otherSegmentSchema = z.object({
  segmentNumber: z.number().int(),
  lineNumber: z.number().int(),
  kind: otherSegmentKindSchema,
  /** The code the system printed: ARNK, HHL, HTL, CCR, CAR, TUR, MIS, OTH… */
  code: z.string(),
  vendor: z.string().nullable(),
  status: z.string().nullable(),
  count: z.number().int().nullable(),
  location: z.string().nullable(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  text: z.string(),
});
export type OtherSegment = z.infer<typeof otherSegmentSchema>;

export const passengerSchema = z.object({
  /** 1-based position in `passengers`; SSRs refer to passengers by this id. */
  id: z.number().int(),
  /** The name number as displayed: "1" (Amadeus), "1.1", "2.I/1"… */
  nameNumber: z.string(),
  lineNumber: z.number().int(),
  surname: z.string(),
  givenName: z.string(),
  title: z.string().nullable(),
  /** ADT, CHD, INF or the system's own code (YTH, SRC…). */
  type: z.string(),
  /** The passenger type code exactly as shown (C06, CNN, INS…), when shown. */
  ptc: z.string().nullable(),
  dateOfBirth: isoDate.nullable(),
  isInfant: z.boolean(),
  /** For infants attached to an adult's name element (Amadeus `(INF…)`), the adult's id. */
  accompanyingPassengerId: z.number().int().nullable(),
  ssrCodes: z.array(z.string()),
});
export type Passenger = z.infer<typeof passengerSchema>;

export const ssrSchema = z.object({
  lineNumber: z.number().int(),
  code: z.string(),
  airline: z.string().nullable(),
  status: z.string().nullable(),
  count: z.number().int().nullable(),
  text: z.string(),
  passengerIds: z.array(z.number().int()),
  segmentNumbers: z.array(z.number().int()),
});
export type Ssr = z.infer<typeof ssrSchema>;

export const remarkSchema = z.object({
  lineNumber: z.number().int(),
  /** RM, RC, RX, RI… (Amadeus), NOTE (Galileo), RMKS (Apollo), REMARKS (Sabre), NP, 5… */
  type: z.string(),
  text: z.string(),
});
export type Remark = z.infer<typeof remarkSchema>;

/** Lines recognised but not modelled in detail: contacts, ticketing, fare elements, OSI, info banners. */
export const otherElementSchema = z.object({
  lineNumber: z.number().int(),
  type: z.string(),
  text: z.string(),
});
export type OtherElement = z.infer<typeof otherElementSchema>;

export const unparsedLineSchema = z.object({
  lineNumber: z.number().int(),
  text: z.string(),
});
export type UnparsedLine = z.infer<typeof unparsedLineSchema>;

/** What a time limit limits. */
export const timeLimitKindSchema = z.enum([
  /** The agency's own ticketing time limit (TK TL…, TKTL…, T-…, 7T/TAW… ticketing arrangement). */
  "ticketing",
  /** An option date: the booking is held until then (TK OP…, OPTION…, OP…). */
  "option",
  /** A deadline an airline imposed, read from SSR ADTK / OTHS free text ("…ADV TKT NBR BY 15MAR 1200…"). */
  "airline-deadline",
]);
export type TimeLimitKind = z.infer<typeof timeLimitKindSchema>;

export const timeLimitSchema = z.object({
  kind: timeLimitKindSchema,
  /** The day of the limit, its year inferred like segment dates (next occurrence on or after the creation date). */
  date: isoDate,
  /** Local time of day when the display gives one, else null (end of that day). */
  time: clockTime.nullable(),
  /** The airline that imposed it (airline deadlines, and option lines naming one), else null. */
  airline: z.string().nullable(),
  /** 1-based line number of the line it was read from. */
  lineNumber: z.number().int(),
  /** The line's text as displayed (trimmed), for showing where the limit came from. */
  text: z.string(),
});
export type TimeLimit = z.infer<typeof timeLimitSchema>;

export const fareTotalSchema = z.object({
  /** Integer minor units of `currency` (e.g. 123456 for 1234.56 EUR). */
  amountCents: z.number().int(),
  /** ISO 4217 code as displayed (EUR, USD…). */
  currency: z.string().length(3),
  /** "total" for a grand/ticket total, "base" for a base fare, "tax" for a total of taxes. */
  kind: z.enum(["total", "base", "tax"]),
  /** The passenger type the amount is for when the display says (ADT, CHD, INF…), else null. */
  passengerType: z.string().nullable(),
  /** 1-based line number of the line it was read from. */
  lineNumber: z.number().int(),
});
export type FareTotal = z.infer<typeof fareTotalSchema>;

/**
 * What became of one input line. Every line of the pasted text (blank ones included) has exactly one:
 * - "parsed": read into what an import stores (record locator, airline locators, passengers, air segments
 *   and their continuation lines, SSRs, time limits), or layout with nothing to store (blank lines, page
 *   headers, screen prompts);
 * - "recognised": read and understood, but an import does not store it (remarks, hotel/car/other
 *   segments, contacts, ticketing and fare elements, OSI…): `reason` says what it is and why;
 * - "unparsed": not understood; the same lines are in `unparsedLines`.
 */
export const lineOutcomeSchema = z.enum(["parsed", "recognised", "unparsed"]);
export type LineOutcome = z.infer<typeof lineOutcomeSchema>;

export const lineAccountSchema = z.object({
  /** 1-based line number in the text as pasted (split at CRLF, CR, LF, U+2028, U+2029). */
  lineNumber: z.number().int(),
  /** The line as pasted, trimmed. */
  text: z.string(),
  outcome: lineOutcomeSchema,
  /**
   * What the line was read as: "segment", "passenger", "ssr", "header", "airline-locator", "time-limit",
   * "fare-total", "remark", "other-segment", "blank", "layout", or an element type ("phone", "ticketing"…);
   * null when unparsed.
   */
  element: z.string().nullable(),
  /** Only for "recognised": why it is not imported, for the preview ("Remark: not imported"). */
  reason: z.string().nullable(),
});
export type LineAccount = z.infer<typeof lineAccountSchema>;

/** How many input lines ended in each outcome; they add up to `lines.length`. */
export const lineCountsSchema = z.object({
  parsed: z.number().int(),
  recognised: z.number().int(),
  unparsed: z.number().int(),
});
export type LineCounts = z.infer<typeof lineCountsSchema>;

export const reservationSchema = z.object({
  /** null when no system's layout could be recognised; every line is then in `unparsedLines`. */
  format: gdsFormatSchema.nullable(),
  recordLocator: z.string().nullable(),
  /** The reservation's own creation date when the display shows one; it anchors year inference. */
  creationDate: isoDate.nullable(),
  airlineLocators: z.array(airlineLocatorSchema),
  passengers: z.array(passengerSchema),
  segments: z.array(airSegmentSchema),
  otherSegments: z.array(otherSegmentSchema),
  ssrs: z.array(ssrSchema),
  remarks: z.array(remarkSchema),
  otherElements: z.array(otherElementSchema),
  unparsedLines: z.array(unparsedLineSchema),
  warnings: z.array(z.string()),
  /** Ticketing time limits, option dates and airline deadlines, in display order. */
  timeLimits: z.array(timeLimitSchema),
  /** Fare amounts the display shows (fare, tax and total lines), in display order; empty when none. */
  fareTotals: z.array(fareTotalSchema),
  /** One entry per input line, in order, saying what became of it. */
  lines: z.array(lineAccountSchema),
  /** Counts of `lines` by outcome. */
  lineCounts: lineCountsSchema,
});
export type Reservation = z.infer<typeof reservationSchema>;

export type ParseReservationOptions = {
  /** 'YYYY-MM-DD' or a Date (its UTC day); years of day-month dates are inferred from it. Default: today. */
  referenceDate?: string | Date;
};
