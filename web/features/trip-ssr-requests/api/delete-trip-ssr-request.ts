import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { tripSsrRequestsKey } from "./list-trip-ssr-requests";

export function deleteTripSsrRequest(tripId: string, requestId: string, version: number): Promise<void> {
  return api<void>(`/api/trips/${encodeURIComponent(tripId)}/ssr-requests/${encodeURIComponent(requestId)}`, {
    method: "DELETE",
    version,
  });
}

export function useDeleteTripSsrRequest(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, version }: { requestId: string; version: number }) =>
      deleteTripSsrRequest(tripId, requestId, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to remove SSR request",
      success: { title: "SSR request removed successfully!" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripSsrRequestsKey(tripId) }),
  });
}
