import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingDetail } from "#domain/bookings/booking.schema";
import { api } from "../../../lib/api-client";
import { bookingChanged } from "./booking-changed";

export function confirmBooking(id: string, version: number): Promise<BookingDetail> {
  return api<BookingDetail>(`/api/bookings/${encodeURIComponent(id)}/confirm`, { method: "POST", version });
}

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => confirmBooking(id, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to confirm booking",
      success: (booking) => ({
        title: "Booking confirmed",
        description: `Booking ${(booking as BookingDetail).reference} is confirmed.`,
      }),
    },
    onSuccess: (booking) => bookingChanged(queryClient, booking),
  });
}
