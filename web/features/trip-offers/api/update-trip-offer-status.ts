import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TripOffer } from "#domain/trip-offers/trip-offer.schema";
import type { TripOfferStatus } from "#domain/trip-offers/trip-offer-values";
import { api } from "../../../lib/api-client";
import { tripOffersKey } from "./list-trip-offers";

export function updateTripOfferStatus(
  tripId: string,
  offerId: string,
  status: TripOfferStatus,
  version: number,
): Promise<TripOffer> {
  return api<TripOffer>(
    `/api/trips/${encodeURIComponent(tripId)}/offers/${encodeURIComponent(offerId)}/status`,
    { method: "PUT", body: { status }, version },
  );
}

export function useUpdateTripOfferStatus(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      offerId,
      status,
      version,
    }: {
      offerId: string;
      status: TripOfferStatus;
      version: number;
    }) => updateTripOfferStatus(tripId, offerId, status, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to update status",
      success: (data) => ({
        title: "Status updated successfully!",
        description: `Offer has been marked as ${(data as TripOffer).status}.`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripOffersKey(tripId) }),
  });
}
