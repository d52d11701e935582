import { and, eq, sql } from "drizzle-orm";
import Papa from "papaparse";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  INVOICE_REQUIRED,
  PAYMENT_EXCEEDS_BALANCE,
  type Payment,
  paymentListSchema,
  paymentSchema,
  REFUND_EXCEEDS_PAID,
  REFUND_REASON_REQUIRED,
} from "#domain/payments/payment.schema";
import { PAYMENT_CSV_COLUMNS, PAYMENT_EXPORT_MAX_ROWS } from "#domain/payments/payment-csv";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { payments } from "../../db/schema/invoices";
import { withCastApp } from "../../test/cast-app";
import { clientViewer, listenAs } from "../../test/hub-listeners";
import { staffViewer } from "../../test/test-app";
import { issues, MISSING_ID, type Session } from "../../test/trip-fixtures";
import { invoiceRow, makeInvoice, setRate } from "./payment-fixtures";

const { t, cast, call } = withCastApp();

const body = (overrides: Record<string, unknown> = {}) => ({
  amountCents: 25_000,
  paymentDate: "2026-03-02",
  method: "bank_transfer",
  transactionReference: "TRX-001",
  ...overrides,
});

async function pay(
  invoiceId: string,
  overrides: Record<string, unknown> = {},
  session: Session = cast.agent,
): Promise<Payment> {
  const res = await call(session, "POST", `/api/invoices/${invoiceId}/payments`, body(overrides));
  if (res.statusCode !== 201) throw new Error(`payment failed: ${res.statusCode} ${res.body}`);
  return paymentSchema.parse(res.json());
}

async function invoiceFor(clientId = cast.clientA.clientId, fields: Parameters<typeof makeInvoice>[2] = {}) {
  return makeInvoice(t, clientId, fields);
}

