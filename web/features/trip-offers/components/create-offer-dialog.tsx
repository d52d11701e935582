import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon, XIcon } from "lucide-react";
import { type FieldPath, FormProvider, useFieldArray, useForm } from "react-hook-form";
import { OFFER_ITEMS_MAX, OFFER_TITLE_MAX } from "#domain/trip-offers/trip-offer.schema";
import {
  type TripOfferFormOutput,
  type TripOfferFormValues,
  tripOfferFormSchema,
} from "#domain/trip-offers/trip-offer-form.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useCreateTripOffer } from "../api/create-trip-offer";
import { emptyItem, OfferItemFields } from "./offer-item-fields";

/** A new offer for the trip: its destination and its items; it is sent to the client at once, valid 3 days. */
export function CreateOfferDialog({
  tripId,
  ...props
}: FormDialogProps & {
  tripId: string;
}) {
  const create = useCreateTripOffer(tripId);
  const form = useForm<TripOfferFormValues, unknown, TripOfferFormOutput>({
    resolver: zodResolver(tripOfferFormSchema),
    defaultValues: { title: "", items: [emptyItem()] },
  });
  const { register, control, getValues, formState } = form;
  const items = useFieldArray({ control, name: "items" });

  const dialog = useFormDialog(props, { busy: create.isPending });
  // A failure keeps the offer as typed.
  const submit = dialog.submit(form, ["title", "items"] as FieldPath<TripOfferFormValues>[], (input) =>
    create.mutateAsync(input),
  );

  return (
    <FormProvider {...form}>
      <FormDialog
        {...dialog.frame}
        className="sm:max-w-3xl"
        title="Create offer"
        description="The offer is sent to the client straight away and can be accepted for 3 days."
        onSubmit={submit}
      >
        <FormField label="Destination or title" required error={formState.errors.title?.message}>
          <Input maxLength={OFFER_TITLE_MAX} {...register("title")} />
        </FormField>
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-medium text-sm">Items</legend>
          {items.fields.map((item, index) => (
            <div key={item.id} className="flex items-start gap-2 rounded-md border p-3">
              <div className="min-w-0 flex-1">
                <OfferItemFields name={`items.${index}`} label={`Item ${index + 1}`} />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={`Remove item ${index + 1}`}
                disabled={items.fields.length === 1}
                onClick={() => items.remove(index)}
              >
                <XIcon aria-hidden />
              </Button>
            </div>
          ))}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={items.fields.length >= OFFER_ITEMS_MAX}
              onClick={() => items.append(emptyItem(getValues("items").at(-1)?.currency))}
            >
              <PlusIcon aria-hidden />
              Another item
            </Button>
          </div>
        </fieldset>
        <FormDialogFooter {...dialog.footer} errors={formState.errors} submitLabel="Send offer" />
      </FormDialog>
    </FormProvider>
  );
}
