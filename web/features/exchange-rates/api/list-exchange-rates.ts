import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Currency } from "#domain/currency";
import type { ExchangeRateList } from "#domain/exchange-rates/exchange-rate.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export interface ExchangeRateListParams {
  page: number;
  pageSize: number;
  currency?: Currency;
  from?: string;
  to?: string;
}

/** Every exchange-rate query starts with the realtime topic "exchange-rates", so server events refetch them. */
export const exchangeRatesBaseKey = [topics.exchangeRates] as const;

export function fetchExchangeRates(params: ExchangeRateListParams, signal?: AbortSignal) {
  return api<ExchangeRateList>("/api/exchange-rates", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      currency: params.currency,
      from: params.from,
      to: params.to,
    },
  });
}

export function exchangeRatesQueryOptions(params: ExchangeRateListParams) {
  return queryOptions({
    queryKey: [...exchangeRatesBaseKey, "list", params],
    queryFn: ({ signal }) => fetchExchangeRates(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching exchange rates" },
  });
}

export function useExchangeRates(params: ExchangeRateListParams) {
  return useQuery(exchangeRatesQueryOptions(params));
}
