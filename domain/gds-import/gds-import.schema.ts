import { z } from "zod";
import { requiredDateSchema } from "../date.schema";
import { EMPTY_INPUT_MESSAGE } from "../gds/gds-parse-error";
import { reservationSchema, timeLimitKindSchema } from "../gds/reservation.schema";

/** Largest reservation text the server parses or imports at once, in bytes (UTF-8). */
export const GDS_CONTENT_MAX_BYTES = 200 * 1024;
export const GDS_CONTENT_TOO_LARGE_MESSAGE =
  "The pasted GDS content is larger than 200 KB. Paste one reservation at a time.";
export { EMPTY_INPUT_MESSAGE as GDS_CONTENT_EMPTY_MESSAGE };

/** Why this text cannot be parsed ('Please paste GDS content first', too large), or null when it can. */
export function gdsContentProblem(content: string): string | null {
  if (content.trim() === "") return EMPTY_INPUT_MESSAGE;
  // Most pastes are ASCII: count bytes only when the characters alone could exceed the limit.
  if (
    content.length * 3 > GDS_CONTENT_MAX_BYTES &&
    new TextEncoder().encode(content).length > GDS_CONTENT_MAX_BYTES
  )
    return GDS_CONTENT_TOO_LARGE_MESSAGE;
  return null;
}

// The server checks blank and size itself (413 for too large); the body schema only caps the string.
const contentField = z.string({ error: EMPTY_INPUT_MESSAGE }).max(2_000_000);

export const gdsParseRequestSchema = z.object({
  content: contentField,
  /** Years of day-month dates are inferred from it (the next occurrence on or after it); default today. */
  referenceDate: requiredDateSchema("Reference date").optional(),
});
export type GdsParseRequest = z.infer<typeof gdsParseRequestSchema>;

/** Where an import puts its itinerary: an existing trip, a new trip for a client, or no trip. */
export const gdsImportTargetSchema = z.union([
  z.object({ tripId: z.uuid("Choose a trip from the list") }).strict(),
  z.object({ newTrip: z.object({ clientId: z.uuid("Choose a client from the list") }) }).strict(),
]);
export type GdsImportTarget = z.infer<typeof gdsImportTargetSchema>;

export const gdsImportRequestSchema = gdsParseRequestSchema.extend({
  /** None keeps a re-imported itinerary on the trip it already has. */
  target: gdsImportTargetSchema.nullish(),
  /** Create the passengers the trip lacks, when their DOCS SSRs carry the passport data a passenger needs. */
  createPassengers: z.boolean().default(false),
});
export type GdsImportRequest = z.input<typeof gdsImportRequestSchema>;

/** A flight segment in a change report. */
export const segmentSummarySchema = z.object({
  id: z.uuid().nullable(),
  airline: z.string().nullable(),
  flightNumber: z.string().nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  departureLocal: z.string().nullable(),
  status: z.string().nullable(),
});
export type SegmentSummary = z.infer<typeof segmentSummarySchema>;

export const segmentChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type SegmentChange = z.infer<typeof segmentChangeSchema>;

/** What importing did (or, in a preview, would do) to an itinerary's flight segments. */
export const segmentChangesSchema = z.object({
  added: z.array(segmentSummarySchema),
  removed: z.array(segmentSummarySchema),
  changed: z.array(z.object({ segment: segmentSummarySchema, changes: z.array(segmentChangeSchema) })),
  unchanged: z.number().int(),
});
export type SegmentChanges = z.infer<typeof segmentChangesSchema>;

/** The itinerary an import of this record locator would update. */
export const existingItinerarySchema = z.object({
  itineraryId: z.uuid(),
  tripId: z.uuid().nullable(),
  tripTitle: z.string().nullable(),
  clientName: z.string().nullable(),
  importedAt: z.string(),
  changes: segmentChangesSchema,
});

/** Passport data a DOCS SSR gives a passenger, as far as it goes. */
export const docsDataSchema = z.object({
  documentType: z.string().nullable(),
  issuingCountry: z.string().nullable(),
  documentNumber: z.string().nullable(),
  nationality: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  expiryDate: z.string().nullable(),
});
export type DocsData = z.infer<typeof docsDataSchema>;

export const previewPassengerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  givenName: z.string(),
  title: z.string().nullable(),
  type: z.string(),
  isInfant: z.boolean(),
  /** From the name element (child and infant markers), when shown. */
  dateOfBirth: z.string().nullable(),
  docs: docsDataSchema.nullable(),
  /** Whether the DOCS data is enough to create the passenger with a passport (number and expiry). */
  creatable: z.boolean(),
});
export type PreviewPassenger = z.infer<typeof previewPassengerSchema>;

