import { and, eq, sql } from "drizzle-orm";
import { bookingReference } from "#domain/bookings/booking-format";
import type { Currency } from "#domain/currency";
import { notFound } from "#domain/errors";
import type {
  CreditNote,
  Invoice,
  InvoiceHistoryEntry,
  InvoiceLine,
  InvoiceListItem,
} from "#domain/invoices/invoice.schema";
import type { InvoiceStatus } from "#domain/invoices/invoice-values";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { invoices } from "../../db/schema/invoices";
import { isoInstant } from "../../db/sql-helpers";
import { firstRow, rows } from "../../kernel/rows";
import { clientAudience } from "../../realtime/audience";
import { invoiceBalanceSql, invoiceStatusSql } from "./invoice-status-sql";

// The invoice as every read answers it, the one visibility check, the edit lock, and the events a change
// emits.

/** The audit log's entity names; an invoice's history is read from these rows. */
export const INVOICE_ENTITY = "invoice";
export const CREDIT_NOTE_ENTITY = "credit_note";
/** The payments feature's audit entity: its rows about this invoice's payments join the history. */
const PAYMENT_ENTITY = "payment";

/**
 * The list item's columns over `invoices i` joined to `clients c`, named as the API names them; money as
 * float8 (exact below 2^53, and both drivers hand it back as a number) and dates as text.
 */
export function listItemColumns(today: string): string {
  return `i.id, i.number, i.client_id as "clientId", c.name as "clientName", i.trip_id as "tripId",
  i.booking_id as "bookingId", i.currency, i.amount_cents::float8 as "amountCents",
  i.paid_cents::float8 as "paidCents", i.credited_cents::float8 as "creditedCents",
  (${invoiceBalanceSql("i")})::float8 as "balanceCents", ${invoiceStatusSql("i", today)} as status,
  i.issue_date::text as "issueDate", i.due_date::text as "dueDate",
  case when i.sent_at is null then null else ${isoInstant("i.sent_at")} end as "sentAt", i.version`;
}

/** A list row as either driver hands it (float8 may still arrive as text from some drivers). */
export type ListItemRow = Omit<
  InvoiceListItem,
  "amountCents" | "paidCents" | "creditedCents" | "balanceCents"
> & {
  amountCents: number | string;
  paidCents: number | string;
  creditedCents: number | string;
  balanceCents: number | string;
};

export function toListItem(row: ListItemRow): InvoiceListItem {
  return {
    id: row.id,
    number: row.number,
    clientId: row.clientId,
    clientName: row.clientName ?? "",
    tripId: row.tripId,
    bookingId: row.bookingId,
    currency: row.currency,
    amountCents: Number(row.amountCents),
    paidCents: Number(row.paidCents),
    creditedCents: Number(row.creditedCents),
    balanceCents: Number(row.balanceCents),
    status: row.status as InvoiceStatus,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    sentAt: row.sentAt,
    version: Number(row.version),
  };
}

interface DetailRow extends ListItemRow {
  tripTitle: string | null;
  bookingNumber: number | null;
  clientEmail: string | null;
  subtotalCents: number | string;
  taxCents: number | string;
  notes: string | null;
  cancelReason: string | null;
  baseCurrency: Currency;
  exchangeRate: string;
  baseAmountCents: number | string;
  sentTo: string | null;
  createdAt: string;
  updatedAt: string;
}

async function invoiceLines(tx: DbOrTx, invoiceId: string): Promise<InvoiceLine[]> {
  const lines = await rows<InvoiceLine>(
    tx,
    sql`
    select id, position, description, quantity, unit_price_cents::float8 as "unitPriceCents",
      tax_rate_bp as "taxRateBasisPoints", net_cents::float8 as "netCents", tax_cents::float8 as "taxCents"
    from invoice_lines where invoice_id = ${invoiceId} order by position`,
  );
  return lines.map((line) => ({
    ...line,
    position: Number(line.position),
    quantity: Number(line.quantity),
    unitPriceCents: Number(line.unitPriceCents),
    taxRateBasisPoints: line.taxRateBasisPoints === null ? null : Number(line.taxRateBasisPoints),
    netCents: Number(line.netCents),
    taxCents: Number(line.taxCents),
  }));
}

async function invoiceCreditNotes(tx: DbOrTx, invoiceId: string): Promise<CreditNote[]> {
  const notes = await rows<CreditNote>(
    tx,
    sql`
    select id, number, invoice_id as "invoiceId", amount_cents::float8 as "amountCents", currency, reason,
      issue_date::text as "issueDate", ${sql.raw(isoInstant("created_at"))} as "createdAt"
    from credit_notes where invoice_id = ${invoiceId}
    order by created_at, number`,
  );
  return notes.map((note) => ({ ...note, amountCents: Number(note.amountCents) }));
}

