import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ticket, TicketCreate } from "#domain/support/ticket.schema";
import { api } from "../../../lib/api-client";
import { ticketsBaseKey } from "./list-tickets";

export function createTicket(input: TicketCreate): Promise<Ticket> {
  return api<Ticket>("/api/support-tickets", { method: "POST", body: input });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to create ticket",
      success: { title: "Ticket created successfully!" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsBaseKey }),
  });
}
