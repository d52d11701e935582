import { useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { TicketList, TicketSort } from "#domain/support/ticket.schema";
import type { TicketStatus, TicketType } from "#domain/support/ticket-values";
import { listEndpoint } from "../../../lib/list-endpoint";

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

export const { fetchList: fetchTickets, listOptions: ticketListQuery } = listEndpoint<
  TicketListParams,
  TicketList
>({
  path: "/api/support-tickets",
  listKey: [...ticketsBaseKey, "list"],
  errorTitle: "Error fetching tickets",
  filters: ["status", "type", "clientId", "sort", "direction"],
});

export function useTicketList(params: TicketListParams) {
  return useQuery(ticketListQuery(params));
}
