import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import type { BookingDetail, BookingUpdate } from "#domain/bookings/booking.schema";
import { type BookingUpdateFormValues, bookingUpdateFormSchema } from "#domain/bookings/booking-form.schema";
import { formatMinor } from "#domain/money";
import { formatMoney } from "#domain/money-format";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { NotesField } from "../../../components/notes-field";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useUpdateBooking } from "../api/update-booking";
import { ParticipantsField } from "./participants-field";
import { TotalPreview } from "./total-preview";

const fieldNames: FieldPath<BookingUpdateFormValues>[] = [
  "participantIds",
  "travelDate",
  "notes",
  "totalCents",
  "totalAdjustmentReason",
];

function valuesOf(booking: BookingDetail): BookingUpdateFormValues {
  const byHand = booking.totalAdjustmentReason !== null;
  return {
    participantIds: booking.travellers.map((t) => t.id),
    travelDate: booking.travelDate,
    notes: booking.notes ?? "",
    changeTotal: byHand,
    totalCents: byHand || !booking.packageId ? formatMinor(booking.totalCents) : "",
    totalAdjustmentReason: booking.totalAdjustmentReason ?? "",
  };
}

/**
 * Edit Booking (staff): who travels, the travel date, notes, and the total by hand with a reason. A
 * package booking's total otherwise follows its participants at the price it was booked at.
 */
export function EditBookingDialog({
  booking,
  ...props
}: FormDialogProps & {
  booking: BookingDetail;
}) {
  const { open } = props;
  const update = useUpdateBooking();
  const form = useForm<BookingUpdateFormValues, unknown, BookingUpdate>({
    resolver: zodResolver(bookingUpdateFormSchema),
    defaultValues: valuesOf(booking),
  });
  const { register, control, reset, formState, watch } = form;
  const errors = formState.errors;
  const edit = useRecordEdit(open, booking, (record) => reset(valuesOf(record ?? booking)));
  const [changeTotal, participantIds] = watch(["changeTotal", "participantIds"]);

  const dialog = useFormDialog(props, { busy: update.isPending, edit });
  const submit = dialog.submit(form, fieldNames, (input) =>
    update.mutateAsync({ id: booking.id, input, version: edit.version ?? booking.version }),
  );

  const what = booking.packageTitle ?? booking.tripTitle ?? "";
  return (
    <FormDialog
      {...dialog.frame}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
      title="Edit Booking"
      description={
        <>
          {booking.reference}: {what} for {booking.clientName}.
        </>
      }
      onSubmit={submit}
    >
      <Controller
        control={control}
        name="participantIds"
        render={({ field }) => (
          <ParticipantsField
            clientId={booking.clientId}
            enabled={open}
            value={field.value}
            onChange={field.onChange}
            error={errors.participantIds?.message ?? errors.participantIds?.root?.message}
          />
        )}
      />
      <FormField label="Travel date" required error={errors.travelDate?.message}>
        <Input type="date" {...register("travelDate")} />
      </FormField>
      {booking.packageId && !changeTotal ? (
        <TotalPreview
          unitPriceCents={booking.unitPriceCents ?? 0}
          discountPercent={booking.discountPercent}
          participants={participantIds.length}
          currency={booking.currency}
        />
      ) : null}
      <Controller
        control={control}
        name="changeTotal"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="booking-change-total"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor="booking-change-total" className="font-normal">
              {booking.packageId ? "Set the total by hand" : "Change the total"} (now{" "}
              {formatMoney(booking.totalCents, booking.currency)})
            </Label>
          </div>
        )}
      />
      {changeTotal ? (
        <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
          <FormField label={`Total (${booking.currency})`} required error={errors.totalCents?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register("totalCents")} />
          </FormField>
          <FormField label="Reason" required error={errors.totalAdjustmentReason?.message}>
            <Input autoComplete="off" {...register("totalAdjustmentReason")} />
          </FormField>
        </div>
      ) : null}
      <NotesField rows={2} error={errors.notes?.message} {...register("notes")} />
      <FormDialogFooter {...dialog.footer} errors={errors} submitLabel="Save Changes" />
    </FormDialog>
  );
}
