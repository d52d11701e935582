import { z } from "zod";
import type { Currency } from "../currency";
import { amountCentsSchema, amountTextSchema, currencySchema } from "../money";

export const SSR_DESCRIPTION_MAX = 500;
export const SSR_GDS_FORMAT_MAX = 200;
export const SSR_URL_MAX = 2000;
// 999 999.99 in any currency is far above any real SSR fee; larger values are typos.
export const SSR_PRICE_MAX_CENTS = 99_999_999;

/** What the catalogue was priced in before prices carried a currency (SPEC: "Price (USD)"), and new codes start with. */
export const DEFAULT_SSR_CURRENCY: Currency = "USD";
const EMPTY_PRICE_MESSAGE = "Enter a price (0 for free)";

export const ONLY_HTTP_LINKS_MESSAGE = "Only http and https links are allowed";

export const ssrCodeSchema = z
  .string({ error: "Code is required" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}$/, "Code must be exactly 4 letters A–Z");

export const ssrDescriptionSchema = z
  .string({ error: "Description is required" })
  .trim()
  .min(1, "Description is required")
  .max(SSR_DESCRIPTION_MAX, `Description must be at most ${SSR_DESCRIPTION_MAX} characters`);

export const priceCentsSchema = amountCentsSchema("Price", SSR_PRICE_MAX_CENTS);
/** A price as typed into a form ("12.50") → cents, with the API's messages. */
const priceTextSchema = amountTextSchema("Price", SSR_PRICE_MAX_CENTS, EMPTY_PRICE_MESSAGE);

export const gdsFormatSchema = z
  .string()
  .trim()
  .max(SSR_GDS_FORMAT_MAX, `GDS format must be at most ${SSR_GDS_FORMAT_MAX} characters`)
  .nullish()
  .transform((value) => value || null);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

// Links are rendered as <a href>, so javascript:, data: and friends must never get in.
export const airlineRulesUrlSchema = z
  .string()
  .trim()
  .max(SSR_URL_MAX, `Link must be at most ${SSR_URL_MAX} characters`)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isHttpUrl(value), ONLY_HTTP_LINKS_MESSAGE);

/** Create/update body for an SSR definition. Its default and airline prices are all in `currency`. */
export const ssrDefinitionInputSchema = z.object({
  code: ssrCodeSchema,
  description: ssrDescriptionSchema,
  defaultPriceCents: priceCentsSchema,
  currency: currencySchema,
  gdsFormatAmadeus: gdsFormatSchema,
  gdsFormatGalileo: gdsFormatSchema,
  isChargeable: z.boolean({ error: "Chargeable must be true or false" }),
  documentationRequired: z.boolean({ error: "Documentation required must be true or false" }),
  airlineRulesUrl: airlineRulesUrlSchema,
});

export type SsrDefinitionBody = z.input<typeof ssrDefinitionInputSchema>;
export type SsrDefinitionInput = z.output<typeof ssrDefinitionInputSchema>;
export type SsrDefinitionField = keyof SsrDefinitionInput;

/** The Add SSR form: the API's schema, with the price typed as text. */
export const ssrDefinitionFormSchema = ssrDefinitionInputSchema.extend({
  defaultPriceCents: priceTextSchema,
});
export type SsrDefinitionFormValues = z.input<typeof ssrDefinitionFormSchema>;

export const airlineCodeSchema = z
  .string({ error: "Airline code is required" })
  .trim()
  .toUpperCase()
  // Two-digit designators are never assigned, so at least one letter is required.
  .regex(/^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z])$/, "Airline code must be a 2-character IATA code");

export const ssrAirlinePriceSchema = z.object({
  airlineCode: airlineCodeSchema,
  priceCents: priceCentsSchema,
});

function refuseRepeatedAirlines(prices: readonly { airlineCode: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  prices.forEach((price, index) => {
    if (seen.has(price.airlineCode)) {
      ctx.addIssue({
        code: "custom",
        path: [index, "airlineCode"],
        message: `Airline ${price.airlineCode} is listed more than once`,
      });
    }
    seen.add(price.airlineCode);
  });
}

/** Per-airline price overrides for one SSR, in the SSR's currency; replaces the whole list. */
export const ssrPricingInputSchema = z.array(ssrAirlinePriceSchema).superRefine(refuseRepeatedAirlines);

export type SsrPricingInput = z.output<typeof ssrPricingInputSchema>;

/** The airline prices form: the same list with prices typed as text. */
export const ssrPricingFormSchema = z.object({
  pricing: z
    .array(z.object({ airlineCode: airlineCodeSchema, priceCents: priceTextSchema }))
    .superRefine(refuseRepeatedAirlines),
});
export type SsrPricingFormValues = z.input<typeof ssrPricingFormSchema>;
