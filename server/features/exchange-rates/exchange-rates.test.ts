import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { todayIn } from "#domain/dates";
import { AppError } from "#domain/errors";
import { convertMinorUnits } from "#domain/exchange-rates/convert";
import {
  exchangeRateListSchema,
  exchangeRateSchema,
  lockedRecordListSchema,
  RANGE_BEFORE_FROM,
  RATE_FORMAT,
  RATE_REQUIRED,
  rateConfirmationSchema,
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

// Issue #31: these GBP rates of 2050 are this file's first GBP ones, and go before the next describe.
describe("asking before a jump or a replacement", () => {
  afterAll(async () => {
    await t.database.db.execute(
      sql`delete from exchange_rates where currency = 'GBP' and rate_date >= '2050-01-01'`,
    );
  });

  const gbp = (rateDate: string, rate: string, extra: object = {}) =>
    put(admin, { currency: "GBP", rateDate, rate, ...extra });
  const withIfMatch = (payload: object, version: number) =>
    t.app.inject({
      method: "PUT",
      url: "/api/exchange-rates",
      headers: { cookie: admin.cookie, origin: admin.origin, "if-match": `"${version}"` },
      payload,
    });
  const stored = async (date: string) =>
    (
      await t.database.db
        .select()
        .from(exchangeRates)
        .where(and(eq(exchangeRates.currency, "GBP"), eq(exchangeRates.rateDate, date)))
    )[0]?.rate ?? null;
  const confirmOf = (res: { json(): unknown }) =>
    rateConfirmationSchema.parse(
      (res.json() as { error: { details: { confirm: unknown } } }).error.details.confirm,
    );

  it("sets a currency's first rate without asking", async () => {
    const first = await gbp("2050-01-10", "1.17");
    expect(first.statusCode, first.body).toBe(200);
  });

  it("refuses a jump of more than 20% without confirmation, naming both rates, and writes nothing", async () => {
    const res = await gbp("2050-01-20", "1.60");
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: "CONFLICT",
      message:
        "1 GBP = 1.6000 EUR is 36.8% above the previous rate (1 GBP = 1.1700 EUR on 10 Jan 2050): confirm to set it",
    });
    expect(confirmOf(res)).toEqual({
      jump: { compared: { rateDate: "2050-01-10", rate: "1.1700000000" }, percent: 36.8, direction: "above" },
      replaces: null,
    });
    expect(await stored("2050-01-20")).toBeNull();
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "exchange_rate"), eq(auditLogs.entityId, "GBP:2050-01-20")));
    expect(audit).toEqual([]);
  });

  it("sets the jump once confirmed", async () => {
    const res = await gbp("2050-01-20", "1.60", { confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored("2050-01-20")).toBe("1.6000000000");
  });

  it("asks nothing within 20% of the previous rate, exactly 20% included", async () => {
    expect((await gbp("2050-01-25", "1.50")).statusCode).toBe(200);
    expect((await gbp("2050-01-28", "1.20")).statusCode).toBe(200);
  });

  it("compares a day before the currency's first rate with the next one", async () => {
    const res = await gbp("2050-01-05", "0.80");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "1 GBP = 0.8000 EUR is 31.7% below the next rate (1 GBP = 1.1700 EUR on 10 Jan 2050): confirm to set it",
    );
  });

  it("asks before replacing a day's rate without If-Match, naming the rate it replaces", async () => {
    const res = await gbp("2050-01-25", "1.52");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "25 Jan 2050 already has a rate (1 GBP = 1.5000 EUR); records that locked it keep it: confirm to replace it",
    );
    expect(confirmOf(res)).toMatchObject({
      jump: null,
      replaces: { currency: "GBP", rateDate: "2050-01-25", rate: "1.5000000000", version: 1 },
    });
    expect(await stored("2050-01-25")).toBe("1.5000000000");

    // If-Match names the rate the caller has seen: no question.
    const seen = await withIfMatch({ currency: "GBP", rateDate: "2050-01-25", rate: "1.52" }, 1);
    expect(seen.statusCode, seen.body).toBe(200);
    const confirmed = await gbp("2050-01-25", "1.53", { confirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await stored("2050-01-25")).toBe("1.5300000000");
  });

  it("still asks about a jump with If-Match, and names both questions without it", async () => {
    const jump = await withIfMatch({ currency: "GBP", rateDate: "2050-01-25", rate: "2.5" }, 3);
    expect(jump.statusCode).toBe(409);
    expect(confirmOf(jump)).toMatchObject({ jump: { percent: 56.3, direction: "above" }, replaces: null });
    const both = await gbp("2050-01-25", "2.5");
    expect(both.statusCode).toBe(409);
    expect(both.json().error.message).toBe(
      "1 GBP = 2.5000 EUR is 56.3% above the previous rate (1 GBP = 1.6000 EUR on 20 Jan 2050), and 25 Jan 2050 already has a rate (1 GBP = 1.5300 EUR); records that locked it keep it: confirm to replace it",
    );
    expect(await stored("2050-01-25")).toBe("1.5300000000");
  });

  it("refuses confirmed other than true, naming the field", async () => {
    const res = await gbp("2050-01-26", "1.5", { confirmed: "yes" });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res).map((i) => i.path)).toEqual(["body.confirmed"]);
  });

  it("is for admins, confirmed or not", async () => {
    const res = await put(agent, { currency: "GBP", rateDate: "2050-01-27", rate: "1.5", confirmed: true });
    expect(res.statusCode).toBe(403);
    expect(await stored("2050-01-27")).toBeNull();
  });
});

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

    const second = await put(admin, {
      currency: "USD",
      rateDate: "2031-03-02",
      rate: " 0.9315 ",
      confirmed: true,
    });
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
      await put(admin, { currency: "GBP", rateDate: "2031-04-01", rate: "1.18", confirmed: true });
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

    const confirmed = { confirmed: true };
    expect(
      (await put(admin, { currency: "USD", rateDate: "2033-06-10", rate: "1.5", ...confirmed })).statusCode,
    ).toBe(200);
    expect(
      (await put(admin, { currency: "USD", rateDate: "2033-06-12", rate: "2", ...confirmed })).statusCode,
    ).toBe(200);
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

