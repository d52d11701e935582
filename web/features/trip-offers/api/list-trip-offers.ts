import { queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { TripOfferList } from "#domain/trip-offers/trip-offer.schema";
import { api } from "../../../lib/api-client";

/** Under the realtime topic "trips": the client's answer refetches the agent's list as it happens. */
export const tripOffersKey = (tripId: string) => [topics.trips, "offers", tripId] as const;

export function fetchTripOffers(tripId: string, signal?: AbortSignal): Promise<TripOfferList> {
  return api<TripOfferList>(`/api/trips/${encodeURIComponent(tripId)}/offers`, { signal });
}

export function tripOffersQuery(tripId: string) {
  return queryOptions({
    queryKey: tripOffersKey(tripId),
    queryFn: ({ signal }) => fetchTripOffers(tripId, signal),
    meta: { errorTitle: "Failed to fetch offers" },
  });
}

export function useTripOffers(tripId: string) {
  return useQuery(tripOffersQuery(tripId));
}
