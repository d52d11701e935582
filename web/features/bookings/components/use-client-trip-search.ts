import { useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import type { Trip } from "#domain/trips/trip.schema";
import { formatDateRange } from "#domain/trips/trip-format";
import { useDebounced } from "../../../lib/use-debounced";
import { tripListQuery } from "../../trips/api/list-trips";

const SEARCH_DELAY_MS = 250;
const PICKER_SIZE = 20;

/** A trip picker's data: the chosen client's trips, searched by title on the server, newest first. */
export function useClientTripSearch({ clientId, enabled }: { clientId: string; enabled: boolean }) {
  const [search, setSearch] = useState("");
  const settled = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const query = useQuery({
    ...tripListQuery({
      page: 1,
      pageSize: PICKER_SIZE,
      clientId: clientId || undefined,
      search: settled || undefined,
      sort: "startDate",
      direction: "desc",
    }),
    enabled: enabled && Boolean(clientId),
  });
  const seen = useRef(new Map<string, Trip>());
  const items = enabled && clientId ? query.data?.items : undefined;
  const options = useMemo(() => {
    for (const trip of items ?? []) seen.current.set(trip.id, trip);
    return (items ?? [])
      .filter((trip) => trip.clientId === clientId)
      .map((trip) => ({
        value: trip.id,
        label: trip.title,
        hint: formatDateRange(trip.startDate, trip.endDate),
      }));
  }, [items, clientId]);
  return {
    options,
    setSearch,
    tripOf: (id: string | null | undefined) => (id ? seen.current.get(id) : undefined),
    labelOf: (id: string | null | undefined) => (id ? seen.current.get(id)?.title : undefined),
    searching: enabled && (query.isFetching || settled !== search.trim()),
  };
}
