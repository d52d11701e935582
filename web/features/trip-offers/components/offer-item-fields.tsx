import { safeParseMoney } from "#domain/money";
import {
  OFFER_PRICE_MAX_CENTS,
  type TripOfferItemInput,
  tripOfferItemInputSchema,
} from "#domain/trip-offers/trip-offer.schema";
import {
  DEFAULT_OFFER_CURRENCY,
  type OfferCurrency,
  offerCurrencies,
  type TripOfferItemType,
  tripOfferItemTypeLabels,
  tripOfferItemTypes,
} from "#domain/trip-offers/trip-offer-values";
import { SelectField } from "../../../components/select-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";

/** One item as typed: the price is text until it is checked. */
export interface ItemDraft {
  type: TripOfferItemType | "";
  content: string;
  price: string;
  currency: OfferCurrency;
}
export type ItemErrors = Partial<Record<"type" | "content" | "priceCents" | "currency", string>>;

export const emptyItem = (currency: OfferCurrency = DEFAULT_OFFER_CURRENCY): ItemDraft => ({
  type: "",
  content: "",
  price: "",
  currency,
});

/** The draft → the API's item, checked with the API's schema; or the errors per field. */
export function validateItem(draft: ItemDraft): { item: TripOfferItemInput } | { errors: ItemErrors } {
  const errors: ItemErrors = {};
  const price = safeParseMoney(draft.price);
  if (!price.ok)
    errors.priceCents = draft.price.trim() === "" ? "Enter a price (0 if included)" : price.error;
  else if (price.value > OFFER_PRICE_MAX_CENTS) errors.priceCents = "Price is too large";
  const result = tripOfferItemInputSchema.safeParse({
    type: draft.type,
    content: draft.content,
    priceCents: price.ok ? price.value : 0,
    currency: draft.currency,
  });
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof ItemErrors;
    errors[field] ??= field === "type" ? "Choose a type" : issue.message;
  }
  if (!result.success || Object.keys(errors).length > 0) return { errors };
  return { item: result.data };
}

/** Type, description, price and currency of one offer item. `label` prefixes the fields' names for screen readers. */
export function OfferItemFields({
  value,
  onChange,
  errors = {},
  label,
}: {
  value: ItemDraft;
  onChange: (next: ItemDraft) => void;
  errors?: ItemErrors;
  label?: string;
}) {
  const set = <K extends keyof ItemDraft>(field: K, next: ItemDraft[K]) =>
    onChange({ ...value, [field]: next });
  const name = (text: string) => (label ? `${label} ${text.toLowerCase()}` : text);
  return (
    <div className="grid gap-3 sm:grid-cols-[9rem_1fr_8rem_6rem]">
      <SelectField
        label={name("Type")}
        required
        value={value.type}
        onChange={(next) => set("type", next as TripOfferItemType)}
        placeholder="Type"
        options={tripOfferItemTypes.map((t) => ({ value: t, label: tripOfferItemTypeLabels[t] }))}
        error={errors.type}
      />
      <FormField label={name("Content")} required error={errors.content}>
        <Input
          value={value.content}
          maxLength={2000}
          placeholder="e.g. Return flights LHR–LIS, economy"
          onChange={(e) => set("content", e.target.value)}
        />
      </FormField>
      <FormField label={name("Price")} required error={errors.priceCents}>
        <Input
          inputMode="decimal"
          value={value.price}
          placeholder="0.00"
          onChange={(e) => set("price", e.target.value)}
        />
      </FormField>
      <SelectField
        label={name("Currency")}
        value={value.currency}
        onChange={(next) => set("currency", next as OfferCurrency)}
        options={offerCurrencies.map((c) => ({ value: c, label: c }))}
        error={errors.currency}
      />
    </div>
  );
}
