import { sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import type {
  ExchangeRateKey,
  LockedRecord,
  LockedRecordKind,
  LockedRecordList,
} from "#domain/exchange-rates/exchange-rate.schema";
import type { DayRate } from "#domain/exchange-rates/rate-jump";
import { type PageQuery, pageOffset } from "#domain/pagination.schema";
import { paymentReference } from "#domain/payments/payment-format";
import type { DbOrTx } from "../../db/client";
import { firstRow, rows } from "../../kernel/rows";
import { readExchangeRate } from "./exchange-rate-list.query";

type Row = {
  total: number;
  kind: LockedRecordKind | null;
  id: string;
  number: string;
  date: string;
  amountCents: string | number;
  currency: Currency;
};

/**
 * The records that took one day's current rate (lockRate picks the latest rate on or before a record's date):
 * invoices, credit notes, payments and refunds in that currency dated from that day up to the currency's
 * next rate day, whose locked rate is that day's. Oldest first, one page and the total in one round trip;
 * with the rate a new one for that day is compared with (comparedRate).
 */
export async function listLockedRecords(
  db: DbOrTx,
  key: ExchangeRateKey,
  page: PageQuery,
): Promise<LockedRecordList> {
  const [rate, compared] = await Promise.all([
    readExchangeRate(db, key.currency, key.date),
    comparedRate(db, key),
  ]);
  if (!rate) return { rate: null, compared, items: [], total: 0 };
  const found = await rows<Row>(
    db,
    sql`
    with day as (
      select d.rate, (
        select min(n.rate_date) from exchange_rates n
        where n.currency = d.currency and n.rate_date > d.rate_date) as next_day
      from exchange_rates d where d.currency = ${key.currency} and d.rate_date = ${key.date}::date
    ), locked as (
      select 'invoice' as kind, i.id, i.number, i.issue_date as on_day, i.amount_cents, i.currency
      from invoices i, day
      where i.currency = ${key.currency} and i.issue_date >= ${key.date}::date
        and (day.next_day is null or i.issue_date < day.next_day) and i.exchange_rate = day.rate
      union all
      select 'credit_note', c.id, c.number, c.issue_date, c.amount_cents, c.currency
      from credit_notes c, day
      where c.currency = ${key.currency} and c.issue_date >= ${key.date}::date
        and (day.next_day is null or c.issue_date < day.next_day) and c.exchange_rate = day.rate
      union all
      select case when p.amount_cents < 0 then 'refund' else 'payment' end, p.id, p.number::text,
        p.payment_date, p.amount_cents, p.currency
      from payments p, day
      where p.currency = ${key.currency} and p.payment_date >= ${key.date}::date
        and (day.next_day is null or p.payment_date < day.next_day) and p.exchange_rate = day.rate
    )
    select t.total, l.kind, l.id, l.number, to_char(l.on_day, 'YYYY-MM-DD') as date,
      l.amount_cents as "amountCents", l.currency
    from (select count(*)::int as total from locked) t
    left join lateral (
      select * from locked order by on_day, kind, number limit ${page.pageSize} offset ${pageOffset(page)}
    ) l on true`,
  );
  // Past the last page the total still comes back, on a row with no record.
  const items: LockedRecord[] = found.flatMap(({ kind, ...row }) =>
    kind === null
      ? []
      : [
          {
            kind,
            id: row.id,
            number:
              kind === "payment" || kind === "refund" ? paymentReference(Number(row.number)) : row.number,
            date: row.date,
            amountCents: Number(row.amountCents),
            currency: row.currency,
          },
        ],
  );
  return { rate, compared, items, total: Number(found[0]?.total ?? 0) };
}

/**
 * The currency's rate a new one for `date` is compared with: the latest before that day, else the first
 * after it (the currency's first rate has neither: null).
 */
export async function comparedRate(db: DbOrTx, key: ExchangeRateKey): Promise<DayRate | null> {
  const row = await firstRow<DayRate>(
    db,
    sql`
    select to_char(rate_date, 'YYYY-MM-DD') as "rateDate", rate::text as rate from exchange_rates
    where currency = ${key.currency} and rate_date <> ${key.date}::date
    order by rate_date < ${key.date}::date desc, abs(rate_date - ${key.date}::date)
    limit 1`,
  );
  return row ?? null;
}
