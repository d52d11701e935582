import { z } from "zod";
import { tripDocumentTypes } from "./trip-document-values";

export const tripDocumentTripParamsSchema = z.object({ tripId: z.uuid("Not a valid trip id") });
export const tripDocumentParamsSchema = z.object({
  tripId: z.uuid("Not a valid trip id"),
  documentId: z.uuid("Not a valid document id"),
});

export const tripDocumentTypeSchema = z.enum(tripDocumentTypes, {
  error: `Choose a document type: ${tripDocumentTypes.join(", ")}`,
});

export const tripDocumentSchema = z.object({
  id: z.uuid(),
  tripId: z.uuid(),
  documentType: tripDocumentTypeSchema,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TripDocument = z.output<typeof tripDocumentSchema>;

export const tripDocumentListSchema = z.object({
  items: z.array(tripDocumentSchema),
  total: z.number().int().min(0),
});
export type TripDocumentList = z.output<typeof tripDocumentListSchema>;
