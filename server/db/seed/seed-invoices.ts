import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, isNotNull, ne } from "drizzle-orm";
import { bookingReference } from "#domain/bookings/booking-format";
import { type Currency, DEFAULT_CURRENCY } from "#domain/currency";
import { convertMinorUnits } from "#domain/exchange-rates/convert";
import { creditNoteSeries, formatDocumentNumber, invoiceSeries } from "#domain/invoices/invoice-number";
import { deriveInvoiceStatus } from "#domain/invoices/invoice-status";
import { invoiceTotals, type LineFigures, lineTotals } from "#domain/invoices/invoice-totals";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import type { DbOrTx } from "../client";
import { auditLogs } from "../schema/audit-logs";
import { users } from "../schema/auth";
import { bookings } from "../schema/bookings";
import { clients } from "../schema/clients";
import {
  creditNotes,
  documentNumberCounters,
  exchangeRates,
  invoiceLines,
  invoices,
} from "../schema/invoices";
import { travelPackages } from "../schema/packages";
import { trips } from "../schema/trips";

const DAY_MS = 86_400_000;
/** A booking is invoiced within this many days of being made (never after today). */
const BILLING_LAG_DAYS = 7;
/** The trips' document fees are issued within this many days before today. */
const ISSUE_WINDOW_DAYS = 60;
/** Payment terms, taken in turn: about a fifth of the invoices end up past due. */
const TERMS_DAYS = [30, 45, 60, 90];
const TRIP_FEE_INVOICES = 8;
const SERVICE_FEE_CENTS = 2_500;
const VAT_BASIS_POINTS = 2_000;
const DEMO_CLIENT_EMAIL = "client@itinera.local";
const STAFF_EMAIL = "agent@itinera.local";
const ADMIN_EMAIL = "admin@itinera.local";
const CANCEL_REASON = "Issued twice by mistake; replaced by the next invoice.";
const CREDIT_REASON = "Goodwill: airport transfer cancelled by the supplier.";

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const at10 = (date: string) => new Date(`${date}T10:00:00Z`);

interface PlannedLine extends LineFigures {
  description: string;
}

/** An invoice as the seed plans it, before it has a number. */
export interface PlannedInvoice {
  clientId: string;
  clientName: string;
  tripId: string | null;
  bookingId: string | null;
  currency: Currency;
  issueDate: string;
  dueDate: string;
  lines: PlannedLine[];
  notes: string | null;
  /** What the audit row says it was for. */
  what: string;
  /** Orders issues on the same day. */
  order: number;
}

interface BookingSource {
  id: string;
  number: number;
  clientId: string;
  clientName: string;
  status: string;
  bookingDate: string;
  travelDate: string;
  participants: number;
  unitPriceCents: number;
  totalCents: number;
  currency: Currency;
  packageTitle: string | null;
  tripTitle: string | null;
  demoClient: boolean;
}

interface TripSource {
  id: string;
  clientId: string;
  clientName: string;
  title: string;
  startDate: string;
}

/**
 * The demo's invoices, a pure function of the bookings, trips and today: every confirmed or completed
 * booking (and every booking of the demo client) is invoiced in full within a week of being made, so the
 * invoices span the same months as the bookings; a pending one travelling later is invoiced every third
 * time for a 30 % deposit; a few trips get a document-handling fee in the last two months. Terms of 30 to
 * 90 days leave the recent ones open or overdue.
 */
