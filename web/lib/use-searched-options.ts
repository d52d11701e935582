import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useDebounced } from "./use-debounced";

/** How long typing must pause before a picker asks the server. */
export const PICKER_SEARCH_DELAY_MS = 250;
/** How many records a picker offers for what is typed. */
export const PICKER_SIZE = 20;

export interface PickerOption {
  value: string;
  label: string;
  hint?: string;
}

/** What a server-searched Combobox needs: its options, where typing goes, and a chosen value's label. */
export interface SearchedOptions<T> {
  options: PickerOption[];
  setSearch(search: string): void;
  /** A record seen in an answer, by id. */
  recordOf(id: string | null | undefined): T | undefined;
  labelOf(id: string | null | undefined): string | undefined;
  /** True until the answer for what was typed has arrived. */
  searching: boolean;
}

/**
 * A picker's records searched on the server once typing pauses, as Combobox options. Every record seen
 * keeps its label, so a choice stays labelled after the next search; `current` is the form's own record,
 * labelled even when no answer holds it.
 */
export function useSearchedOptions<
  P extends { items: { id: string }[] },
  K extends QueryKey,
  T = P["items"][number],
>({
  query,
  enabled,
  scope,
  keep = () => true,
  toOption,
  current,
}: {
  query: (search: string) => UseQueryOptions<P, Error, P, K>;
  enabled: boolean;
  /** What `keep` and `toOption` depend on besides the record (the owner the answer must belong to). */
  scope?: string | null;
  keep?: (record: T) => boolean;
  toOption: (record: T) => PickerOption;
  current?: { id: string; label: string } | null;
}): SearchedOptions<T> {
  const [search, setSearch] = useState("");
  const settled = useDebounced(search.trim(), PICKER_SEARCH_DELAY_MS);
  const answer = useQuery({ ...query(settled), enabled });
  const seen = useRef(new Map<string, T>());
  const items = (enabled ? answer.data?.items : undefined) as T[] | undefined;
  // keep and toOption change only with scope: new functions each render must not rebuild the options.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scope stands for keep and toOption
  const options = useMemo(() => {
    for (const record of items ?? []) seen.current.set((record as { id: string }).id, record);
    return (items ?? []).filter(keep).map(toOption);
  }, [items, scope]);
  const recordOf = (id: string | null | undefined) => (id ? seen.current.get(id) : undefined);
  return {
    options,
    setSearch,
    recordOf,
    labelOf: (id) => {
      const record = recordOf(id);
      if (record) return toOption(record).label;
      return id && current?.id === id ? current.label : undefined;
    },
    searching: enabled && (answer.isFetching || settled !== search.trim()),
  };
}
