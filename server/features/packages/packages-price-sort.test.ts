import { beforeAll, describe, expect, it } from "vitest";
import { type PackageListItem, packageListItemSchema } from "#domain/packages/package.schema";
import { pageOf } from "#domain/pagination.schema";
import { exchangeRates } from "../../db/schema/invoices";
import { makePackage } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";
import type { Session } from "../../test/trip-fixtures";

// sort=price orders by the price in the base currency at the agency's today's rate (issue #31). The base is
// GBP here, not the default EUR, so nothing may take EUR for the base.
const { t, cast, call } = withCastApp({
  config: { BASE_CURRENCY: "GBP", AGENCY_TIME_ZONE: "Europe/Lisbon" },
});
const ids: Record<string, string> = {};
const page = pageOf(packageListItemSchema);

async function listed(query: string, session: Session = cast.agent) {
  const res = await call(session, "GET", `/api/packages?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json());
}

const titles = async (query: string, session?: Session) =>
  (await listed(query, session)).items.map((p) => p.title);

/** Every page of `query` at `pageSize`, one after the other. */
async function paged(query: string, pageSize: number): Promise<string[]> {
  const all: string[] = [];
  for (let n = 1; ; n++) {
    const { items, total } = await listed(`${query}&pageSize=${pageSize}&page=${n}`);
    expect(total).toBe(8);
    if (items.length === 0) return all;
    all.push(...items.map((p) => p.title));
  }
}

/** Titles of packages of one price and currency, in their id order (the tie-breaker), ascending. */
const byId = (...names: string[]) => names.sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1));

const rate = (currency: "EUR" | "USD" | "GBP", rateDate: string, value: string) =>
  t.database.db.insert(exchangeRates).values({ currency, rateDate, rate: value });

beforeAll(async () => {
  for (const [title, priceCents, currency] of [
    ["Euro 100", 10_001, "EUR"],
    ["Euro 120", 12_000, "EUR"],
    ["Pound 85", 8_500, "GBP"],
    ["Pound Twin", 8_500, "GBP"],
    ["Pound 90", 9_000, "GBP"],
    ["Pound 105", 10_500, "GBP"],
    ["Dollar 130", 13_000, "USD"],
    ["Dollar 60", 6_000, "USD"],
  ] as const) {
    ids[title] = await makePackage(t, { title, priceCents, currency });
  }
  // EUR: an older rate, the latest on or before today (0.85), and one not in force yet.
  await rate("EUR", "2020-01-01", "0.80");
  await rate("EUR", "2020-06-01", "0.85");
  await rate("EUR", "2099-01-01", "2.00");
  // USD only from a day to come: no rate yet today. A row for the base currency is never its rate (1 is).
  await rate("USD", "2099-01-01", "0.10");
  await rate("GBP", "2020-01-01", "3.00");
});

describe("the catalogue sorted by price, before USD has a rate", () => {
  it("orders by the price in GBP, and puts the packages without a rate last in both directions", async () => {
    // In GBP: the two Pounds 85, Euro 100 85.0085, Pound 90, Euro 120 102.00, Pound 105; then the dollars
    // by their own price.
    const priced = [...byId("Pound 85", "Pound Twin"), "Euro 100", "Pound 90", "Euro 120", "Pound 105"];
    expect(await titles("sort=price")).toEqual([...priced, "Dollar 60", "Dollar 130"]);
    expect(await titles("sort=price&order=desc")).toEqual([...priced.reverse(), "Dollar 130", "Dollar 60"]);
  });

  it("pages the packages without a rate like the others", async () => {
    expect(await paged("sort=price", 3)).toEqual(await titles("sort=price"));
    expect(await paged("sort=price&order=desc", 3)).toEqual(await titles("sort=price&order=desc"));
  });

  it("answers each price in the base currency, rounded to a penny, or null without a rate", async () => {
    const { items } = await listed("sort=price&pageSize=25");
    const base = Object.fromEntries(items.map((p: PackageListItem) => [p.title, p.basePriceCents]));
    expect(base).toEqual({
      "Euro 100": 8_501, // 100.01 × 0.85 = 85.0085
      "Pound 85": 8_500,
      "Pound Twin": 8_500,
      "Pound 90": 9_000,
      "Euro 120": 10_200,
      "Pound 105": 10_500,
      "Dollar 130": null,
      "Dollar 60": null,
    });
    expect(new Set(items.map((p) => p.baseCurrency))).toEqual(new Set(["GBP"]));
    // The other sorts answer the same converted prices.
    const byTitle = await listed("sort=title");
    expect(byTitle.items.find((p) => p.title === "Euro 120")?.basePriceCents).toBe(10_200);
  });
});

describe("the catalogue sorted by price, once every currency has a rate", () => {
  beforeAll(async () => {
    await rate("USD", "2020-03-01", "0.75");
  });

  // In GBP: Dollar 60 45.00, the Pounds 85, Euro 100, Pound 90, Dollar 130 97.50, Euro 120, Pound 105.
  const ascending = () => [
    "Dollar 60",
    ...byId("Pound 85", "Pound Twin"),
    "Euro 100",
    "Pound 90",
    "Dollar 130",
    "Euro 120",
    "Pound 105",
  ];

  it("gives the base-currency order both ways, not the order of the minor units", async () => {
    expect(await titles("sort=price")).toEqual(ascending());
    expect(await titles("sort=price&order=desc")).toEqual(ascending().reverse());
  });

  it("pages without a package twice or missing, through the tie", async () => {
    for (const size of [1, 2, 3, 5]) {
      expect(await paged("sort=price", size)).toEqual(ascending());
      expect(await paged("sort=price&order=desc", size)).toEqual(ascending().reverse());
    }
  });

  it("keeps the order when searching, and for a client user", async () => {
    expect(await titles("search=lisbon&sort=price")).toEqual(ascending());
    expect(await titles("search=lisbon&sort=price&order=desc")).toEqual(ascending().reverse());
    expect(await titles("sort=price", cast.clientA)).toEqual(ascending());
    expect(await titles("sort=price&order=desc&status=active", cast.clientA)).toEqual(ascending().reverse());
  });
});
