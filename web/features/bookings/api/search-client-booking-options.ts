import type { Booking } from "#domain/bookings/booking.schema";
import { formatTripDate } from "#domain/trips/trip-format";
import { PICKER_SIZE, useSearchedOptions } from "../../../lib/use-searched-options";
import { bookingsQueryOptions } from "./list-bookings";

const bookingLabel = (booking: Booking) =>
  `${booking.reference} · ${booking.packageTitle ?? booking.tripTitle ?? ""}`;

/** A booking picker's data: the client's bookings (not cancelled), searched on the server, newest first. */
export function useClientBookingOptions({ clientId, enabled }: { clientId: string; enabled: boolean }) {
  return useSearchedOptions({
    query: (search) =>
      bookingsQueryOptions({
        page: 1,
        pageSize: PICKER_SIZE,
        clientId: clientId || undefined,
        search: search || undefined,
        sort: "bookingDate",
        order: "desc",
      }),
    enabled: enabled && Boolean(clientId),
    scope: clientId,
    keep: (booking) => booking.clientId === clientId && booking.status !== "cancelled",
    toOption: (booking) => ({
      value: booking.id,
      label: bookingLabel(booking),
      hint: `Travel ${formatTripDate(booking.travelDate)}`,
    }),
  });
}
