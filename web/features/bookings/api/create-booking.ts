import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingCreateBody, BookingDetail } from "#domain/bookings/booking.schema";
import { api } from "../../../lib/api-client";
import { bookingChanged } from "./booking-changed";

export function createBooking(input: BookingCreateBody): Promise<BookingDetail> {
  return api<BookingDetail>("/api/bookings", { method: "POST", body: input });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to create booking",
      success: { title: "Booking created successfully!" },
    },
    onSuccess: (booking) => bookingChanged(queryClient, booking),
  });
}
