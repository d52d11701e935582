import { sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { fieldError } from "#domain/errors";
import { convertMinorUnits } from "#domain/exchange-rates/convert";
import type { DbOrTx } from "../../db/client";

/** The rate a money record keeps: its base currency, the decimal rate, and its amount converted. */
export interface LockedRate {
  baseCurrency: Currency;
  exchangeRate: string;
  baseAmountCents: number;
}

/**
 * The rate of `date` for `currency` (the latest entered on or before that day), copied onto the record
 * being created so later rate edits never change it. The base currency's rate is always 1. Without any
 * rate on or before the day the create is refused, naming the field (`path`, e.g. "body.currency").
 */
export async function lockRate(
  tx: DbOrTx,
  input: { baseCurrency: Currency; currency: Currency; date: string; amountCents: number; path: string },
): Promise<LockedRate> {
  const { baseCurrency, currency, date, amountCents, path } = input;
  if (currency === baseCurrency) return { baseCurrency, exchangeRate: "1", baseAmountCents: amountCents };
  const result = (await tx.execute(sql`
    select rate::text as rate from exchange_rates
    where currency = ${currency} and rate_date <= ${date}::date
    order by rate_date desc limit 1`)) as unknown as { rows: { rate: string }[] };
  const rate = result.rows[0]?.rate;
  if (!rate) {
    throw fieldError(
      path,
      `No ${currency} exchange rate on or before ${date}: an admin enters one under Exchange rates`,
    );
  }
  return { baseCurrency, exchangeRate: rate, baseAmountCents: convertMinorUnits(amountCents, rate) };
}
