import { z } from "zod";
import { isIsoDate } from "../calendar-date";
import { CURRENCIES } from "../currency";
import { queryDateSchema, requiredDateSchema } from "../date.schema";
import { pageOf, pageQuerySchema } from "../pagination.schema";
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
  /**
   * Sent once the user agreed: a rate jumping more than RATE_JUMP_CONFIRM_PERCENT from the one before it, or
   * one replacing the day's rate without If-Match, is otherwise answered 409 with `rateConfirmationSchema`.
   */
  confirmed: z.literal(true, { error: "Send confirmed as true, or leave it out" }).optional(),
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

const dayRateSchema = z.object({ rateDate: z.string(), rate: z.string() });

/**
 * The 409's `details.confirm` when PUT /api/exchange-rates needs `confirmed: true`: the jump from the rate it
 * is compared with (rate-jump.ts), and the day's rate it would replace; either may be null.
 */
export const rateConfirmationSchema = z.object({
  jump: z
    .object({
      compared: dayRateSchema,
      percent: z.number(),
      direction: z.enum(["above", "below"]),
    })
    .nullable(),
  replaces: exchangeRateSchema.nullable(),
});
export type RateConfirmation = z.infer<typeof rateConfirmationSchema>;

export const lockedRecordKinds = ["invoice", "credit_note", "payment", "refund"] as const;
export type LockedRecordKind = (typeof lockedRecordKinds)[number];
export const lockedRecordKindLabels: Record<LockedRecordKind, string> = {
  invoice: "Invoice",
  credit_note: "Credit note",
  payment: "Payment",
  refund: "Refund",
};

/** An invoice, credit note, payment or refund that copied a day's rate when it was made. */
export const lockedRecordSchema = z.object({
  kind: z.enum(lockedRecordKinds),
  id: z.string(),
  /** As the record's own screens show it: INV-202611-0001, CN-…, PAY-000123. */
  number: z.string(),
  /** The date its rate was taken for: an issue date or a payment date. */
  date: z.string(),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export type LockedRecord = z.infer<typeof lockedRecordSchema>;

/**
 * GET /api/exchange-rates/:currency/:date/locked: the day's rate (null when it has none), the records that
 * locked it, and the rate a new one for that day is compared with (rate-jump.ts), so a form asks the
 * server's questions before it saves.
 */
export const lockedRecordListSchema = pageOf(lockedRecordSchema).extend({
  rate: exchangeRateSchema.nullable(),
  compared: dayRateSchema.nullable(),
});
export type LockedRecordList = z.infer<typeof lockedRecordListSchema>;
