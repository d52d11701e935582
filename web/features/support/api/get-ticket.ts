import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Ticket } from "#domain/support/ticket.schema";
import { api } from "../../../lib/api-client";
import { ticketsBaseKey } from "./list-tickets";

export const ticketKey = (id: string) => [...ticketsBaseKey, "detail", id] as const;

export function fetchTicket(id: string, signal?: AbortSignal): Promise<Ticket> {
  return api<Ticket>(`/api/support-tickets/${encodeURIComponent(id)}`, { signal });
}

export function ticketQuery(id: string) {
  return queryOptions({
    queryKey: ticketKey(id),
    queryFn: ({ signal }) => fetchTicket(id, signal),
    meta: { errorTitle: "Error fetching tickets" },
  });
}

export function useTicket(id: string) {
  return useQuery(ticketQuery(id));
}
