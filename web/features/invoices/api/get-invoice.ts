import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Invoice } from "#domain/invoices/invoice.schema";
import { api } from "../../../lib/api-client";
import { invoicesBaseKey } from "./list-invoices";

export function fetchInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return api<Invoice>(`/api/invoices/${encodeURIComponent(id)}`, { signal });
}

export function invoiceQuery(id: string) {
  return queryOptions({
    queryKey: [...invoicesBaseKey, "detail", id],
    queryFn: ({ signal }) => fetchInvoice(id, signal),
    meta: { errorTitle: "Error fetching invoices" },
  });
}

export function useInvoice(id: string | null | undefined) {
  return useQuery({ ...invoiceQuery(id ?? ""), enabled: Boolean(id) });
}
