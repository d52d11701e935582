import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TripSsrRequest, TripSsrRequestUpdate } from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { tripSsrStatusLabels } from "#domain/trip-ssr-requests/trip-ssr-request-values";
import { api } from "../../../lib/api-client";
import { tripSsrRequestsKey } from "./list-trip-ssr-requests";

export function updateTripSsrRequest(
  tripId: string,
  requestId: string,
  patch: TripSsrRequestUpdate,
  version: number,
): Promise<TripSsrRequest> {
  return api<TripSsrRequest>(
    `/api/trips/${encodeURIComponent(tripId)}/ssr-requests/${encodeURIComponent(requestId)}`,
    { method: "PATCH", body: patch, version },
  );
}

export function useUpdateTripSsrRequest(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      patch,
      version,
    }: {
      requestId: string;
      patch: TripSsrRequestUpdate;
      version: number;
    }) => updateTripSsrRequest(tripId, requestId, patch, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to update SSR request",
      success: (data) => {
        const request = data as TripSsrRequest;
        return {
          title: "Status updated successfully!",
          description: `${request.code} has been marked as ${tripSsrStatusLabels[request.status].toLowerCase()}.`,
        };
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripSsrRequestsKey(tripId) }),
  });
}
