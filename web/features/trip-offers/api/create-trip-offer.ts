import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TripOffer, TripOfferInput } from "#domain/trip-offers/trip-offer.schema";
import { api } from "../../../lib/api-client";
import { tripOffersKey } from "./list-trip-offers";

export function createTripOffer(tripId: string, input: TripOfferInput): Promise<TripOffer> {
  return api<TripOffer>(`/api/trips/${encodeURIComponent(tripId)}/offers`, { method: "POST", body: input });
}

export function useCreateTripOffer(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TripOfferInput) => createTripOffer(tripId, input),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to create offer",
      success: {
        title: "Offer created successfully!",
        description: "The new offer has been sent to the client.",
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripOffersKey(tripId) }),
  });
}
