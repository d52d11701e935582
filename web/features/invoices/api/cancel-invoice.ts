import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Invoice, InvoiceCancel } from "#domain/invoices/invoice.schema";
import { api } from "../../../lib/api-client";
import { invoiceChanged } from "./invoice-changed";

export function cancelInvoice(id: string, input: InvoiceCancel, version: number): Promise<Invoice> {
  return api<Invoice>(`/api/invoices/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
    body: input,
    version,
  });
}

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: InvoiceCancel; version: number }) =>
      cancelInvoice(id, input, version),
    meta: {
      errorTitle: "Error updating invoice",
      errorFallback: "Error updating invoice",
      success: { title: "Invoice cancelled" },
    },
    onSuccess: (invoice) => invoiceChanged(queryClient, invoice),
  });
}
