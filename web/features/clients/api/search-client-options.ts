import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import type { ClientOption } from "#domain/clients/client.schema";
import { api } from "../../../lib/api-client";
import { useDebounced } from "../../../lib/use-debounced";
import { clientsBaseKey } from "./list-clients";

/** How long typing must pause before the picker asks the server. */
export const PICKER_SEARCH_DELAY_MS = 250;

export function searchClientOptions(
  search: string,
  signal?: AbortSignal,
): Promise<{ items: ClientOption[] }> {
  return api<{ items: ClientOption[] }>("/api/clients/options", {
    signal,
    query: { search: search.trim() || undefined },
  });
}

export function clientOptionsQuery(search: string) {
  return queryOptions({
    queryKey: [...clientsBaseKey, "options", search],
    queryFn: ({ signal }) => searchClientOptions(search, signal),
    // The previous answer stays on screen while the next one is on its way.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * A client picker's data (staff only): what is typed, searched on the server once typing pauses, as
 * Combobox options. `current` is the record's own client, whose name the trigger shows even when it is
 * not among the answers (archived, or not matching what was typed).
 */
export function useClientOptionSearch({
  enabled,
  current,
}: {
  enabled: boolean;
  current?: { id: string; name: string } | null;
}) {
  const [search, setSearch] = useState("");
  const settled = useDebounced(search.trim(), PICKER_SEARCH_DELAY_MS);
  const query = useQuery({ ...clientOptionsQuery(settled), enabled });
  // Every client seen in an answer keeps its name, so a choice stays labelled after the next search.
  const names = useRef(new Map<string, string>());
  const items = query.data?.items;
  const options = useMemo(() => {
    for (const client of items ?? []) names.current.set(client.id, client.name);
    return (items ?? []).map((client) => ({
      value: client.id,
      label: client.name,
      hint: client.email ?? undefined,
    }));
  }, [items]);
  return {
    options,
    setSearch,
    /** The name to show for a chosen client id. */
    labelOf: (id: string | null | undefined) =>
      id ? (names.current.get(id) ?? (current?.id === id ? current.name : undefined)) : undefined,
    /** True until the answer for what was typed has arrived. */
    searching: enabled && (query.isFetching || settled !== search.trim()),
  };
}
