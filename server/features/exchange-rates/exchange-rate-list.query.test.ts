import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { exchangeRateListQuerySchema } from "#domain/exchange-rates/exchange-rate.schema";
import { readableText } from "../../kernel/statements";
import { exchangeRateListQuery } from "./exchange-rate-list.query";

const dialect = new PgDialect();
const query = (input: Record<string, unknown>) => exchangeRateListQuerySchema.parse(input);
const pinned = (input: Record<string, unknown>) => {
  const { sql, params } = dialect.sqlToQuery(exchangeRateListQuery(query(input)));
  return { text: readableText(sql), values: params };
};

// The statement text decides the plan: a change to the list builder that changes it must show here.
describe("the exchange rates list's statement", () => {
  it("counts and pages every rate, newest day first", () => {
    expect(pinned({})).toMatchInlineSnapshot(`
      {
        "text": "select t.total, k.currency, to_char(k.rate_date, 'YYYY-MM-DD') as "rateDate", k.rate::text as rate, to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", u.name as "updatedByName", k.version
      from (select count(*)::int as total
      from exchange_rates r) t
      left join lateral (select r.*
      from exchange_rates r
      order by r.rate_date desc, r.currency asc limit $1 offset $2) k on true
      left join "user" u on u.id = k.updated_by
      order by k.rate_date desc, k.currency asc",
        "values": [
          25,
          0,
        ],
      }
    `);
  });

  it("filters on a currency and a range of days", () => {
    expect(pinned({ currency: "USD", from: "2026-01-01", to: "2026-02-01" })).toMatchInlineSnapshot(`
      {
        "text": "select t.total, k.currency, to_char(k.rate_date, 'YYYY-MM-DD') as "rateDate", k.rate::text as rate, to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", u.name as "updatedByName", k.version
      from (select count(*)::int as total
      from exchange_rates r
      where r.currency = $1 and r.rate_date >= $2::date and r.rate_date <= $3::date) t
      left join lateral (select r.*
      from exchange_rates r
      where r.currency = $4 and r.rate_date >= $5::date and r.rate_date <= $6::date
      order by r.rate_date desc, r.currency asc limit $7 offset $8) k on true
      left join "user" u on u.id = k.updated_by
      order by k.rate_date desc, k.currency asc",
        "values": [
          "USD",
          "2026-01-01",
          "2026-02-01",
          "USD",
          "2026-01-01",
          "2026-02-01",
          25,
          0,
        ],
      }
    `);
  });
});
