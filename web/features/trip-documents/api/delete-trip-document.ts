import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { tripDocumentsKey } from "./list-trip-documents";

export function deleteTripDocument(tripId: string, documentId: string): Promise<void> {
  return api<void>(`/api/trips/${encodeURIComponent(tripId)}/documents/${encodeURIComponent(documentId)}`, {
    method: "DELETE",
  });
}

export function useDeleteTripDocument(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteTripDocument(tripId, documentId),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to delete document",
      success: { title: "Document deleted successfully!" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripDocumentsKey(tripId) }),
  });
}
