import { type SQL, sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import type { ExchangeRate, ExchangeRateListQuery } from "#domain/exchange-rates/exchange-rate.schema";
import { pageOffset } from "#domain/pagination.schema";
import type { DbOrTx } from "../../db/client";

type Row = ExchangeRate & { total?: number };

const COLUMNS = sql.raw(`k.currency, to_char(k.rate_date, 'YYYY-MM-DD') as "rateDate", k.rate::text as rate,
  to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
  u.name as "updatedByName", k.version`);

/** Newest day first; on one day, currencies in code order. */
const ORDER = (alias: string) => sql.raw(`${alias}.rate_date desc, ${alias}.currency asc`);

function toRate(row: Row): ExchangeRate {
  return {
    currency: row.currency,
    rateDate: row.rateDate,
    rate: row.rate,
    updatedAt: row.updatedAt,
    updatedByName: row.updatedByName ?? null,
    version: Number(row.version),
  };
}

/** One page of rates, filtered by currency and date range, with their total: one round trip. */
export async function listExchangeRates(
  db: DbOrTx,
  query: ExchangeRateListQuery,
): Promise<{ items: ExchangeRate[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.currency) conditions.push(sql`r.currency = ${query.currency}`);
  if (query.from) conditions.push(sql`r.rate_date >= ${query.from}::date`);
  if (query.to) conditions.push(sql`r.rate_date <= ${query.to}::date`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  // The count and one page together; a page past the end still answers the total.
  const result = (await db.execute(sql`
    select t.total, ${COLUMNS}
    from (select count(*)::int as total from exchange_rates r ${where}) t
    left join lateral (
      select r.* from exchange_rates r ${where} order by ${ORDER("r")}
      limit ${query.pageSize} offset ${pageOffset(query)}
    ) k on true
    left join "user" u on u.id = k.updated_by
    order by ${ORDER("k")}`)) as unknown as { rows: (Row & { currency: Currency | null })[] };
  const rows = result.rows;
  const items = rows[0]?.currency ? rows.map(toRate) : [];
  return { items, total: Number(rows[0]?.total ?? 0) };
}

/** One currency's rate of one day, as the list shows it, or null. */
export async function readExchangeRate(
  db: DbOrTx,
  currency: Currency,
  date: string,
): Promise<ExchangeRate | null> {
  const result = (await db.execute(sql`
    select ${COLUMNS} from exchange_rates k left join "user" u on u.id = k.updated_by
    where k.currency = ${currency} and k.rate_date = ${date}::date`)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  return row ? toRate(row) : null;
}
