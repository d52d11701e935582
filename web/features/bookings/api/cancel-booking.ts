import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingCancelBody, BookingDetail } from "#domain/bookings/booking.schema";
import { api } from "../../../lib/api-client";
import { bookingChanged } from "./booking-changed";

export function cancelBooking(id: string, input: BookingCancelBody, version: number): Promise<BookingDetail> {
  return api<BookingDetail>(`/api/bookings/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
    body: input,
    version,
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: BookingCancelBody; version: number }) =>
      cancelBooking(id, input, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to cancel booking",
      success: (booking) => ({
        title: "Booking cancelled",
        description: `Booking ${(booking as BookingDetail).reference} is cancelled.`,
      }),
    },
    onSuccess: (booking) => bookingChanged(queryClient, booking),
  });
}
