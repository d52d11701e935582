import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { PAGE_SIZE_OPTIONS } from "#domain/pagination.schema";
import { useAgencyToday } from "./agency-today";
import {
  changeListState,
  type ListParamsConfig,
  type ListState,
  parseListParams,
  writeListParams,
} from "./list-params";
import { useDebounced } from "./use-debounced";

export const SEARCH_DELAY_MS = 300;

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface ListParams<S extends AnyObjectSchema, K extends keyof S["shape"] & string> {
  /** What the URL says: page, page size and the screen's fields, always valid. */
  state: ListState<S, K>;
  /** Changes fields; anything but the page itself sends the list back to page 1. */
  update(patch: Partial<ListState<S, K>>): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  pageSizes: readonly number[];
  /** The search box: what is typed shows at once and reaches the URL once typing pauses. */
  searchText: string;
  setSearchText(text: string): void;
}

/**
 * A list screen's page, page size, sort, filters and search, kept in the URL so that a reload, Back and a
 * shared link show the same list. `config` must be stable (declare it at module level).
 */
export function useListParams<S extends AnyObjectSchema, K extends keyof S["shape"] & string>(
  config: ListParamsConfig<S, K>,
): ListParams<S, K> {
  const [params, setParams] = useSearchParams();
  const today = useAgencyToday();
  const context = useMemo(() => ({ today }), [today]);
  const state = useMemo(() => parseListParams(params, config, context), [params, config, context]);

  // List changes replace the history entry: Back leaves the list rather than replaying each keystroke.
  const update = useCallback(
    (patch: Partial<ListState<S, K>>) =>
      setParams(
        (current) =>
          writeListParams(
            current,
            changeListState(parseListParams(current, config, context), patch),
            config,
            context,
          ),
        { replace: true },
      ),
    [setParams, config, context],
  );

  // A pinned default that the URL lacks (first visit) is written in, so the link says what is shown.
  const missingPinned = config.pinned?.some((key) => !params.has(key)) ?? false;
  useEffect(() => {
    if (missingPinned)
      setParams(
        (current) => writeListParams(current, parseListParams(current, config, context), config, context),
        { replace: true },
      );
  }, [missingPinned, setParams, config, context]);

  const urlSearch = String((state as Record<string, unknown>).search ?? "");
  const [searchText, setSearchText] = useState(urlSearch);
  // A URL that changes under the box (a link, Back, Clear filters) replaces what is typed.
  // What this box wrote itself is not "a change under it": typing on while the URL catches up is kept.
  const [ownWrite, setOwnWrite] = useState<string | null>(null);
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  if (urlSearch !== seenSearch) {
    setSeenSearch(urlSearch);
    if (urlSearch === ownWrite) setOwnWrite(null);
    else if (urlSearch !== searchText.trim()) setSearchText(urlSearch);
  }
  const typed = searchText.trim();
  const settled = useDebounced(typed, SEARCH_DELAY_MS);
  // Text that has settled and differs from the URL is written. A stale debounced value (the URL changed
  // under the box since) differs from what the box shows, so it is never written back.
  useEffect(() => {
    if (settled !== typed || settled === urlSearch) return;
    setOwnWrite(settled);
    update({ search: settled || undefined } as unknown as Partial<ListState<S, K>>);
  }, [settled, typed, urlSearch, update]);

  return {
    state,
    update,
    setPage: useCallback((page: number) => update({ page } as Partial<ListState<S, K>>), [update]),
    setPageSize: useCallback(
      (pageSize: number) => update({ pageSize } as Partial<ListState<S, K>>),
      [update],
    ),
    pageSizes: config.pageSizes ?? PAGE_SIZE_OPTIONS,
    searchText,
    setSearchText,
  };
}
