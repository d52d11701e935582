import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ticket } from "#domain/support/ticket.schema";
import { api } from "../../../lib/api-client";
import { ticketsBaseKey } from "./list-tickets";

export function uploadTicketAttachment(id: string, file: File): Promise<Ticket> {
  const form = new FormData();
  form.append("file", file, file.name);
  return api<Ticket>(`/api/support-tickets/${encodeURIComponent(id)}/attachment`, { method: "PUT", form });
}

/** The file of a ticket: sent after the ticket exists (New Ticket), or later from the ticket page. */
export function useUploadTicketAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadTicketAttachment(id, file),
    meta: {
      errorTitle: "Upload Failed",
      errorFallback: "The file could not be attached.",
      success: (data) => ({ title: "File attached", description: (data as Ticket).attachment?.fileName }),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsBaseKey }),
  });
}

export const ticketAttachmentUrl = (id: string) =>
  `/api/support-tickets/${encodeURIComponent(id)}/attachment`;
