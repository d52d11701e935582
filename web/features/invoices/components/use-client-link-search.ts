import { useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import type { Booking } from "#domain/bookings/booking.schema";
import type { Trip } from "#domain/trips/trip.schema";
import { formatDateRange, formatTripDate } from "#domain/trips/trip-format";
import { useDebounced } from "../../../lib/use-debounced";
import { bookingsQueryOptions } from "../../bookings/api/list-bookings";
import { tripListQuery } from "../../trips/api/list-trips";

const SEARCH_DELAY_MS = 250;
const PICKER_SIZE = 20;

/** A picker's options of the chosen client's trips, searched by title on the server, newest first. */
export function useClientTripOptions({ clientId, enabled }: { clientId: string; enabled: boolean }) {
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
    labelOf: (id: string | null | undefined) => (id ? seen.current.get(id)?.title : undefined),
    searching: enabled && (query.isFetching || settled !== search.trim()),
  };
}

/** A picker's options of the chosen client's bookings (not cancelled), searched on the server, newest first. */
export function useClientBookingOptions({ clientId, enabled }: { clientId: string; enabled: boolean }) {
  const [search, setSearch] = useState("");
  const settled = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const query = useQuery({
    ...bookingsQueryOptions({
      page: 1,
      pageSize: PICKER_SIZE,
      clientId: clientId || undefined,
      search: settled || undefined,
      sort: "bookingDate",
      order: "desc",
    }),
    enabled: enabled && Boolean(clientId),
  });
  const seen = useRef(new Map<string, Booking>());
  const items = enabled && clientId ? query.data?.items : undefined;
  const options = useMemo(() => {
    for (const booking of items ?? []) seen.current.set(booking.id, booking);
    return (items ?? [])
      .filter((booking) => booking.clientId === clientId && booking.status !== "cancelled")
      .map((booking) => ({
        value: booking.id,
        label: `${booking.reference} · ${booking.packageTitle ?? booking.tripTitle ?? ""}`,
        hint: `Travel ${formatTripDate(booking.travelDate)}`,
      }));
  }, [items, clientId]);
  return {
    options,
    setSearch,
    labelOf: (id: string | null | undefined) => {
      const booking = id ? seen.current.get(id) : undefined;
      return booking
        ? `${booking.reference} · ${booking.packageTitle ?? booking.tripTitle ?? ""}`
        : undefined;
    },
    searching: enabled && (query.isFetching || settled !== search.trim()),
  };
}
