import { z } from "zod";
import { versionSchema } from "../record-version";

export const SSR_DESCRIPTION_MAX = 500;
export const SSR_GDS_FORMAT_MAX = 200;
export const SSR_URL_MAX = 2000;
// 999 999.99 in any currency is far above any real SSR fee; larger values are typos.
export const SSR_PRICE_MAX_CENTS = 99_999_999;

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

export const priceCentsSchema = z
  .number({ error: "Price is required" })
  .int("Price must be a whole number of cents")
  .min(0, "Price cannot be negative")
  .max(SSR_PRICE_MAX_CENTS, "Price is too large");

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

/** Create/update body for an SSR definition (API and web form). */
export const ssrDefinitionInputSchema = z.object({
  code: ssrCodeSchema,
  description: ssrDescriptionSchema,
  defaultPriceCents: priceCentsSchema,
  gdsFormatAmadeus: gdsFormatSchema,
  gdsFormatGalileo: gdsFormatSchema,
  isChargeable: z.boolean({ error: "Chargeable must be true or false" }),
  documentationRequired: z.boolean({ error: "Documentation required must be true or false" }),
  airlineRulesUrl: airlineRulesUrlSchema,
});

export type SsrDefinitionFormValues = z.input<typeof ssrDefinitionInputSchema>;
export type SsrDefinitionInput = z.output<typeof ssrDefinitionInputSchema>;
export type SsrDefinitionField = keyof SsrDefinitionInput;

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

export type SsrAirlinePrice = z.output<typeof ssrAirlinePriceSchema>;

/** Per-airline price overrides for one SSR; replaces the whole list. */
export const ssrPricingInputSchema = z.array(ssrAirlinePriceSchema).superRefine((prices, ctx) => {
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
});

export type SsrPricingInput = z.output<typeof ssrPricingInputSchema>;

export const ssrDefinitionSchema = ssrDefinitionInputSchema.extend({
  id: z.uuid(),
  version: versionSchema,
  updatedAt: z.iso.datetime({ offset: true }),
  pricing: z.array(ssrAirlinePriceSchema),
});

export type SsrDefinition = z.output<typeof ssrDefinitionSchema>;
