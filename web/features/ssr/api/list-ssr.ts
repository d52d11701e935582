import { useQuery } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { SsrList, SsrListParams } from "#domain/ssr/ssr-api.schema";
import { listEndpoint } from "../../../lib/list-endpoint";

/** Every SSR query starts with the realtime topic "ssr", so server events refetch them. */
export const ssrListBaseKey = [topics.ssr, "list"] as const;

export const { fetchList: fetchSsrList, listOptions: ssrListQuery } = listEndpoint<SsrListParams, SsrList>({
  path: "/api/ssr",
  listKey: ssrListBaseKey,
  errorTitle: "Error fetching SSR data",
  filters: [],
  ticked: ["chargeable", "documentationRequired"],
});

export function useSsrList(params: SsrListParams) {
  return useQuery(ssrListQuery(params));
}
