import { sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { AppError, fieldError } from "#domain/errors";
import { convertMinorUnits } from "#domain/exchange-rates/convert";
import {
  type ExchangeRate,
  type ExchangeRateKey,
  type ExchangeRateList,
  type ExchangeRateListQuery,
  type ExchangeRateUpsert,
  SAME_AS_BASE,
} from "#domain/exchange-rates/exchange-rate.schema";
import { rateSentence } from "#domain/exchange-rates/rate-format";
import { topics } from "#domain/realtime/topics";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion } from "../../db/record-version";
import { staffOnly } from "../../realtime/audience";
import { listExchangeRates, readExchangeRate } from "./exchange-rate-list.query";

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

/**
 * Locks one day's rate for the change about to be made and checks it is still the version the change
 * starts from (`expected`, from If-Match): null when the day has no rate, which a versioned change
 * cannot start from (someone removed it), so that one is a 404.
 */
async function lockedRate(
  tx: DbOrTx,
  key: ExchangeRateKey,
  expected: number | undefined,
): Promise<ExchangeRate | null> {
  const locked = (await tx.execute(sql`
    select 1 from exchange_rates
    where currency = ${key.currency} and rate_date = ${key.date}::date
    for update`)) as unknown as { rows: unknown[] };
  // Read after the lock: the version compared is the one this change replaces.
  const current = locked.rows.length > 0 ? await readExchangeRate(tx, key.currency, key.date) : null;
  if (!current) {
    if (expected !== undefined) {
      throw new AppError("NOT_FOUND", `No ${key.currency} rate on ${key.date}: someone removed it`);
    }
    return null;
  }
  assertVersion(current, expected);
  return current;
}

const ENTITY = "exchange_rate";

/** Rates as admins enter them (one per currency and day against BASE_CURRENCY); staff read them. */
export function createExchangeRatesService(ctx: AppContext) {
  const { db } = ctx;
  const baseCurrency = ctx.config.baseCurrency;

  const publish = (key: ExchangeRateKey, op: "insert" | "update" | "delete") =>
    ctx.hub.publish({
      topic: topics.exchangeRates,
      id: `${key.currency}:${key.date}`,
      op,
      audience: staffOnly,
    });

  return {
    baseCurrency,

    async list(query: ExchangeRateListQuery): Promise<ExchangeRateList> {
      return { ...(await listExchangeRates(db, query)), baseCurrency };
    },

    /**
     * Sets one currency's rate of one day, inserting or replacing it; invoices already made keep theirs.
     * With `expected` (If-Match) it changes only that version of the day's rate: 412 when it moved on.
     */
    async upsert(user: SessionUser, input: ExchangeRateUpsert, expected?: number): Promise<ExchangeRate> {
      if (input.currency === baseCurrency) throw fieldError("body.currency", SAME_AS_BASE);
      const { saved, op } = await db.transaction(async (tx) => {
        const previous = await lockedRate(tx, { currency: input.currency, date: input.rateDate }, expected);
        await tx.execute(sql`
          insert into exchange_rates (currency, rate_date, rate, updated_by, updated_at)
          values (${input.currency}, ${input.rateDate}::date, ${input.rate}::numeric, ${user.id}, now())
          on conflict (currency, rate_date)
          do update set rate = excluded.rate, updated_by = excluded.updated_by, updated_at = now(),
            version = exchange_rates.version + 1`);
        const saved = await readExchangeRate(tx, input.currency, input.rateDate);
        if (!saved) throw new AppError("INTERNAL", "The rate was saved but could not be read back");
        const sentence = rateSentence(saved.currency, saved.rate, baseCurrency);
        await writeAudit(tx, {
          userId: user.id,
          action: previous === null ? "create" : "update",
          entity: ENTITY,
          entityId: `${saved.currency}:${saved.rateDate}`,
          summary:
            previous === null
              ? `Set the rate of ${saved.rateDate}: ${sentence}`
              : `Changed the rate of ${saved.rateDate} to ${sentence} (was ${rateSentence(saved.currency, previous.rate, baseCurrency)})`,
          details: {
            currency: saved.currency,
            rateDate: saved.rateDate,
            rate: saved.rate,
            previous: previous?.rate ?? null,
          },
        });
        return { saved, op: previous === null ? ("insert" as const) : ("update" as const) };
      });
      await publish({ currency: saved.currency, date: saved.rateDate }, op);
      return saved;
    },

    /** Removes one day's rate (with `expected`, only that version of it); records already made keep theirs. */
    async remove(user: SessionUser, key: ExchangeRateKey, expected?: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockedRate(tx, key, expected);
        if (!current) throw new AppError("NOT_FOUND", `No ${key.currency} rate on ${key.date}`);
        await tx.execute(sql`
          delete from exchange_rates where currency = ${key.currency} and rate_date = ${key.date}::date`);
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: ENTITY,
          entityId: `${key.currency}:${key.date}`,
          summary: `Removed the rate of ${key.date}: ${rateSentence(key.currency, current.rate, baseCurrency)}`,
          details: { currency: key.currency, rateDate: key.date, rate: current.rate },
        });
      });
      await publish(key, "delete");
    },
  };
}
