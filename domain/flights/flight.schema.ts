import { z } from "zod";
import { queryDateSchema } from "../date.schema";
import { pageOf, pageQuerySchema, sortDirectionSchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { localMinutesBetween } from "../segments/local-date-time";
import {
  ARRIVAL_BEFORE_DEPARTURE,
  FLIGHT_LOCAL_CLOCK_TOLERANCE_MINUTES,
  flightFieldsSchema,
  SEGMENT_NOTES_MAX,
} from "../segments/segment.schema";
import { segmentSources } from "../segments/segment-values";
import { DEFAULT_FLIGHT_STATUS } from "./flight-format";

export const ARRIVAL_REQUIRED = "Arrival is required";
export const BOOKING_CLASS_REQUIRED = "Class is required";

/**
 * Add Flight and edit-flight body: a manual flight segment (SPEC §2 Flight Segments). Airline 2-character
 * IATA code, flight number 1–4 digits with an optional letter, 3-letter airports (the server also checks
 * they exist in the airport data), local departure and arrival, class, status (HK unless chosen), and an
 * optional trip.
 */
export const flightInputSchema = flightFieldsSchema
  .extend({
    arrivalLocal: flightFieldsSchema.shape.arrivalLocal.refine((value) => value !== null, ARRIVAL_REQUIRED),
    bookingClass: flightFieldsSchema.shape.bookingClass.refine(
      (value) => value !== null,
      BOOKING_CLASS_REQUIRED,
    ),
    status: flightFieldsSchema.shape.status.transform((value) => value ?? DEFAULT_FLIGHT_STATUS),
    tripId: z
      .union([z.uuid({ error: "Choose a trip from the list" }), z.literal("")])
      .nullish()
      .transform((value) => value || null),
    notes: z
      .string()
      .trim()
      .max(SEGMENT_NOTES_MAX, `Notes must be at most ${SEGMENT_NOTES_MAX} characters`)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((flight, ctx) => {
    if (flight.origin && flight.origin === flight.destination) {
      ctx.addIssue({ code: "custom", path: ["destination"], message: "Destination must differ from origin" });
    }
    if (flight.arrivalLocal && flight.departureLocal) {
      const minutes = localMinutesBetween(flight.departureLocal, flight.arrivalLocal);
      if (minutes !== null && minutes < -FLIGHT_LOCAL_CLOCK_TOLERANCE_MINUTES) {
        ctx.addIssue({ code: "custom", path: ["arrivalLocal"], message: ARRIVAL_BEFORE_DEPARTURE });
      }
    }
  });
export type FlightInput = z.output<typeof flightInputSchema>;
/** What the Add Flight form holds before validation. */
export type FlightFormValues = z.input<typeof flightInputSchema>;

export const flightSchema = z.object({
  id: z.uuid(),
  airline: z.string().nullable(),
  flightNumber: z.string().nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  /** Airport names from the OpenFlights data, where known (the Route column's hover text). */
  originName: z.string().nullable(),
  destinationName: z.string().nullable(),
  /** Local to each airport, "YYYY-MM-DDTHH:mm", no zone. */
  departureLocal: z.string().nullable(),
  arrivalLocal: z.string().nullable(),
  /** The reservation showed no times: the dates are real, the 00:00 is not. */
  timesUnknown: z.boolean(),
  bookingClass: z.string().nullable(),
  status: z.string().nullable(),
  seatCount: z.number().int().nullable(),
  operatingCarrier: z.string().nullable(),
  source: z.enum(segmentSources),
  notes: z.string().nullable(),
  itineraryId: z.uuid().nullable(),
  recordLocator: z.string().nullable(),
  tripId: z.uuid().nullable(),
  tripTitle: z.string().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Flight = z.infer<typeof flightSchema>;

export const flightListQuerySchema = pageQuerySchema
  .extend({
    /** Airline, flight number ("LH400", "LH 400"), airports or route ("FRA JFK", "FRA-JFK"), record locator. */
    search: z.string().trim().max(100).optional(),
    /** One or more status codes, comma-separated ("HK,TK"). */
    status: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})(,[A-Z]{2})*$/, "Use 2-letter status codes separated by commas")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Departure date range, inclusive, on the local departure date. */
    from: queryDateSchema,
    to: queryDateSchema,
    direction: sortDirectionSchema.default("asc"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: "The end date is before the start date",
  });
export type FlightListQuery = z.output<typeof flightListQuerySchema>;

export const flightListSchema = pageOf(flightSchema);
export type FlightList = z.infer<typeof flightListSchema>;

export const airportSchema = z.object({
  iata: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type Airport = z.infer<typeof airportSchema>;
export const airportQuerySchema = z.object({ search: z.string().trim().max(60).optional() });
export const airportListSchema = z.object({ items: z.array(airportSchema), available: z.boolean() });
export type AirportList = z.infer<typeof airportListSchema>;
