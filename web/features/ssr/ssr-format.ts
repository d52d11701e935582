import { CURRENCIES } from "#domain/currency";
import { formatMinor } from "#domain/money";
import type { SsrDefinitionField } from "#domain/ssr/ssr-definition.schema";

/** What a price input starts with when a form opens on stored cents: "12.50". */
export const priceInputValue = (cents: number) => formatMinor(cents);

export const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

export const fieldLabels: Record<SsrDefinitionField, string> = {
  code: "Code",
  description: "Description",
  defaultPriceCents: "Price",
  currency: "Currency",
  gdsFormatAmadeus: "Amadeus format",
  gdsFormatGalileo: "Galileo format",
  isChargeable: "Chargeable",
  documentationRequired: "Docs required",
  airlineRulesUrl: "Airline rules link",
};

/** A field's value as the import preview shows it; a price change is a plain amount (its currency is its own field). */
export function displayValue(field: SsrDefinitionField, value: string | number | boolean | null): string {
  if (value === null || value === "") return "empty";
  if (field === "defaultPriceCents" && typeof value === "number") return formatMinor(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}
