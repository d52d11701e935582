import { useQuery } from "@tanstack/react-query";
import type { Currency } from "#domain/currency";
import type { ExchangeRateList } from "#domain/exchange-rates/exchange-rate.schema";
import { topics } from "#domain/realtime/topics";
import { listEndpoint } from "../../../lib/list-endpoint";

export interface ExchangeRateListParams {
  page: number;
  pageSize: number;
  currency?: Currency;
  from?: string;
  to?: string;
}

/** Every exchange-rate query starts with the realtime topic "exchange-rates", so server events refetch them. */
export const exchangeRatesBaseKey = [topics.exchangeRates] as const;

export const { fetchList: fetchExchangeRates, listOptions: exchangeRatesQueryOptions } = listEndpoint<
  ExchangeRateListParams,
  ExchangeRateList
>({
  path: "/api/exchange-rates",
  listKey: [...exchangeRatesBaseKey, "list"],
  errorTitle: "Error fetching exchange rates",
  filters: ["currency", "from", "to"],
});

export function useExchangeRates(params: ExchangeRateListParams) {
  return useQuery(exchangeRatesQueryOptions(params));
}
