import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentList } from "#domain/payments/payment.schema";
import type { PaymentMethod, PaymentRecordStatus, PaymentSort } from "#domain/payments/payment-values";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export interface PaymentListParams {
  page: number;
  pageSize: number;
  search?: string;
  method?: PaymentMethod;
  status?: PaymentRecordStatus;
  from?: string;
  to?: string;
  clientId?: string;
  invoiceId?: string;
  sort?: PaymentSort;
  order?: "asc" | "desc";
}

/** Every payment query starts with the realtime topic "payments", so server events refetch them. */
export const paymentsBaseKey = [topics.payments] as const;

/** The list's filters as the API's query string (the CSV export takes the same). */
export function paymentListQuery(params: Partial<PaymentListParams>) {
  return {
    page: params.page,
    pageSize: params.pageSize,
    search: params.search?.trim() || undefined,
    method: params.method,
    status: params.status,
    from: params.from,
    to: params.to,
    clientId: params.clientId,
    invoiceId: params.invoiceId,
    sort: params.sort,
    order: params.order,
  };
}

export function fetchPayments(params: PaymentListParams, signal?: AbortSignal): Promise<PaymentList> {
  return api<PaymentList>("/api/payments", { signal, query: paymentListQuery(params) });
}

export function paymentsQueryOptions(params: PaymentListParams) {
  return queryOptions({
    queryKey: [...paymentsBaseKey, "list", params],
    queryFn: ({ signal }) => fetchPayments(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching payments" },
  });
}

export function usePayments(params: PaymentListParams) {
  return useQuery(paymentsQueryOptions(params));
}
