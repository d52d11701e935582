import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TicketCommentList } from "#domain/support/ticket.schema";
import { api } from "../../../lib/api-client";
import { ticketKey } from "./get-ticket";

export const ticketCommentsKey = (id: string) => [...ticketKey(id), "comments"] as const;

export function fetchTicketComments(id: string, signal?: AbortSignal): Promise<TicketCommentList> {
  return api<TicketCommentList>(`/api/support-tickets/${encodeURIComponent(id)}/comments`, { signal });
}

export function useTicketComments(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ticketCommentsKey(id),
      queryFn: ({ signal }) => fetchTicketComments(id, signal),
      meta: { errorTitle: "Error fetching tickets" },
    }),
  );
}
