import { useQuery } from "@tanstack/react-query";
import type { PackageListItem, PackageListParams } from "#domain/packages/package.schema";
import { topics } from "#domain/realtime/topics";
import { listEndpoint } from "../../../lib/list-endpoint";

export interface PackagePage {
  items: PackageListItem[];
  total: number;
}

/** Every package query starts with the realtime topic "packages", so a booking's event refetches places left. */
export const packagesBaseKey = [topics.packages] as const;

export const { fetchList: fetchPackages, listOptions: packagesQueryOptions } = listEndpoint<
  PackageListParams,
  PackagePage
>({
  path: "/api/packages",
  listKey: [...packagesBaseKey, "list"],
  errorTitle: "Error fetching offers",
  filters: ["status", "archived", "bookable", "sort", "order"],
});

export function usePackages(params: PackageListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...packagesQueryOptions(params), enabled });
}
