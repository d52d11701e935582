import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import type { BookingDetail, BookingUpdate } from "#domain/bookings/booking.schema";
import { type BookingUpdateFormValues, bookingUpdateFormSchema } from "#domain/bookings/booking-form.schema";
import { formatMinor } from "#domain/money";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { formatMoney } from "../../../lib/format-money";
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
  open,
  onOpenChange,
}: {
  booking: BookingDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateBooking();
  const form = useForm<BookingUpdateFormValues, unknown, BookingUpdate>({
    resolver: zodResolver(bookingUpdateFormSchema),
    defaultValues: valuesOf(booking),
  });
  const { register, control, handleSubmit, reset, setError, formState, watch } = form;
  const errors = formState.errors;
  const edit = useRecordEdit(open, booking, (record) => reset(valuesOf(record ?? booking)));
  const [changeTotal, participantIds] = watch(["changeTotal", "participantIds"]);

  const submit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync({ id: booking.id, input, version: edit.version ?? booking.version });
      onOpenChange(false);
    } catch (error) {
      edit.saveFailed(error, setError, fieldNames);
    }
  });

  const what = booking.packageTitle ?? booking.tripTitle ?? "";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={update.isPending}
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
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={2} {...register("notes")} />
      </FormField>
      <FormDialogFooter
        errors={errors}
        edit={edit}
        busy={update.isPending}
        onCancel={() => onOpenChange(false)}
        submitLabel="Save Changes"
      />
    </FormDialog>
  );
}