export function planInvoices(
  bookingRows: readonly BookingSource[],
  tripRows: readonly TripSource[],
  today: string,
): PlannedInvoice[] {
  const planned: PlannedInvoice[] = [];
  let pending = 0;
  for (const booking of bookingRows) {
    if (booking.status === "cancelled") continue;
    const billed = booking.demoClient || booking.status === "confirmed" || booking.status === "completed";
    const deposit =
      !billed && booking.status === "pending" && booking.travelDate >= today && pending++ % 3 === 0;
    if (!billed && !deposit) continue;
    const n = booking.number;
    const issueDate = [addDays(booking.bookingDate, n % (BILLING_LAG_DAYS + 1)), today].sort()[0]!;
    const dueDate = addDays(issueDate, TERMS_DAYS[n % TERMS_DAYS.length]!);
    const reference = bookingReference(n);
    const name = booking.packageTitle ?? booking.tripTitle ?? "Trip";
    const lines: PlannedLine[] = [];
    if (deposit) {
      lines.push({
        description: `Deposit (30 %) for ${name}, ${reference}`,
        quantity: 1,
        unitPriceCents: Math.max(100, Math.floor((booking.totalCents * 30) / 100 / 100) * 100),
        taxRateBasisPoints: null,
      });
    } else if (booking.packageTitle && booking.unitPriceCents * booking.participants === booking.totalCents) {
      lines.push({
        description: `${booking.packageTitle}, per traveller`,
        quantity: booking.participants,
        unitPriceCents: booking.unitPriceCents,
        taxRateBasisPoints: null,
      });
    } else {
      lines.push({
        description: name,
        quantity: 1,
        unitPriceCents: booking.totalCents,
        taxRateBasisPoints: null,
      });
    }
    // Every other full invoice carries the agency's own fee, with VAT (the travel itself carries none).
    if (!deposit && n % 2 === 0) {
      lines.push({
        description: "Agency service fee",
        quantity: 1,
        unitPriceCents: SERVICE_FEE_CENTS,
        taxRateBasisPoints: VAT_BASIS_POINTS,
      });
    }
    if (invoiceTotals(lines).totalCents <= 0) continue;
    planned.push({
      clientId: booking.clientId,
      clientName: booking.clientName,
      tripId: null,
      bookingId: booking.id,
      currency: booking.currency,
      issueDate,
      dueDate,
      lines,
      notes: deposit ? "The balance is invoiced once the booking is confirmed." : null,
      what: `booking ${reference}`,
      order: n,
    });
  }
  for (const [k, trip] of tripRows.slice(0, TRIP_FEE_INVOICES).entries()) {
    const issueDate = addDays(today, -((k * 7) % ISSUE_WINDOW_DAYS));
    planned.push({
      clientId: trip.clientId,
      clientName: trip.clientName,
      tripId: trip.id,
      bookingId: null,
      currency: DEFAULT_CURRENCY,
      issueDate,
      dueDate: addDays(issueDate, TERMS_DAYS[(k + 1) % TERMS_DAYS.length]!),
      lines: [
        {
          description: "Visa and travel document handling",
          quantity: 1 + (k % 3),
          unitPriceCents: 4_500,
          taxRateBasisPoints: VAT_BASIS_POINTS,
        },
        {
          description: "Courier to the consulate",
          quantity: 1,
          unitPriceCents: 1_250,
          taxRateBasisPoints: VAT_BASIS_POINTS,
        },
      ],
      notes: null,
      what: `trip “${trip.title}”`,
      order: 1_000_000 + k,
    });
  }
  return planned.sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.order - b.order);
}

