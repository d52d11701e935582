import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TicketComment, TicketCommentCreate } from "#domain/support/ticket.schema";
import { api } from "../../../lib/api-client";
import { ticketKey } from "./get-ticket";

export function addTicketComment(id: string, input: TicketCommentCreate): Promise<TicketComment> {
  return api<TicketComment>(`/api/support-tickets/${encodeURIComponent(id)}/comments`, {
    method: "POST",
    body: input,
  });
}

export function useAddTicketComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TicketCommentCreate) => addTicketComment(id, input),
    meta: { errorTitle: "Error", errorFallback: "Failed to add comment" },
    // The comments and the history, both under the ticket's key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKey(id) }),
  });
}
