import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExchangeRateKey, LockedRecordList } from "#domain/exchange-rates/exchange-rate.schema";
import { api } from "../../../lib/api-client";
import { exchangeRatesBaseKey } from "./list-exchange-rates";

/** How many of the records that locked a rate the Set rate dialog shows; it says how many more there are. */
export const LOCKED_SHOWN = 10;

export function fetchLockedRecords(
  { currency, date }: ExchangeRateKey,
  signal?: AbortSignal,
): Promise<LockedRecordList> {
  return api<LockedRecordList>(
    `/api/exchange-rates/${encodeURIComponent(currency)}/${encodeURIComponent(date)}/locked`,
    { signal, query: { page: 1, pageSize: LOCKED_SHOWN } },
  );
}

/**
 * One day's rate, the rate a new one is compared with, and the first records that locked it; keyed under
 * the realtime topic, so a rate changed elsewhere refetches it.
 */
export const lockedRecordsOptions = (key: ExchangeRateKey) =>
  queryOptions({
    queryKey: [...exchangeRatesBaseKey, "locked", key.currency, key.date],
    queryFn: ({ signal }) => fetchLockedRecords(key, signal),
  });

export function useLockedRecords(key: ExchangeRateKey | null) {
  return useQuery({
    ...lockedRecordsOptions(key ?? { currency: "USD", date: "" }),
    enabled: key !== null,
  });
}
