import { sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import type { ExchangeRate, ExchangeRateListQuery } from "#domain/exchange-rates/exchange-rate.schema";
import { pageOffset } from "#domain/pagination.schema";
import type { DbOrTx } from "../../db/client";
import { browsePage, countTotal } from "../../kernel/list-pages";
import { defineList, type ListCall } from "../../kernel/list-query";
import { firstRow } from "../../kernel/rows";

type Row = ExchangeRate & { total?: number };
type Filter = "currency" | "from" | "to";

const COLUMNS = `k.currency, to_char(k.rate_date, 'YYYY-MM-DD') as "rateDate", k.rate::text as rate,
  to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
  u.name as "updatedByName", k.version`;

const rateList = defineList<"newest", Filter>({
  name: "exchange-rates.list",
  // Newest day first; on one day, currencies in code order (a day and a currency are the key).
  sorts: {
    newest: [
      { column: "rate_date", direction: "desc" },
      { column: "currency", direction: "asc" },
    ],
  },
  unique: ["currency"],
  filters: {
    currency: (p) => `r.currency = ${p}`,
    from: (p) => `r.rate_date >= ${p}::date`,
    to: (p) => `r.rate_date <= ${p}::date`,
  },
  // The count and one page together; a page past the end still answers the total.
  statement: (text) =>
    browsePage(text, {
      columns: `t.total, ${COLUMNS}`,
      total: countTotal("exchange_rates r", text.where),
      page: { columns: "r.*", from: "exchange_rates r", order: text.orderBy("r") },
      alias: "k",
      joins: `left join "user" u on u.id = k.updated_by`,
    }),
});

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

function callOf(
  query: ExchangeRateListQuery,
): ListCall<"newest", Filter, { kind: never }, null, { limit: number; offset: number }> {
  return {
    sort: "newest",
    order: "desc",
    filters: query,
    flags: null,
    head: { limit: query.pageSize, offset: pageOffset(query) },
  };
}

/** The query listExchangeRates runs (its tests pin the text). */
export const exchangeRateListQuery = (query: ExchangeRateListQuery) => rateList.query(callOf(query));

/** One page of rates, filtered by currency and date range, with their total: one round trip. */
export async function listExchangeRates(
  db: DbOrTx,
  query: ExchangeRateListQuery,
): Promise<{ items: ExchangeRate[]; total: number }> {
  const rows = await rateList.rowsOn<Row & { currency: Currency | null }>(db, callOf(query));
  const items = rows[0]?.currency ? rows.map(toRate) : [];
  return { items, total: Number(rows[0]?.total ?? 0) };
}

/** One currency's rate of one day, as the list shows it, or null. */
export async function readExchangeRate(
  db: DbOrTx,
  currency: Currency,
  date: string,
): Promise<ExchangeRate | null> {
  const row = await firstRow<Row>(
    db,
    sql`select ${sql.raw(COLUMNS)} from exchange_rates k left join "user" u on u.id = k.updated_by
      where k.currency = ${currency} and k.rate_date = ${date}::date`,
  );
  return row ? toRate(row) : null;
}
