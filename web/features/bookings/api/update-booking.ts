import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingDetail, BookingUpdateBody } from "#domain/bookings/booking.schema";
import { api } from "../../../lib/api-client";
import { bookingChanged } from "./booking-changed";

export function updateBooking(id: string, input: BookingUpdateBody, version: number): Promise<BookingDetail> {
  return api<BookingDetail>(`/api/bookings/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
    version,
  });
}

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: BookingUpdateBody; version: number }) =>
      updateBooking(id, input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error",
      errorFallback: "Failed to update booking",
      success: { title: "Booking updated successfully!" },
    },
    onSuccess: (booking) => bookingChanged(queryClient, booking),
  });
}
