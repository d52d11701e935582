import { queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { OpenTripOfferList } from "#domain/trip-offers/trip-offer.schema";
import { api } from "../../../lib/api-client";

export function fetchOpenTripOffers(
  params: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<OpenTripOfferList> {
  return api<OpenTripOfferList>("/api/trip-offers/open", { signal, query: params });
}

/** Offers are published under their trip's topic: a change to one refetches this list. */
export function openTripOffersQuery(params: { page: number; pageSize: number }) {
  return queryOptions({
    queryKey: [topics.trips, "open-offers", params],
    queryFn: ({ signal }) => fetchOpenTripOffers(params, signal),
    meta: { errorTitle: "Failed to fetch offers" },
  });
}

/** Offers waiting for an answer across the user's trips, the soonest to expire first. */
export function useOpenTripOffers(params: { page: number; pageSize: number }) {
  return useQuery(openTripOffersQuery(params));
}
