import type { QueryClient } from "@tanstack/react-query";
import type { BookingDetail } from "#domain/bookings/booking.schema";
import { topics } from "#domain/realtime/topics";
import { bookingQuery } from "./get-booking";
import { bookingsBaseKey } from "./list-bookings";

/**
 * After a booking changed: its detail takes the answer at once, and every list refetches, with the
 * package's places and the client's figures it may have changed (the realtime events say the same).
 */
export async function bookingChanged(queryClient: QueryClient, booking: BookingDetail): Promise<void> {
  queryClient.setQueryData(bookingQuery(booking.id).queryKey, booking);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingsBaseKey }),
    queryClient.invalidateQueries({ queryKey: [topics.packages] }),
    queryClient.invalidateQueries({ queryKey: [topics.clients] }),
  ]);
}
