import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TripOffer } from "#domain/trip-offers/trip-offer.schema";
import { api } from "../../../lib/api-client";
import { tripOffersKey } from "./list-trip-offers";

export type OfferAnswer = { action: "accept" } | { action: "decline"; reason: string | null };

/** The client's answer to a sent offer: accept, or decline with an optional reason. */
export function answerTripOffer(tripId: string, offerId: string, answer: OfferAnswer): Promise<TripOffer> {
  const url = `/api/trips/${encodeURIComponent(tripId)}/offers/${encodeURIComponent(offerId)}/${answer.action}`;
  return api<TripOffer>(url, {
    method: "POST",
    ...(answer.action === "decline" ? { body: { reason: answer.reason } } : {}),
  });
}

export function useAnswerTripOffer(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: string; answer: OfferAnswer }) =>
      answerTripOffer(tripId, offerId, answer),
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
