import { PlusIcon, XIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { OFFER_ITEMS_MAX, type TripOfferItemInput } from "#domain/trip-offers/trip-offer.schema";
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
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { useCreateTripOffer } from "../api/create-trip-offer";
import {
  emptyItem,
  type ItemDraft,
  type ItemErrors,
  OfferItemFields,
  validateItem,
} from "./offer-item-fields";

/** A new offer for the trip: its destination and its items; it is sent to the client at once, valid 3 days. */
export function CreateOfferDialog({
  tripId,
  open,
  onOpenChange,
}: {
  tripId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateTripOffer(tripId);
  const [title, setTitle] = useState("");
  const [items, setItems] = useState<ItemDraft[]>([emptyItem()]);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [itemErrors, setItemErrors] = useState<ItemErrors[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nextTitleError = title.trim() === "" ? "Title is required" : undefined;
    const checked = items.map(validateItem);
    const errors = checked.map((c) => ("errors" in c ? c.errors : {}));
    setTitleError(nextTitleError);
    setItemErrors(errors);
    if (nextTitleError || checked.some((c) => "errors" in c)) return;
    try {
      await create.mutateAsync({
        title,
        items: checked.map((c) => (c as { item: TripOfferItemInput }).item),
      });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError) setTitleError(error.fieldErrors.title);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Create offer</DialogTitle>
          <DialogDescription>
            The offer is sent to the client straight away and can be accepted for 3 days.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Destination or title" required error={titleError}>
            <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-medium text-sm">Items</legend>
            {items.map((item, index) => (
              // Rows have no identity of their own until they are sent; their position is it.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <div key={index} className="flex items-start gap-2 rounded-md border p-3">
                <div className="min-w-0 flex-1">
                  <OfferItemFields
                    label={`Item ${index + 1}`}
                    value={item}
                    errors={itemErrors[index]}
                    onChange={(next) => setItems((all) => all.map((it, i) => (i === index ? next : it)))}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-6"
                  aria-label={`Remove item ${index + 1}`}
                  disabled={items.length === 1}
                  onClick={() => {
                    setItems((all) => all.filter((_, i) => i !== index));
                    setItemErrors((all) => all.filter((_, i) => i !== index));
                  }}
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
                disabled={items.length >= OFFER_ITEMS_MAX}
                onClick={() => setItems((all) => [...all, emptyItem(all.at(-1)?.currency)])}
              >
                <PlusIcon aria-hidden />
                Another item
              </Button>
            </div>
          </fieldset>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={create.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Send offer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
