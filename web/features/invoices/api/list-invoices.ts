import { useQuery } from "@tanstack/react-query";
import type { Currency } from "#domain/currency";
import type { InvoiceList } from "#domain/invoices/invoice.schema";
import type { InvoiceSort, InvoiceStatus } from "#domain/invoices/invoice-values";
import { topics } from "#domain/realtime/topics";
import { listEndpoint } from "../../../lib/list-endpoint";

export interface InvoiceListParams {
  page: number;
  pageSize: number;
  search?: string;
  status?: InvoiceStatus;
  clientId?: string;
  currency?: Currency;
  dueFrom?: string;
  dueTo?: string;
  tripId?: string;
  bookingId?: string;
  sort?: InvoiceSort;
  order?: "asc" | "desc";
}

/**
 * Every invoice query starts with the realtime topic "invoices", so server events refetch them; the
 * payments feature also publishes an invoices event with each payment, so paid amounts follow at once.
 */
export const invoicesBaseKey = [topics.invoices] as const;

export const { fetchList: fetchInvoices, listOptions: invoicesQueryOptions } = listEndpoint<
  InvoiceListParams,
  InvoiceList
>({
  path: "/api/invoices",
  listKey: [...invoicesBaseKey, "list"],
  errorTitle: "Error fetching invoices",
  filters: ["status", "clientId", "currency", "dueFrom", "dueTo", "tripId", "bookingId", "sort", "order"],
});

export function useInvoices(params: InvoiceListParams) {
  return useQuery(invoicesQueryOptions(params));
}
