import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "#domain/dates";
import { lockRate } from "../../features/exchange-rates/exchange-rates.service";
import { zoneAwayFromUtc } from "../../test/agency-zone";
import { withDemoDatabase } from "../../test/demo-database";
import { users } from "../schema/auth";
import { exchangeRates } from "../schema/invoices";
import {
  SEEDED_DAYS_AHEAD,
  SEEDED_DAYS_BACK,
  SEEDED_RATE_CURRENCIES,
  seedExchangeRates,
  seededRate,
} from "./seed-exchange-rates";

// An agency whose day is not UTC's now: the seeded days are counted from its today.
const timeZone = zoneAwayFromUtc();

const { database } = withDemoDatabase({ timeZone });

const DAYS = SEEDED_DAYS_BACK + SEEDED_DAYS_AHEAD + 1;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("seedExchangeRates", () => {
  it("gives USD and GBP a rate against EUR for every day from 600 days back to 30 ahead, set by the demo admin", async () => {
    const today = todayIn(timeZone);
    const result = (await database.db.execute(sql`
      select currency, count(*)::int as days, count(distinct rate_date)::int as distinct_days,
        to_char(min(rate_date), 'YYYY-MM-DD') as first, to_char(max(rate_date), 'YYYY-MM-DD') as last,
        max(rate_date) - min(rate_date) + 1 as span
      from exchange_rates group by currency order by currency`)) as unknown as {
      rows: {
        currency: string;
        days: number;
        distinct_days: number;
        first: string;
        last: string;
        span: number;
      }[];
    };
    expect(result.rows).toEqual(
      ["GBP", "USD"].map((currency) => ({
        currency,
        days: DAYS,
        distinct_days: DAYS,
        first: shift(today, -SEEDED_DAYS_BACK),
        last: shift(today, SEEDED_DAYS_AHEAD),
        span: DAYS,
      })),
    );
    const [admin] = await database.db.select().from(users).where(eq(users.email, "admin@itinera.local"));
    const setBy = await database.db.selectDistinct({ by: exchangeRates.updatedBy }).from(exchangeRates);
    expect(setBy).toEqual([{ by: admin!.id }]);
  });

  it("stores the same rates as seededRate, which depends on the date alone", async () => {
    const rows = await database.db.select().from(exchangeRates);
    for (const row of rows) {
      expect(Number(row.rate)).toBe(Number(seededRate(row.currency as "USD" | "GBP", row.rateDate)));
    }
    expect(seededRate("USD", "2026-03-01")).toBe(seededRate("USD", "2026-03-01"));
    expect(seededRate("USD", "2026-03-01")).not.toBe(seededRate("GBP", "2026-03-01"));
  });

  it("moves slowly and stays realistic", async () => {
    for (const currency of SEEDED_RATE_CURRENCIES) {
      const centre = currency === "USD" ? 0.92 : 1.17;
      let previous: number | null = null;
      for (let day = 0; day < 800; day++) {
        const rate = Number(seededRate(currency, shift("2025-01-01", day)));
        expect(Math.abs(rate / centre - 1)).toBeLessThan(0.06);
        if (previous !== null) expect(Math.abs(rate / previous - 1)).toBeLessThan(0.006);
        previous = rate;
      }
    }
  });

  it("lets a record of any seeded day lock its rate, and leaves rates an admin entered alone", async () => {
    const today = todayIn(timeZone);
    for (const date of [shift(today, -SEEDED_DAYS_BACK), today, shift(today, SEEDED_DAYS_AHEAD)]) {
      for (const currency of SEEDED_RATE_CURRENCIES) {
        const locked = await lockRate(database.db, {
          baseCurrency: "EUR",
          currency,
          date,
          amountCents: 100_000,
          path: "body.currency",
        });
        expect(locked.exchangeRate).toBe(`${seededRate(currency, date)}000000`);
      }
    }
    await database.db
      .update(exchangeRates)
      .set({ rate: "2" })
      .where(sql`currency = 'USD' and rate_date = ${today}::date`);
    expect(await seedExchangeRates(database.db, null, today)).toBe(DAYS * 2);
    const [kept] = await database.db
      .select()
      .from(exchangeRates)
      .where(sql`currency = 'USD' and rate_date = ${today}::date`);
    expect(kept?.rate).toBe("2.0000000000");
  });
});
