import {
  bookingStatusBadge,
  bookingStatusLabels,
  paymentStatusBadge,
  paymentStatusLabels,
} from "#domain/bookings/booking-format";
import type { BookingStatus, PaymentStatus } from "#domain/bookings/booking-values";
import { Badge } from "../../../components/ui/badge";

/** SPEC §2: green for confirmed, yellow for pending; completed outlined, cancelled red. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge variant={bookingStatusBadge[status]}>{bookingStatusLabels[status]}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={paymentStatusBadge[status]}>{paymentStatusLabels[status]}</Badge>;
}
