import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PackageListParams, TravelPackage } from "#domain/packages/package.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export interface PackagePage {
  items: TravelPackage[];
  total: number;
}

/** Every package query starts with the realtime topic "packages", so a booking's event refetches places left. */
export const packagesBaseKey = [topics.packages] as const;

export function fetchPackages(params: PackageListParams, signal?: AbortSignal): Promise<PackagePage> {
  return api<PackagePage>("/api/packages", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search?.trim() || undefined,
      status: params.status,
      archived: params.archived,
      bookable: params.bookable,
      sort: params.sort,
      order: params.order,
    },
  });
}

export function packagesQueryOptions(params: PackageListParams) {
  return queryOptions({
    queryKey: [...packagesBaseKey, "list", params],
    queryFn: ({ signal }) => fetchPackages(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching offers" },
  });
}

export function usePackages(params: PackageListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...packagesQueryOptions(params), enabled });
}
