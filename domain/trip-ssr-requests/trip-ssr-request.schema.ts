import { z } from "zod";
import { versionSchema } from "../record-version";
import { segmentTypes } from "../segments/segment-values";
import { TRIP_SSR_NOTES_MAX, tripSsrStatuses } from "./trip-ssr-request-values";

export const tripSsrRequestParamsSchema = z.object({
  tripId: z.uuid("Not a valid trip id"),
  requestId: z.uuid("Not a valid SSR request id"),
});

export const tripSsrStatusSchema = z.enum(tripSsrStatuses, {
  error: `Status must be one of ${tripSsrStatuses.join(", ")}`,
});

const notesSchema = z
  .string()
  .trim()
  .max(TRIP_SSR_NOTES_MAX, `Notes must be at most ${TRIP_SSR_NOTES_MAX} characters`)
  .nullish()
  .transform((value) => value || null);

/** POST body: an SSR from the catalogue for a passenger of the trip, optionally on one of its segments. */
export const tripSsrRequestInputSchema = z.object({
  passengerId: z.uuid("Choose a passenger of the trip"),
  ssrId: z.uuid("Choose an SSR code from the catalogue"),
  segmentId: z
    .uuid("Not a valid segment id")
    .nullish()
    .transform((value) => value ?? null),
  notes: notesSchema,
});
export type TripSsrRequestFormValues = z.input<typeof tripSsrRequestInputSchema>;
export type TripSsrRequestInput = z.output<typeof tripSsrRequestInputSchema>;

/** PATCH body: the new status, and optionally new notes. */
export const tripSsrRequestUpdateSchema = z.object({
  status: tripSsrStatusSchema,
  notes: notesSchema.optional(),
});
export type TripSsrRequestUpdate = z.input<typeof tripSsrRequestUpdateSchema>;

export const tripPassengerRefSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  firstName: z.string(),
  surname: z.string(),
});

export const tripSegmentRefSchema = z.object({
  id: z.uuid(),
  segmentType: z.enum(segmentTypes),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  departureLocal: z.string().nullable(),
  airline: z.string().nullable(),
  flightNumber: z.string().nullable(),
});
export type TripSegmentRef = z.output<typeof tripSegmentRefSchema>;

export const tripSsrRequestSchema = z.object({
  id: z.uuid(),
  tripId: z.uuid(),
  passenger: tripPassengerRefSchema,
  /** Null once the code was removed from the catalogue; code and description are kept as requested. */
  ssrId: z.uuid().nullable(),
  code: z.string(),
  description: z.string(),
  segment: tripSegmentRefSchema.nullable(),
  status: tripSsrStatusSchema,
  notes: z.string().nullable(),
  priceCents: z.number().int(),
  currency: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  version: versionSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TripSsrRequest = z.output<typeof tripSsrRequestSchema>;

export const tripSsrRequestListSchema = z.object({
  items: z.array(tripSsrRequestSchema),
  total: z.number().int().min(0),
});
export type TripSsrRequestList = z.output<typeof tripSsrRequestListSchema>;

/** What the add form offers: the trip's passengers and segments. */
export const tripSsrRequestOptionsSchema = z.object({
  passengers: z.array(tripPassengerRefSchema),
  segments: z.array(tripSegmentRefSchema),
});
export type TripSsrRequestOptions = z.output<typeof tripSsrRequestOptionsSchema>;
