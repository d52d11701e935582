import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import {
  type BookingCancel,
  type BookingCancelBody,
  type BookingDetail,
  bookingCancelSchema,
} from "#domain/bookings/booking.schema";
import { FormRootError } from "../../../components/form-root-error";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
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
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!cancel.isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel booking {booking.reference}?</AlertDialogTitle>
            <AlertDialogDescription>
              {booking.participants === 1 ? "Its place goes" : `Its ${booking.participants} places go`} back
              to sale and it no longer counts towards {booking.clientName}'s bookings. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField label="Reason" required error={formState.errors.reason?.message}>
            <Textarea rows={3} autoFocus {...register("reason")} />
          </FormField>
          <FormRootError errors={formState.errors} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={cancel.isPending}>Keep Booking</AlertDialogCancel>
            <Button type="submit" variant="destructive" loading={cancel.isPending}>
              Cancel Booking
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
