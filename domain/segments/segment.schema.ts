import { z } from "zod";
import { versionSchema } from "../record-version";
import { localMinutesBetween, normalizeLocalDateTime } from "./local-date-time";
import { endBeforeStartMessage, segmentSources, segmentTypes } from "./segment-values";

export const PLACE_MAX = 120;
export const SEGMENT_NOTES_MAX = 2000;
export const DETAIL_MAX = 300;
export const SEGMENT_STATUS_MAX = 20;
export const SEAT_COUNT_MAX = 99;
/**
 * Flight times are local to each airport, so a flight westwards across the date line lands "before" it
 * left (Tokyo 22:00 → Honolulu 10:00 the same day). Local clocks differ by at most 26 hours.
 */
export const FLIGHT_LOCAL_CLOCK_TOLERANCE_MINUTES = 26 * 60;

export const AIRLINE_RULE = "Airline must be a 2-character IATA code (e.g. LH, U2)";
export const FLIGHT_NUMBER_RULE = "Flight number must be 1–4 digits, optionally followed by a letter";
export const AIRPORT_RULE = "Use a 3-letter IATA airport code (e.g. LHR)";
export const LOCAL_DATE_TIME_RULE = "Use a real date and time (YYYY-MM-DDTHH:mm)";
export const ARRIVAL_BEFORE_DEPARTURE = endBeforeStartMessage("flight");

/** Type-specific details the forms offer; stored as a small string map. */
export const segmentDetailKeys = ["name", "address", "company", "confirmation", "reference"] as const;
export type SegmentDetailKey = (typeof segmentDetailKeys)[number];

/** Optional free text: blank becomes null. */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value.normalize("NFC") : null));

/** Two letters or a letter and a digit (IATA designators like U2 or 4U; never two digits). */
export const airlineCodeSchema = z
  .string({ error: "Airline is required" })
  .trim()
  .toUpperCase()
  .min(1, "Airline is required")
  .refine((value) => value === "" || /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])$/.test(value), AIRLINE_RULE);

/** "123", "0042" (leading zeros dropped, as reservation systems display them) or "123A". */
export const flightNumberSchema = z
  .string({ error: "Flight number is required" })
  .trim()
  .toUpperCase()
  .min(1, "Flight number is required")
  .refine((value) => value === "" || /^\d{1,4}[A-Z]?$/.test(value), FLIGHT_NUMBER_RULE)
  .transform((value) => value.replace(/^0+(?=\d)/, ""));

export const airportCodeSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .min(1, `${label} is required`)
    .refine((value) => value === "" || /^[A-Z]{3}$/.test(value), AIRPORT_RULE);

/** A local date-time ("2026-05-01T10:30"; seconds and a space separator are accepted and dropped). */
export const localDateTimeSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => value === "" || normalizeLocalDateTime(value) !== null, LOCAL_DATE_TIME_RULE)
    .transform((value) => normalizeLocalDateTime(value) ?? value);

const optionalLocalDateTime = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || normalizeLocalDateTime(value) !== null, LOCAL_DATE_TIME_RULE)
  .transform((value) => (value === null ? null : (normalizeLocalDateTime(value) ?? value)));

const optionalCode = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || pattern.test(value), message);

const seatCountSchema = z
  .union([z.number({ error: "Seats must be a number" }), z.literal("")])
  .nullish()
  .transform((value) => (value === "" || value == null ? null : value))
  .refine((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= SEAT_COUNT_MAX), {
    message: `Seats must be a whole number from 1 to ${SEAT_COUNT_MAX}`,
  });

/**
 * The flight-only fields, validated as a manual flight needs them (the GDS import reuses this for flights
 * typed in by hand). Times are local to each airport.
 */
export const flightFieldsSchema = z.object({
  airline: airlineCodeSchema,
  flightNumber: flightNumberSchema,
  origin: airportCodeSchema("Origin"),
  destination: airportCodeSchema("Destination"),
  departureLocal: localDateTimeSchema("Departure"),
  arrivalLocal: optionalLocalDateTime,
  bookingClass: optionalCode(/^[A-Z]$/, "Booking class is one letter"),
  status: optionalCode(/^[A-Z]{2}$/, "Status is a 2-letter code (HK, TK, UN…)"),
  seatCount: seatCountSchema,
  operatingCarrier: optionalCode(/^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])$/, AIRLINE_RULE),
});

const detailsSchema = z
  .partialRecord(
    z.enum(segmentDetailKeys),
    z.string().trim().max(DETAIL_MAX, `At most ${DETAIL_MAX} characters`),
  )
  .nullish()
  .transform((details) => {
    const kept: Record<string, string> = {};
    for (const [key, value] of Object.entries(details ?? {})) if (value) kept[key] = value.normalize("NFC");
    return kept;
  });

