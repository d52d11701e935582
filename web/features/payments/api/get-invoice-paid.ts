import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Invoice } from "#domain/invoices/invoice.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

/** What was paid on an invoice (the server's sum, net of refunds): the most a refund may give back. */
export function invoicePaidQuery(invoiceId: string) {
  return queryOptions({
    // Under the invoices topic: every payment or refund on it refreshes the figure.
    queryKey: [topics.invoices, "paid", invoiceId],
    queryFn: async ({ signal }) => {
      const invoice = await api<Invoice>(`/api/invoices/${encodeURIComponent(invoiceId)}`, { signal });
      return { paidCents: invoice.paidCents, status: invoice.status };
    },
  });
}

export function useInvoicePaid(invoiceId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...invoicePaidQuery(invoiceId), enabled });
}
