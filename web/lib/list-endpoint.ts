import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "./api-client";

type ListQuery = NonNullable<NonNullable<Parameters<typeof api>[1]>["query"]>;

/** What every paged list sends first: the page, its size and the search as typed (trimmed; blank is none). */
interface PagedParams {
  page: number;
  pageSize: number;
  search?: string;
}

/**
 * A paged list endpoint (`api/list-<records>.ts`): its fetcher, its `queryOptions` keyed
 * `[...listKey, params]` (the key starts with the realtime topic, so server events refetch it; the last
 * page stays on screen while the next one loads) (each file's hook is `useQuery(listOptions(params))`).
 */
export function listEndpoint<P extends PagedParams, Page>({
  path,
  listKey,
  errorTitle,
  filters,
  ticked = [],
}: {
  path: string;
  /** `[topic, "list"]`: the key every page of the list starts with. */
  listKey: readonly unknown[];
  errorTitle: string;
  /** The list's own parameters (filters, sort), sent as they are. */
  filters: readonly (keyof P & string)[];
  /** Checkbox filters, sent only when ticked: unticked means all, not only the others. */
  ticked?: readonly (keyof P & string)[];
}) {
  const query = (params: P): ListQuery => ({
    page: params.page,
    pageSize: params.pageSize,
    search: params.search?.trim() || undefined,
    ...Object.fromEntries(filters.map((key) => [key, params[key]])),
    ...Object.fromEntries(ticked.map((key) => [key, params[key] ? true : undefined])),
  });
  const fetchList = (params: P, signal?: AbortSignal): Promise<Page> =>
    api<Page>(path, { signal, query: query(params) });
  const listOptions = (params: P) =>
    queryOptions({
      queryKey: [...listKey, params],
      queryFn: ({ signal }) => fetchList(params, signal),
      placeholderData: keepPreviousData,
      meta: { errorTitle },
    });
  return { fetchList, listOptions };
}
