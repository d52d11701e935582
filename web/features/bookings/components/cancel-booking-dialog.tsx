import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import {
  type BookingCancel,
  type BookingCancelBody,
  type BookingDetail,
  bookingCancelSchema,
} from "#domain/bookings/booking.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useCancelBooking } from "../api/cancel-booking";

/** The confirmation before a booking is cancelled: it asks why, and the reason stays on the booking. */
export function CancelBookingDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: BookingDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelBooking();
  const { register, handleSubmit, reset, setError, formState } = useForm<
    BookingCancelBody,
    unknown,
    BookingCancel
  >({
    resolver: zodResolver(bookingCancelSchema),
    defaultValues: { reason: "" },
  });
  useEffect(() => {
    if (open) reset({ reason: "" });
  }, [open, reset]);

  const submit = handleSubmit(async (input) => {
    try {
      await cancel.mutateAsync({ id: booking.id, input, version: booking.version });
      onOpenChange(false);
    } catch (error) {
      applyApiFieldErrors(error, setError, ["reason"]);
    }
  });

  return (
    <FormDialog
      alert
      open={open}
      onOpenChange={onOpenChange}
      busy={cancel.isPending}
      title={<>Cancel booking {booking.reference}?</>}
      description={
        <>
          {booking.participants === 1 ? "Its place goes" : `Its ${booking.participants} places go`} back to
          sale and it no longer counts towards {booking.clientName}'s bookings. This cannot be undone.
        </>
      }
      onSubmit={submit}
    >
      <FormField label="Reason" required error={formState.errors.reason?.message}>
        <Textarea rows={3} autoFocus {...register("reason")} />
      </FormField>
      <FormDialogFooter
        errors={formState.errors}
        busy={cancel.isPending}
        onCancel={() => onOpenChange(false)}
        cancelLabel="Keep Booking"
        submitLabel="Cancel Booking"
        submitVariant="destructive"
      />
    </FormDialog>
  );
}
