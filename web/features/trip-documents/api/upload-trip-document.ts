import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ErrorBody } from "#domain/errors";
import type { TripDocument } from "#domain/trip-documents/trip-document.schema";
import type { TripDocumentType } from "#domain/trip-documents/trip-document-values";
import { ApiError } from "../../../lib/api-client";
import { tripDocumentsKey } from "./list-trip-documents";

export interface UploadInput {
  documentType: TripDocumentType;
  file: File;
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends the file as multipart through XMLHttpRequest, the one browser API that reports upload
 * progress; answers like api(): the document, or an ApiError.
 */
export function uploadTripDocument(
  tripId: string,
  { documentType, file, onProgress }: UploadInput,
): Promise<TripDocument> {
  const form = new FormData();
  // The type first: the server reads the fields before the file.
  form.append("documentType", documentType);
  form.append("file", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/trips/${encodeURIComponent(tripId)}/documents`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as TripDocument);
        return;
      }
      const error = (body as ErrorBody | undefined)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? "HTTP_ERROR",
          error?.message ?? `The server answered ${xhr.status} ${xhr.statusText}`.trim(),
          error?.details,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, "NETWORK", "The upload was interrupted. Check the connection and try again."));
    xhr.send(form);
  });
}

export function useUploadTripDocument(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadTripDocument(tripId, input),
    meta: {
      errorTitle: "Upload Failed",
      errorFallback: "The document could not be uploaded.",
      success: (data) => ({
        title: "Document uploaded successfully!",
        description: (data as TripDocument).fileName,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripDocumentsKey(tripId) }),
  });
}
