import { sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { fieldError } from "#domain/errors";
import { convertMinorUnits } from "#domain/exchange-rates/convert";
import type {
  ExchangeRateKey,
  ExchangeRateList,
  ExchangeRateListQuery,
  LockedRecordList,
} from "#domain/exchange-rates/exchange-rate.schema";
import type { PageQuery } from "#domain/pagination.schema";
import { formatTripDate } from "#domain/trips/trip-format";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { firstRow } from "../../kernel/rows";
import { listExchangeRates } from "./exchange-rate-list.query";
import { listLockedRecords } from "./locked-records.query";

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
  const found = await firstRow<{ rate: string }>(
    tx,
    sql`
    select rate::text as rate from exchange_rates
    where currency = ${currency} and rate_date <= ${date}::date
    order by rate_date desc limit 1`,
  );
  const rate = found?.rate;
  if (!rate) {
    throw fieldError(
      path,
      `No ${currency} exchange rate on or before ${formatTripDate(date)}: an admin enters one under Exchange rates`,
    );
  }
  return { baseCurrency, exchangeRate: rate, baseAmountCents: convertMinorUnits(amountCents, rate) };
}

/**
 * Rates as admins enter them (one per currency and day against BASE_CURRENCY); staff read them. Admins set
 * and remove them through the use cases in exchange-rate.changes.ts, run by the routes via ctx.kernel.mutate.
 */
export function createExchangeRatesService(ctx: AppContext) {
  const { db } = ctx;
  const baseCurrency = ctx.config.baseCurrency;

  return {
    baseCurrency,

    async list(query: ExchangeRateListQuery): Promise<ExchangeRateList> {
      return { ...(await listExchangeRates(db, query)), baseCurrency };
    },

    /** The day's rate and the money records that locked it. */
    locked(key: ExchangeRateKey, page: PageQuery): Promise<LockedRecordList> {
      return listLockedRecords(db, key, page);
    },
  };
}
