import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DuplicateList } from "#domain/passengers/passenger.schema";
import { api } from "../../../lib/api-client";
import { passengersBaseKey } from "./list-passengers";

export interface DuplicateParams {
  passportNumber: string;
  countryOfIssue: string;
  excludeId?: string;
}

export function fetchDuplicates(params: DuplicateParams, signal?: AbortSignal): Promise<DuplicateList> {
  return api<DuplicateList>("/api/passengers/duplicates", {
    signal,
    query: {
      passportNumber: params.passportNumber,
      countryOfIssue: params.countryOfIssue,
      excludeId: params.excludeId,
    },
  });
}

export function duplicatesQuery(params: DuplicateParams) {
  return queryOptions({
    queryKey: [...passengersBaseKey, "duplicates", params],
    queryFn: ({ signal }) => fetchDuplicates(params, signal),
  });
}

/** Passengers with the same passport number and issuing country; only asked once both are filled in. */
export function useDuplicates(params: DuplicateParams) {
  const ready = /^[A-Z0-9]{5,20}$/.test(params.passportNumber) && /^[A-Z]{3}$/.test(params.countryOfIssue);
  return useQuery({ ...duplicatesQuery(params), enabled: ready });
}