/**
 * Add and edit body for a segment of any kind (API and web form). Every field is accepted loosely, then
 * the rules of the chosen type apply: flights need airline, flight number, airports and a departure;
 * other kinds need a place (origin). Arrival is never before departure (see the flight tolerance above).
 */
export const segmentInputSchema = z
  .object({
    segmentType: z.enum(segmentTypes, { error: "Choose a segment type" }),
    origin: z.string().trim().max(PLACE_MAX, `Origin must be at most ${PLACE_MAX} characters`).nullish(),
    destination: z
      .string()
      .trim()
      .max(PLACE_MAX, `Destination must be at most ${PLACE_MAX} characters`)
      .nullish(),
    departureLocal: z.string().trim().nullish(),
    arrivalLocal: z.string().trim().nullish(),
    airline: z.string().trim().nullish(),
    flightNumber: z.string().trim().nullish(),
    bookingClass: z.string().trim().nullish(),
    status: z.string().trim().nullish(),
    seatCount: z.union([z.number(), z.literal("")]).nullish(),
    operatingCarrier: z.string().trim().nullish(),
    details: detailsSchema,
    notes: optionalText(SEGMENT_NOTES_MAX, "Notes"),
  })
  .transform((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const common = { segmentType: input.segmentType, details: input.details, notes: input.notes };

    if (input.segmentType === "flight") {
      const parsed = flightFieldsSchema.safeParse({
        airline: input.airline ?? "",
        flightNumber: input.flightNumber ?? "",
        origin: input.origin ?? "",
        destination: input.destination ?? "",
        departureLocal: input.departureLocal ?? "",
        arrivalLocal: input.arrivalLocal,
        bookingClass: input.bookingClass,
        status: input.status,
        seatCount: input.seatCount,
        operatingCarrier: input.operatingCarrier,
      });
      if (!parsed.success) {
        for (const i of parsed.error.issues) issue(String(i.path[0] ?? "segmentType"), i.message);
        return z.NEVER;
      }
      const flight = parsed.data;
      if (flight.origin === flight.destination) issue("destination", "Destination must differ from origin");
      if (flight.arrivalLocal) {
        const minutes = localMinutesBetween(flight.departureLocal, flight.arrivalLocal) ?? 0;
        if (minutes < -FLIGHT_LOCAL_CLOCK_TOLERANCE_MINUTES) issue("arrivalLocal", ARRIVAL_BEFORE_DEPARTURE);
      }
      return { ...common, ...flight };
    }

    const departureLocal = optionalLocalDateTime.safeParse(input.departureLocal);
    const arrivalLocal = optionalLocalDateTime.safeParse(input.arrivalLocal);
    if (!departureLocal.success) issue("departureLocal", LOCAL_DATE_TIME_RULE);
    if (!arrivalLocal.success) issue("arrivalLocal", LOCAL_DATE_TIME_RULE);
    const origin = input.origin ? input.origin.normalize("NFC") : null;
    if (!origin)
      issue("origin", input.segmentType === "hotel" ? "Place is required" : "Origin or place is required");
    const status = input.status || null;
    if (status && status.length > SEGMENT_STATUS_MAX) {
      issue("status", `Status must be at most ${SEGMENT_STATUS_MAX} characters`);
    }
    if (!departureLocal.success || !arrivalLocal.success) return z.NEVER;
    const departure = departureLocal.data;
    const arrival = arrivalLocal.data;
    if (departure && arrival && (localMinutesBetween(departure, arrival) ?? 0) < 0) {
      issue("arrivalLocal", endBeforeStartMessage(input.segmentType));
    }
    return {
      ...common,
      origin,
      destination: input.destination ? input.destination.normalize("NFC") : null,
      departureLocal: departure,
      arrivalLocal: arrival,
      airline: null,
      flightNumber: null,
      bookingClass: null,
      status,
      seatCount: null,
      operatingCarrier: null,
    };
  });
export type SegmentInput = z.output<typeof segmentInputSchema>;
/** What the form holds before validation. */
export type SegmentFormValues = z.input<typeof segmentInputSchema>;

/** A segment as the API answers: flights imported from a reservation carry its record locator. */
export const segmentSchema = z.object({
  id: z.uuid(),
  tripId: z.uuid().nullable(),
  itineraryId: z.uuid().nullable(),
  recordLocator: z.string().nullable(),
  segmentType: z.enum(segmentTypes),
  source: z.enum(segmentSources),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  /** Local to the place, "YYYY-MM-DDTHH:mm", no zone. */
  departureLocal: z.string().nullable(),
  arrivalLocal: z.string().nullable(),
  airline: z.string().nullable(),
  flightNumber: z.string().nullable(),
  bookingClass: z.string().nullable(),
  status: z.string().nullable(),
  seatCount: z.number().int().nullable(),
  operatingCarrier: z.string().nullable(),
  details: z.record(z.string(), z.string()),
  notes: z.string().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const segmentListSchema = z.object({ items: z.array(segmentSchema) });
export type SegmentList = z.infer<typeof segmentListSchema>;
