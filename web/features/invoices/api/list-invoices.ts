import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Currency } from "#domain/currency";
import type { InvoiceList } from "#domain/invoices/invoice.schema";
import type { InvoiceSort, InvoiceStatus } from "#domain/invoices/invoice-values";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

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

export function fetchInvoices(params: InvoiceListParams, signal?: AbortSignal): Promise<InvoiceList> {
  return api<InvoiceList>("/api/invoices", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search?.trim() || undefined,
      status: params.status,
      clientId: params.clientId,
      currency: params.currency,
      dueFrom: params.dueFrom,
      dueTo: params.dueTo,
      tripId: params.tripId,
      bookingId: params.bookingId,
      sort: params.sort,
      order: params.order,
    },
  });
}

export function invoicesQueryOptions(params: InvoiceListParams) {
  return queryOptions({
    queryKey: [...invoicesBaseKey, "list", params],
    queryFn: ({ signal }) => fetchInvoices(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching invoices" },
  });
}

export function useInvoices(params: InvoiceListParams) {
  return useQuery(invoicesQueryOptions(params));
}
