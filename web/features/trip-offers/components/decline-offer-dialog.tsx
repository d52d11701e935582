import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  OFFER_DECLINE_REASON_MAX,
  type TripOffer,
  type TripOfferDeclineInput,
  tripOfferDeclineInputSchema,
} from "#domain/trip-offers/trip-offer.schema";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { applyApiFieldErrors } from "../../../lib/form-errors";

/** The client declines a sent offer, with an optional reason for the agent. */
export function DeclineOfferDialog({
  offer,
  open,
  onOpenChange,
  onDecline,
  busy,
}: {
  offer: TripOffer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rejects when the answer is refused, so the dialog can put the server's issues on its field. */
  onDecline: (reason: string | null) => Promise<void>;
  busy: boolean;
}) {
  const { register, handleSubmit, setError, formState } = useForm<
    TripOfferDeclineInput,
    unknown,
    { reason: string | null }
  >({ resolver: zodResolver(tripOfferDeclineInputSchema), defaultValues: { reason: "" } });
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline {offer.title}?</DialogTitle>
          <DialogDescription>
            Your agent sees your answer straight away. A reason helps them find a better offer.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
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
          <FormRootError errors={formState.errors} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={busy}>
              Decline offer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
