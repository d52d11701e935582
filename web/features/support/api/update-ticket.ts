import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ticket, TicketUpdate } from "#domain/support/ticket.schema";
import { ticketStatusLabels } from "#domain/support/ticket-values";
import { api } from "../../../lib/api-client";
import { ticketsBaseKey } from "./list-tickets";

export function updateTicket(id: string, input: TicketUpdate, version: number): Promise<Ticket> {
  return api<Ticket>(`/api/support-tickets/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: input,
    version,
  });
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: TicketUpdate; version: number }) =>
      updateTicket(id, input, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to update ticket",
      success: (data) => ({
        title: "Ticket updated successfully!",
        description: `Status: ${ticketStatusLabels[(data as Ticket).status]}`,
      }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsBaseKey }),
  });
}
