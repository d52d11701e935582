import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "#domain/bookings/booking.schema";
import type { BookingSort, BookingStatus, PaymentStatus } from "#domain/bookings/booking-values";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export interface BookingListParams {
  page: number;
  pageSize: number;
  search?: string;
  status?: BookingStatus;
  paymentStatus?: PaymentStatus;
  travelFrom?: string;
  travelTo?: string;
  clientId?: string;
  packageId?: string;
  tripId?: string;
  sort?: BookingSort;
  order?: "asc" | "desc";
}

export interface BookingPage {
  items: Booking[];
  total: number;
}

/** Every booking query starts with the realtime topic "bookings", so server events refetch them. */
export const bookingsBaseKey = [topics.bookings] as const;

export function fetchBookings(params: BookingListParams, signal?: AbortSignal): Promise<BookingPage> {
  return api<BookingPage>("/api/bookings", {
    signal,
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search?.trim() || undefined,
      status: params.status,
      paymentStatus: params.paymentStatus,
      travelFrom: params.travelFrom,
      travelTo: params.travelTo,
      clientId: params.clientId,
      packageId: params.packageId,
      tripId: params.tripId,
      sort: params.sort,
      order: params.order,
    },
  });
}

export function bookingsQueryOptions(params: BookingListParams) {
  return queryOptions({
    queryKey: [...bookingsBaseKey, "list", params],
    queryFn: ({ signal }) => fetchBookings(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: "Error fetching bookings" },
  });
}

export function useBookings(params: BookingListParams) {
  return useQuery(bookingsQueryOptions(params));
}
