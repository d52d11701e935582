import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "#domain/dates";
import { parseDocumentNumber } from "#domain/invoices/invoice-number";
import { deriveInvoiceStatus } from "#domain/invoices/invoice-status";
import { invoiceTotals } from "#domain/invoices/invoice-totals";
import { zoneAwayFromUtc } from "../../test/agency-zone";
import { withDemoDatabase } from "../../test/demo-database";
import { users } from "../schema/auth";
import { clients } from "../schema/clients";
import { creditNotes, documentNumberCounters, invoiceLines, invoices } from "../schema/invoices";
import { planInvoices } from "./seed-invoices";

// An agency whose day is not UTC's now: the invoices are dated from its today.
const timeZone = zoneAwayFromUtc();
const today = todayIn(timeZone);

const { database } = withDemoDatabase({ timeZone });

describe("planInvoices", () => {
  const booking = {
    id: "b",
    clientId: "c",
    clientName: "Client",
    status: "confirmed",
    bookingDate: "2026-01-01",
    travelDate: "2099-06-01",
    participants: 2,
    unitPriceCents: 50_000,
    totalCents: 100_000,
    currency: "EUR" as const,
    packageTitle: "Lisbon Lights",
    tripTitle: null,
    demoClient: false,
  };

  it("is the same for the same input, and dates nothing after today or before the booking", () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      ...booking,
      id: `b${i}`,
      number: i + 1,
      status: ["confirmed", "pending", "completed", "cancelled"][i % 4]!,
      bookingDate: i % 5 === 0 ? "2026-11-20" : "2026-01-01",
    }));
    const first = planInvoices(rows, [], "2026-11-25");
    expect(planInvoices(rows, [], "2026-11-25")).toEqual(first);
    expect(first.some((p) => p.bookingId === "b3")).toBe(false);
    for (const planned of first) {
      expect(planned.issueDate <= "2026-11-25").toBe(true);
      const source = rows.find((r) => r.id === planned.bookingId)!;
      expect(planned.issueDate >= source.bookingDate).toBe(true);
      expect(planned.dueDate > planned.issueDate).toBe(true);
    }
  });

  it("bills every confirmed or completed booking within a week of its booking, however long ago", () => {
    const rows = ["2025-05-10", "2025-12-20", "2026-08-01", "2026-11-24"].flatMap((bookingDate, i) =>
      ["confirmed", "completed"].map((status, j) => ({
        ...booking,
        id: `b${i}${j}`,
        number: 8 * i + j + 7,
        status,
        bookingDate,
        travelDate: "2026-01-15",
      })),
    );
    const planned = planInvoices(rows, [], "2026-11-25");
    expect(planned.map((p) => p.bookingId).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const p of planned) {
      const source = rows.find((r) => r.id === p.bookingId)!;
      const lag = (Date.parse(p.issueDate) - Date.parse(source.bookingDate)) / 86_400_000;
      expect(lag, p.bookingId!).toBeGreaterThanOrEqual(0);
      expect(lag, p.bookingId!).toBeLessThanOrEqual(7);
      expect(p.issueDate <= "2026-11-25").toBe(true);
    }
    expect(new Set(planned.map((p) => p.issueDate.slice(0, 7))).size).toBe(4);
  });

  it("bills a package booking per traveller, a deposit of 30 % on some pending ones", () => {
    const [full] = planInvoices([{ ...booking, number: 1 }], [], "2026-11-25");
    expect(full!.lines).toEqual([
      {
        description: "Lisbon Lights, per traveller",
        quantity: 2,
        unitPriceCents: 50_000,
        taxRateBasisPoints: null,
      },
    ]);
    const [withFee] = planInvoices([{ ...booking, number: 2 }], [], "2026-11-25");
    expect(invoiceTotals(withFee!.lines).totalCents).toBe(100_000 + 2_500 + 500);
    const [deposit] = planInvoices([{ ...booking, number: 3, status: "pending" }], [], "2026-11-25");
    expect(deposit!.lines).toEqual([
      {
        description: "Deposit (30 %) for Lisbon Lights, BK-000003",
        quantity: 1,
        unitPriceCents: 30_000,
        taxRateBasisPoints: null,
      },
    ]);
  });
});

