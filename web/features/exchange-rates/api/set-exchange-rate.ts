import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExchangeRate, ExchangeRateUpsert } from "#domain/exchange-rates/exchange-rate.schema";
import { api } from "../../../lib/api-client";
import { exchangeRatesBaseKey } from "./list-exchange-rates";

/** `version`: the rate's version the change starts from (If-Match); none for a new day's rate. */
export function setExchangeRate({
  input,
  version,
}: {
  input: ExchangeRateUpsert;
  version?: number;
}): Promise<ExchangeRate> {
  return api<ExchangeRate>("/api/exchange-rates", { method: "PUT", body: input, version });
}

/** Sets one currency's rate of one day (a new one, or in place of that day's). */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExchangeRate,
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error saving the rate",
      errorFallback: "The exchange rate could not be saved",
      success: { title: "Exchange rate saved" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRatesBaseKey }),
  });
}
