import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvoiceSendResult } from "#domain/invoices/invoice.schema";
import { api } from "../../../lib/api-client";
import { invoiceChanged } from "./invoice-changed";

/** E-mails the invoice's PDF to its client (the invoice documents' route) and records the send. */
export function sendInvoice(id: string): Promise<InvoiceSendResult> {
  return api<InvoiceSendResult>(`/api/invoices/${encodeURIComponent(id)}/send`, { method: "POST" });
}

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendInvoice(id),
    meta: {
      errorTitle: "Error sending invoice",
      errorFallback: "Error sending invoice",
      success: (data: unknown) => ({
        title: "Invoice sent",
        description: `E-mailed to ${(data as InvoiceSendResult).sentTo}.`,
      }),
    },
    onSuccess: () => invoiceChanged(queryClient),
  });
}

/** Where the invoice's PDF downloads from (a plain link: the browser saves the attachment). */
export const invoicePdfUrl = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;
