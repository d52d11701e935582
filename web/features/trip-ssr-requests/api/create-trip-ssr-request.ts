import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TripSsrRequest,
  TripSsrRequestFormValues,
} from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { api } from "../../../lib/api-client";
import { tripSsrRequestsKey } from "./list-trip-ssr-requests";

export function createTripSsrRequest(
  tripId: string,
  input: TripSsrRequestFormValues,
): Promise<TripSsrRequest> {
  return api<TripSsrRequest>(`/api/trips/${encodeURIComponent(tripId)}/ssr-requests`, {
    method: "POST",
    body: input,
  });
}

export function useCreateTripSsrRequest(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TripSsrRequestFormValues) => createTripSsrRequest(tripId, input),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to add SSR request",
      success: (data) => ({
        title: "SSR request added successfully!",
        description: `${(data as TripSsrRequest).code} has been requested.`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripSsrRequestsKey(tripId) }),
  });
}
