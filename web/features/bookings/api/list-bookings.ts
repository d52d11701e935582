import { useQuery } from "@tanstack/react-query";
import type { Booking } from "#domain/bookings/booking.schema";
import type { BookingSort, BookingStatus, PaymentStatus } from "#domain/bookings/booking-values";
import { topics } from "#domain/realtime/topics";
import { listEndpoint } from "../../../lib/list-endpoint";

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

export const { fetchList: fetchBookings, listOptions: bookingsQueryOptions } = listEndpoint<
  BookingListParams,
  BookingPage
>({
  path: "/api/bookings",
  listKey: [...bookingsBaseKey, "list"],
  errorTitle: "Error fetching bookings",
  filters: [
    "status",
    "paymentStatus",
    "travelFrom",
    "travelTo",
    "clientId",
    "packageId",
    "tripId",
    "sort",
    "order",
  ],
});

export function useBookings(params: BookingListParams) {
  return useQuery(bookingsQueryOptions(params));
}
