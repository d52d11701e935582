import { type FieldErrors, get, useFormContext } from "react-hook-form";
import { CURRENCIES, type Currency } from "#domain/currency";
import type { TripOfferItemFormValues } from "#domain/trip-offers/trip-offer-form.schema";
import {
  DEFAULT_OFFER_CURRENCY,
  tripOfferItemTypeLabels,
  tripOfferItemTypes,
} from "#domain/trip-offers/trip-offer-values";
import { FormSelectField } from "../../../components/form-select-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";

export const emptyItem = (currency: Currency = DEFAULT_OFFER_CURRENCY): TripOfferItemFormValues => ({
  type: "",
  content: "",
  price: "",
  currency,
});

/**
 * Type, description, price and currency of one offer item, inside a form's FormProvider. `name` is where
 * the item sits in the form ("items.0"; none when the form is the item); `label` prefixes the fields' names.
 */
export function OfferItemFields({ name, label }: { name?: `items.${number}`; label?: string }) {
  const { register, control, formState } = useFormContext();
  const path = (field: keyof TripOfferItemFormValues) => (name ? `${name}.${field}` : field);
  const errors: FieldErrors<TripOfferItemFormValues> =
    (name ? get(formState.errors, name) : formState.errors) ?? {};
  const text = (field: string) => (label ? `${label} ${field.toLowerCase()}` : field);
  return (
    <div className="grid gap-3 sm:grid-cols-[9rem_1fr_8rem_6rem]">
      <FormSelectField
        control={control}
        name={path("type")}
        label={text("Type")}
        required
        placeholder="Type"
        options={tripOfferItemTypes.map((t) => ({ value: t, label: tripOfferItemTypeLabels[t] }))}
      />
      <FormField label={text("Content")} required error={errors.content?.message}>
        <Input
          maxLength={2000}
          placeholder="e.g. Return flights LHR–LIS, economy"
          {...register(path("content"))}
        />
      </FormField>
      <FormField label={text("Price")} required error={errors.price?.message}>
        <Input inputMode="decimal" placeholder="0.00" {...register(path("price"))} />
      </FormField>
      <FormSelectField
        control={control}
        name={path("currency")}
        label={text("Currency")}
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
    </div>
  );
}
