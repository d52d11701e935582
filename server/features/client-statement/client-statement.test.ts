import { beforeAll, describe, expect, it } from "vitest";
import { type ClientStatement, clientStatementSchema } from "#domain/client-statement/statement.schema";
import { todayIn } from "#domain/dates";
import { clientUserScope, staffScope } from "../../access/client-scope";
import { clients } from "../../db/schema/clients";
import { payments } from "../../db/schema/invoices";
import { withCastApp } from "../../test/cast-app";
import { MISSING_ID, type Session } from "../../test/trip-fixtures";
import { readPdfText } from "../invoice-documents/read-pdf-text";
import { issueInvoice, line, setRate } from "../invoices/invoice-fixtures";
import { readStatementPage } from "./client-statement.query";
import { statementFileName } from "./client-statement.service";

const { t, cast, call } = withCastApp();
let today: string;
/** Client A's invoices: INV1 (EUR 420.00, overdue), INV2 (GBP 99.00), INV3 (EUR 50.00, cancelled). */
const inv = { one: { id: "", number: "" }, two: { id: "", number: "" }, three: { id: "", number: "" } };

async function post(session: Session, url: string, body: unknown) {
  const res = await call(session, "POST", url, body);
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; number: string };
}

async function statement(session: Session, clientId: string, query = ""): Promise<ClientStatement> {
  const res = await call(session, "GET", `/api/clients/${clientId}/statement${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return clientStatementSchema.parse(res.json());
}

beforeAll(async () => {
  today = todayIn(t.ctx.config.agencyTimeZone);
  await setRate(t, "GBP", "2026-01-01", "1.17");
  const a = cast.clientA.clientId;
  inv.one = await issueInvoice(call, cast.agent, {
    clientId: a,
    issueDate: "2026-01-10",
    dueDate: "2026-02-10",
    lines: [line(30_000), line(10_000, { taxRateBasisPoints: 2_000 })],
  });
  inv.two = await issueInvoice(call, cast.agent, {
    clientId: a,
    currency: "GBP",
    issueDate: "2026-01-12",
    dueDate: "2099-12-31",
    lines: [line(9_900)],
  });
  await post(cast.agent, `/api/invoices/${inv.one.id}/payments`, {
    amountCents: 12_000,
    paymentDate: "2026-01-15",
    method: "credit_card",
    transactionReference: "AUTH-77",
  });
  await post(cast.admin, `/api/invoices/${inv.one.id}/refunds`, {
    amountCents: 2_000,
    paymentDate: "2026-01-16",
    reason: "Seat not used",
  });
  // Announced but not received: it moves nothing until it is.
  await post(cast.agent, `/api/invoices/${inv.one.id}/payments`, {
    amountCents: 5_000,
    paymentDate: "2026-01-17",
    status: "pending",
  });
  inv.three = await issueInvoice(call, cast.agent, {
    clientId: a,
    issueDate: "2026-01-20",
    dueDate: "2099-12-31",
    lines: [line(5_000)],
  });
  await post(cast.admin, `/api/invoices/${inv.one.id}/credit-notes`, {
    amountCents: 10_000,
    reason: "Goodwill",
  });
  await post(cast.admin, `/api/invoices/${inv.three.id}/cancel`, { reason: "Issued twice" });
  // Client B's own invoice: never part of A's statement.
  await issueInvoice(call, cast.agent, { clientId: cast.clientB.clientId, issueDate: "2026-01-11" });
});

const brief = (s: ClientStatement) =>
  s.items.map((e) => [
    e.date === today ? "today" : e.date,
    e.kind,
    e.currency,
    e.amountCents,
    e.balanceCents,
  ]);

describe("GET /api/clients/:id/statement", () => {
  it("lists every invoice, credit note, payment, refund and cancellation newest first, each with its currency's running balance", async () => {
    const s = await statement(cast.agent, cast.clientA.clientId);
    expect(s.total).toBe(7);
    expect(brief(s)).toEqual([
      ["today", "cancellation", "EUR", -5_000, 22_000],
      ["today", "credit_note", "EUR", -10_000, 27_000],
      ["2026-01-20", "invoice", "EUR", 5_000, 37_000],
      ["2026-01-16", "refund", "EUR", 2_000, 32_000],
      ["2026-01-15", "payment", "EUR", -12_000, 30_000],
      ["2026-01-12", "invoice", "GBP", 9_900, 9_900],
      ["2026-01-10", "invoice", "EUR", 42_000, 42_000],
    ]);
  });

  it("names each entry's record, its invoice and what it says of itself", async () => {
    const s = await statement(cast.agent, cast.clientA.clientId);
    // The newest entry of each kind.
    const byKind = Object.fromEntries(s.items.toReversed().map((e) => [e.kind, e]));
    expect(byKind.invoice).toMatchObject({ reference: inv.three.number, invoiceId: inv.three.id });
    expect(byKind.payment).toMatchObject({
      reference: expect.stringMatching(/^PAY-\d{6}$/),
      invoiceNumber: inv.one.number,
      description: "Credit card · AUTH-77",
    });
    expect(byKind.refund).toMatchObject({ invoiceId: inv.one.id, description: "Seat not used" });
    expect(byKind.credit_note).toMatchObject({
      reference: expect.stringMatching(/^CN-\d{6}-\d{4}$/),
      invoiceNumber: inv.one.number,
      description: "Goodwill",
    });
    expect(byKind.cancellation).toMatchObject({
      reference: inv.three.number,
      recordId: inv.three.id,
      description: "Issued twice",
      invoiceStatus: null,
    });
    // An invoice entry carries the invoice's status today; an invoice and its cancellation are two entries.
    const statuses = s.items.filter((e) => e.kind === "invoice").map((e) => [e.reference, e.invoiceStatus]);
    expect(statuses).toEqual([
      [inv.three.number, "cancelled"],
      [inv.two.number, "unpaid"],
      [inv.one.number, "overdue"],
    ]);
    expect(new Set(s.items.map((e) => e.id)).size).toBe(s.items.length);
  });

  it("puts the open balance per currency on top, equal to the last running balance of each", async () => {
    const s = await statement(cast.agent, cast.clientA.clientId);
    expect(s.openBalances).toEqual([
      // INV1: 420.00 − (120.00 − 20.00) paid − 100.00 credited, past its due date; INV3 is cancelled.
      { currency: "EUR", balanceCents: 22_000, overdueCents: 22_000, openInvoices: 1 },
      { currency: "GBP", balanceCents: 9_900, overdueCents: 0, openInvoices: 1 },
    ]);
    for (const open of s.openBalances)
      expect(s.items.find((e) => e.currency === open.currency)?.balanceCents).toBe(open.balanceCents);
  });

  it("pages newest first, each page's balances continuing from the entries older than it", async () => {
    const whole = await statement(cast.agent, cast.clientA.clientId);
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(await statement(cast.agent, cast.clientA.clientId, `?page=${page}&pageSize=3`));
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => p.items)).toEqual(whole.items);
    // A page past the end still says how many there are.
    const past = await statement(cast.agent, cast.clientA.clientId, "?page=9&pageSize=3");
    expect(past).toMatchObject({ items: [], total: 7 });
  });

  it("leaves out pending and failed payments: they move no balance", async () => {
    await t.database.db.insert(payments).values({
      invoiceId: inv.two.id,
      clientId: cast.clientA.clientId,
      amountCents: 1_000,
      currency: "GBP",
      status: "failed",
      paymentDate: "2026-01-13",
      baseCurrency: "EUR",
      exchangeRate: "1.17",
      baseAmountCents: 1_170,
    });
    const s = await statement(cast.agent, cast.clientA.clientId);
    expect(s.items.filter((e) => e.kind === "payment")).toHaveLength(1);
    expect(s.total).toBe(7);
  });

  it("answers an empty statement for a client with no money records", async () => {
    const [fresh] = await t.database.db.insert(clients).values({ name: "Quiet Client" }).returning();
    expect(await statement(cast.admin, fresh!.id)).toEqual({ items: [], total: 0, openBalances: [] });
  });

  it("refuses a page size above 100 and a malformed id, naming the field", async () => {
    const big = await call(cast.agent, "GET", `/api/clients/${cast.clientA.clientId}/statement?pageSize=101`);
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain("pageSize");
    const bad = await call(cast.agent, "GET", "/api/clients/not-an-id/statement");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Not a valid client id");
  });
});

describe("GET /api/clients/:id/statement.pdf", () => {
  it("is a PDF of the statement: the client, each entry with its running balance, the balance due", async () => {
    const res = await call(cast.agent, "GET", `/api/clients/${cast.clientA.clientId}/statement.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${statementFileName("Alpha Travellers", today)}"`,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Words as a reader sees them, whatever wrapped where.
    const text = (await readPdfText(res.rawPayload)).join("\n").replace(/\s+/g, " ");
    expect(text).toContain("STATEMENT");
    expect(text).toContain("Alpha Travellers");
    expect(text).toContain("EUR account");
    expect(text).toContain("GBP account");
    for (const number of [inv.one.number, inv.two.number, inv.three.number]) expect(text).toContain(number);
    expect(text).toMatch(/Payment on INV-\d{6}-\d{4} · Credit card · AUTH-77/);
    expect(text).toContain("Refund on");
    expect(text).toContain(`${inv.three.number} Invoice cancelled · Issued twice`);
    expect(text).toContain("Pending and failed payments are not listed");
    // The running balances of the EUR account, oldest first, and what is owed now with its overdue part.
    expect(text).toMatch(
      /€420\.00[\s\S]*€300\.00[\s\S]*€320\.00[\s\S]*€370\.00[\s\S]*€270\.00[\s\S]*€220\.00/,
    );
    expect(text).toContain("EUR: €220.00 on 1 open invoice, €220.00 of it overdue");
    expect(text).toContain("GBP: £99.00 on 1 open invoice");
    expect(text).not.toContain("Beta Holidays");
  });

  it("says so when there is nothing yet", async () => {
    const [fresh] = await t.database.db.insert(clients).values({ name: "Ólafur Łukasz" }).returning();
    const res = await call(cast.admin, "GET", `/api/clients/${fresh!.id}/statement.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`statement-olafur-ukasz-${today}.pdf`);
    const text = (await readPdfText(res.rawPayload)).join("\n");
    expect(text).toContain("No invoices yet.");
    expect(text).toContain("No invoices or payments yet.");
  });
});

describe("who may read a statement", () => {
  const urls = (clientId: string) => [
    `/api/clients/${clientId}/statement`,
    `/api/clients/${clientId}/statement.pdf`,
  ];

  it("staff read any client's; a missing client is 404", async () => {
    for (const session of [cast.agent, cast.admin]) {
      for (const url of urls(cast.clientA.clientId))
        expect((await call(session, "GET", url)).statusCode, url).toBe(200);
      for (const url of urls(MISSING_ID)) expect((await call(session, "GET", url)).statusCode, url).toBe(404);
    }
  });

  it("a client user gets nothing: neither another client's nor their own (staff only)", async () => {
    for (const session of [cast.clientA, cast.clientB, cast.clientless]) {
      for (const url of [...urls(cast.clientA.clientId), ...urls(cast.clientB.clientId)]) {
        const res = await call(session, "GET", url);
        expect(res.statusCode, url).toBe(403);
        expect(res.body).not.toContain(inv.one.number);
      }
    }
    for (const url of urls(cast.clientA.clientId))
      expect((await call(null, "GET", url)).statusCode).toBe(401);
  });

  it("a client's home reads only their own: their invoices list and their invoices' PDFs", async () => {
    const listed = async (session: Session) => {
      const res = await call(session, "GET", "/api/invoices?page=1&pageSize=5&sort=issueDate&order=desc");
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: { number: string; clientId: string }[] }).items;
    };
    const own = await listed(cast.clientA);
    expect(own.map((i) => i.number).sort()).toEqual(
      [inv.one.number, inv.two.number, inv.three.number].sort(),
    );
    expect((await listed(cast.clientB)).every((i) => i.clientId === cast.clientB.clientId)).toBe(true);
    expect(await listed(cast.clientless)).toEqual([]);
    const pdf = `/api/invoices/${inv.one.id}/pdf`;
    expect((await call(cast.clientA, "GET", pdf)).statusCode).toBe(200);
    for (const session of [cast.clientB, cast.clientless])
      expect((await call(session, "GET", pdf)).statusCode).toBe(404);
  });

  it("reads through the caller's scope: another client's scope finds no such client", async () => {
    const window = { offset: 0, limit: 10 };
    const zone = t.ctx.config.agencyTimeZone;
    const a = cast.clientA.clientId;
    const ownScope = clientUserScope(cast.clientA.userId, a);
    const otherScope = clientUserScope(cast.clientB.userId, cast.clientB.clientId);
    const noClient = clientUserScope(cast.clientless.userId, null);
    await expect(readStatementPage(t.database.db, otherScope, a, window, today, zone)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(readStatementPage(t.database.db, noClient, a, window, today, zone)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const own = await readStatementPage(t.database.db, ownScope, a, window, today, zone);
    const staff = await readStatementPage(
      t.database.db,
      staffScope(cast.agent.userId),
      a,
      window,
      today,
      zone,
    );
    expect(own.total).toBe(7);
    expect(own.items).toEqual(staff.items);
  });
});
