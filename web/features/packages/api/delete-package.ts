import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { packagesBaseKey } from "./list-packages";

export function deletePackage(id: string): Promise<void> {
  return api<void>(`/api/packages/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => deletePackage(id),
    meta: {
      // An offer with bookings is refused (409): the dialog shows why and offers Archive.
      errorTitle: "Offer not deleted",
      errorFallback: "Failed to delete offer",
      success: { title: "Offer deleted successfully!" },
    },
    onSuccess: (_data, { id }) => {
      // The deleted offer's own query would only answer 404 now.
      queryClient.removeQueries({ queryKey: [...packagesBaseKey, "detail", id] });
      return queryClient.invalidateQueries({ queryKey: packagesBaseKey });
    },
  });
}
