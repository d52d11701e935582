import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { formatTripDate } from "#domain/trips/trip-format";
import { auditLogs } from "../../db/schema/audit-logs";
import { clients } from "../../db/schema/clients";
import { invoiceLines, invoices } from "../../db/schema/invoices";
import type { Mailer } from "../../mail/mailer";
import { withCastApp } from "../../test/cast-app";
import { clientViewer, listenAs } from "../../test/hub-listeners";
import { withMailCatcher } from "../../test/mail-catcher";
import { staffViewer, TEST_ORIGIN } from "../../test/test-app";
import { MISSING_ID } from "../../test/trip-fixtures";
import { NO_CLIENT_EMAIL } from "./invoice-documents.service";
import { readPdfText } from "./read-pdf-text";

// The mail server refuses while this is set, as an unreachable SMTP server would.
let smtpDown = false;
const mail = withMailCatcher();
const { t, cast, call } = withCastApp(() => {
  const real = mail.mailer();
  const mailer: Mailer = {
    send: async (message) => {
      if (smtpDown) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      await real.send(message);
    },
    close: () => real.close(),
  };
  return { mailer };
});

const CLIENT_A_EMAIL = "bookings@alpha.example";

beforeAll(async () => {
  await t.database.db
    .update(clients)
    .set({ email: CLIENT_A_EMAIL, address: "Rua Augusta 10\n1100-053 Lisbon" })
    .where(eq(clients.id, cast.clientA.clientId));
  const saved = await call(cast.admin, "PUT", "/api/agency-settings", {
    name: "Sunway Voyages",
    address: "12 Harbour Street, Lisbon",
    email: "accounts@sunway.example",
    phone: "",
    vatNumber: "PT123456789",
    paymentInstructions: "IBAN PT50 0002 0123 1234 5678 9015 4",
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

let counter = 0;

/** An invoice of two lines (€1 717.50, €500 paid) as the invoices service stores one, written directly. */
async function makeInvoice(clientId: string, fields: { status?: "cancelled" } = {}) {
  const number = `INV-203101-${String(++counter).padStart(4, "0")}`;
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      number,
      clientId,
      currency: "EUR",
      subtotalCents: 151_050,
      taxCents: 20_700,
      amountCents: 171_750,
      paidCents: fields.status ? 0 : 50_000,
      issueDate: "2031-01-05",
      dueDate: "2031-02-04",
      status: fields.status ?? "partially_paid",
      cancelReason: fields.status ? "Booked twice" : null,
      notes: "Deposit received with thanks.",
      baseCurrency: "EUR",
      exchangeRate: "1",
      baseAmountCents: 171_750,
    })
    .returning({ id: invoices.id });
  await t.database.db.insert(invoiceLines).values([
    {
      invoiceId: row!.id,
      position: 1,
      description: "Flights Lisbon – Reykjavík",
      quantity: 2,
      unitPriceCents: 45_000,
      taxRateBasisPoints: 2_300,
      netCents: 90_000,
      taxCents: 20_700,
    },
    {
      invoiceId: row!.id,
      position: 2,
      description: "Hotel Borg, 3 nights",
      quantity: 1,
      unitPriceCents: 61_050,
      taxRateBasisPoints: null,
      netCents: 61_050,
      taxCents: 0,
    },
  ]);
  return { id: row!.id, number };
}

describe("GET /api/invoices/:id/pdf", () => {
  it("answers the invoice as a PDF attachment whose text holds the number, client, lines and totals", async () => {
    const invoice = await makeInvoice(cast.clientA.clientId);
    const res = await call(cast.agent, "GET", `/api/invoices/${invoice.id}/pdf`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const [text] = await readPdfText(res.rawPayload);
    for (const expected of [
      "Sunway Voyages",
      "VAT number: PT123456789",
      invoice.number,
      "Issue date: 5 Jan 2031",
      "Due date: 4 Feb 2031",
      "Alpha Travellers",
      "Rua Augusta 10",
      CLIENT_A_EMAIL,
      "Flights Lisbon – Reykjavík",
      "Hotel Borg, 3 nights",
      "€1,510.50",
      "€207.00",
      "€1,717.50",
      "€500.00",
      "€1,217.50",
      "Deposit received with thanks.",
      "IBAN PT50 0002 0123 1234 5678 9015 4",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("lets a client user download only their own client's invoices", async () => {
    const own = await makeInvoice(cast.clientA.clientId);
    const other = await makeInvoice(cast.clientB.clientId);
    const mine = await call(cast.clientA, "GET", `/api/invoices/${own.id}/pdf`);
    expect(mine.statusCode).toBe(200);
    expect((await readPdfText(mine.rawPayload))[0]).toContain(own.number);
    for (const [session, id] of [
      [cast.clientA, other.id],
      [cast.clientB, own.id],
      [cast.clientless, own.id],
      [cast.admin, MISSING_ID],
    ] as const) {
      const res = await call(session, "GET", `/api/invoices/${id}/pdf`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Invoice not found");
    }
    expect((await call(null, "GET", `/api/invoices/${own.id}/pdf`)).statusCode).toBe(401);
    const bad = await call(cast.agent, "GET", "/api/invoices/not-an-id/pdf");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toEqual([
      { path: "params.id", message: "Not a valid invoice id" },
    ]);
  });

  it("marks a cancelled invoice", async () => {
    const invoice = await makeInvoice(cast.clientA.clientId, { status: "cancelled" });
    const [text] = await readPdfText(
      (await call(cast.admin, "GET", `/api/invoices/${invoice.id}/pdf`)).rawPayload,
    );
    expect(text).toContain("CANCELLED");
    expect(text).toContain("Cancelled: Booked twice");
  });
});

describe("GET /api/invoices/:id/credit-notes/:creditNoteId/pdf", () => {
  async function creditNoteOn(invoiceId: string) {
    const res = await call(cast.admin, "POST", `/api/invoices/${invoiceId}/credit-notes`, {
      amountCents: 20_000,
      reason: "Goodwill for the delayed transfer",
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; number: string; issueDate: string };
  }

  it("answers the credit note as a PDF attachment: number, date, the invoice it credits, reason, amount, client", async () => {
    const invoice = await makeInvoice(cast.clientA.clientId);
    const note = await creditNoteOn(invoice.id);
    const res = await call(cast.agent, "GET", `/api/invoices/${invoice.id}/credit-notes/${note.id}/pdf`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${note.number}.pdf"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const [text] = await readPdfText(res.rawPayload);
    for (const expected of [
      "Sunway Voyages",
      "CREDIT NOTE",
      note.number,
      `Issue date: ${formatTripDate(note.issueDate)}`,
      `Credits invoice ${invoice.number}`,
      `${invoice.number} of 5 Jan 2031`,
      "Invoice total: €1,717.50",
      "Alpha Travellers",
      "Rua Augusta 10",
      CLIENT_A_EMAIL,
      "Goodwill for the delayed transfer",
      "Amount credited",
      "€200.00",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("lets a client user download only their own client's credit notes; another's is a 404", async () => {
    const own = await makeInvoice(cast.clientA.clientId);
    const other = await makeInvoice(cast.clientB.clientId);
    const mine = await creditNoteOn(own.id);
    const theirs = await creditNoteOn(other.id);
    const url = (invoiceId: string, noteId: string) =>
      `/api/invoices/${invoiceId}/credit-notes/${noteId}/pdf`;
    const res = await call(cast.clientA, "GET", url(own.id, mine.id));
    expect(res.statusCode).toBe(200);
    expect((await readPdfText(res.rawPayload))[0]).toContain(mine.number);
    for (const [session, path, message] of [
      [cast.clientA, url(other.id, theirs.id), "Invoice not found"],
      [cast.clientB, url(own.id, mine.id), "Invoice not found"],
      [cast.clientless, url(own.id, mine.id), "Invoice not found"],
      // A note of another invoice is not reached through this one.
      [cast.clientA, url(own.id, theirs.id), "Credit note not found"],
      [cast.admin, url(own.id, MISSING_ID), "Credit note not found"],
    ] as const) {
      const denied = await call(session, "GET", path);
      expect(denied.statusCode, path).toBe(404);
      expect(denied.json().error.message).toBe(message);
    }
    expect((await call(null, "GET", url(own.id, mine.id))).statusCode).toBe(401);
    const bad = await call(cast.agent, "GET", url(own.id, "not-an-id"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toEqual([
      { path: "params.creditNoteId", message: "Not a valid credit note id" },
    ]);
  });
});

describe("POST /api/invoices/:id/send", () => {
  it("mails the PDF to the client's address, records the send with an audit row and tells who may see it", async () => {
    const invoice = await makeInvoice(cast.clientA.clientId);
    const { heard, stop } = listenAs(t, {
      staff: staffViewer,
      a: clientViewer(cast.clientA),
      b: clientViewer(cast.clientB),
    });
    try {
      const res = await call(cast.agent, "POST", `/api/invoices/${invoice.id}/send`);
      expect(res.statusCode, res.body).toBe(200);
      const sent = res.json() as { sentAt: string; sentTo: string };
      expect(sent.sentTo).toBe(CLIENT_A_EMAIL);
      expect(sent.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      const message = await mail.waitFor(CLIENT_A_EMAIL, `Invoice ${invoice.number} from Sunway Voyages`);
      expect(message.subject).toBe(`Invoice ${invoice.number} from Sunway Voyages`);
      // The catcher decodes the text byte by byte, so "€" reads as its UTF-8 bytes: the figures are compared.
      expect(message.body).toContain(`Sunway Voyages sends you invoice ${invoice.number} for `);
      expect(message.body).toContain("1,717.50, due on 4 Feb 2031.");
      expect(message.body).toContain("The balance still due is ");
      expect(message.body).toContain("1,217.50.");
      expect(message.body).toContain(`${TEST_ORIGIN}/invoices/${invoice.id}`);
      expect(message.attachments).toHaveLength(1);
      const [attachment] = message.attachments;
      expect(attachment).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: "application/pdf" });
      const [text] = await readPdfText(attachment!.content);
      expect(text).toContain(invoice.number);
      expect(text).toContain("Alpha Travellers");
      expect(text).toContain("€1,717.50");

      const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      expect(row?.sentTo).toBe(CLIENT_A_EMAIL);
      expect(row?.sentAt?.toISOString()).toBe(sent.sentAt);
      const audit = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, "invoice"), eq(auditLogs.entityId, invoice.id)));
      expect(audit.map((a) => [a.summary, a.userId])).toEqual([
        [`Sent to ${CLIENT_A_EMAIL}`, cast.agent.userId],
      ]);

      const ofIt = (events: RealtimeEvent[]) => events.filter((e) => e.id === invoice.id);
      const expected = [{ topic: "invoices", id: invoice.id, op: "update" }];
      await vi.waitFor(() => expect(ofIt(heard.staff)).toEqual(expected), { timeout: 10_000 });
      await vi.waitFor(() => expect(ofIt(heard.a)).toEqual(expected), { timeout: 10_000 });
      expect(ofIt(heard.b)).toEqual([]);
    } finally {
      stop();
    }
  });

  it("sends once for a retried request with the same Idempotency-Key", async () => {
    const invoice = await makeInvoice(cast.clientA.clientId);
    const key = `send-${invoice.id}`;
    const first = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/send`, undefined, {
      "idempotency-key": key,
    });
    const retry = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/send`, undefined, {
      "idempotency-key": key,
    });
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    await mail.waitFor(CLIENT_A_EMAIL, invoice.number);
    // Give a second mail the time to arrive, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.sentTo(CLIENT_A_EMAIL).filter((m) => m.subject.includes(invoice.number))).toEqual([]);
  });

  it("refuses a client without an e-mail address with a 409, sending and recording nothing", async () => {
    const invoice = await makeInvoice(cast.clientB.clientId);
    const res = await call(cast.agent, "POST", `/api/invoices/${invoice.id}/send`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(NO_CLIENT_EMAIL);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect([row?.sentAt, row?.sentTo]).toEqual([null, null]);
  });

  it("answers 503 and records nothing when the mail server refuses; a second try sends", async () => {
    const invoice = await makeInvoice(cast.clientA.clientId);
    smtpDown = true;
    try {
      const res = await call(cast.agent, "POST", `/api/invoices/${invoice.id}/send`);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        "The invoice could not be e-mailed just now. Try sending it again in a moment.",
      );
    } finally {
      smtpDown = false;
    }
    const [before] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(before?.sentAt).toBeNull();
    expect((await call(cast.agent, "POST", `/api/invoices/${invoice.id}/send`)).statusCode).toBe(200);
    await mail.waitFor(CLIENT_A_EMAIL, invoice.number);
  });

  it("is for staff: clients are refused, missing invoices are 404", async () => {
    const invoice = await makeInvoice(cast.clientA.clientId);
    expect((await call(cast.clientA, "POST", `/api/invoices/${invoice.id}/send`)).statusCode).toBe(403);
    expect((await call(null, "POST", `/api/invoices/${invoice.id}/send`)).statusCode).toBe(401);
    expect((await call(cast.agent, "POST", `/api/invoices/${MISSING_ID}/send`)).statusCode).toBe(404);
    expect(mail.sentTo(CLIENT_A_EMAIL).filter((m) => m.subject.includes(invoice.number))).toEqual([]);
  });
});
