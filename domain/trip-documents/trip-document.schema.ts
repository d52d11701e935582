import { z } from "zod";
import {
  TRIP_DOCUMENT_MAX_BYTES,
  TRIP_DOCUMENT_TOO_LARGE_MESSAGE,
  tripDocumentTypes,
} from "./trip-document-values";

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

export const TRIP_DOCUMENT_TYPE_REQUIRED = "Choose a document type";
export const TRIP_DOCUMENT_FILE_REQUIRED = "Choose a file (PDF, PNG or JPEG)";

/**
 * The upload form: a type and one file (`F` is the browser's File). A file over the limit is refused
 * before it is sent; the server checks the size and the content again.
 */
export function tripDocumentUploadFormSchema<F extends { readonly size: number }>() {
  return z.object({
    documentType: z.string().pipe(z.enum(tripDocumentTypes, { error: TRIP_DOCUMENT_TYPE_REQUIRED })),
    // Null until a file is chosen.
    file: z
      .custom<F | null>((value) => typeof value === "object" && value !== null && "size" in value, {
        error: TRIP_DOCUMENT_FILE_REQUIRED,
      })
      .refine(
        (file) => file !== null && file.size <= TRIP_DOCUMENT_MAX_BYTES,
        TRIP_DOCUMENT_TOO_LARGE_MESSAGE,
      )
      .transform((file) => file as F),
  });
}
