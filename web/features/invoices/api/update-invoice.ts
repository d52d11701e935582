import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Invoice, InvoiceUpdate } from "#domain/invoices/invoice.schema";
import { api } from "../../../lib/api-client";
import { invoiceChanged } from "./invoice-changed";

export function updateInvoice(id: string, input: InvoiceUpdate, version: number): Promise<Invoice> {
  return api<Invoice>(`/api/invoices/${encodeURIComponent(id)}`, { method: "PUT", body: input, version });
}

/** SPEC §8: 'Invoice updated successfully!' / 'Error updating invoice'; a 412 is explained in the form. */
export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: InvoiceUpdate; version: number }) =>
      updateInvoice(id, input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error updating invoice",
      errorFallback: "Error updating invoice",
      success: { title: "Invoice updated successfully!" },
    },
    onSuccess: (invoice) => invoiceChanged(queryClient, invoice),
  });
}