/** Each currency's rates, oldest first, to find the one in force on a day (the latest on or before it). */
async function ratesByCurrency(
  tx: DbOrTx,
  from: string,
): Promise<Map<Currency, { date: string; rate: string }[]>> {
  const rows = await tx
    .select({ currency: exchangeRates.currency, date: exchangeRates.rateDate, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(gte(exchangeRates.rateDate, addDays(from, -400)))
    .orderBy(asc(exchangeRates.currency), asc(exchangeRates.rateDate));
  const map = new Map<Currency, { date: string; rate: string }[]>();
  for (const row of rows) {
    const list = map.get(row.currency) ?? [];
    list.push({ date: row.date, rate: row.rate });
    map.set(row.currency, list);
  }
  return map;
}

function rateOn(rates: { date: string; rate: string }[] | undefined, date: string): string | null {
  let found: string | null = null;
  for (const entry of rates ?? []) {
    if (entry.date > date) break;
    found = entry.rate;
  }
  return found;
}

/**
 * The demo's invoices (planInvoices), numbered per month in issue order with the counters left where a
 * new invoice continues them, each with its lines, the rate of its issue date locked (an invoice in a
 * currency without a rate yet is left out), its status as the rule derives it, and its audit row; one is
 * cancelled and one gets a credit note. Payments come after, from the payments seed. Answers how many.
 */
export async function seedInvoices(tx: DbOrTx, today: string): Promise<number> {
  const baseCurrency = DEFAULT_CURRENCY;
  const [demoClient] = await tx
    .select({ id: clients.id })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(users.email, DEMO_CLIENT_EMAIL));
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [STAFF_EMAIL, ADMIN_EMAIL]));
  const agentId = staff.find((u) => u.email === STAFF_EMAIL)?.id ?? null;
  const adminId = staff.find((u) => u.email === ADMIN_EMAIL)?.id ?? null;
  const bookingRows = await tx
    .select({
      id: bookings.id,
      number: bookings.number,
      clientId: bookings.clientId,
      clientName: clients.name,
      status: bookings.status,
      bookingDate: bookings.bookingDate,
      travelDate: bookings.travelDate,
      participants: bookings.participants,
      unitPriceCents: bookings.unitPriceCents,
      totalCents: bookings.totalCents,
      currency: bookings.currency,
      packageTitle: travelPackages.title,
      tripTitle: trips.title,
      createdBy: bookings.createdBy,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(travelPackages, eq(travelPackages.id, bookings.packageId))
    .leftJoin(trips, eq(trips.id, bookings.tripId))
    .where(ne(bookings.status, "cancelled"))
    .orderBy(asc(bookings.number));
  // Trips without a booking of their own: what they cost beyond a booking is billed on the trip.
  const tripRows = await tx
    .select({
      id: trips.id,
      clientId: trips.clientId,
      clientName: clients.name,
      title: trips.title,
      startDate: trips.startDate,
    })
    .from(trips)
    .innerJoin(clients, eq(clients.id, trips.clientId))
    .where(and(ne(trips.status, "cancelled"), isNotNull(trips.clientId), gte(trips.startDate, today)))
    .orderBy(asc(trips.startDate), asc(trips.title));
  const bookedTrips = new Set(
    (await tx.select({ tripId: bookings.tripId }).from(bookings).where(isNotNull(bookings.tripId))).map(
      (r) => r.tripId,
    ),
  );
  // Whoever entered a booking bills it: the agents' revenue chart shows each agent's own work.
  const bookedBy = new Map(bookingRows.map((b) => [b.id, b.createdBy]));
  const plan = planInvoices(
    bookingRows.map((b) => ({ ...b, demoClient: b.clientId === demoClient?.id })),
    tripRows.filter((trip) => !bookedTrips.has(trip.id)),
    today,
  );
  if (plan.length === 0) return 0;
  const rates = await ratesByCurrency(tx, plan[0]!.issueDate);

  const counters = new Map<string, number>();
  const take = (series: string) => {
    const next = (counters.get(series) ?? 0) + 1;
    counters.set(series, next);
    return formatDocumentNumber(series, next);
  };
  const rows: (typeof invoices.$inferInsert & { id: string })[] = [];
  const lineRows: (typeof invoiceLines.$inferInsert)[] = [];
  const audits: (typeof auditLogs.$inferInsert)[] = [];
  for (const invoice of plan) {
    const totals = invoiceTotals(invoice.lines);
    const rate =
      invoice.currency === baseCurrency ? "1" : rateOn(rates.get(invoice.currency), invoice.issueDate);
    if (!rate) continue;
    const id = randomUUID();
    const number = take(invoiceSeries(invoice.issueDate));
    const issuer = (invoice.bookingId && bookedBy.get(invoice.bookingId)) || agentId;
    rows.push({
      id,
      number,
      clientId: invoice.clientId,
      tripId: invoice.tripId,
      bookingId: invoice.bookingId,
      currency: invoice.currency,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      amountCents: totals.totalCents,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      status: deriveInvoiceStatus(
        {
          amountCents: totals.totalCents,
          paidCents: 0,
          creditedCents: 0,
          dueDate: invoice.dueDate,
          cancelled: false,
        },
        today,
      ),
      notes: invoice.notes,
      baseCurrency,
      exchangeRate: rate,
      baseAmountCents: convertMinorUnits(totals.totalCents, rate),
      createdBy: issuer,
      createdAt: at10(invoice.issueDate),
      updatedAt: at10(invoice.issueDate),
    });
    for (const [position, line] of invoice.lines.entries()) {
      lineRows.push({ invoiceId: id, position: position + 1, ...line, ...lineTotals(line) });
    }
    audits.push({
      userId: issuer,
      action: "create",
      entity: "invoice",
      entityId: id,
      summary: `Issued ${number} to ${invoice.clientName} for ${invoice.what}: ${formatMoney(totals.totalCents, invoice.currency)}, due ${formatTripDate(invoice.dueDate)}`,
      details: {
        number,
        clientId: invoice.clientId,
        amountCents: totals.totalCents,
        currency: invoice.currency,
      },
      createdAt: at10(invoice.issueDate),
    });
  }

  // One invoice issued twice by mistake: the earlier of a client's two is cancelled (nothing was paid on it).
  const open = rows.filter((row) => row.dueDate >= today && row.bookingId);
  const cancelled = open.find((row) => row.clientId !== demoClient?.id);
  if (cancelled) {
    cancelled.status = "cancelled";
    cancelled.cancelReason = CANCEL_REASON;
    cancelled.cancelledAt = at10(today);
    cancelled.version = 2;
    audits.push({
      userId: adminId,
      action: "update",
      entity: "invoice",
      entityId: cancelled.id,
      summary: `Cancelled ${cancelled.number}: ${CANCEL_REASON}`,
      details: { status: "cancelled", reason: CANCEL_REASON },
      createdAt: at10(today),
    });
  }
  // One credit note for a tenth of an open invoice (the demo client's, so the client sees one too).
  const credited =
    open.find((row) => row !== cancelled && row.clientId === demoClient?.id) ??
    open.find((row) => row !== cancelled);
  const notes: (typeof creditNotes.$inferInsert)[] = [];
  if (credited) {
    const amountCents = Math.floor(credited.amountCents / 10);
    const issueDate = [credited.issueDate!, addDays(today, -2)].sort()[1]!;
    const rate = credited.currency === baseCurrency ? "1" : rateOn(rates.get(credited.currency), issueDate);
    if (rate && amountCents > 0) {
      const id = randomUUID();
      const number = take(creditNoteSeries(issueDate));
      notes.push({
        id,
        number,
        invoiceId: credited.id,
        clientId: credited.clientId,
        amountCents,
        currency: credited.currency,
        reason: CREDIT_REASON,
        issueDate,
        baseCurrency,
        exchangeRate: rate,
        baseAmountCents: convertMinorUnits(amountCents, rate),
        createdBy: adminId,
        createdAt: at10(issueDate),
      });
      credited.creditedCents = amountCents;
      credited.version = 2;
      credited.status = deriveInvoiceStatus(
        {
          amountCents: credited.amountCents,
          paidCents: 0,
          creditedCents: amountCents,
          dueDate: credited.dueDate,
          cancelled: false,
        },
        today,
      );
      audits.push({
        userId: adminId,
        action: "create",
        entity: "credit_note",
        entityId: id,
        summary: `Credit note ${number} on ${credited.number}: ${formatMoney(amountCents, credited.currency)} (${CREDIT_REASON})`,
        details: { invoiceId: credited.id, amountCents },
        createdAt: at10(issueDate),
      });
    }
  }

  // Bulk inserts in slices: a statement's parameters are limited to 65 535.
  for (let i = 0; i < rows.length; i += 500) await tx.insert(invoices).values(rows.slice(i, i + 500));
  for (let i = 0; i < lineRows.length; i += 1_000)
    await tx.insert(invoiceLines).values(lineRows.slice(i, i + 1_000));
  if (notes.length > 0) await tx.insert(creditNotes).values(notes);
  for (let i = 0; i < audits.length; i += 1_000)
    await tx.insert(auditLogs).values(audits.slice(i, i + 1_000));
  await tx
    .insert(documentNumberCounters)
    .values([...counters].map(([series, lastNumber]) => ({ series, lastNumber })))
    .onConflictDoNothing();
  return rows.length;
}