/** The invoice's history, oldest first: its own audit rows and those of its credit notes and payments. */
async function invoiceHistory(tx: DbOrTx, invoiceId: string): Promise<InvoiceHistoryEntry[]> {
  return rows<InvoiceHistoryEntry>(
    tx,
    sql`
    select ${sql.raw(isoInstant("a.created_at"))} as at, a.summary, u.name as "byName"
    from audit_logs a left join "user" u on u.id = a.user_id
    where (a.entity = ${INVOICE_ENTITY} and a.entity_id = ${invoiceId})
      or (a.entity = ${CREDIT_NOTE_ENTITY}
        and a.entity_id in (select id::text from credit_notes where invoice_id = ${invoiceId}))
      or (a.entity = ${PAYMENT_ENTITY}
        and a.entity_id in (select id::text from payments where invoice_id = ${invoiceId}))
    order by a.created_at, a.id`,
  );
}

/**
 * The invoice with its lines, credit notes and history, if `scope` may see it; 404 otherwise. Its status is
 * read against `today`, the agency's day.
 */
export async function readInvoiceDetail(
  tx: DbOrTx,
  scope: Scope,
  id: string,
  today: string,
): Promise<Invoice> {
  // Written into the statement's text below: only ever a plain ISO day.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new RangeError(`not an ISO day: ${today}`);
  const row = await firstRow<DetailRow>(
    tx,
    sql`
    select ${sql.raw(listItemColumns(`'${today}'`))}, t.title as "tripTitle", b.number as "bookingNumber",
      c.email as "clientEmail", i.subtotal_cents::float8 as "subtotalCents", i.tax_cents::float8 as "taxCents",
      i.notes, i.cancel_reason as "cancelReason", i.base_currency as "baseCurrency",
      i.exchange_rate::text as "exchangeRate", i.base_amount_cents::float8 as "baseAmountCents",
      i.sent_to as "sentTo", ${sql.raw(isoInstant("i.created_at"))} as "createdAt",
      ${sql.raw(isoInstant("i.updated_at"))} as "updatedAt"
    from invoices i
    join clients c on c.id = i.client_id
    left join trips t on t.id = i.trip_id
    left join bookings b on b.id = i.booking_id
    where i.id = ${id} and ${scope.condition(sql`i.client_id`)}`,
  );
  // Someone else's invoice answers exactly like a missing one.
  if (!row) throw notFound("Invoice");
  const [lines, creditNotes, history] = await Promise.all([
    invoiceLines(tx, id),
    invoiceCreditNotes(tx, id),
    invoiceHistory(tx, id),
  ]);
  return {
    ...toListItem(row),
    tripTitle: row.tripTitle,
    bookingReference: row.bookingNumber === null ? null : bookingReference(Number(row.bookingNumber)),
    clientEmail: row.clientEmail,
    subtotalCents: Number(row.subtotalCents),
    taxCents: Number(row.taxCents),
    notes: row.notes,
    cancelReason: row.cancelReason,
    baseCurrency: row.baseCurrency,
    exchangeRate: row.exchangeRate,
    baseAmountCents: Number(row.baseAmountCents),
    sentTo: row.sentTo,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lines,
    creditNotes,
    history,
  };
}

/** The invoice row an edit starts from, locked until the transaction ends; 404 if missing or out of scope. */
export async function lockInvoiceForEdit(tx: DbOrTx, scope: Scope, id: string) {
  const [row] = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      clientId: invoices.clientId,
      bookingId: invoices.bookingId,
      currency: invoices.currency,
      amountCents: invoices.amountCents,
      paidCents: invoices.paidCents,
      creditedCents: invoices.creditedCents,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      status: invoices.status,
      notes: invoices.notes,
      version: invoices.version,
    })
    .from(invoices)
    .where(and(eq(invoices.id, id), scope.where(invoices.clientId)))
    .for("update");
  if (!row) throw notFound("Invoice");
  return row;
}

/**
 * What a committed change to an invoice tells: the invoices lists of its client (and staff), and, when it
 * hangs off a booking, that booking's payment status; `figures` when the client's totals moved.
 */
export function invoiceEvents(
  invoice: { id: string; clientId: string; bookingId: string | null },
  op: "insert" | "update" | "delete",
  changed: { figures: boolean } = { figures: false },
): PublishedEvent[] {
  const audience = clientAudience(invoice.clientId);
  const events: PublishedEvent[] = [{ topic: topics.invoices, id: invoice.id, op, audience }];
  if (invoice.bookingId)
    events.push({ topic: topics.bookings, id: invoice.bookingId, op: "update", audience });
  if (changed.figures) events.push({ topic: topics.clients, id: invoice.clientId, op: "update", audience });
  return events;
}