describe("recording a payment", () => {
  it("records a completed payment, settles the invoice, and writes the audit row", async () => {
    const invoiceId = await invoiceFor();
    const res = await call(cast.agent, "POST", `/api/invoices/${invoiceId}/payments`, {
      amountCents: 25_000,
      paymentDate: "2026-03-02",
      transactionReference: "  TRX-001 ",
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = paymentSchema.parse(res.json());
    const invoice = await invoiceRow(t, invoiceId);
    expect(payment).toMatchObject({
      invoiceId,
      invoiceNumber: invoice.number,
      clientId: cast.clientA.clientId,
      clientName: "Alpha Travellers",
      amountCents: 25_000,
      currency: "EUR",
      // SPEC §9: bank transfer unless told.
      method: "bank_transfer",
      status: "completed",
      transactionReference: "TRX-001",
      paymentDate: "2026-03-02",
      refundReason: null,
      version: 1,
    });
    expect(payment.reference).toBe(`PAY-${String(payment.number).padStart(6, "0")}`);
    expect(payment.receivedAt).not.toBeNull();
    expect(invoice).toMatchObject({ paidCents: 25_000, status: "partially_paid", version: 2 });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "payment"), eq(auditLogs.entityId, payment.id)));
    expect(audit?.summary).toBe(
      `Recorded payment ${payment.reference} of €250.00 by bank transfer on ${invoice.number}`,
    );
    expect(audit?.userId).toBe(cast.agent.userId);

    const read = await call(cast.clientA, "GET", `/api/payments/${payment.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(payment);
  });

  it("pays an invoice off exactly, then refuses a cent more with SPEC's message", async () => {
    const invoiceId = await invoiceFor(undefined, { amountCents: 30_000 });
    await pay(invoiceId, { amountCents: 10_000 });
    const tooMuch = await call(
      cast.agent,
      "POST",
      `/api/invoices/${invoiceId}/payments`,
      body({ amountCents: 20_001 }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(issues(tooMuch)).toEqual({ "body.amountCents": PAYMENT_EXCEEDS_BALANCE });
    await pay(invoiceId, { amountCents: 20_000 });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 30_000, status: "paid" });
    const more = await call(
      cast.agent,
      "POST",
      `/api/invoices/${invoiceId}/payments`,
      body({ amountCents: 1 }),
    );
    expect(issues(more)).toEqual({ "body.amountCents": PAYMENT_EXCEEDS_BALANCE });
  });

  it("counts credit notes against the balance: total − paid − credited", async () => {
    const invoiceId = await invoiceFor(undefined, { amountCents: 10_000, creditedCents: 4_000 });
    await pay(invoiceId, { amountCents: 1_000 });
    const over = await call(
      cast.agent,
      "POST",
      `/api/invoices/${invoiceId}/payments`,
      body({ amountCents: 5_001 }),
    );
    expect(issues(over)).toEqual({ "body.amountCents": PAYMENT_EXCEEDS_BALANCE });
    await pay(invoiceId, { amountCents: 5_000 });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({
      paidCents: 6_000,
      creditedCents: 4_000,
      status: "paid",
    });
  });

  it("takes the invoice in the body on POST /api/payments, naming it when it is missing or unknown", async () => {
    const invoiceId = await invoiceFor();
    const res = await call(cast.admin, "POST", "/api/payments", body({ invoiceId, method: "cash" }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ invoiceId, method: "cash", status: "completed" });
    const none = await call(cast.agent, "POST", "/api/payments", body());
    expect(issues(none)).toEqual({ "body.invoiceId": INVOICE_REQUIRED });
    const unknown = await call(cast.agent, "POST", "/api/payments", body({ invoiceId: MISSING_ID }));
    expect(unknown.statusCode).toBe(400);
    expect(issues(unknown)).toEqual({ "body.invoiceId": "Invoice not found" });
    const path = await call(cast.agent, "POST", `/api/invoices/${MISSING_ID}/payments`, body());
    expect(path.statusCode).toBe(404);
  });

  it("refuses a cancelled invoice", async () => {
    const invoiceId = await invoiceFor(undefined, { cancelled: true });
    const res = await call(cast.agent, "POST", `/api/invoices/${invoiceId}/payments`, body());
    expect(res.statusCode).toBe(409);
    const { number } = await invoiceRow(t, invoiceId);
    expect(res.json().error.message).toBe(`Invoice ${number} is cancelled: it takes no payments.`);
  });

  it.each([
    [{ amountCents: 0 }, "body.amountCents", "Amount must be above zero"],
    [{ amountCents: -100 }, "body.amountCents", "Amount cannot be negative"],
    [{ amountCents: 10.5 }, "body.amountCents", "Amount must be a whole number of cents"],
    [{ amountCents: "100" }, "body.amountCents", "Amount is required"],
    [{ amountCents: 10_000_000_000 }, "body.amountCents", "Amount is too large"],
    [{ paymentDate: "" }, "body.paymentDate", "Payment date is required"],
    [{ paymentDate: "2026-02-30" }, "body.paymentDate", "Use a real date as YYYY-MM-DD"],
    [{ method: "cheque" }, "body.method", "Method must be one of bank_transfer, credit_card, cash, other"],
    [{ status: "failed" }, "body.status", "Status must be completed or pending"],
    [
      { transactionReference: "x".repeat(121) },
      "body.transactionReference",
      "Transaction reference must be at most 120 characters",
    ],
  ])("refuses %j, naming %s", async (overrides, path, message) => {
    const invoiceId = await invoiceFor();
    const res = await call(cast.agent, "POST", `/api/invoices/${invoiceId}/payments`, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(issues(res)[path]).toBe(message);
    expect((await invoiceRow(t, invoiceId)).paidCents).toBe(0);
  });

  it("is refused to client users (403) and to anonymous callers (401)", async () => {
    const invoiceId = await invoiceFor();
    expect((await call(cast.clientA, "POST", `/api/invoices/${invoiceId}/payments`, body())).statusCode).toBe(
      403,
    );
    expect((await call(null, "POST", "/api/payments", body({ invoiceId }))).statusCode).toBe(401);
  });
});

describe("a pending payment (a bank transfer announced)", () => {
  it("does not count as paid but reserves its amount, then counts once received", async () => {
    const invoiceId = await invoiceFor(undefined, { amountCents: 10_000 });
    const pending = await pay(invoiceId, { amountCents: 4_000, status: "pending" });
    expect(pending).toMatchObject({ status: "pending", receivedAt: null });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 0, status: "unpaid" });
    // The announced 4 000 is spoken for: only 6 000 is left to collect.
    const over = await call(
      cast.agent,
      "POST",
      `/api/invoices/${invoiceId}/payments`,
      body({ amountCents: 6_001 }),
    );
    expect(issues(over)).toEqual({ "body.amountCents": PAYMENT_EXCEEDS_BALANCE });
    await pay(invoiceId, { amountCents: 6_000, method: "credit_card" });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 6_000, status: "partially_paid" });

    const received = await call(cast.agent, "POST", `/api/payments/${pending.id}/receive`, undefined, {
      "if-match": '"1"',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.headers.etag).toBe('"2"');
    expect(received.json()).toMatchObject({ status: "completed", version: 2 });
    expect(received.json().receivedAt).not.toBeNull();
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 10_000, status: "paid" });
    const again = await call(cast.agent, "POST", `/api/payments/${pending.id}/receive`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `Only a pending payment can be marked as received; ${pending.reference} is completed.`,
    );
  });

  it("is checked again when received: a credit note since then can leave no room for it", async () => {
    const invoiceId = await invoiceFor(undefined, { amountCents: 10_000 });
    const pending = await pay(invoiceId, { amountCents: 8_000, status: "pending" });
    // A credit note of 5 000 issued meanwhile (it checks total − paid − credited only).
    await t.database.db.execute(sql`update invoices set credited_cents = 5000 where id = ${invoiceId}`);
    const res = await call(cast.agent, "POST", `/api/payments/${pending.id}/receive`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PAYMENT_EXCEEDS_BALANCE);
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 0 });
  });

  it("fails with If-Match, frees what it reserved, and refuses a stale version", async () => {
    const invoiceId = await invoiceFor(undefined, { amountCents: 10_000 });
    const pending = await pay(invoiceId, { amountCents: 10_000, status: "pending" });
    const stale = await call(cast.agent, "POST", `/api/payments/${pending.id}/fail`, undefined, {
      "if-match": '"7"',
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.details.current).toMatchObject({ id: pending.id, version: 1 });
    const failed = await call(cast.agent, "POST", `/api/payments/${pending.id}/fail`, undefined, {
      "if-match": '"1"',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: "failed", receivedAt: null, version: 2 });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 0, status: "unpaid" });
    await pay(invoiceId, { amountCents: 10_000 });
    const late = await call(cast.agent, "POST", `/api/payments/${pending.id}/receive`);
    expect(late.json().error.message).toBe(
      `Only a pending payment can be marked as received; ${pending.reference} is failed.`,
    );
    const completed = await call(cast.agent, "POST", `/api/payments/${pending.id}/fail`);
    expect(completed.statusCode).toBe(409);
    expect((await call(cast.clientA, "POST", `/api/payments/${pending.id}/fail`)).statusCode).toBe(403);
    expect((await call(cast.agent, "POST", `/api/payments/${MISSING_ID}/receive`)).statusCode).toBe(404);
  });
});

describe("refunds", () => {
  it("are a negative completed payment with a reason, never more than was paid, admins only", async () => {
    const invoiceId = await invoiceFor(undefined, { amountCents: 20_000 });
    await pay(invoiceId, { amountCents: 20_000 });
    const refund = { amountCents: 5_000, paymentDate: "2026-03-09", reason: " Hotel closed one night " };
    expect((await call(cast.agent, "POST", `/api/invoices/${invoiceId}/refunds`, refund)).statusCode).toBe(
      403,
    );
    const tooMuch = await call(cast.admin, "POST", `/api/invoices/${invoiceId}/refunds`, {
      ...refund,
      amountCents: 20_001,
    });
    expect(issues(tooMuch)).toEqual({ "body.amountCents": REFUND_EXCEEDS_PAID });
    const noReason = await call(cast.admin, "POST", `/api/invoices/${invoiceId}/refunds`, {
      ...refund,
      reason: " ",
    });
    expect(issues(noReason)).toEqual({ "body.reason": REFUND_REASON_REQUIRED });

    const res = await call(cast.admin, "POST", `/api/invoices/${invoiceId}/refunds`, refund);
    expect(res.statusCode, res.body).toBe(201);
    expect(paymentSchema.parse(res.json())).toMatchObject({
      amountCents: -5_000,
      status: "completed",
      refundReason: "Hotel closed one night",
      method: "bank_transfer",
      paymentDate: "2026-03-09",
    });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 15_000, status: "partially_paid" });
    // What was refunded can be collected again; the rest can be refunded, and no more.
    const rest = await call(cast.admin, "POST", `/api/invoices/${invoiceId}/refunds`, {
      ...refund,
      amountCents: 15_001,
    });
    expect(issues(rest)).toEqual({ "body.amountCents": REFUND_EXCEEDS_PAID });
    await pay(invoiceId, { amountCents: 5_000 });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({ paidCents: 20_000, status: "paid" });
  });

  it("cannot refund an unpaid invoice", async () => {
    const invoiceId = await invoiceFor();
    const res = await call(cast.admin, "POST", `/api/invoices/${invoiceId}/refunds`, {
      amountCents: 1,
      paymentDate: "2026-03-09",
      reason: "Goodwill",
    });
    expect(issues(res)).toEqual({ "body.amountCents": REFUND_EXCEEDS_PAID });
  });
});

describe("exchange rates", () => {
  it("lock the rate of the payment's date; a missing rate names the date", async () => {
    const invoiceId = await invoiceFor(cast.clientA.clientId, { currency: "USD", amountCents: 50_000 });
    const none = await call(
      cast.agent,
      "POST",
      `/api/invoices/${invoiceId}/payments`,
      body({ paymentDate: "2001-01-01" }),
    );
    expect(none.statusCode).toBe(400);
    expect(issues(none)["body.paymentDate"]).toContain("No USD exchange rate on or before 1 Jan 2001");

    await setRate(t, "USD", "2026-02-01", "0.9000000000");
    await setRate(t, "USD", "2026-03-01", "0.8000000000");
    const payment = await pay(invoiceId, { amountCents: 12_345, paymentDate: "2026-02-15" });
    expect(payment.currency).toBe("USD");
    const stored = async () => {
      const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
      return row!;
    };
    expect(await stored()).toMatchObject({
      baseCurrency: "EUR",
      exchangeRate: "0.9000000000",
      baseAmountCents: 11_111,
    });
    // Editing the rate later changes nothing already recorded.
    await setRate(t, "USD", "2026-02-01", "2.0000000000");
    expect(await stored()).toMatchObject({ exchangeRate: "0.9000000000", baseAmountCents: 11_111 });
  });
});

describe("Idempotency-Key", () => {
  it("records a retried payment once and answers the first payment again", async () => {
    const invoiceId = await invoiceFor(undefined, { amountCents: 10_000 });
    const send = (amountCents: number, key: string) =>
      call(cast.agent, "POST", "/api/payments", body({ invoiceId, amountCents }), { "idempotency-key": key });
    const first = await send(6_000, "pay-once-1");
    const again = await send(6_000, "pay-once-1");
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).toHaveLength(
      1,
    );
    expect((await invoiceRow(t, invoiceId)).paidCents).toBe(6_000);
    // The same key for another request is refused rather than guessed at.
    const other = await send(1_000, "pay-once-1");
    expect(other.statusCode).toBe(409);
    // A refused payment (over the balance) releases its key: the corrected retry goes through.
    expect((await send(5_000, "pay-once-2")).statusCode).toBe(400);
    expect((await send(4_000, "pay-once-2")).statusCode).toBe(201);
    expect((await invoiceRow(t, invoiceId)).paidCents).toBe(10_000);
  });
});

describe("the payments list", () => {
  const tag = "Zqv";
  let ids: Record<string, Payment>;
  let gammaClient: string;

  beforeAll(async () => {
    const gamma = await t.database.db.execute(
      sql`insert into clients (name) values (${`${tag} Gamma Cruises`}) returning id`,
    );
    gammaClient = (gamma as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const a1 = await invoiceFor(cast.clientA.clientId, { amountCents: 500_000 });
    const b1 = await invoiceFor(cast.clientB.clientId, { amountCents: 500_000 });
    const g1 = await invoiceFor(gammaClient, { amountCents: 500_000 });
    ids = {
      aCard: await pay(a1, {
        amountCents: 30_000,
        method: "credit_card",
        paymentDate: "2025-06-01",
        transactionReference: `${tag}-CARD-77`,
      }),
      aPending: await pay(a1, {
        amountCents: 20_000,
        status: "pending",
        paymentDate: "2025-06-05",
        transactionReference: null,
      }),
      bCash: await pay(b1, {
        amountCents: 10_000,
        method: "cash",
        paymentDate: "2025-06-03",
        transactionReference: `${tag}-CASH-1`,
      }),
      gWire: await pay(g1, {
        amountCents: 40_000,
        paymentDate: "2025-06-10",
        transactionReference: `${tag}-WIRE-9`,
      }),
    };
  });

  async function list(query: string, session: Session = cast.agent) {
    const res = await call(session, "GET", `/api/payments?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return paymentListSchema.parse(res.json());
  }
  const refs = (page: { items: Payment[] }) => page.items.map((p) => p.reference);

  it("finds payments by Transaction ID, reference, invoice number and client name", async () => {
    expect(refs(await list(`search=${ids.bCash!.reference}`))).toEqual([ids.bCash!.reference]);
    expect(refs(await list(`search=${ids.bCash!.reference.toLowerCase()}`))).toEqual([ids.bCash!.reference]);
    expect(refs(await list(`search=${tag}-wire`))).toEqual([ids.gWire!.reference]);
    expect(refs(await list(`search=card-77`))).toEqual([ids.aCard!.reference]);
    expect(refs(await list(`search=${encodeURIComponent(ids.gWire!.invoiceNumber)}`))).toEqual([
      ids.gWire!.reference,
    ]);
    expect(refs(await list(`search=${encodeURIComponent(`${tag} gamma`)}`))).toEqual([ids.gWire!.reference]);
    expect(refs(await list(`search=${encodeURIComponent(`gamma ${tag}-wire`)}`))).toEqual([
      ids.gWire!.reference,
    ]);
    expect((await list("search=nothing-like-this")).total).toBe(0);
  });

  it("filters by method, status, date range, client and invoice, and counts what it keeps", async () => {
    const range = "from=2025-06-01&to=2025-06-10";
    expect(refs(await list(`${range}&method=credit_card`))).toEqual([ids.aCard!.reference]);
    expect(refs(await list(`${range}&status=pending`))).toEqual([ids.aPending!.reference]);
    expect(refs(await list(`${range}&sort=paymentDate&order=asc`))).toEqual(
      [ids.aCard!, ids.bCash!, ids.aPending!, ids.gWire!].map((p) => p.reference),
    );
    expect(refs(await list("from=2025-06-04&to=2025-06-05"))).toEqual([ids.aPending!.reference]);
    expect(refs(await list(`clientId=${gammaClient}`))).toEqual([ids.gWire!.reference]);
    expect(refs(await list(`invoiceId=${ids.aCard!.invoiceId}&sort=amount&order=desc`))).toEqual([
      ids.aCard!.reference,
      ids.aPending!.reference,
    ]);
    const page = await list(`${range}&pageSize=2&page=2&sort=number&order=asc`);
    expect(page.total).toBe(4);
    expect(refs(page)).toEqual([ids.bCash!.reference, ids.gWire!.reference]);
    expect((await list(`${range}&page=9`)).items).toEqual([]);
    expect((await list(`${range}&page=9`)).total).toBe(4);
  });

  it("shows a client user only their own client's payments, and a clientless one none", async () => {
    const own = await list("pageSize=200", cast.clientA);
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((p) => p.clientId === cast.clientA.clientId)).toBe(true);
    expect(refs(await list(`search=${ids.bCash!.reference}`, cast.clientA))).toEqual([]);
    expect(refs(await list(`clientId=${cast.clientB.clientId}`, cast.clientA))).toEqual([]);
    expect(await list("", cast.clientless)).toEqual({ items: [], total: 0 });
    expect((await call(cast.clientA, "GET", `/api/payments/${ids.bCash!.id}`)).statusCode).toBe(404);
    expect((await call(cast.clientB, "GET", `/api/payments/${ids.bCash!.id}`)).statusCode).toBe(200);
  });

  it("counts every payment when nothing filters (the trigger-kept total)", async () => {
    const [row] = (
      (await t.database.db.execute(sql`select count(*)::int as n from payments`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect((await list("pageSize=1")).total).toBe(row!.n);
  });

  it.each([
    ["method=cheque", "query.method"],
    ["status=refunded", "query.status"],
    ["from=2025-13-01", "query.from"],
    ["from=2025-06-10&to=2025-06-01", "query.to"],
    ["clientId=nope", "query.clientId"],
    ["sort=client", "query.sort"],
    ["pageSize=500", "query.pageSize"],
  ])("refuses %s, naming %s", async (query, path) => {
    const res = await call(cast.agent, "GET", `/api/payments?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issues(res))).toContain(path);
  });

  it("exports the filtered payments as CSV, a client user only theirs", async () => {
    const res = await call(
      cast.agent,
      "GET",
      `/api/payments/export.csv?search=${tag}&sort=paymentDate&order=asc`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers["export-row-limit"]).toBe(String(PAYMENT_EXPORT_MAX_ROWS));
    expect(res.headers["export-total"]).toBe("3");
    const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...PAYMENT_CSV_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      [
        ids.aCard!.reference,
        ids.aCard!.invoiceNumber,
        "Alpha Travellers",
        "300.00",
        "EUR",
        "Credit card",
        "Completed",
        "2025-06-01",
        `${tag}-CARD-77`,
      ],
      [
        ids.bCash!.reference,
        ids.bCash!.invoiceNumber,
        "Beta Holidays",
        "100.00",
        "EUR",
        "Cash",
        "Completed",
        "2025-06-03",
        `${tag}-CASH-1`,
      ],
      [
        ids.gWire!.reference,
        ids.gWire!.invoiceNumber,
        `${tag} Gamma Cruises`,
        "400.00",
        "EUR",
        "Bank transfer",
        "Completed",
        "2025-06-10",
        `${tag}-WIRE-9`,
      ],
    ]);
    const mine = await call(cast.clientA, "GET", "/api/payments/export.csv?from=2025-06-01&to=2025-06-10");
    expect(mine.body).toContain(ids.aCard!.reference);
    expect(mine.body).not.toContain(ids.bCash!.reference);
    expect(mine.body).not.toContain(ids.gWire!.reference);
    expect((await call(null, "GET", "/api/payments/export.csv")).statusCode).toBe(401);
  });
});

describe("realtime", () => {
  it("tells the invoice's client and staff of payments, the invoice and the spend; another client nothing", async () => {
    const invoiceId = await invoiceFor(undefined, { amountCents: 10_000 });
    const { heard, stop } = listenAs(t, {
      staff: staffViewer,
      a: clientViewer(cast.clientA),
      b: clientViewer(cast.clientB),
    });
    try {
      const pending = await pay(invoiceId, { amountCents: 3_000, status: "pending" });
      await call(cast.agent, "POST", `/api/payments/${pending.id}/receive`);
      const client = cast.clientA.clientId;
      const expected = [
        // Announced: nothing spent yet.
        { topic: "payments", id: pending.id, op: "insert" },
        { topic: "invoices", id: invoiceId, op: "update" },
        { topic: "payments", id: pending.id, op: "update" },
        { topic: "invoices", id: invoiceId, op: "update" },
        { topic: "clients", id: client, op: "update" },
      ];
      const mine = (events: RealtimeEvent[]) =>
        events.filter((e) => e.id === pending.id || e.id === invoiceId || e.id === client);
      await vi.waitFor(() => expect(mine(heard.staff)).toEqual(expected), { timeout: 10_000 });
      await vi.waitFor(() => expect(mine(heard.a)).toEqual(expected), { timeout: 10_000 });
      expect(mine(heard.b)).toEqual([]);
    } finally {
      stop();
    }
  });
});
