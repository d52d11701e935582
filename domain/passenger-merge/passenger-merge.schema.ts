import { z } from "zod";
import { passengerTitles } from "../passengers/passenger-format";

/** Why two passengers look like one person. */
export const passengerDuplicateReasons = ["passport", "nameAndBirth", "similarName"] as const;
export type PassengerDuplicateReason = (typeof passengerDuplicateReasons)[number];

export const passengerDuplicateReasonLabels: Record<PassengerDuplicateReason, string> = {
  passport: "Same passport",
  nameAndBirth: "Same name and date of birth",
  similarName: "Similar name, same client",
};

/** A passenger as the merge shows it: identity, document, client and what hangs off them. */
export const mergePassengerSummarySchema = z.object({
  id: z.uuid(),
  title: z.enum(passengerTitles).nullable(),
  firstName: z.string(),
  surname: z.string(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  passportNumber: z.string(),
  countryOfIssue: z.string().nullable(),
  documentExpiry: z.string(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  tripsCount: z.number().int().min(0),
  bookingsCount: z.number().int().min(0),
  connectionsCount: z.number().int().min(0),
});
export type MergePassengerSummary = z.infer<typeof mergePassengerSummarySchema>;

export const passengerDuplicateSchema = z.object({
  passenger: mergePassengerSummarySchema,
  reasons: z.array(z.enum(passengerDuplicateReasons)).min(1),
});

/** The passenger itself and its likely duplicates, strongest first. */
export const passengerDuplicateListSchema = z.object({
  passenger: mergePassengerSummarySchema,
  items: z.array(passengerDuplicateSchema),
});
export type PassengerDuplicateList = z.infer<typeof passengerDuplicateListSchema>;

export const passengerIdParamsSchema = z.object({ id: z.uuid() });

/** `POST /api/passengers/:id/merge`: the source merges into :id (the survivor) and is deleted. */
export const passengerMergeInputSchema = z.object({
  sourceId: z.uuid({ error: "Choose the passenger to merge" }),
});

/** Fields of the survivor that take the source's value when empty; the passport stays the survivor's. */
export const passengerFillableFields = ["title", "gender", "dateOfBirth", "nationality"] as const;

/** What moved from the source to the survivor. */
export const passengerMergeMovesSchema = z.object({
  /** Trips the source was on; a trip both were on keeps one link and counts here too. */
  trips: z.number().int().min(0),
  bookings: z.number().int().min(0),
  ssrRequests: z.number().int().min(0),
  /** SSR requests the survivor already had on the same trip, segment and code: dropped. */
  ssrRequestsDropped: z.number().int().min(0),
  connections: z.number().int().min(0),
  filledFields: z.array(z.enum(passengerFillableFields)),
});
export type PassengerMergeMoves = z.infer<typeof passengerMergeMovesSchema>;

export const passengerMergePreviewQuerySchema = passengerMergeInputSchema;

/** The merge dialog's form: the other record, and which of the two stays. */
export const passengerMergeChoiceSchema = z.object({
  otherId: z.uuid({ error: "Choose the duplicate record" }),
  survivorId: z.uuid({ error: "Choose the record to keep" }),
});
export type PassengerMergeChoice = z.infer<typeof passengerMergeChoiceSchema>;

/** What merging would do, before it is done: both passengers, the moves, and why it is refused if it is. */
export const passengerMergePreviewSchema = z.object({
  survivor: mergePassengerSummarySchema,
  source: mergePassengerSummarySchema,
  moves: passengerMergeMovesSchema,
  blockedReason: z.string().nullable(),
});
export type PassengerMergePreview = z.infer<typeof passengerMergePreviewSchema>;

export const passengerMergeResultSchema = z.object({
  survivor: mergePassengerSummarySchema,
  moved: passengerMergeMovesSchema,
});
export type PassengerMergeResult = z.infer<typeof passengerMergeResultSchema>;
