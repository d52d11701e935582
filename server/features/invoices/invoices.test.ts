import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { todayIn } from "#domain/dates";
import {
  creditNoteSchema,
  DUE_BEFORE_ISSUE,
  type Invoice,
  invoiceListSchema,
  invoiceSchema,
  ONE_TARGET,
  TOTAL_ABOVE_ZERO,
} from "#domain/invoices/invoice.schema";
import { invoiceSeries } from "#domain/invoices/invoice-number";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { bookings } from "../../db/schema/bookings";
import { clients } from "../../db/schema/clients";
import { documentNumberCounters, invoices } from "../../db/schema/invoices";
import { withCastApp } from "../../test/cast-app";
import { clientViewer, listenAs } from "../../test/hub-listeners";
import { staffViewer, testConfig } from "../../test/test-app";
import { issues, MISSING_ID, makeTrip, type Session, sessionUser } from "../../test/trip-fixtures";
import { issueInvoice, line, recordPayment, recordSend, setRate } from "./invoice-fixtures";
import { createInvoicesService, getInvoiceForUser } from "./invoices.service";

const { t, cast, call } = withCastApp();
let tripA: string;
let tripB: string;
let bookingA: string;
// The agency's day, as the app reads it (its zone: AGENCY_TIME_ZONE, else TZ, else UTC).
const today = todayIn(testConfig().agencyTimeZone);
const series = invoiceSeries(today);

beforeAll(async () => {
  tripA = await makeTrip(t, cast.clientA.clientId, "Alpha in Rome");
  tripB = await makeTrip(t, cast.clientB.clientId, "Beta in Oslo");
  const [booking] = await t.database.db
    .insert(bookings)
    .values({
      clientId: cast.clientA.clientId,
      tripId: tripA,
      participants: 1,
      bookingDate: "2026-01-01",
      travelDate: "2026-05-01",
      status: "confirmed",
      unitPriceCents: 0,
      discountPercent: 0,
      totalCents: 100_000,
      currency: "EUR",
    })
    .returning({ id: bookings.id });
  bookingA = booking!.id;
  await setRate(t, "USD", "2020-01-01", "0.9000000000");
  await setRate(t, "GBP", "2020-01-01", "1.1500000000");
});

async function nextNumber(): Promise<string> {
  const res = await call(cast.agent, "GET", "/api/invoices/next-number");
  expect(res.statusCode).toBe(200);
  return res.json().number;
}