/** A line the import reads but does not store, and why. */
export const notImportedLineSchema = z.object({
  lineNumber: z.number().int(),
  text: z.string(),
  reason: z.string(),
});
export type NotImportedLine = z.infer<typeof notImportedLineSchema>;

/**
 * What importing does with each pasted line: stored (or layout with nothing to store), recognised but not
 * imported (with the reason), or not understood. The counts add up to the number of lines.
 */
export const importLineAccountSchema = z.object({
  counts: z.object({
    imported: z.number().int(),
    notImported: z.number().int(),
    unparsed: z.number().int(),
  }),
  notImported: z.array(notImportedLineSchema),
  unparsed: z.array(z.object({ lineNumber: z.number().int(), text: z.string() })),
});
export type ImportLineAccount = z.infer<typeof importLineAccountSchema>;

export const gdsPreviewSchema = z.object({
  reservation: reservationSchema,
  passengers: z.array(previewPassengerSchema),
  /** Airport names of the segments' codes, where known. */
  airportNames: z.record(z.string(), z.string()),
  /** The generated title a new trip would get. */
  suggestedTripTitle: z.string().nullable(),
  existing: existingItinerarySchema.nullable(),
  /** Why the content cannot be imported as it is (no flight segments, unknown system); null when it can. */
  importProblem: z.string().nullable(),
  /** Every line's fate in an import onto a trip. */
  lines: importLineAccountSchema,
});
export type GdsPreview = z.infer<typeof gdsPreviewSchema>;

export const importedPassengerSchema = z.object({
  name: z.string(),
  passengerId: z.uuid(),
  addedToTrip: z.boolean(),
  /** Created from the name alone: the reservation had no passport (DOCS) data to give them. */
  passportMissing: z.boolean(),
});

/** A trip SSR request an import made. */
export const importedSsrRequestSchema = z.object({
  code: z.string(),
  passengerName: z.string(),
  /** "LH 400 FRA → JFK", or null for a request on the whole trip. */
  segment: z.string().nullable(),
  status: z.string(),
});

/** A time limit of the reservation, as stored for its trip. */
export const tripTimeLimitSchema = z.object({
  id: z.uuid(),
  kind: timeLimitKindSchema,
  /** Local day and time of day ('HH:mm'; null: the end of that day). */
  date: z.string(),
  time: z.string().nullable(),
  airline: z.string().nullable(),
  /** The display line it was read from. */
  text: z.string(),
  recordLocator: z.string().nullable(),
  itineraryId: z.uuid(),
});
export const tripTimeLimitListSchema = z.object({
  items: z.array(tripTimeLimitSchema),
  total: z.number().int(),
});
export type TripTimeLimitList = z.infer<typeof tripTimeLimitListSchema>;
export const tripTimeLimitParamsSchema = z.object({ id: z.uuid("Not a valid trip id") });

export const gdsImportResultSchema = z.object({
  itineraryId: z.uuid(),
  recordLocator: z.string().nullable(),
  format: z.string(),
  /** False when an itinerary with this record locator existed and was updated. */
  itineraryCreated: z.boolean(),
  tripId: z.uuid().nullable(),
  tripTitle: z.string().nullable(),
  tripCreated: z.boolean(),
  segments: segmentChangesSchema,
  passengers: z.object({
    matched: z.array(importedPassengerSchema),
    created: z.array(importedPassengerSchema),
    /** Travellers with no passenger record yet; create them in Passengers (the display lacks their passport data, or creating was not asked). */
    toCreate: z.array(z.object({ name: z.string(), reason: z.string() })),
  }),
  ssrRequests: z.object({
    created: z.array(importedSsrRequestSchema),
    /** Requests the trip already had (a re-import): left as they are, their status included. */
    alreadyRequested: z.number().int(),
    /** SSR lines not turned into requests, and why (unknown code, traveller not on the trip…). */
    skipped: z.array(notImportedLineSchema),
  }),
  /** Ticketing time limits and option dates now stored for the reservation. */
  timeLimits: z.number().int(),
});
export type GdsImportResult = z.infer<typeof gdsImportResultSchema>;

/** The trip picker of the import: trips by title or client name. */
export const tripOptionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  clientId: z.uuid(),
  clientName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type TripOption = z.infer<typeof tripOptionSchema>;
export const tripOptionQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
