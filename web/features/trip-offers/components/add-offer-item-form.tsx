import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import type { TripOffer, TripOfferItemInput } from "#domain/trip-offers/trip-offer.schema";
import {
  type TripOfferItemFormValues,
  tripOfferItemFormSchema,
} from "#domain/trip-offers/trip-offer-form.schema";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useAddTripOfferItem } from "../api/add-trip-offer-item";
import { emptyItem, OfferItemFields } from "./offer-item-fields";

/** One more item for an open offer, in the offer's last currency. */
export function AddOfferItemForm({
  tripId,
  offer,
  onDone,
}: {
  tripId: string;
  offer: TripOffer;
  onDone: () => void;
}) {
  const add = useAddTripOfferItem(tripId);
  const form = useForm<TripOfferItemFormValues, unknown, TripOfferItemInput>({
    resolver: zodResolver(tripOfferItemFormSchema),
    defaultValues: emptyItem(offer.items.at(-1)?.currency),
  });
  const submit = form.handleSubmit(async (item) => {
    try {
      await add.mutateAsync({ offerId: offer.id, item });
      onDone();
    } catch (error) {
      // The toast says why; the item stays for another try.
      applyApiFieldErrors(error, form.setError, ["type", "content", "currency"]);
    }
  });
  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={`New item for ${offer.title}`}
        className="grid gap-3 rounded-md border p-3"
      >
        <OfferItemFields label="New item" />
        <FormRootError errors={form.formState.errors} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" loading={add.isPending}>
            Add item
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
