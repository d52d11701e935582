import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingDetail } from "#domain/bookings/booking.schema";
import { api } from "../../../lib/api-client";
import { bookingsBaseKey } from "./list-bookings";

export function fetchBooking(id: string, signal?: AbortSignal): Promise<BookingDetail> {
  return api<BookingDetail>(`/api/bookings/${encodeURIComponent(id)}`, { signal });
}

export function bookingQuery(id: string) {
  return queryOptions({
    queryKey: [...bookingsBaseKey, "detail", id],
    queryFn: ({ signal }) => fetchBooking(id, signal),
    meta: { errorTitle: "Error fetching booking details" },
  });
}

export function useBooking(id: string) {
  return useQuery(bookingQuery(id));
}
