import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingTraveller } from "#domain/bookings/booking.schema";
import { api } from "../../../lib/api-client";
import { bookingsBaseKey } from "./list-bookings";

export function fetchParticipantOptions(
  clientId: string | null,
  signal?: AbortSignal,
): Promise<{ items: BookingTraveller[] }> {
  return api<{ items: BookingTraveller[] }>("/api/bookings/participant-options", {
    signal,
    query: { clientId: clientId || undefined },
  });
}

export function participantOptionsQuery(clientId: string | null) {
  return queryOptions({
    queryKey: [...bookingsBaseKey, "participant-options", clientId ?? "own"],
    queryFn: ({ signal }) => fetchParticipantOptions(clientId, signal),
    meta: { errorTitle: "Error fetching passengers" },
  });
}

/** The passengers who can travel on a booking of `clientId` (a client user's own client when null). */
export function useParticipantOptions(clientId: string | null, enabled: boolean) {
  return useQuery({ ...participantOptionsQuery(clientId), enabled });
}
