import { formatMinor, safeParseMoney } from "#domain/money";
import type { SsrDefinitionField } from "#domain/ssr/ssr-definition.schema";
import { SSR_PRICE_MAX_CENTS } from "#domain/ssr/ssr-definition.schema";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Integer cents → "$12.50" (formatting only: the division never feeds back into arithmetic). */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** What the price input starts with when a row is edited: "12.50". */
export const priceInputValue = (cents: number) => formatMinor(cents);

/** A typed price → cents, or the message to show next to the field. */
export function parsePriceInput(text: string): { ok: true; cents: number } | { ok: false; error: string } {
  const result = safeParseMoney(text);
  if (!result.ok)
    return { ok: false, error: text.trim() === "" ? "Enter a price (0 for free)" : result.error };
  if (result.value > SSR_PRICE_MAX_CENTS) return { ok: false, error: "Price is too large" };
  return { ok: true, cents: result.value };
}

export const fieldLabels: Record<SsrDefinitionField, string> = {
  code: "Code",
  description: "Description",
  defaultPriceCents: "Price",
  gdsFormatAmadeus: "Amadeus format",
  gdsFormatGalileo: "Galileo format",
  isChargeable: "Chargeable",
  documentationRequired: "Docs required",
  airlineRulesUrl: "Airline rules link",
};

/** A field's value as the preview shows it. */
export function displayValue(field: SsrDefinitionField, value: string | number | boolean | null): string {
  if (value === null || value === "") return "empty";
  if (field === "defaultPriceCents" && typeof value === "number") return formatUsd(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}
