import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreditNote, CreditNoteCreate } from "#domain/invoices/invoice.schema";
import { api } from "../../../lib/api-client";
import { invoiceChanged } from "./invoice-changed";

export function createCreditNote(invoiceId: string, input: CreditNoteCreate, idempotencyKey: string) {
  return api<CreditNote>(`/api/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, {
    method: "POST",
    body: input,
    idempotencyKey,
  });
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invoiceId,
      input,
      idempotencyKey,
    }: {
      invoiceId: string;
      input: CreditNoteCreate;
      idempotencyKey: string;
    }) => createCreditNote(invoiceId, input, idempotencyKey),
    meta: {
      errorTitle: "Error updating invoice",
      errorFallback: "Error issuing the credit note",
      success: (data: unknown) => ({ title: "Credit note issued", description: (data as CreditNote).number }),
    },
    onSuccess: () => invoiceChanged(queryClient),
  });
}
