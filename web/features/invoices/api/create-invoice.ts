import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Invoice, InvoiceCreateBody } from "#domain/invoices/invoice.schema";
import { api } from "../../../lib/api-client";
import { invoiceChanged } from "./invoice-changed";

/** The key stays the same for one dialog's retries, so a double submit or a lost answer issues one invoice. */
export function createInvoice(input: InvoiceCreateBody, idempotencyKey: string): Promise<Invoice> {
  return api<Invoice>("/api/invoices", { method: "POST", body: input, idempotencyKey });
}

/** SPEC §8: 'Invoice created successfully!' / 'Error creating invoice'. */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: InvoiceCreateBody; idempotencyKey: string }) =>
      createInvoice(input, idempotencyKey),
    meta: {
      errorTitle: "Error creating invoice",
      errorFallback: "Error creating invoice",
      success: { title: "Invoice created successfully!" },
    },
    onSuccess: (invoice) => invoiceChanged(queryClient, invoice),
  });
}
