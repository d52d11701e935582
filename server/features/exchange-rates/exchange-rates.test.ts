import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AppError } from "#domain/errors";
import { convertMinorUnits } from "#domain/exchange-rates/convert";
import {
  exchangeRateListSchema,
  exchangeRateSchema,
  RANGE_BEFORE_FROM,
  RATE_FORMAT,
  RATE_REQUIRED,
  SAME_AS_BASE,
} from "#domain/exchange-rates/exchange-rate.schema";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { clients } from "../../db/schema/clients";
import { exchangeRates, invoices } from "../../db/schema/invoices";
import { clientViewer, listenAs } from "../../test/hub-listeners";
import { createTestApp, staffViewer, type TestApp } from "../../test/test-app";
import { lockRate } from "./exchange-rates.service";

let t: TestApp;
type Session = Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Session;
let agent: Session;
let client: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  agent = await t.signInAs("agent");
  client = await t.signInAs("client");
});
afterAll(async () => {
  await t.close();
});

const call = (who: Session | null, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as "GET",
    url,
    headers: who ? { cookie: who.cookie, origin: who.origin } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const put = (who: Session, payload: unknown) => call(who, "PUT", "/api/exchange-rates", payload);
const issuesOf = (res: { json(): unknown }) =>
  (res.json() as { error: { details: { issues: { path: string; message: string }[] } } }).error.details
    .issues;

describe("setting a rate", () => {
  it("inserts, then replaces, one currency's rate of one day, with audit rows and who changed it", async () => {
    const first = await put(admin, { currency: "USD", rateDate: "2031-03-02", rate: "0.92" });
    expect(first.statusCode, first.body).toBe(200);
    const saved = exchangeRateSchema.parse(first.json());
    expect(saved).toMatchObject({
      currency: "USD",
      rateDate: "2031-03-02",
      rate: "0.9200000000",
      updatedByName: "Test admin",
    });
    expect(saved.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const second = await put(admin, { currency: "USD", rateDate: "2031-03-02", rate: " 0.9315 " });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ rate: "0.9315000000" });
    const rows = await t.database.db
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, "USD"), eq(exchangeRates.rateDate, "2031-03-02")));
    expect(rows).toHaveLength(1);

    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "exchange_rate"), eq(auditLogs.entityId, "USD:2031-03-02")))
      .orderBy(auditLogs.createdAt);
    expect(audit.map((a) => [a.action, a.summary, a.userId])).toEqual([
      ["create", "Set the rate of 2 Mar 2031: 1 USD = 0.9200 EUR", admin.userId],
      [
        "update",
        "Changed the rate of 2 Mar 2031 to 1 USD = 0.9315 EUR (was 1 USD = 0.9200 EUR)",
        admin.userId,
      ],
    ]);
  });

  it("refuses the base currency on body.currency, and bad rates and dates naming the field", async () => {
    const base = await put(admin, { currency: "EUR", rateDate: "2031-03-02", rate: "1" });
    expect(base.statusCode).toBe(400);
    expect(issuesOf(base)).toEqual([{ path: "body.currency", message: SAME_AS_BASE }]);

    const cases: [unknown, string, string][] = [
      [{ currency: "USD", rateDate: "2031-03-02", rate: "" }, "body.rate", RATE_REQUIRED],
      [{ currency: "USD", rateDate: "2031-03-02" }, "body.rate", RATE_REQUIRED],
      [{ currency: "USD", rateDate: "2031-03-02", rate: "0" }, "body.rate", RATE_FORMAT],
      [{ currency: "USD", rateDate: "2031-03-02", rate: "-1" }, "body.rate", RATE_FORMAT],
      [{ currency: "USD", rateDate: "2031-03-02", rate: "1e3" }, "body.rate", RATE_FORMAT],
      [{ currency: "USD", rateDate: "2031-03-02", rate: "1.12345678901" }, "body.rate", RATE_FORMAT],
      [{ currency: "USD", rateDate: "2031-03-02", rate: 0.92 }, "body.rate", RATE_REQUIRED],
      [
        { currency: "USD", rateDate: "2031-02-30", rate: "1" },
        "body.rateDate",
        "Use a real date as YYYY-MM-DD",
      ],
      [{ currency: "USD", rateDate: "", rate: "1" }, "body.rateDate", "Date is required"],
      [
        { currency: "CHF", rateDate: "2031-03-02", rate: "1" },
        "body.currency",
        "Currency must be one of EUR, USD, GBP",
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await put(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuesOf(res), JSON.stringify(payload)).toContainEqual({ path, message });
    }
    const [{ n }] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from exchange_rates where rate_date = '2031-02-28'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it("is for admins: agents read, clients and strangers do not", async () => {
    expect((await put(agent, { currency: "USD", rateDate: "2031-03-03", rate: "1" })).statusCode).toBe(403);
    expect((await call(agent, "GET", "/api/exchange-rates")).statusCode).toBe(200);
    expect((await call(client, "GET", "/api/exchange-rates")).statusCode).toBe(403);
    expect((await call(null, "GET", "/api/exchange-rates")).statusCode).toBe(401);
    expect((await call(agent, "DELETE", "/api/exchange-rates/USD/2031-03-02")).statusCode).toBe(403);
  });

  it("tells staff after each change, and no client", async () => {
    const { heard, stop } = listenAs(t, {
      staff: staffViewer,
      client: clientViewer({ userId: client.userId, clientId: null }),
    });
    try {
      await put(admin, { currency: "GBP", rateDate: "2031-04-01", rate: "1.17" });
      await put(admin, { currency: "GBP", rateDate: "2031-04-01", rate: "1.18" });
      await call(admin, "DELETE", "/api/exchange-rates/GBP/2031-04-01");
      const ofIt = (events: RealtimeEvent[]) => events.filter((e) => e.id === "GBP:2031-04-01");
      await vi.waitFor(
        () =>
          expect(ofIt(heard.staff)).toEqual([
            { topic: "exchange-rates", id: "GBP:2031-04-01", op: "insert" },
            { topic: "exchange-rates", id: "GBP:2031-04-01", op: "update" },
            { topic: "exchange-rates", id: "GBP:2031-04-01", op: "delete" },
          ]),
        { timeout: 10_000 },
      );
      expect(heard.client.filter((e) => e.topic === "exchange-rates")).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe("removing a rate", () => {
  it("deletes one day's rate with an audit row; a second delete is a 404", async () => {
    await put(admin, { currency: "GBP", rateDate: "2031-05-05", rate: "1.1650" });
    const removed = await call(admin, "DELETE", "/api/exchange-rates/GBP/2031-05-05");
    expect(removed.statusCode, removed.body).toBe(204);
    const again = await call(admin, "DELETE", "/api/exchange-rates/GBP/2031-05-05");
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe("No GBP rate on 5 May 2031");
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, "GBP:2031-05-05"), eq(auditLogs.action, "delete")));
    expect(audit.map((a) => a.summary)).toEqual(["Removed the rate of 5 May 2031: 1 GBP = 1.1650 EUR"]);
  });

  it("names a bad currency or date in the path", async () => {
    const res = await call(admin, "DELETE", "/api/exchange-rates/XYZ/2031-13-01");
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res).map((i) => i.path)).toEqual(["params.currency", "params.date"]);
  });
});

describe("the list", () => {
  beforeAll(async () => {
    for (const [currency, rateDate, rate] of [
      ["USD", "2032-01-01", "0.9100"],
      ["GBP", "2032-01-01", "1.1600"],
      ["USD", "2032-01-02", "0.9150"],
      ["GBP", "2032-01-02", "1.1650"],
      ["USD", "2032-01-03", "0.9200"],
    ] as const) {
      const res = await put(admin, { currency, rateDate, rate });
      expect(res.statusCode).toBe(200);
    }
  });

  const list = async (query: string) => {
    const res = await call(agent, "GET", `/api/exchange-rates?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return exchangeRateListSchema.parse(res.json());
  };

  it("lists newest first (currencies in order on one day) with the base currency and who changed each", async () => {
    const page = await list("from=2032-01-01&to=2032-01-31");
    expect(page.baseCurrency).toBe("EUR");
    expect(page.total).toBe(5);
    expect(page.items.map((r) => `${r.rateDate} ${r.currency} ${r.rate}`)).toEqual([
      "2032-01-03 USD 0.9200000000",
      "2032-01-02 GBP 1.1650000000",
      "2032-01-02 USD 0.9150000000",
      "2032-01-01 GBP 1.1600000000",
      "2032-01-01 USD 0.9100000000",
    ]);
    expect(page.items.every((r) => r.updatedByName === "Test admin")).toBe(true);
  });

  it("filters by currency and date range, and pages with the total in one answer", async () => {
    const usd = await list("currency=USD&from=2032-01-02&to=2032-01-03");
    expect(usd.items.map((r) => r.rateDate)).toEqual(["2032-01-03", "2032-01-02"]);
    expect(usd.total).toBe(2);
    const second = await list("from=2032-01-01&to=2032-01-31&page=2&pageSize=2");
    expect(second.items.map((r) => `${r.rateDate} ${r.currency}`)).toEqual([
      "2032-01-02 USD",
      "2032-01-01 GBP",
    ]);
    expect(second.total).toBe(5);
    const past = await list("from=2032-01-01&to=2032-01-31&page=9&pageSize=2");
    expect(past).toMatchObject({ items: [], total: 5 });
    const none = await list("from=2040-01-01");
    expect(none).toMatchObject({ items: [], total: 0, baseCurrency: "EUR" });
  });

  it("refuses a range that ends before it starts, and bad filters", async () => {
    const backwards = await call(agent, "GET", "/api/exchange-rates?from=2032-01-03&to=2032-01-01");
    expect(backwards.statusCode).toBe(400);
    expect(issuesOf(backwards)).toEqual([{ path: "query.to", message: RANGE_BEFORE_FROM }]);
    const bad = await call(agent, "GET", "/api/exchange-rates?currency=XYZ&from=2032-02-31&pageSize=500");
    expect(bad.statusCode).toBe(400);
    expect(
      issuesOf(bad)
        .map((i) => i.path)
        .sort(),
    ).toEqual(["query.currency", "query.from", "query.pageSize"]);
  });
});

describe("lockRate", () => {
  beforeAll(async () => {
    for (const [currency, rateDate, rate] of [
      ["USD", "2033-06-01", "0.9000"],
      ["USD", "2033-06-10", "0.9500"],
      ["GBP", "2033-06-05", "1.2000"],
    ] as const) {
      expect((await put(admin, { currency, rateDate, rate })).statusCode).toBe(200);
    }
  });

  const lock = (currency: "EUR" | "USD" | "GBP", date: string, amountCents = 10_000) =>
    lockRate(t.database.db, { baseCurrency: "EUR", currency, date, amountCents, path: "body.currency" });

  it("takes the latest rate on or before the day", async () => {
    expect(await lock("USD", "2033-06-01")).toEqual({
      baseCurrency: "EUR",
      exchangeRate: "0.9000000000",
      baseAmountCents: 9_000,
    });
    expect((await lock("USD", "2033-06-09")).exchangeRate).toBe("0.9000000000");
    expect((await lock("USD", "2033-06-10")).exchangeRate).toBe("0.9500000000");
    expect((await lock("USD", "2034-01-01", 12_345)).baseAmountCents).toBe(11_728); // 11727.75
    expect((await lock("GBP", "2033-06-07", -5_000)).baseAmountCents).toBe(-6_000);
  });

  it("keeps the base currency at 1 without reading any rate", async () => {
    expect(await lock("EUR", "1999-01-01", 4_321)).toEqual({
      baseCurrency: "EUR",
      exchangeRate: "1",
      baseAmountCents: 4_321,
    });
  });

  it("refuses a day before any rate with a 400 naming the field it was given", async () => {
    // This file's first GBP rate is of 2031: nothing on or before the last day of 2030.
    const refusal = await lock("GBP", "2030-12-31").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(400);
    expect((refusal as AppError).details).toEqual({
      issues: [
        {
          path: "body.currency",
          message: "No GBP exchange rate on or before 31 Dec 2030: an admin enters one under Exchange rates",
        },
      ],
    });
  });

  it("never changes an invoice already made when its day's rate is edited or removed", async () => {
    const [owner] = await t.database.db.insert(clients).values({ name: "Rate Lock Ltd" }).returning();
    const created = await call(agent, "POST", "/api/invoices", {
      clientId: owner!.id,
      currency: "USD",
      issueDate: "2033-06-12",
      dueDate: "2033-07-12",
      lines: [{ description: "Flights", quantity: 1, unitPriceCents: 250_000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json() as {
      id: string;
      baseCurrency: string;
      exchangeRate: string;
      baseAmountCents: number;
    };
    // The latest rate on or before the issue date: 2033-06-10's.
    expect(invoice).toMatchObject({
      baseCurrency: "EUR",
      exchangeRate: "0.9500000000",
      baseAmountCents: 237_500,
    });

    expect((await put(admin, { currency: "USD", rateDate: "2033-06-10", rate: "1.5" })).statusCode).toBe(200);
    expect((await put(admin, { currency: "USD", rateDate: "2033-06-12", rate: "2" })).statusCode).toBe(200);
    expect((await lock("USD", "2033-06-12", 250_000)).baseAmountCents).toBe(500_000);
    expect((await call(admin, "DELETE", "/api/exchange-rates/USD/2033-06-12")).statusCode).toBe(204);
    const after = await call(agent, "GET", `/api/invoices/${invoice.id}`);
    expect(after.json()).toMatchObject({ exchangeRate: "0.9500000000", baseAmountCents: 237_500 });
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ exchangeRate: "0.9500000000", baseAmountCents: 237_500 });
  });
});

describe("conversion parity", () => {
  it("rounds exactly as PostgreSQL's round(amount * rate) on numeric", async () => {
    const rates = [
      "0.5",
      "0.1",
      "1.0850000000",
      "0.9212345678",
      "1.1712000001",
      "0.0000000001",
      "3.3333333333",
    ];
    const amounts = [
      0, 1, -1, 3, -3, 5, 15, -25, 1_005, 12_345, -12_345, 99_999, 5_000_000_000, 9_999_999_999,
    ];
    const pairs = rates.flatMap((rate) => amounts.map((amount) => ({ amount, rate })));
    const result = (await t.database.db.execute(sql`
      select round(a::numeric * r::numeric)::text as rounded
      from unnest(${`{${pairs.map((p) => p.amount).join(",")}}`}::bigint[],
        ${`{${pairs.map((p) => p.rate).join(",")}}`}::text[]) with ordinality as x(a, r, i)
      order by i`)) as unknown as { rows: { rounded: string }[] };
    expect(result.rows.map((row) => Number(row.rounded))).toEqual(
      pairs.map(({ amount, rate }) => convertMinorUnits(amount, rate)),
    );
  });
});