// Issue #31: replacing a day's rate shows the records that locked it (they keep it).
describe("the records that locked a day's rate", () => {
  // A payment's number as its screens show it is its `reference` (PAY-000123).
  type Made = { id: string; number: string; reference?: string };
  let clientId: string;
  const made: Record<string, Made> = {};

  const invoice = async (currency: "USD" | "GBP", issueDate: string, unitPriceCents: number) => {
    const res = await call(agent, "POST", "/api/invoices", {
      clientId,
      currency,
      issueDate,
      dueDate: "2030-01-01",
      lines: [{ description: "Flights", quantity: 1, unitPriceCents }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Made;
  };
  const locked = async (who: Session | null, path: string) => call(who, "GET", `/api/exchange-rates/${path}`);
  const listed = async (path: string) => {
    const res = await locked(agent, path);
    expect(res.statusCode, res.body).toBe(200);
    return lockedRecordListSchema.parse(res.json());
  };

  beforeAll(async () => {
    const [owner] = await t.database.db.insert(clients).values({ name: "Locked Rates Ltd" }).returning();
    clientId = owner!.id;
    for (const [currency, rateDate, rate] of [
      ["USD", "2020-03-01", "0.90"],
      ["USD", "2020-03-10", "0.95"],
      ["GBP", "2020-01-01", "1.15"],
    ] as const) {
      const res = await put(admin, { currency, rateDate, rate });
      expect(res.statusCode, res.body).toBe(200);
    }
    made.first = await invoice("USD", "2020-03-02", 100_000);
    made.later = await invoice("USD", "2020-03-10", 50_000);
    made.pound = await invoice("GBP", "2020-03-05", 70_000);
    const paid = await call(agent, "POST", `/api/invoices/${made.first.id}/payments`, {
      amountCents: 40_000,
      paymentDate: "2020-03-05",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    made.payment = paid.json() as Made;
    const refunded = await call(admin, "POST", `/api/invoices/${made.first.id}/refunds`, {
      amountCents: 15_000,
      paymentDate: "2020-03-06",
      reason: "Seat not flown",
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    made.refund = refunded.json() as Made;
  });

  it("lists exactly the invoices, payments and refunds that locked the day's rate, oldest first", async () => {
    const page = await listed("USD/2020-03-01/locked");
    expect(page.rate).toMatchObject({ currency: "USD", rateDate: "2020-03-01", rate: "0.9000000000" });
    expect(page.total).toBe(3);
    expect(page.items).toEqual([
      {
        kind: "invoice",
        id: made.first!.id,
        number: made.first!.number,
        date: "2020-03-02",
        amountCents: 100_000,
        currency: "USD",
      },
      {
        kind: "payment",
        id: made.payment!.id,
        number: made.payment!.reference,
        date: "2020-03-05",
        amountCents: 40_000,
        currency: "USD",
      },
      {
        kind: "refund",
        id: made.refund!.id,
        number: made.refund!.reference,
        date: "2020-03-06",
        amountCents: -15_000,
        currency: "USD",
      },
    ]);
    // The next day's rate has its own: the invoice of 10 Mar, not the GBP one.
    const next = await listed("USD/2020-03-10/locked");
    expect(next.items.map((r) => r.id)).toEqual([made.later!.id]);
    expect((await listed("GBP/2020-01-01/locked")).items.map((r) => r.id)).toEqual([made.pound!.id]);
  });

  it("pages with the total, and answers an empty list for a day without a rate", async () => {
    const second = await listed("USD/2020-03-01/locked?page=2&pageSize=2");
    expect(second.total).toBe(3);
    expect(second.items.map((r) => r.kind)).toEqual(["refund"]);
    expect(await listed("USD/2020-03-01/locked?page=9&pageSize=2")).toMatchObject({ items: [], total: 3 });
    // With the rate a new one for the day would be compared with: the latest before it.
    expect(await listed("USD/2020-03-02/locked")).toEqual({
      rate: null,
      compared: { rateDate: "2020-03-01", rate: "0.9000000000" },
      items: [],
      total: 0,
    });
  });

  it("lists a credit note by the rate of its day, and no longer lists records once the day's rate is replaced", async () => {
    const today = todayIn(t.ctx.config.agencyTimeZone);
    expect((await put(admin, { currency: "USD", rateDate: "2025-01-01", rate: "0.93" })).statusCode).toBe(
      200,
    );
    const credit = await call(admin, "POST", `/api/invoices/${made.later!.id}/credit-notes`, {
      amountCents: 5_000,
      reason: "Goodwill",
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const note = credit.json() as Made;
    const ofDay = await listed("USD/2025-01-01/locked");
    expect(ofDay.items).toEqual([
      {
        kind: "credit_note",
        id: note.id,
        number: note.number,
        date: today,
        amountCents: 5_000,
        currency: "USD",
      },
    ]);

    // Replacing 1 Mar's rate: the records made so far keep 0.90, and only what locks the new rate is listed.
    const replaced = await put(admin, {
      currency: "USD",
      rateDate: "2020-03-01",
      rate: "0.91",
      confirmed: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await listed("USD/2020-03-01/locked")).total).toBe(0);
    const another = await invoice("USD", "2020-03-03", 10_000);
    expect((await listed("USD/2020-03-01/locked")).items.map((r) => r.id)).toEqual([another.id]);
  });

  it("names a bad currency or date, and is for staff", async () => {
    const bad = await locked(admin, "XYZ/2020-02-30/locked");
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad).map((i) => i.path)).toEqual(["params.currency", "params.date"]);
    expect((await locked(admin, "USD/2020-03-01/locked")).statusCode).toBe(200);
    expect((await locked(client, "USD/2020-03-01/locked")).statusCode).toBe(403);
    expect((await locked(null, "USD/2020-03-01/locked")).statusCode).toBe(401);
  });
});
