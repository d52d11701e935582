import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  OFFER_DECLINE_REASON_MAX,
  type TripOffer,
  type TripOfferDeclineInput,
  tripOfferDeclineInputSchema,
} from "#domain/trip-offers/trip-offer.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { applyApiFieldErrors } from "../../../lib/form-errors";

/** The client declines a sent offer, with an optional reason for the agent. */
export function DeclineOfferDialog({
  offer,
  onDecline,
  busy,
  ...props
}: FormDialogProps & {
  offer: TripOffer;
  /** Rejects when the answer is refused, so the dialog can put the server's issues on its field. */
  onDecline: (reason: string | null) => Promise<void>;
  busy: boolean;
}) {
  const { register, handleSubmit, setError, formState } = useForm<
    TripOfferDeclineInput,
    unknown,
    { reason: string | null }
  >({ resolver: zodResolver(tripOfferDeclineInputSchema), defaultValues: { reason: "" } });
  const dialog = useFormDialog(props, { busy });
  return (
    <FormDialog
      {...dialog.frame}
      title={<>Decline {offer.title}?</>}
      description="Your agent sees your answer straight away. A reason helps them find a better offer."
      onSubmit={handleSubmit(async ({ reason }) => {
        try {
          await onDecline(reason);
        } catch (error) {
          // The toast says what went wrong (an offer that expired meanwhile); a reason refused goes by it.
          applyApiFieldErrors(error, setError, ["reason"]);
        }
      })}
    >
      <FormField label="Reason (optional)" error={formState.errors.reason?.message}>
        <Textarea maxLength={OFFER_DECLINE_REASON_MAX} {...register("reason")} />
      </FormField>
      <FormDialogFooter
        {...dialog.footer}
        errors={formState.errors}
        submitLabel="Decline offer"
        submitVariant="destructive"
      />
    </FormDialog>
  );
}
