import { sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { AppError, fieldError } from "#domain/errors";
import {
  type ExchangeRate,
  type ExchangeRateKey,
  type ExchangeRateUpsert,
  SAME_AS_BASE,
} from "#domain/exchange-rates/exchange-rate.schema";
import { rateSentence } from "#domain/exchange-rates/rate-format";
import { rateConfirmationMessage, rateJump } from "#domain/exchange-rates/rate-jump";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { formatTripDate } from "#domain/trips/trip-format";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { exchangeRates } from "../../db/schema/invoices";
import type { Change } from "../../kernel/mutate";
import { rows } from "../../kernel/rows";
import { staffOnly } from "../../realtime/audience";
import { readExchangeRate } from "./exchange-rate-list.query";
import { comparedRate } from "./locked-records.query";

// Admins' changes to the day rates, run by the kernel (ctx.kernel.mutate); staff hear of them. Records
// already made keep the rate they locked (lockRate in exchange-rates.service.ts).

const ENTITY = "exchange_rate";

const rateEvent = (key: ExchangeRateKey, op: "insert" | "update" | "delete"): PublishedEvent => ({
  topic: topics.exchangeRates,
  id: `${key.currency}:${key.date}`,
  op,
  audience: staffOnly,
});

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
  const locked = await rows<{ found: number }>(
    tx,
    sql`
    select 1 as found from exchange_rates
    where currency = ${key.currency} and rate_date = ${key.date}::date
    for update`,
  );
  // Read after the lock: the version compared is the one this change replaces.
  const current = locked.length > 0 ? await readExchangeRate(tx, key.currency, key.date) : null;
  if (!current) {
    if (expected !== undefined) {
      throw new AppError(
        "NOT_FOUND",
        `No ${key.currency} rate on ${formatTripDate(key.date)}: someone removed it`,
      );
    }
    return null;
  }
  assertVersion(current, expected);
  return current;
}

/**
 * Refuses (409, `details.confirm` as rateConfirmationSchema) a rate not yet `confirmed` that jumps more than
 * RATE_JUMP_CONFIRM_PERCENT from the one it is compared with, or that replaces the day's rate without
 * If-Match (a caller sending one has seen the rate it replaces).
 */
async function askFirst(
  tx: DbOrTx,
  input: ExchangeRateUpsert,
  baseCurrency: Currency,
  previous: ExchangeRate | null,
  expected: number | undefined,
): Promise<void> {
  if (input.confirmed) return;
  const jump = rateJump(
    input.rate,
    await comparedRate(tx, { currency: input.currency, date: input.rateDate }),
  );
  const replaces = expected === undefined ? previous : null;
  const message = rateConfirmationMessage(input, baseCurrency, { jump, replaces });
  if (message) throw new AppError("CONFLICT", message, { confirm: { jump, replaces } });
}

/**
 * Sets one currency's rate of one day, inserting or replacing it; invoices already made keep theirs. With
 * `expected` (If-Match) it changes only that version of the day's rate: 412 when it moved on. A jump, or a
 * replacement without If-Match, waits for `confirmed` (askFirst).
 */
export async function setExchangeRate(
  { tx, user, audit, emit }: Change,
  input: ExchangeRateUpsert,
  baseCurrency: Currency,
  expected?: number,
): Promise<ExchangeRate> {
  if (input.currency === baseCurrency) throw fieldError("body.currency", SAME_AS_BASE);
  const previous = await lockedRate(tx, { currency: input.currency, date: input.rateDate }, expected);
  await askFirst(tx, input, baseCurrency, previous, expected);
  await tx.execute(sql`
    insert into exchange_rates (currency, rate_date, rate, updated_by, updated_at)
    values (${input.currency}, ${input.rateDate}::date, ${input.rate}::numeric, ${user?.id ?? null}, now())
    on conflict (currency, rate_date)
    do update set rate = excluded.rate, updated_by = excluded.updated_by, updated_at = now(),
      version = ${bumpVersion(exchangeRates.version)}`);
  const saved = await readExchangeRate(tx, input.currency, input.rateDate);
  if (!saved) throw new AppError("INTERNAL", "The rate was saved but could not be read back");
  const sentence = rateSentence(saved.currency, saved.rate, baseCurrency);
  await audit({
    action: previous === null ? "create" : "update",
    entity: ENTITY,
    entityId: `${saved.currency}:${saved.rateDate}`,
    summary:
      previous === null
        ? `Set the rate of ${formatTripDate(saved.rateDate)}: ${sentence}`
        : `Changed the rate of ${formatTripDate(saved.rateDate)} to ${sentence} (was ${rateSentence(saved.currency, previous.rate, baseCurrency)})`,
    details: {
      currency: saved.currency,
      rateDate: saved.rateDate,
      rate: saved.rate,
      previous: previous?.rate ?? null,
    },
  });
  emit(
    rateEvent({ currency: saved.currency, date: saved.rateDate }, previous === null ? "insert" : "update"),
  );
  return saved;
}

/** Removes one day's rate (with `expected`, only that version of it); records already made keep theirs. */
export async function removeExchangeRate(
  { tx, audit, emit }: Change,
  key: ExchangeRateKey,
  baseCurrency: Currency,
  expected?: number,
): Promise<void> {
  const current = await lockedRate(tx, key, expected);
  if (!current) throw new AppError("NOT_FOUND", `No ${key.currency} rate on ${formatTripDate(key.date)}`);
  await tx.execute(sql`
    delete from exchange_rates where currency = ${key.currency} and rate_date = ${key.date}::date`);
  await audit({
    action: "delete",
    entity: ENTITY,
    entityId: `${key.currency}:${key.date}`,
    summary: `Removed the rate of ${formatTripDate(key.date)}: ${rateSentence(key.currency, current.rate, baseCurrency)}`,
    details: { currency: key.currency, rateDate: key.date, rate: current.rate },
  });
  emit(rateEvent(key, "delete"));
}
