import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "#domain/dates";
import { zoneAwayFromUtc } from "../../test/agency-zone";
import { withDemoDatabase } from "../../test/demo-database";
import { users } from "../schema/auth";
import { clientStats, clients } from "../schema/clients";
import { payments } from "../schema/invoices";
import { planPayments, type SeedInvoice } from "./seed-payments";

const TODAY = "2026-06-15";
/** 30 % of 1,234.56 in whole currency units. */
const part30 = 37_000;

const invoice = (n: number, fields: Partial<SeedInvoice> = {}): SeedInvoice => ({
  id: `invoice-${n}`,
  number: `INV-202605-${String(n).padStart(4, "0")}`,
  currency: "EUR",
  baseCurrency: "EUR",
  amountCents: 123_456,
  paidCents: 0,
  creditedCents: 0,
  issueDate: "2026-05-20",
  dueDate: "2026-07-20",
  ...fields,
});

describe("planPayments", () => {
  const invoices = [
    ...Array.from({ length: 14 }, (_, i) => invoice(i + 1)),
    invoice(20, { dueDate: "2026-06-01" }),
    invoice(21, { dueDate: "2026-06-01" }),
    invoice(22, { creditedCents: 23_456 }),
    invoice(23, { paidCents: 123_456 }),
    invoice(24, { issueDate: "2026-06-30", dueDate: "2026-07-30" }),
    invoice(25, { issueDate: "2026-06-14", amountCents: 150 }),
  ];
  const steps = planPayments(invoices, TODAY);

  it("gives the same payments for the same invoices and day", () => {
    expect(planPayments(invoices, TODAY)).toEqual(steps);
  });

  it("never plans more than an invoice's balance at any moment, nor a refund beyond what was paid", () => {
    for (const inv of invoices) {
      let paid = inv.paidCents;
      let pending = 0;
      for (const step of steps.filter((s) => s.invoiceId === inv.id)) {
        expect(step.amountCents).toBeGreaterThan(0);
        if (step.kind === "refund") {
          expect(step.amountCents).toBeLessThanOrEqual(paid);
          paid -= step.amountCents;
          continue;
        }
        expect(step.amountCents).toBeLessThanOrEqual(inv.amountCents - paid - inv.creditedCents - pending);
        if (step.declined) continue;
        if (step.status === "pending") pending += step.amountCents;
        else paid += step.amountCents;
      }
    }
  });

  it("dates each payment between its invoice's issue date and today", () => {
    const issued = new Map(invoices.map((i) => [i.id, i.issueDate]));
    for (const step of steps) {
      expect(step.paymentDate >= issued.get(step.invoiceId)!, step.invoiceId).toBe(true);
      expect(step.paymentDate <= TODAY).toBe(true);
    }
  });

  it("mixes full, partial, pending, declined and refunded payments, and leaves some invoices alone", () => {
    const pays = steps.filter((s) => s.kind === "pay");
    expect(pays.some((s) => s.status === "pending" && !s.declined)).toBe(true);
    expect(pays.some((s) => s.declined)).toBe(true);
    expect(new Set(pays.map((s) => s.method))).toEqual(
      new Set(["bank_transfer", "credit_card", "cash", "other"]),
    );
    expect(steps.filter((s) => s.kind === "refund")).toHaveLength(2);
    const touched = new Set(steps.map((s) => s.invoiceId));
    // Paid off, issued later, and too small to split: none. Some open and one overdue invoice are left alone.
    for (const n of [23, 24, 25]) expect(touched.has(`invoice-${n}`)).toBe(false);
    expect(invoices.filter((i) => !touched.has(i.id)).length).toBeGreaterThan(4);
    // Of the two recently overdue, one came in late and whole; the other stays overdue, a part paid.
    const paidOn = (id: string) =>
      steps.filter((s) => s.invoiceId === id && s.kind === "pay").reduce((sum, s) => sum + s.amountCents, 0);
    expect([paidOn("invoice-20"), paidOn("invoice-21")].sort((a, b) => a - b)).toEqual([part30, 123_456]);
  });
});

