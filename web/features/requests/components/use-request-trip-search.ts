import { useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import type { Trip } from "#domain/trips/trip.schema";
import { formatDateRange } from "#domain/trips/trip-format";
import { useDebounced } from "../../../lib/use-debounced";
import { tripListQuery } from "../../trips/api/list-trips";

const SEARCH_DELAY_MS = 250;
const PICKER_SIZE = 20;

/**
 * A trip picker's data: the client's trips searched by title on the server, newest first. Staff name the
 * client; a client user's trips list holds only their own, so they name none.
 */
export function useRequestTripSearch({
  clientId,
  staff,
  enabled,
  current,
}: {
  clientId: string | null;
  staff: boolean;
  enabled: boolean;
  current?: { id: string; title: string } | null;
}) {
  const [search, setSearch] = useState("");
  const settled = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const ready = enabled && (!staff || Boolean(clientId));
  const query = useQuery({
    ...tripListQuery({
      page: 1,
      pageSize: PICKER_SIZE,
      clientId: staff ? clientId || undefined : undefined,
      search: settled || undefined,
      sort: "startDate",
      direction: "desc",
    }),
    enabled: ready,
  });
  const titles = useRef(new Map<string, string>());
  if (current) titles.current.set(current.id, current.title);
  const items: Trip[] | undefined = ready ? query.data?.items : undefined;
  const options = useMemo(() => {
    for (const trip of items ?? []) titles.current.set(trip.id, trip.title);
    return (items ?? [])
      .filter((trip) => !staff || trip.clientId === clientId)
      .map((trip) => ({
        value: trip.id,
        label: trip.title,
        hint: formatDateRange(trip.startDate, trip.endDate),
      }));
  }, [items, clientId, staff]);
  return {
    options,
    setSearch,
    labelOf: (id: string | null | undefined) => (id ? titles.current.get(id) : undefined),
    searching: ready && (query.isFetching || settled !== search.trim()),
  };
}