describe("issuing an invoice", () => {
  it("sums its lines with their taxes, numbers it for the month and starts unpaid", async () => {
    const expectedNumber = await nextNumber();
    expect(expectedNumber).toMatch(new RegExp(`^${series}-\\d{4}$`));
    const res = await call(cast.agent, "POST", "/api/invoices", {
      clientId: cast.clientA.clientId,
      tripId: tripA,
      dueDate: "2099-01-31",
      notes: "  Bank transfer please ",
      lines: [
        { description: "Flights FRA–FCO", quantity: 2, unitPriceCents: 45_000, taxRateBasisPoints: 2_000 },
        { description: "Hotel", quantity: 3, unitPriceCents: 3_333, taxRateBasisPoints: 550 },
        { description: "Service fee", quantity: 1, unitPriceCents: 2_500 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    const invoice = invoiceSchema.parse(res.json());
    expect(invoice).toMatchObject({
      number: expectedNumber,
      clientId: cast.clientA.clientId,
      clientName: "Alpha Travellers",
      clientEmail: null,
      tripId: tripA,
      tripTitle: "Alpha in Rome",
      bookingId: null,
      currency: "EUR",
      subtotalCents: 90_000 + 9_999 + 2_500,
      // 20 % of 900.00, and 5.5 % of 99.99 = 5.49945 rounded half up per line to 5.50
      taxCents: 18_000 + 550,
      amountCents: 102_499 + 18_550,
      paidCents: 0,
      creditedCents: 0,
      balanceCents: 121_049,
      status: "unpaid",
      issueDate: today,
      dueDate: "2099-01-31",
      notes: "Bank transfer please",
      baseCurrency: "EUR",
      exchangeRate: "1.0000000000",
      baseAmountCents: 121_049,
      sentAt: null,
      version: 1,
    });
    expect(invoice.lines).toMatchObject([
      {
        position: 1,
        quantity: 2,
        unitPriceCents: 45_000,
        taxRateBasisPoints: 2_000,
        netCents: 90_000,
        taxCents: 18_000,
      },
      {
        position: 2,
        quantity: 3,
        unitPriceCents: 3_333,
        taxRateBasisPoints: 550,
        netCents: 9_999,
        taxCents: 550,
      },
      {
        position: 3,
        quantity: 1,
        unitPriceCents: 2_500,
        taxRateBasisPoints: null,
        netCents: 2_500,
        taxCents: 0,
      },
    ]);
    expect(invoice.history).toHaveLength(1);
    expect(invoice.history[0]).toMatchObject({ byName: "Test agent" });
    expect(invoice.history[0]!.summary).toBe(
      `Issued ${expectedNumber} to Alpha Travellers for trip “Alpha in Rome”: €1,210.49, due 31 Jan 2099`,
    );
    const read = await call(cast.agent, "GET", `/api/invoices/${invoice.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(invoice);
    // The next one follows it.
    const after = Number(expectedNumber.slice(-4)) + 1;
    expect(await nextNumber()).toBe(`${series}-${String(after).padStart(4, "0")}`);
  });

  it("locks the issue date's exchange rate: editing the rate later changes nothing recorded", async () => {
    const invoice = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      currency: "USD",
      lines: [line(123_45)],
    });
    expect(invoice).toMatchObject({
      currency: "USD",
      amountCents: 12_345,
      baseCurrency: "EUR",
      exchangeRate: "0.9000000000",
      // 12 345 × 0.9 = 11 110.5 → 11 111 (half away from zero)
      baseAmountCents: 11_111,
    });
    await setRate(t, "USD", "2020-01-01", "2.0000000000");
    const again = await call(cast.agent, "GET", `/api/invoices/${invoice.id}`);
    expect(again.json()).toMatchObject({ exchangeRate: "0.9000000000", baseAmountCents: 11_111 });
    await setRate(t, "USD", "2020-01-01", "0.9000000000");
  });

  it("takes the rate of its own issue date, not today's", async () => {
    await setRate(t, "GBP", "2026-03-01", "1.2000000000");
    const march = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      currency: "GBP",
      issueDate: "2026-03-15",
      lines: [line(10_000)],
    });
    expect(march).toMatchObject({
      exchangeRate: "1.2000000000",
      baseAmountCents: 12_000,
      number: expect.stringMatching(/^INV-202603-\d{4}$/),
    });
    const february = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      currency: "GBP",
      issueDate: "2026-02-15",
      lines: [line(10_000)],
    });
    expect(february).toMatchObject({ exchangeRate: "1.1500000000", baseAmountCents: 11_500 });
  });

  it("links a booking of the client and names it", async () => {
    const invoice = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      bookingId: bookingA,
    });
    const [row] = await t.database.db
      .select({ number: bookings.number })
      .from(bookings)
      .where(eq(bookings.id, bookingA));
    expect(invoice.bookingReference).toBe(`BK-${String(row!.number).padStart(6, "0")}`);
    expect(invoice.history[0]!.summary).toContain(`for booking ${invoice.bookingReference}`);
  });

  it.each([
    ["no client", { clientId: undefined }, { "body.clientId": "Choose a client" }],
    ["an unknown client", { clientId: MISSING_ID }, { "body.clientId": "Client not found" }],
    ["no due date", { dueDate: undefined }, { "body.dueDate": "Due date is required" }],
    [
      "an impossible due date",
      { dueDate: "2099-02-30" },
      { "body.dueDate": "Use a real date as YYYY-MM-DD" },
    ],
    ["no lines", { lines: [] }, { "body.lines": "Add at least one line" }],
    ["a free invoice", { lines: [line(0)] }, { "body.lines": TOTAL_ABOVE_ZERO }],
    [
      "a line without description",
      { lines: [line(100, { description: " " })] },
      { "body.lines.0.description": "Describe the line" },
    ],
    [
      "a fractional price",
      { lines: [line(10.5)] },
      { "body.lines.0.unitPriceCents": "Unit price must be a whole number of cents" },
    ],
    [
      "a negative quantity",
      { lines: [line(100, { quantity: -1 })] },
      { "body.lines.0.quantity": "Quantity must be at least 1" },
    ],
    [
      "a tax rate above 100 %",
      { lines: [line(100, { taxRateBasisPoints: 10_001 })] },
      { "body.lines.0.taxRateBasisPoints": "Tax rate must be at most 100 %" },
    ],
    [
      "an unknown currency",
      { currency: "JPY" },
      { "body.currency": "Currency must be one of EUR, USD, GBP" },
    ],
    ["a trip and a booking", { tripId: MISSING_ID, bookingId: MISSING_ID }, { "body.bookingId": ONE_TARGET }],
    [
      "a due date before the issue date",
      { issueDate: "2026-06-10", dueDate: "2026-06-09" },
      { "body.dueDate": DUE_BEFORE_ISSUE },
    ],
    [
      "a due date before today (issued today)",
      { dueDate: "2000-01-01" },
      { "body.dueDate": DUE_BEFORE_ISSUE },
    ],
    ["an unknown trip", { tripId: MISSING_ID }, { "body.tripId": "Trip not found" }],
    ["an unknown booking", { bookingId: MISSING_ID }, { "body.bookingId": "Booking not found" }],
  ])("refuses %s, naming the field", async (_, patch, expected) => {
    const res = await call(cast.agent, "POST", "/api/invoices", {
      clientId: cast.clientA.clientId,
      dueDate: "2099-12-31",
      lines: [line(10_000)],
      ...patch,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(issues(res)).toEqual(expected);
  });

  it("refuses another client's trip or booking, and an archived client", async () => {
    const trip = await call(cast.agent, "POST", "/api/invoices", {
      clientId: cast.clientA.clientId,
      tripId: tripB,
      dueDate: "2099-12-31",
      lines: [line(100)],
    });
    expect(issues(trip)).toEqual({ "body.tripId": "This trip is Beta Holidays's, not Alpha Travellers's" });
    const booking = await call(cast.agent, "POST", "/api/invoices", {
      clientId: cast.clientB.clientId,
      bookingId: bookingA,
      dueDate: "2099-12-31",
      lines: [line(100)],
    });
    expect(issues(booking)["body.bookingId"]).toMatch(
      /^Booking BK-\d{6} is Alpha Travellers's, not Beta Holidays's$/,
    );
    const [archived] = await t.database.db
      .insert(clients)
      .values({ name: "Gone Ltd", archivedAt: new Date() })
      .returning({ id: clients.id });
    const refused = await call(cast.agent, "POST", "/api/invoices", {
      clientId: archived!.id,
      dueDate: "2099-12-31",
      lines: [line(100)],
    });
    expect(issues(refused)).toEqual({
      "body.clientId": "Gone Ltd is archived: restore the client before invoicing them",
    });
  });

  it("refuses a currency without a rate on or before the issue date", async () => {
    const res = await call(cast.agent, "POST", "/api/invoices", {
      clientId: cast.clientA.clientId,
      currency: "USD",
      issueDate: "2019-06-01",
      dueDate: "2099-12-31",
      lines: [line(100)],
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)["body.currency"]).toMatch(/^No USD exchange rate on or before 1 Jun 2019/);
  });

  it("takes no number when it is refused: the next create gets the number shown before", async () => {
    const shown = await nextNumber();
    const [before] = await t.database.db
      .select()
      .from(documentNumberCounters)
      .where(eq(documentNumberCounters.series, series));
    const refused = await call(cast.agent, "POST", "/api/invoices", {
      clientId: cast.clientA.clientId,
      tripId: tripB,
      dueDate: "2099-12-31",
      lines: [line(100)],
    });
    expect(refused.statusCode).toBe(400);
    const noRate = await call(cast.agent, "POST", "/api/invoices", {
      clientId: cast.clientA.clientId,
      currency: "USD",
      issueDate: "2019-06-01",
      dueDate: "2099-12-31",
      lines: [line(100)],
    });
    expect(noRate.statusCode).toBe(400);
    const [after] = await t.database.db
      .select()
      .from(documentNumberCounters)
      .where(eq(documentNumberCounters.series, series));
    expect(after).toEqual(before);
    expect(await nextNumber()).toBe(shown);
    const made = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId });
    expect(made.number).toBe(shown);
  });

  it("answers a retried create with the same invoice (Idempotency-Key) and makes one", async () => {
    const body = { clientId: cast.clientB.clientId, dueDate: "2099-12-31", lines: [line(77_700)] };
    const headers = { "idempotency-key": `invoice-${Date.now()}` };
    const first = await call(cast.agent, "POST", "/api/invoices", body, headers);
    const retry = await call(cast.agent, "POST", "/api/invoices", body, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json().id).toBe(first.json().id);
    expect(retry.json().number).toBe(first.json().number);
    const rows = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.clientId, cast.clientB.clientId), eq(invoices.amountCents, 77_700)));
    expect(rows).toHaveLength(1);
  });

  it("is for staff: a client user may not issue one, not even to themselves", async () => {
    const res = await call(cast.clientA, "POST", "/api/invoices", {
      clientId: cast.clientA.clientId,
      dueDate: "2099-12-31",
      lines: [line(100)],
    });
    expect(res.statusCode).toBe(403);
    expect((await call(cast.clientA, "GET", "/api/invoices/next-number")).statusCode).toBe(403);
  });
});

describe("who sees an invoice", () => {
  let ofA: Invoice;
  let ofB: Invoice;
  beforeAll(async () => {
    ofA = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId, notes: "A's" });
    ofB = await issueInvoice(call, cast.agent, { clientId: cast.clientB.clientId, notes: "B's" });
  });

  it("a client user reads their own client's invoices only; another's answers 404 like a missing one", async () => {
    const own = await call(cast.clientA, "GET", `/api/invoices/${ofA.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(ofA.id);
    for (const id of [ofB.id, MISSING_ID]) {
      const res = await call(cast.clientA, "GET", `/api/invoices/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Invoice not found");
    }
    const list = invoiceListSchema.parse(
      (await call(cast.clientA, "GET", "/api/invoices?pageSize=200")).json(),
    );
    expect(list.items.map((i) => i.id)).toContain(ofA.id);
    expect(list.items.every((i) => i.clientId === cast.clientA.clientId)).toBe(true);
    expect(list.total).toBe(list.items.length);
    const none = invoiceListSchema.parse((await call(cast.clientless, "GET", "/api/invoices")).json());
    expect(none).toMatchObject({ items: [], total: 0, totals: [] });
    // Searching B's number or name finds nothing for A either.
    const search = await call(cast.clientA, "GET", `/api/invoices?search=${ofB.number}`);
    expect(search.json().items).toEqual([]);
  });

  it("the PDF helper's reads and send record go through the same scope", async () => {
    const userA = await sessionUser(t, cast.clientA);
    await expect(getInvoiceForUser(t.database.db, userA, ofB.id, today)).rejects.toThrow("Invoice not found");
    expect((await getInvoiceForUser(t.database.db, userA, ofA.id, today)).id).toBe(ofA.id);
    const agent = await sessionUser(t, cast.agent);
    const sent = await recordSend(t, agent, ofA.id, "alpha@example.com");
    expect(sent.sentTo).toBe("alpha@example.com");
    // The invoice's change for its client, and the client user's notification (#18).
    expect(sent.events).toEqual([
      {
        topic: "invoices",
        id: ofA.id,
        op: "update",
        audience: { kind: "client", clientId: cast.clientA.clientId },
      },
      expect.objectContaining({ topic: "notifications", audience: { kind: "user", userId: userA.id } }),
    ]);
    const read = await getInvoiceForUser(t.database.db, agent, ofA.id, today);
    expect(read).toMatchObject({ sentAt: sent.sentAt, sentTo: "alpha@example.com", version: 2 });
    expect(read.history.at(-1)?.summary).toBe("Sent to alpha@example.com");
    await expect(recordSend(t, userA, ofB.id, "x@example.com")).rejects.toThrow("Invoice not found");
  });
});

describe("editing an invoice", () => {
  it("changes the due date and notes with If-Match; a stale version answers 412 with the current one", async () => {
    const invoice = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId });
    const res = await call(
      cast.agent,
      "PUT",
      `/api/invoices/${invoice.id}`,
      { dueDate: "2099-06-30", notes: " Call first " },
      { "if-match": '"1"' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({ dueDate: "2099-06-30", notes: "Call first", version: 2 });
    expect(res.json().history.at(-1).summary).toBe(
      `Updated ${invoice.number}: due date 31 Dec 2099 → 30 Jun 2099; notes`,
    );
    const stale = await call(
      cast.agent,
      "PUT",
      `/api/invoices/${invoice.id}`,
      { dueDate: "2099-07-31", notes: null },
      { "if-match": '"1"' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.details.current).toMatchObject({ version: 2 });
    const bad = await call(cast.agent, "PUT", `/api/invoices/${invoice.id}`, { dueDate: "" });
    expect(issues(bad)).toEqual({ "body.dueDate": "Due date is required" });
    const early = await call(cast.agent, "PUT", `/api/invoices/${invoice.id}`, { dueDate: "2001-01-01" });
    expect(issues(early)).toEqual({ "body.dueDate": DUE_BEFORE_ISSUE });
    expect(
      (await call(cast.clientA, "PUT", `/api/invoices/${invoice.id}`, { dueDate: "2099-07-31" })).statusCode,
    ).toBe(403);
    expect(
      (await call(cast.agent, "PUT", `/api/invoices/${MISSING_ID}`, { dueDate: "2099-07-31" })).statusCode,
    ).toBe(404);
  });

  it("makes an invoice overdue when its new due date has passed (the status is derived on read)", async () => {
    const invoice = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      issueDate: "2026-01-10",
    });
    const res = await call(cast.agent, "PUT", `/api/invoices/${invoice.id}`, { dueDate: "2026-01-20" });
    expect(res.json()).toMatchObject({ status: "overdue" });
    const [row] = await t.database.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe("overdue");
  });
});

describe("cancelling an invoice", () => {
  it("is for admins, needs a reason, and leaves the invoice owing nothing", async () => {
    const invoice = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId });
    expect(
      (await call(cast.agent, "POST", `/api/invoices/${invoice.id}/cancel`, { reason: "x" })).statusCode,
    ).toBe(403);
    const noReason = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/cancel`, { reason: "  " });
    expect(issues(noReason)).toEqual({ "body.reason": "Give a reason for the cancellation" });
    const stale = await call(
      cast.admin,
      "POST",
      `/api/invoices/${invoice.id}/cancel`,
      { reason: "Typo" },
      { "if-match": '"7"' },
    );
    expect(stale.statusCode).toBe(412);
    const res = await call(
      cast.admin,
      "POST",
      `/api/invoices/${invoice.id}/cancel`,
      { reason: "Issued twice" },
      { "if-match": '"1"' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "cancelled",
      cancelReason: "Issued twice",
      balanceCents: 0,
      version: 2,
    });
    expect(res.json().history.at(-1).summary).toBe(`Cancelled ${invoice.number}: Issued twice`);
    const again = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/cancel`, { reason: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Invoice ${invoice.number} is already cancelled`);
    const edit = await call(cast.agent, "PUT", `/api/invoices/${invoice.id}`, { dueDate: "2099-01-01" });
    expect(edit.statusCode).toBe(409);
    const credit = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
      amountCents: 100,
      reason: "x",
    });
    expect(credit.statusCode).toBe(409);
  });

  it("is refused once anything was paid or credited: a credit note is the way", async () => {
    const message = "This invoice has payments or credit notes: issue a credit note instead";
    const paid = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId });
    await recordPayment(t, cast.agent, paid.id, 1_000);
    const refused = await call(cast.admin, "POST", `/api/invoices/${paid.id}/cancel`, { reason: "Mistake" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(message);
    const credited = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId });
    const note = await call(cast.admin, "POST", `/api/invoices/${credited.id}/credit-notes`, {
      amountCents: 500,
      reason: "Goodwill",
    });
    expect(note.statusCode).toBe(201);
    const refusedToo = await call(cast.admin, "POST", `/api/invoices/${credited.id}/cancel`, {
      reason: "Mistake",
    });
    expect(refusedToo.statusCode).toBe(409);
    expect(refusedToo.json().error.message).toBe(message);
  });
});

describe("credit notes", () => {
  it("take a CN number, reduce the balance and show in the invoice's credit notes and history", async () => {
    const invoice = await issueInvoice(call, cast.agent, {
      clientId: cast.clientB.clientId,
      lines: [line(20_000)],
    });
    const res = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
      amountCents: 5_000,
      reason: " Late transfer ",
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = creditNoteSchema.parse(res.json());
    expect(note).toMatchObject({
      invoiceId: invoice.id,
      amountCents: 5_000,
      currency: "EUR",
      reason: "Late transfer",
      issueDate: today,
    });
    expect(note.number).toMatch(new RegExp(`^CN-${today.slice(0, 4)}${today.slice(5, 7)}-\\d{4}$`));
    const read = invoiceSchema.parse((await call(cast.clientB, "GET", `/api/invoices/${invoice.id}`)).json());
    expect(read).toMatchObject({
      creditedCents: 5_000,
      balanceCents: 15_000,
      status: "partially_paid",
      version: 2,
    });
    expect(read.creditNotes).toEqual([note]);
    expect(read.history.at(-1)?.summary).toBe(
      `Credit note ${note.number} on ${invoice.number}: €50.00 (Late transfer)`,
    );
    const next = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
      amountCents: 15_000,
      reason: "Rest",
    });
    const second = creditNoteSchema.parse(next.json());
    expect(Number(second.number.slice(-4))).toBe(Number(note.number.slice(-4)) + 1);
    const settled = (await call(cast.agent, "GET", `/api/invoices/${invoice.id}`)).json();
    expect(settled).toMatchObject({ creditedCents: 20_000, balanceCents: 0, status: "paid" });
  });

  it("never exceed the remaining balance, and name the amount when they would", async () => {
    const invoice = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      lines: [line(10_000)],
    });
    await recordPayment(t, cast.agent, invoice.id, 6_000);
    const over = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
      amountCents: 4_001,
      reason: "x",
    });
    expect(over.statusCode).toBe(400);
    expect(issues(over)).toEqual({
      "body.amountCents": "A credit note cannot exceed the remaining balance (€40.00)",
    });
    expect(
      (
        await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
          amountCents: 4_000,
          reason: "Rest",
        })
      ).statusCode,
    ).toBe(201);
    const nothing = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
      amountCents: 1,
      reason: "x",
    });
    expect(issues(nothing)).toEqual({
      "body.amountCents": `Invoice ${invoice.number} is settled: nothing is left to credit`,
    });
  });

  it.each([
    [{ amountCents: 0, reason: "x" }, { "body.amountCents": "Amount must be above zero" }],
    [{ amountCents: 12.5, reason: "x" }, { "body.amountCents": "Amount must be a whole number of cents" }],
    [{ amountCents: 100 }, { "body.reason": "Give a reason for the credit note" }],
  ])("refuses %o", async (body, expected) => {
    const invoice = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId });
    const res = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, body);
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual(expected);
  });

  it("are for admins, and an unknown invoice is 404", async () => {
    const invoice = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId });
    const body = { amountCents: 100, reason: "x" };
    expect(
      (await call(cast.agent, "POST", `/api/invoices/${invoice.id}/credit-notes`, body)).statusCode,
    ).toBe(403);
    expect(
      (await call(cast.clientA, "POST", `/api/invoices/${invoice.id}/credit-notes`, body)).statusCode,
    ).toBe(403);
    expect(
      (await call(cast.admin, "POST", `/api/invoices/${MISSING_ID}/credit-notes`, body)).statusCode,
    ).toBe(404);
  });

  it("lock their own day's rate", async () => {
    await setRate(t, "GBP", today, "1.1000000000");
    const invoice = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      currency: "GBP",
      lines: [line(10_000)],
    });
    const res = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
      amountCents: 1_001,
      reason: "x",
    });
    expect(res.statusCode).toBe(201);
    const rows = (await t.database.db.execute(
      sql`select exchange_rate::text as rate, base_amount_cents::int as base from credit_notes where id = ${res.json().id}`,
    )) as unknown as { rows: { rate: string; base: number }[] };
    // 1 001 × 1.1 = 1 101.1 → 1 101
    expect(rows.rows[0]).toEqual({ rate: "1.1000000000", base: 1_101 });
  });
});

