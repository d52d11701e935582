import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExchangeRateKey } from "#domain/exchange-rates/exchange-rate.schema";
import { api } from "../../../lib/api-client";
import { exchangeRatesBaseKey } from "./list-exchange-rates";

/** `version`: the rate's version the user saw; a rate changed since then answers 412 and stays. */
export function deleteExchangeRate({
  currency,
  date,
  version,
}: ExchangeRateKey & { version: number }): Promise<void> {
  return api<void>(`/api/exchange-rates/${encodeURIComponent(currency)}/${encodeURIComponent(date)}`, {
    method: "DELETE",
    version,
  });
}

export function useDeleteExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExchangeRate,
    meta: {
      errorTitle: "Delete Failed",
      errorFallback: "The exchange rate could not be deleted",
      success: { title: "Exchange rate deleted" },
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exchangeRatesBaseKey }),
  });
}
