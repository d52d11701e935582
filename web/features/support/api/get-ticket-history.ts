import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TicketHistory } from "#domain/support/ticket.schema";
import { api } from "../../../lib/api-client";
import { ticketKey } from "./get-ticket";

export function fetchTicketHistory(id: string, signal?: AbortSignal): Promise<TicketHistory> {
  return api<TicketHistory>(`/api/support-tickets/${encodeURIComponent(id)}/history`, { signal });
}

export function useTicketHistory(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...ticketKey(id), "history"],
      queryFn: ({ signal }) => fetchTicketHistory(id, signal),
      meta: { errorTitle: "Error fetching tickets" },
    }),
  );
}
