import { CheckCircle2Icon, CheckIcon, PencilIcon, XCircleIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { BookingDetail } from "#domain/bookings/booking.schema";
import { availableBookingActions, isBookingEditable } from "#domain/bookings/booking-status";
import { Button } from "../../../components/ui/button";
import { useCompleteBooking } from "../api/complete-booking";
import { useConfirmBooking } from "../api/confirm-booking";

const EditBookingDialog = lazy(async () => ({
  default: (await import("./edit-booking-dialog")).EditBookingDialog,
}));
const CancelBookingDialog = lazy(async () => ({
  default: (await import("./cancel-booking-dialog")).CancelBookingDialog,
}));

/**
 * What can be done to the booking now: staff edit, confirm, complete and cancel as its status allows; a
 * client user cancels their own booking while it is pending. The server checks the same rules.
 */
export function BookingActions({ booking, staff }: { booking: BookingDetail; staff: boolean }) {
  const [editOpen, setEditOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const confirm = useConfirmBooking();
  const complete = useCompleteBooking();
  const actions = availableBookingActions(booking.status);
  const busy = confirm.isPending || complete.isPending;
  const canCancel = actions.includes("cancel") && (staff || booking.status === "pending");

  return (
    <div className="flex flex-wrap items-center gap-2">
      {staff && isBookingEditable(booking.status) ? (
        <Button variant="outline" onClick={() => setEditOpen(true)}>
          <PencilIcon aria-hidden />
          Edit
        </Button>
      ) : null}
      {staff && actions.includes("confirm") ? (
        <Button
          loading={confirm.isPending}
          disabled={busy}
          onClick={() => confirm.mutate({ id: booking.id, version: booking.version })}
        >
          <CheckIcon aria-hidden />
          Confirm
        </Button>
      ) : null}
      {staff && actions.includes("complete") ? (
        <Button
          loading={complete.isPending}
          disabled={busy}
          onClick={() => complete.mutate({ id: booking.id, version: booking.version })}
        >
          <CheckCircle2Icon aria-hidden />
          Complete
        </Button>
      ) : null}
      {canCancel ? (
        <Button variant="outline" disabled={busy} onClick={() => setCancelOpen(true)}>
          <XCircleIcon aria-hidden className="text-destructive" />
          Cancel
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {editOpen ? <EditBookingDialog booking={booking} open={editOpen} onOpenChange={setEditOpen} /> : null}
        {cancelOpen ? (
          <CancelBookingDialog booking={booking} open={cancelOpen} onOpenChange={setCancelOpen} />
        ) : null}
      </Suspense>
    </div>
  );
}