describe("planPayments over a year of invoices", () => {
  // One invoice a week for a year, terms of 30 days: most are long settled, a few recently due.
  const year = Array.from({ length: 52 }, (_, i) => {
    const issueDate = new Date(Date.parse("2025-06-15") + i * 7 * 86_400_000).toISOString().slice(0, 10);
    const dueDate = new Date(Date.parse(issueDate) + 30 * 86_400_000).toISOString().slice(0, 10);
    return invoice(100 + i, { issueDate, dueDate });
  });
  const steps = planPayments(year, TODAY);
  const settledBy = "2026-04-16";
  const paidOf = (id: string) =>
    steps
      .filter((s) => s.invoiceId === id && s.kind === "pay" && s.status === "completed" && !s.declined)
      .reduce((sum, s) => sum + s.amountCents, 0);

  it("pays most invoices due two months ago or more in full, between issue and due date", () => {
    const old = year.filter((i) => i.dueDate < settledBy);
    const paidInFull = old.filter((i) => paidOf(i.id) === i.amountCents);
    expect(old.length - paidInFull.length).toBe(Math.floor(old.length / 12));
    for (const i of paidInFull) {
      for (const s of steps.filter((step) => step.invoiceId === i.id)) {
        expect(s.paymentDate >= i.issueDate && s.paymentDate <= i.dueDate, i.number).toBe(true);
      }
    }
  });

  it("pays two in three of the recently overdue late and in full, and leaves the rest overdue", () => {
    const late = year.filter((i) => i.dueDate >= settledBy && i.dueDate < TODAY);
    const paid = late.filter((i) => paidOf(i.id) === i.amountCents);
    expect(paid.length).toBe(late.length - Math.ceil(late.length / 3));
    for (const i of paid) {
      const [payment] = steps.filter((s) => s.invoiceId === i.id);
      expect(payment!.paymentDate > i.dueDate && payment!.paymentDate <= TODAY, i.number).toBe(true);
    }
  });

  it("spreads the money in over every month an invoice was issued in", () => {
    const issued = new Set(year.filter((i) => i.dueDate < TODAY).map((i) => i.issueDate.slice(0, 7)));
    const collected = new Set(steps.filter((s) => s.kind === "pay").map((s) => s.paymentDate.slice(0, 7)));
    for (const month of issued) expect(collected.has(month), month).toBe(true);
  });
});

describe("seedPayments in the demo seed", () => {
  // An agency whose day is not UTC's now: no payment is dated after its today.
  const timeZone = zoneAwayFromUtc();

  const { database } = withDemoDatabase({ timeZone });

  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

  it("records payments of every status, refunds among them, on the seeded invoices", async () => {
    const all = await database.db.select().from(payments);
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(["completed", "pending", "failed"]));
    expect(all.filter((p) => p.amountCents < 0 && p.refundReason).length).toBeGreaterThan(0);
    for (const p of all) expect(p.paymentDate <= todayIn(timeZone)).toBe(true);
  });

  it("leaves each invoice's paid amount the sum of its completed payments, and statuses that follow", async () => {
    const mismatched = rows<{ number: string }>(
      await database.db.execute(sql`
        select i.number from invoices i
        where i.paid_cents <> coalesce((select sum(p.amount_cents) from payments p
          where p.invoice_id = i.id and p.status = 'completed'), 0)
          or (i.status = 'paid') <> (i.status <> 'cancelled' and i.amount_cents - i.paid_cents - i.credited_cents <= 0)`),
    );
    expect(mismatched).toEqual([]);
    const statuses = rows<{ status: string }>(
      await database.db.execute(sql`select distinct status from invoices where paid_cents > 0`),
    ).map((r) => r.status);
    expect(statuses).toContain("paid");
    expect(statuses).toContain("partially_paid");
  });

  it("gives the demo client's own client payments to see", async () => {
    const [demo] = await database.db
      .select({ clientId: clients.id })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.userId))
      .where(eq(users.email, "client@itinera.local"));
    const own = await database.db.select().from(payments).where(eq(payments.clientId, demo!.clientId));
    expect(own.length).toBeGreaterThan(0);
  });

  it("tells one story: every one of the last 12 months has bookings made, invoices issued and money in", async () => {
    const today = todayIn(timeZone);
    const months = rows<{ month: string; bookings: number; invoices: number; collected: number }>(
      await database.db.execute(sql`
        select to_char(m, 'YYYY-MM') as month,
          (select count(*)::int from bookings b where date_trunc('month', b.booking_date) = m) as bookings,
          (select count(*)::int from invoices i where date_trunc('month', i.issue_date) = m) as invoices,
          (select count(*)::int from payments p
            where p.status = 'completed' and date_trunc('month', p.payment_date) = m) as collected
        from generate_series(date_trunc('month', ${today}::date) - interval '11 months',
          date_trunc('month', ${today}::date), interval '1 month') as m`),
    );
    expect(months).toHaveLength(12);
    for (const m of months) {
      expect(m.bookings, m.month).toBeGreaterThan(0);
      expect(m.invoices, m.month).toBeGreaterThan(0);
      expect(m.collected, m.month).toBeGreaterThan(0);
    }
    const [first] = rows<{ booked: string; invoiced: string }>(
      await database.db.execute(sql`
        select (select min(booking_date)::text from bookings where status in ('confirmed', 'completed')) as booked,
          (select min(issue_date)::text from invoices) as invoiced`),
    );
    const lag = (Date.parse(first!.invoiced) - Date.parse(first!.booked)) / 86_400_000;
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThanOrEqual(7);
  });

  it("leaves client_stats as a rebuild from scratch would (the triggers kept the spend)", async () => {
    const snapshot = () =>
      database.db
        .select({ clientId: clientStats.clientId, spent: clientStats.spentCents })
        .from(clientStats)
        .orderBy(clientStats.clientId);
    const kept = await snapshot();
    expect(kept.filter((r) => r.spent > 0).length).toBeGreaterThan(3);
    await database.db.execute(sql`select client_stats_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });
});
