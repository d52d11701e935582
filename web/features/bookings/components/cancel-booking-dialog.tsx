import { type BookingDetail, bookingCancelSchema } from "#domain/bookings/booking.schema";
import { CancelWithReasonDialog } from "../../../components/cancel-with-reason-dialog";
import type { FormDialogProps } from "../../../components/use-form-dialog";
import { useCancelBooking } from "../api/cancel-booking";

/** The confirmation before a booking is cancelled: it asks why, and the reason stays on the booking. */
export function CancelBookingDialog({ booking, ...props }: FormDialogProps & { booking: BookingDetail }) {
  const cancel = useCancelBooking();
  return (
    <CancelWithReasonDialog
      {...props}
      schema={bookingCancelSchema}
      cancel={(input) => cancel.mutateAsync({ id: booking.id, input, version: booking.version })}
      busy={cancel.isPending}
      title={<>Cancel booking {booking.reference}?</>}
      description={
        <>
          {booking.participants === 1 ? "Its place goes" : `Its ${booking.participants} places go`} back to
          sale and it no longer counts towards {booking.clientName}'s bookings. This cannot be undone.
        </>
      }
      keepLabel="Keep Booking"
      submitLabel="Cancel Booking"
    />
  );
}
