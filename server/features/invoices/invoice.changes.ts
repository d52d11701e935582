import { eq, sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { AppError, fieldError } from "#domain/errors";
import {
  DUE_BEFORE_ISSUE,
  type Invoice,
  type InvoiceCancel,
  type InvoiceCreate,
  type InvoiceUpdate,
} from "#domain/invoices/invoice.schema";
import { invoiceSeries } from "#domain/invoices/invoice-number";
import { deriveInvoiceStatus } from "#domain/invoices/invoice-status";
import { invoiceTotals, lineTotals } from "#domain/invoices/invoice-totals";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { invoiceLines, invoices } from "../../db/schema/invoices";
import type { Change } from "../../kernel/mutate";
import { firstRow } from "../../kernel/rows";
import { lockRate } from "../exchange-rates";
import { notifyInvoiceIssued } from "../notifications";
import { invoiceClientFor, requireClientBooking, requireClientTrip } from "./invoice-links";
import { takeDocumentNumber } from "./invoice-numbers";
import { INVOICE_ENTITY, invoiceEvents, lockInvoiceForEdit, readInvoiceDetail } from "./invoice-records";

// The invoice's own use cases, run by the kernel (ctx.kernel.mutate). Settlements (payments, refunds, credit
// notes) move an invoice under the lock in invoice-settlement.service.ts. `today` is the agency's day: the
// default issue date, and what an invoice's status (overdue or not) is read against.

const HAS_SETTLEMENTS = "This invoice has payments or credit notes: issue a credit note instead";

/**
 * Staff invoice a client, optionally for one of its trips or bookings. The amount is the sum of the lines;
 * the number is the month's next, taken in this transaction (a refused create takes none); the issue date's
 * exchange rate is locked on the invoice.
 */
export async function createInvoice(
  change: Change,
  input: InvoiceCreate,
  baseCurrency: Currency,
  today: string,
): Promise<Invoice> {
  const { tx, user, scope, audit, emit } = change;
  const client = await invoiceClientFor(tx, input.clientId);
  const tripTitle = input.tripId ? await requireClientTrip(tx, scope, input.tripId, client) : null;
  const reference = input.bookingId ? await requireClientBooking(tx, input.bookingId, client) : null;
  const issueDate = input.issueDate ?? today;
  if (input.dueDate < issueDate) throw fieldError("body.dueDate", DUE_BEFORE_ISSUE);
  const lines = input.lines.map((line) => ({ ...line, ...lineTotals(line) }));
  const totals = invoiceTotals(input.lines);
  const rate = await lockRate(tx, {
    baseCurrency,
    currency: input.currency,
    date: issueDate,
    amountCents: totals.totalCents,
    path: "body.currency",
  });
  const number = await takeDocumentNumber(tx, invoiceSeries(issueDate));
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      clientId: client.id,
      tripId: input.tripId,
      bookingId: input.bookingId,
      currency: input.currency,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      amountCents: totals.totalCents,
      issueDate,
      dueDate: input.dueDate,
      status: deriveInvoiceStatus(
        {
          amountCents: totals.totalCents,
          paidCents: 0,
          creditedCents: 0,
          dueDate: input.dueDate,
          cancelled: false,
        },
        today,
      ),
      notes: input.notes,
      baseCurrency: rate.baseCurrency,
      exchangeRate: rate.exchangeRate,
      baseAmountCents: rate.baseAmountCents,
      createdBy: user?.id ?? null,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error("insert returned no row");
  await tx.insert(invoiceLines).values(
    lines.map((line, position) => ({
      invoiceId: row.id,
      position: position + 1,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      taxRateBasisPoints: line.taxRateBasisPoints,
      netCents: line.netCents,
      taxCents: line.taxCents,
    })),
  );
  const target = tripTitle ? ` for trip “${tripTitle}”` : reference ? ` for booking ${reference}` : "";
  await audit({
    action: "create",
    entity: INVOICE_ENTITY,
    entityId: row.id,
    summary: `Issued ${number} to ${client.name}${target}: ${formatMoney(totals.totalCents, input.currency)}, due ${formatTripDate(input.dueDate)}`,
    details: {
      number,
      clientId: client.id,
      tripId: input.tripId,
      bookingId: input.bookingId,
      amountCents: totals.totalCents,
      currency: input.currency,
      exchangeRate: rate.exchangeRate,
      lines: lines.length,
    },
  });
  const detail = await readInvoiceDetail(tx, scope, row.id, today);
  emit(invoiceEvents(detail, "insert", { figures: true }));
  await notifyInvoiceIssued(change, {
    invoiceId: row.id,
    number,
    amountText: formatMoney(totals.totalCents, input.currency),
    dueDate: input.dueDate,
    clientId: client.id,
  });
  return detail;
}

/** Staff change the due date and notes (If-Match); the status follows the new due date. */
export async function updateInvoice(
  { tx, scope, audit, emit }: Change,
  id: string,
  input: InvoiceUpdate,
  today: string,
  expected?: number,
): Promise<Invoice> {
  const before = await lockInvoiceForEdit(tx, scope, id);
  assertVersion(before, expected);
  if (before.status === "cancelled") throw new AppError("CONFLICT", `Invoice ${before.number} is cancelled`);
  if (input.dueDate < before.issueDate) throw fieldError("body.dueDate", DUE_BEFORE_ISSUE);
  const status = deriveInvoiceStatus({ ...before, dueDate: input.dueDate, cancelled: false }, today);
  await tx
    .update(invoices)
    .set({
      dueDate: input.dueDate,
      notes: input.notes,
      status,
      version: bumpVersion(invoices.version),
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, id));
  const changes = [
    input.dueDate !== before.dueDate &&
      `due date ${formatTripDate(before.dueDate)} → ${formatTripDate(input.dueDate)}`,
    input.notes !== before.notes && "notes",
  ].filter((c): c is string => Boolean(c));
  await audit({
    action: "update",
    entity: INVOICE_ENTITY,
    entityId: id,
    summary: `Updated ${before.number}${changes.length > 0 ? `: ${changes.join("; ")}` : ""}`,
    details: { dueDate: input.dueDate, notesChanged: input.notes !== before.notes },
  });
  const detail = await readInvoiceDetail(tx, scope, id, today);
  emit(invoiceEvents(detail, "update"));
  return detail;
}

/**
 * Admins cancel an invoice with a reason (If-Match), only while nothing settled it: no payment (received or
 * announced) and no credit note. Afterwards it owes nothing and takes no payment.
 */
export async function cancelInvoice(
  { tx, scope, audit, emit }: Change,
  id: string,
  input: InvoiceCancel,
  today: string,
  expected?: number,
): Promise<Invoice> {
  const before = await lockInvoiceForEdit(tx, scope, id);
  assertVersion(before, expected);
  if (before.status === "cancelled")
    throw new AppError("CONFLICT", `Invoice ${before.number} is already cancelled`);
  const settled = await firstRow<{ settled: boolean }>(
    tx,
    sql`
    select exists (select 1 from payments where invoice_id = ${id} and status <> 'failed')
      or exists (select 1 from credit_notes where invoice_id = ${id}) as settled`,
  );
  if (before.paidCents !== 0 || before.creditedCents !== 0 || settled?.settled) {
    throw new AppError("CONFLICT", HAS_SETTLEMENTS);
  }
  await tx
    .update(invoices)
    .set({
      status: "cancelled",
      cancelReason: input.reason,
      cancelledAt: sql`now()`,
      version: bumpVersion(invoices.version),
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, id));
  await audit({
    action: "update",
    entity: INVOICE_ENTITY,
    entityId: id,
    summary: `Cancelled ${before.number}: ${input.reason}`,
    details: { status: "cancelled", reason: input.reason },
  });
  const detail = await readInvoiceDetail(tx, scope, id, today);
  emit(invoiceEvents(detail, "update", { figures: true }));
  return detail;
}
