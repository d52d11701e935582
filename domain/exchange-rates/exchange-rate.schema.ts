import { z } from "zod";
import { isIsoDate } from "../calendar-date";
import { CURRENCIES } from "../currency";
import { queryDateSchema, requiredDateSchema } from "../date.schema";
import { pageQuerySchema } from "../pagination.schema";
import { versionSchema } from "../record-version";

export const RATE_REQUIRED = "Enter a rate";
export const RATE_FORMAT = "Use a positive number with at most 10 decimals, e.g. 1.0850";
export const SAME_AS_BASE = "The base currency's rate is always 1";
export const RANGE_BEFORE_FROM = "The end of the range cannot be before its start";

/** A rate as decimal text (never a float): how many units of the base currency one unit buys. */
export const rateTextSchema = z
  .string({ error: RATE_REQUIRED })
  .trim()
  .min(1, RATE_REQUIRED)
  .regex(/^\d{1,10}(\.\d{1,10})?$/, RATE_FORMAT)
  .refine((value) => /[1-9]/.test(value), RATE_FORMAT);

/** PUT /api/exchange-rates (admin): sets one currency's rate for one day (insert or replace). */
export const exchangeRateUpsertSchema = z.object({
  currency: z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(", ")}` }),
  rateDate: requiredDateSchema("Date"),
  rate: rateTextSchema,
});
export type ExchangeRateUpsert = z.output<typeof exchangeRateUpsertSchema>;

export const exchangeRateListQuerySchema = pageQuerySchema
  .extend({
    currency: z.enum(CURRENCIES).optional(),
    from: queryDateSchema,
    to: queryDateSchema,
  })
  .superRefine((value, ctx) => {
    const { from, to } = value;
    if (from && to && isIsoDate(from) && isIsoDate(to) && to < from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: RANGE_BEFORE_FROM });
    }
  });
export type ExchangeRateListQuery = z.output<typeof exchangeRateListQuerySchema>;

/** DELETE /api/exchange-rates/:currency/:date (admin): one currency's rate of one day. */
export const exchangeRateKeySchema = z.object({
  currency: z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(", ")}` }),
  date: requiredDateSchema("Date"),
});
export type ExchangeRateKey = z.output<typeof exchangeRateKeySchema>;

export const exchangeRateSchema = z.object({
  currency: z.enum(CURRENCIES),
  rateDate: z.string(),
  /** Decimal text as stored ("1.0850000000"). */
  rate: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  version: versionSchema,
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRateListSchema = z.object({
  items: z.array(exchangeRateSchema),
  total: z.number().int().min(0),
  baseCurrency: z.enum(CURRENCIES),
});
export type ExchangeRateList = z.infer<typeof exchangeRateListSchema>;
