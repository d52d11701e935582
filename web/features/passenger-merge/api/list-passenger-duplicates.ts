import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PassengerDuplicateList } from "#domain/passenger-merge/passenger-merge.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export function fetchPassengerDuplicates(id: string, signal?: AbortSignal): Promise<PassengerDuplicateList> {
  return api<PassengerDuplicateList>(`/api/passengers/${encodeURIComponent(id)}/duplicates`, { signal });
}

export function passengerDuplicatesQuery(id: string) {
  return queryOptions({
    queryKey: [topics.passengers, "duplicates-of", id],
    queryFn: ({ signal }) => fetchPassengerDuplicates(id, signal),
    meta: { errorTitle: "Error fetching duplicates" },
  });
}

/** `enabled: false` once a merge is sent: the passenger may be the one going. */
export function usePassengerDuplicates(id: string, enabled = true) {
  return useQuery({ ...passengerDuplicatesQuery(id), enabled });
}