describe("the overdue job", () => {
  it("stores overdue on invoices still owing past their due date, once, with an audit row", async () => {
    const late = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      issueDate: "2026-02-01",
      dueDate: "2026-02-15",
    });
    const paid = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      issueDate: "2026-02-01",
      dueDate: "2026-02-15",
    });
    await recordPayment(t, cast.agent, paid.id, paid.amountCents);
    const onTime = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      dueDate: "2099-02-15",
    });
    // Issued already past due, the row is stored overdue at once; the job catches those that pass later.
    await t.database.db.update(invoices).set({ status: "unpaid" }).where(eq(invoices.id, late.id));
    const service = createInvoicesService(t.ctx);
    const heard: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (e) => heard.push(e) });
    try {
      expect(await service.markOverdue()).toBeGreaterThanOrEqual(1);
      const status = async (id: string) =>
        (await t.database.db.select({ s: invoices.status }).from(invoices).where(eq(invoices.id, id)))[0]?.s;
      expect(await status(late.id)).toBe("overdue");
      expect(await status(paid.id)).toBe("paid");
      expect(await status(onTime.id)).toBe("unpaid");
      const audit = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, "invoice"), eq(auditLogs.entityId, late.id)));
      expect(audit.map((a) => a.summary)).toContain(`${late.number} is overdue`);
      expect(await service.markOverdue()).toBe(0);
      await vi.waitFor(() => expect(heard).toContainEqual({ topic: "invoices", id: late.id, op: "update" }));
    } finally {
      unsubscribe();
    }
  });

  it("is in the jobs registry under its name", async () => {
    const { backgroundJobs } = await import("../../jobs/registry");
    expect(backgroundJobs(t.ctx).map((job) => job.name)).toContain("invoices.mark-overdue");
  });
});

