import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TripOffer, TripOfferItemInput } from "#domain/trip-offers/trip-offer.schema";
import { api } from "../../../lib/api-client";
import { tripOffersKey } from "./list-trip-offers";

export function addTripOfferItem(
  tripId: string,
  offerId: string,
  item: TripOfferItemInput,
): Promise<TripOffer> {
  return api<TripOffer>(
    `/api/trips/${encodeURIComponent(tripId)}/offers/${encodeURIComponent(offerId)}/items`,
    {
      method: "POST",
      body: item,
    },
  );
}

export function useAddTripOfferItem(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, item }: { offerId: string; item: TripOfferItemInput }) =>
      addTripOfferItem(tripId, offerId, item),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to add item",
      success: {
        title: "Item added successfully!",
        description: "The new item has been added to the offer.",
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripOffersKey(tripId) }),
  });
}
