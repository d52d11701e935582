import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingDetail } from "#domain/bookings/booking.schema";
import { api } from "../../../lib/api-client";
import { bookingChanged } from "./booking-changed";

export function completeBooking(id: string, version: number): Promise<BookingDetail> {
  return api<BookingDetail>(`/api/bookings/${encodeURIComponent(id)}/complete`, { method: "POST", version });
}

export function useCompleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => completeBooking(id, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to complete booking",
      success: (booking) => ({
        title: "Booking completed",
        description: `Booking ${(booking as BookingDetail).reference} is marked as completed.`,
      }),
    },
    onSuccess: (booking) => bookingChanged(queryClient, booking),
  });
}