describe("notifications (#18)", () => {
  async function noticesOf(session: Session, number: string) {
    const res = await call(session, "GET", "/api/notifications?pageSize=100");
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as { items: { message: string; link: string | null }[] }).items;
    return items.filter((n) => n.message.includes(number));
  }

  it("tells the client's user of an invoice issued, sent and overdue, and the creator of an overdue one", async () => {
    const invoice = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId });
    const issued = await noticesOf(cast.clientA, invoice.number);
    expect(issued).toHaveLength(1);
    expect(issued[0]?.link).toBe(`/invoices/${invoice.id}`);
    // Another client's user hears nothing of it.
    expect(await noticesOf(cast.clientB, invoice.number)).toEqual([]);

    const user = await sessionUser(t, cast.agent);
    const sent = await recordSend(t, user, invoice.id, "a@client.example");
    expect(sent.events.some((e) => e.topic === "notifications")).toBe(true);
    expect(await noticesOf(cast.clientA, invoice.number)).toHaveLength(2);

    await t.database.db
      .update(invoices)
      .set({ issueDate: "2026-01-01", dueDate: "2026-01-10", status: "unpaid" })
      .where(eq(invoices.id, invoice.id));
    await createInvoicesService(t.ctx).markOverdue();
    expect(await noticesOf(cast.clientA, invoice.number)).toHaveLength(3);
    expect(await noticesOf(cast.agent, invoice.number)).toHaveLength(1);
  });

  it("tells the client's user and the invoice's creator of a payment recorded by someone else", async () => {
    const invoice = await issueInvoice(call, cast.agent, { clientId: cast.clientA.clientId });
    const res = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/payments`, {
      amountCents: 2_500,
      paymentDate: today,
    });
    expect(res.statusCode, res.body).toBe(201);
    const client = await noticesOf(cast.clientA, invoice.number);
    expect(client.some((n) => n.message.includes("25.00"))).toBe(true);
    expect((await noticesOf(cast.agent, invoice.number)).some((n) => n.message.includes("25.00"))).toBe(true);
    expect(await noticesOf(cast.admin, invoice.number)).toEqual([]);
  });
});

describe("realtime", () => {
  it("tells the invoice's client and staff, never another client; a booking's invoice tells its booking", async () => {
    const { heard, stop } = listenAs(t, { staff: staffViewer, b: clientViewer(cast.clientB) });
    try {
      const invoice = await issueInvoice(call, cast.agent, {
        clientId: cast.clientA.clientId,
        bookingId: bookingA,
      });
      await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
        amountCents: 100,
        reason: "x",
      });
      const client = cast.clientA.clientId;
      const expected = [
        { topic: "invoices", id: invoice.id, op: "insert" },
        { topic: "bookings", id: bookingA, op: "update" },
        { topic: "clients", id: client, op: "update" },
        { topic: "invoices", id: invoice.id, op: "update" },
        { topic: "bookings", id: bookingA, op: "update" },
        { topic: "clients", id: client, op: "update" },
      ];
      await vi.waitFor(
        () =>
          expect(heard.staff.filter((e) => [invoice.id, bookingA, client].includes(e.id ?? ""))).toEqual(
            expected,
          ),
        { timeout: 10_000 },
      );
      expect(heard.b.filter((e) => e.topic === "invoices" || e.topic === "bookings")).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("numbers under concurrency on PostgreSQL", () => {
  it("gives 100 invoices created at once 100 distinct consecutive numbers", async () => {
    const start = Number((await nextNumber()).slice(-4));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(cast.agent, "POST", "/api/invoices", {
          clientId: i % 2 ? cast.clientA.clientId : cast.clientB.clientId,
          dueDate: "2099-12-31",
          lines: [line(1_000 + i)],
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(100).fill(201));
    const numbers = answers
      .map((res) => Number((res.json() as Invoice).number.slice(-4)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => start + i));
  });

  it("gives no number to creates that fail among them: the rest stay consecutive", async () => {
    const start = Number((await nextNumber()).slice(-4));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(cast.agent, "POST", "/api/invoices", {
          clientId: cast.clientA.clientId,
          // Every fourth links client B's trip and is refused.
          ...(i % 4 === 0 ? { tripId: tripB } : {}),
          dueDate: "2099-12-31",
          lines: [line(500 + i)],
        }),
      ),
    );
    const made = answers.filter((res) => res.statusCode === 201);
    expect(made).toHaveLength(30);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(10);
    const numbers = made.map((res) => Number((res.json() as Invoice).number.slice(-4))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => start + i));
  });
});
