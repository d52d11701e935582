import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeRateListSchema } from "#domain/exchange-rates/exchange-rate.schema";
import { STALE_MESSAGE } from "../../db/record-version";
import { auditLogs } from "../../db/schema/audit-logs";
import { createTestApp, type TestApp } from "../../test/test-app";

// Issue #11 (lost updates): a rate is changed in place, so it carries a version like every editable record.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signInAs"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(async () => {
  await t.close();
});

const call = (method: "PUT" | "DELETE" | "GET", url: string, payload?: object, ifMatch?: string) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, origin: admin.origin, ...(ifMatch ? { "if-match": ifMatch } : {}) },
    ...(payload ? { payload } : {}),
  });

const put = (payload: object, ifMatch?: string) => call("PUT", "/api/exchange-rates", payload, ifMatch);

/** The day's rate as the list answers it (the only read of a rate). */
async function listed(currency: "USD" | "GBP", date: string) {
  const res = await call("GET", `/api/exchange-rates?currency=${currency}&from=${date}&to=${date}`);
  return exchangeRateListSchema.parse(res.json()).items[0];
}

describe("a rate's version", () => {
  it("starts at 1, counts each change, and is answered as the ETag and in the list", async () => {
    const first = await put({ currency: "USD", rateDate: "2032-01-05", rate: "0.91" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(1);
    expect(first.headers.etag).toBe('"1"');
    const second = await put({ currency: "USD", rateDate: "2032-01-05", rate: "0.92" }, '"1"');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers.etag).toBe('"2"');
    expect(await listed("USD", "2032-01-05")).toMatchObject({ rate: "0.9200000000", version: 2 });
    // Without If-Match (or with *) the day's rate is still set once confirmed: PUT inserts or replaces.
    const confirmed = { confirmed: true };
    expect((await put({ currency: "USD", rateDate: "2032-01-05", rate: "0.93" })).statusCode).toBe(409);
    expect(
      (await put({ currency: "USD", rateDate: "2032-01-05", rate: "0.93", ...confirmed })).json().version,
    ).toBe(3);
    expect(
      (await put({ currency: "USD", rateDate: "2032-01-05", rate: "0.94", ...confirmed }, "*")).json()
        .version,
    ).toBe(4);
  });

  it("refuses a change from an older version with 412 and the rate as it is now; nothing is written", async () => {
    await put({ currency: "GBP", rateDate: "2032-01-06", rate: "1.17" });
    expect((await put({ currency: "GBP", rateDate: "2032-01-06", rate: "1.18" }, '"1"')).statusCode).toBe(
      200,
    );
    const stored = await listed("GBP", "2032-01-06");

    const stale = await put({ currency: "GBP", rateDate: "2032-01-06", rate: "1.25" }, '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toEqual({
      code: "PRECONDITION_FAILED",
      message: STALE_MESSAGE,
      details: { current: stored },
    });
    expect(await listed("GBP", "2032-01-06")).toEqual(stored);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "exchange_rate"), eq(auditLogs.entityId, "GBP:2032-01-06")));
    expect(audit).toHaveLength(2);
  });

  it("answers a malformed If-Match with a 400 naming the header", async () => {
    await put({ currency: "USD", rateDate: "2032-01-07", rate: "0.9" });
    for (const bad of ["1", '"abc"', '"1", "2"']) {
      const res = await put({ currency: "USD", rateDate: "2032-01-07", rate: "0.95" }, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.details.issues[0].path).toBe("headers.if-match");
    }
    expect(await listed("USD", "2032-01-07")).toMatchObject({ rate: "0.9000000000", version: 1 });
  });

  it("answers 404 to a change from a version of a rate someone removed, and does not set it again", async () => {
    await put({ currency: "USD", rateDate: "2032-01-08", rate: "0.9" });
    expect((await call("DELETE", "/api/exchange-rates/USD/2032-01-08")).statusCode).toBe(204);
    const res = await put({ currency: "USD", rateDate: "2032-01-08", rate: "0.95" }, '"1"');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("No USD rate on 8 Jan 2032: someone removed it");
    expect(await listed("USD", "2032-01-08")).toBeUndefined();
  });

  it("deletes only the version the If-Match names: a stale one is a 412 and the rate stays", async () => {
    await put({ currency: "GBP", rateDate: "2032-01-09", rate: "1.1" });
    await put({ currency: "GBP", rateDate: "2032-01-09", rate: "1.2" }, '"1"');
    const stored = await listed("GBP", "2032-01-09");
    const stale = await call("DELETE", "/api/exchange-rates/GBP/2032-01-09", undefined, '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.details.current).toEqual(stored);
    expect(await listed("GBP", "2032-01-09")).toEqual(stored);
    const current = await call("DELETE", "/api/exchange-rates/GBP/2032-01-09", undefined, '"2"');
    expect(current.statusCode, current.body).toBe(204);
    expect(await listed("GBP", "2032-01-09")).toBeUndefined();
  });

  it("lets exactly one of 50 concurrent changes from one version win, and keeps the winner's rate", async () => {
    await put({ currency: "USD", rateDate: "2032-01-10", rate: "0.9" });
    const rates = Array.from({ length: 50 }, (_, i) => `1.${String(i + 10).padStart(4, "0")}`);
    const answers = await Promise.all(
      rates.map((rate) => put({ currency: "USD", rateDate: "2032-01-10", rate }, '"1"')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(49);
    const winner = rates[statuses.indexOf(200)];
    expect(await listed("USD", "2032-01-10")).toMatchObject({ rate: `${winner}000000`, version: 2 });
  });
});