describe("seedInvoices", () => {
  it("issues invoices in EUR, USD and GBP, numbered per month without gaps, and leaves the counters there", async () => {
    const rows = await database.db.select().from(invoices);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(["EUR", "USD", "GBP"]));
    const bySeries = new Map<string, number[]>();
    for (const row of rows) {
      const parts = parseDocumentNumber(row.number);
      expect(parts?.prefix, row.number).toBe("INV");
      expect(parts?.series).toBe(`INV-${row.issueDate.slice(0, 4)}${row.issueDate.slice(5, 7)}`);
      bySeries.set(parts!.series, [...(bySeries.get(parts!.series) ?? []), parts!.sequence]);
    }
    const counters = await database.db.select().from(documentNumberCounters);
    for (const [series, numbers] of bySeries) {
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
      expect(counters.find((c) => c.series === series)?.lastNumber).toBe(numbers.length);
    }
  });

  it("keeps every invoice's sums, lines and locked rate consistent", async () => {
    const rows = await database.db.select().from(invoices);
    const lines = await database.db.select().from(invoiceLines);
    for (const row of rows) {
      const own = lines.filter((l) => l.invoiceId === row.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      const totals = invoiceTotals(own);
      expect(row.subtotalCents).toBe(totals.subtotalCents);
      expect(row.taxCents).toBe(totals.taxCents);
      expect(row.amountCents).toBe(totals.totalCents);
      expect(row.issueDate <= today && row.dueDate > row.issueDate).toBe(true);
      if (row.currency === "EUR") expect(Number(row.exchangeRate)).toBe(1);
      else expect(Number(row.exchangeRate)).toBeGreaterThan(0.5);
      // Paid amounts come from the payments seed, through the invoice's lock: the stored status agrees.
      if (row.status !== "cancelled") {
        expect(row.status, row.number).toBe(deriveInvoiceStatus({ ...row, cancelled: false }, today));
      }
    }
  });

  it("has some overdue and some still open, one cancelled with its reason, and one credit note", async () => {
    const rows = await database.db.select().from(invoices);
    const statuses = rows.map((r) => r.status);
    expect(statuses.filter((s) => s === "overdue").length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s === "unpaid" || s === "partially_paid").length).toBeGreaterThanOrEqual(
      10,
    );
    const cancelled = rows.filter((r) => r.status === "cancelled");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.cancelReason).toMatch(/Issued twice/);
    const notes = await database.db.select().from(creditNotes);
    expect(notes).toHaveLength(1);
    const credited = rows.find((r) => r.id === notes[0]!.invoiceId)!;
    expect(credited.creditedCents).toBe(notes[0]!.amountCents);
    expect(notes[0]!.number).toMatch(/^CN-\d{6}-0001$/);
    expect(rows.some((r) => r.tripId !== null)).toBe(true);
    expect(rows.filter((r) => r.bookingId !== null).length).toBeGreaterThan(rows.length / 2);
  });

  it("has each booking's invoice issued by whoever entered the booking, so more than one agent bills", async () => {
    const mismatched = await database.db.execute(sql`
      select i.number from invoices i join bookings b on b.id = i.booking_id
      where b.created_by is not null and i.created_by is distinct from b.created_by`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
    const issuers = await database.db.execute(
      sql`select count(distinct created_by)::int as n from invoices where booking_id is not null`,
    );
    expect((issuers as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(1);
  });

  it("gives the demo client invoices of its own, one overdue or open, with the credit note", async () => {
    const [demo] = await database.db
      .select({ id: clients.id })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.userId))
      .where(eq(users.email, "client@itinera.local"));
    const own = await database.db.select().from(invoices).where(eq(invoices.clientId, demo!.id));
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.some((r) => r.status !== "paid" && r.status !== "cancelled")).toBe(true);
    const [note] = await database.db.select().from(creditNotes);
    expect(own.map((r) => r.id)).toContain(note!.invoiceId);
    const history = await database.db.execute(
      sql`select count(*)::int as n from audit_logs where entity = 'invoice' and entity_id = ${own[0]!.id}`,
    );
    expect((history as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
