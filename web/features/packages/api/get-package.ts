import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TravelPackage } from "#domain/packages/package.schema";
import { api } from "../../../lib/api-client";
import { packagesBaseKey } from "./list-packages";

export function fetchPackage(id: string, signal?: AbortSignal): Promise<TravelPackage> {
  return api<TravelPackage>(`/api/packages/${encodeURIComponent(id)}`, { signal });
}

export function packageQuery(id: string) {
  return queryOptions({
    queryKey: [...packagesBaseKey, "detail", id],
    queryFn: ({ signal }) => fetchPackage(id, signal),
    meta: { errorTitle: "Error fetching offer details" },
  });
}

/** One package with its places left; nothing is asked while `id` is empty. */
export function usePackage(id: string | null | undefined) {
  return useQuery({ ...packageQuery(id ?? ""), enabled: Boolean(id) });
}
