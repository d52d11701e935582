import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { TicketList, TicketSort } from "#domain/support/ticket.schema";
import type { TicketStatus, TicketType } from "#domain/support/ticket-values";
import { api } from "../../../lib/api-client";

export interface TicketListParams {
  page: number;
  pageSize: number;
  search?: string;
  status?: TicketStatus;
  type?: TicketType;
  /** One client's tickets (staff; a client user's list is theirs already). */
  clientId?: string;
  sort?: TicketSort;
  direction?: "asc" | "desc";
}

/** Every ticket query starts with the realtime topic "tickets", so server events refetch them. */
export const ticketsBaseKey = [topics.tickets] as const;

export function fetchTickets(params: TicketListParams, signal?: AbortSignal): Promise<TicketList> {
  return api<TicketList>("/api/support-tickets", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search?.trim() || undefined,
      status: params.status,
      type: params.type,
      clientId: params.clientId,
      sort: params.sort,
      direction: params.direction,
    },
  });
}

export function ticketListQuery(params: TicketListParams) {
  return queryOptions({
    queryKey: [...ticketsBaseKey, "list", params],
    queryFn: ({ signal }) => fetchTickets(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching tickets" },
  });
}

export function useTicketList(params: TicketListParams) {
  return useQuery(ticketListQuery(params));
}
