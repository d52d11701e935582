import { eq, sql } from "drizzle-orm";
import { bookingReference } from "#domain/bookings/booking-format";
import type { Currency } from "#domain/currency";
import { AppError, fieldError, notFound } from "#domain/errors";
import {
  type CreditNote,
  type CreditNoteCreate,
  DUE_BEFORE_ISSUE,
  type Invoice,
  type InvoiceCancel,
  type InvoiceCreate,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceUpdate,
} from "#domain/invoices/invoice.schema";
import { creditNoteSeries, invoiceSeries } from "#domain/invoices/invoice-number";
import { deriveInvoiceStatus } from "#domain/invoices/invoice-status";
import { invoiceTotals, lineTotals } from "#domain/invoices/invoice-totals";
import type { InvoiceStatus } from "#domain/invoices/invoice-values";
import { formatMinor } from "#domain/money";
import { todayIsoDate } from "#domain/passengers/passport-expiry";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { clientScopeOf, findVisibleTrip, visibleToUser } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { clients } from "../../db/schema/clients";
import { creditNotes, invoiceLines, invoices } from "../../db/schema/invoices";
import { lockRate } from "../exchange-rates/exchange-rates.service";
import {
  notifyInvoiceIssued,
  notifyInvoiceOverdue,
  notifyInvoiceSent,
} from "../notifications/notification-producers.service";
import { listInvoices } from "./invoice-list.query";
import { peekDocumentNumber, takeDocumentNumberInTx } from "./invoice-numbers";
import {
  CREDIT_NOTE_ENTITY,
  INVOICE_ENTITY,
  invoiceEvents,
  isoInstant,
  readInvoiceDetail,
} from "./invoice-records";

/** What a payment, refund or credit note needs of the invoice it settles, read with the row locked. */
export interface LockedInvoice {
  id: string;
  number: string;
  clientId: string;
  currency: Currency;
  amountCents: number;
  paidCents: number;
  creditedCents: number;
  dueDate: string;
  status: InvoiceStatus;
  createdBy: string | null;
  /** The booking it bills, if any: its payment status follows this invoice. */
  bookingId: string | null;
}

/**
 * The invoice, if this user may see it (404 otherwise), its row locked for the rest of the transaction:
 * concurrent payments on one invoice queue here, so each sees the paid amount the previous one left.
 */
export async function lockInvoiceForSettlementInTx(
  tx: DbOrTx,
  user: SessionUser,
  invoiceId: string,
): Promise<LockedInvoice> {
  const visible = visibleToUser(user, invoices.clientId);
  const rows = (await tx.execute(sql`
    select id, number, client_id as "clientId", currency, amount_cents::float8 as "amountCents",
      paid_cents::float8 as "paidCents", credited_cents::float8 as "creditedCents",
      to_char(due_date, 'YYYY-MM-DD') as "dueDate", status, created_by as "createdBy",
      booking_id as "bookingId"
    from invoices where id = ${invoiceId} ${visible ? sql`and ${visible}` : sql``}
    for update`)) as unknown as { rows: LockedInvoice[] };
  const row = rows.rows[0];
  if (!row) throw notFound("Invoice");
  return {
    ...row,
    amountCents: Number(row.amountCents),
    paidCents: Number(row.paidCents),
    creditedCents: Number(row.creditedCents),
  };
}

/**
 * Moves a locked invoice's paid and credited amounts by these deltas and stores the status they give.
 * Callers check the balance first (the table's check constraint is the last line of defence).
 */
export async function settleInvoiceInTx(
  tx: DbOrTx,
  invoice: LockedInvoice,
  delta: { paidCents?: number; creditedCents?: number },
): Promise<InvoiceStatus> {
  if (invoice.status === "cancelled")
    throw new AppError("CONFLICT", `Invoice ${invoice.number} is cancelled`);
  const paidCents = invoice.paidCents + (delta.paidCents ?? 0);
  const creditedCents = invoice.creditedCents + (delta.creditedCents ?? 0);
  const status = deriveInvoiceStatus(
    {
      amountCents: invoice.amountCents,
      paidCents,
      creditedCents,
      dueDate: invoice.dueDate,
      cancelled: false,
    },
    todayIsoDate(),
  );
  await tx.execute(sql`
    update invoices set paid_cents = ${paidCents}, credited_cents = ${creditedCents}, status = ${status},
      version = version + 1, updated_at = now()
    where id = ${invoice.id}`);
  return status;
}

/** The invoice with its lines, credit notes and history, if this user may see it; 404 otherwise. */
export async function getInvoiceForUser(db: DbOrTx, user: SessionUser, id: string): Promise<Invoice> {
  return readInvoiceDetail(db, await clientScopeOf(db, user), id);
}

/**
 * Records that the invoice's PDF was e-mailed to `to` (sent_at, sent_to, a new version and an audit row
 * "Sent to …"), inside the caller's transaction; answers the send record and the events to publish after
 * commit. 404 when the user may not see the invoice.
 */
export async function recordInvoiceSentInTx(
  tx: DbOrTx,
  user: SessionUser,
  id: string,
  to: string,
): Promise<{ sentAt: string; sentTo: string; events: PublishedEvent[] }> {
  const visible = visibleToUser(user, invoices.clientId);
  const result = (await tx.execute(sql`
    update invoices set sent_at = now(), sent_to = ${to}, version = version + 1, updated_at = now()
    where id = ${id} ${visible ? sql`and ${visible}` : sql``}
    returning number, client_id as "clientId", amount_cents::float8 as "amountCents", currency,
      ${sql.raw(isoInstant("sent_at"))} as "sentAt"`)) as unknown as {
    rows: { number: string; clientId: string; amountCents: number; currency: string; sentAt: string }[];
  };
  const row = result.rows[0];
  if (!row) throw notFound("Invoice");
  await writeAudit(tx, {
    userId: user.id,
    action: "update",
    entity: INVOICE_ENTITY,
    entityId: id,
    summary: `Sent to ${to}`,
    details: { sentTo: to, number: row.number },
  });
  const notices = await notifyInvoiceSent(tx, {
    invoiceId: id,
    number: row.number,
    amountText: money(Number(row.amountCents), row.currency),
    clientId: row.clientId,
  });
  return {
    sentAt: row.sentAt,
    sentTo: to,
    events: [...invoiceEvents({ id, clientId: row.clientId, bookingId: null }, "update"), ...notices],
  };
}

const money = (cents: number, currency: string) => `${formatMinor(cents)} ${currency}`;
const HAS_SETTLEMENTS = "This invoice has payments or credit notes: issue a credit note instead";

type Rows<T> = { rows: T[] };

/** The client an invoice is for: existing and not archived (bookings' rule), or a 400 naming clientId. */
async function invoiceClientFor(tx: DbOrTx, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id, name: clients.name, archivedAt: clients.archivedAt })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw fieldError("body.clientId", "Client not found");
  if (client.archivedAt) {
    throw fieldError("body.clientId", `${client.name} is archived: restore the client before invoicing them`);
  }
  return client;
}

/** A booking of this client, or a 400 naming bookingId. */
async function requireClientBooking(
  tx: DbOrTx,
  bookingId: string,
  client: { id: string; name: string },
): Promise<string> {
  const result = (await tx.execute(sql`
    select b.number, b.client_id as "clientId", c.name as "clientName"
    from bookings b join clients c on c.id = b.client_id where b.id = ${bookingId}`)) as unknown as Rows<{
    number: number;
    clientId: string;
    clientName: string;
  }>;
  const booking = result.rows[0];
  if (!booking) throw fieldError("body.bookingId", "Booking not found");
  const reference = bookingReference(Number(booking.number));
  if (booking.clientId !== client.id) {
    throw fieldError(
      "body.bookingId",
      `Booking ${reference} is ${booking.clientName}'s, not ${client.name}'s`,
    );
  }
  return reference;
}

/** A trip of this client, or a 400 naming tripId. */
async function requireClientTrip(
  tx: DbOrTx,
  user: SessionUser,
  tripId: string,
  client: { id: string; name: string },
): Promise<string> {
  const trip = await findVisibleTrip(tx, user, tripId).catch(() => {
    throw fieldError("body.tripId", "Trip not found");
  });
  if (trip.clientId !== client.id) {
    throw fieldError("body.tripId", `This trip is ${trip.clientName}'s, not ${client.name}'s`);
  }
  return trip.title;
}

/** The invoice row an edit starts from, locked until the transaction ends; 404 when missing. */
async function lockInvoiceForEdit(tx: DbOrTx, id: string) {
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
    .where(eq(invoices.id, id))
    .for("update");
  if (!row) throw notFound("Invoice");
  return row;
}

export function createInvoicesService(ctx: AppContext) {
  const { db } = ctx;
  const baseCurrency = ctx.config.baseCurrency;

  async function publish(events: PublishedEvent[]) {
    for (const event of events) await ctx.hub.publish(event);
  }

  return {
    async list(user: SessionUser, query: InvoiceListQuery): Promise<InvoiceList> {
      return listInvoices(ctx.database, await clientScopeOf(db, user), query, baseCurrency);
    },

    async get(user: SessionUser, id: string): Promise<Invoice> {
      return getInvoiceForUser(db, user, id);
    },

    /** What the New Invoice dialog shows: the number a create would take now. */
    async nextNumber(): Promise<{ number: string }> {
      return { number: await peekDocumentNumber(db, invoiceSeries(todayIsoDate())) };
    },

    /**
     * Staff invoice a client, optionally for one of its trips or bookings. The amount is the sum of the
     * lines; the number is the month's next, taken in this transaction (a refused create takes none); the
     * issue date's exchange rate is locked on the invoice.
     */
    async create(user: SessionUser, input: InvoiceCreate): Promise<Invoice> {
      const { detail, events } = await db.transaction(async (tx) => {
        const client = await invoiceClientFor(tx, input.clientId);
        const tripTitle = input.tripId ? await requireClientTrip(tx, user, input.tripId, client) : null;
        const reference = input.bookingId ? await requireClientBooking(tx, input.bookingId, client) : null;
        const issueDate = input.issueDate ?? todayIsoDate();
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
        const number = await takeDocumentNumberInTx(tx, invoiceSeries(issueDate));
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
              todayIsoDate(),
            ),
            notes: input.notes,
            baseCurrency: rate.baseCurrency,
            exchangeRate: rate.exchangeRate,
            baseAmountCents: rate.baseAmountCents,
            createdBy: user.id,
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
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: INVOICE_ENTITY,
          entityId: row.id,
          summary: `Issued ${number} to ${client.name}${target}: ${money(totals.totalCents, input.currency)}, due ${input.dueDate}`,
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
        const detail = await readInvoiceDetail(tx, { staff: true }, row.id);
        const notices = await notifyInvoiceIssued(tx, {
          invoiceId: row.id,
          number,
          amountText: money(totals.totalCents, input.currency),
          dueDate: input.dueDate,
          clientId: client.id,
        });
        return { detail, events: [...invoiceEvents(detail, "insert", { figures: true }), ...notices] };
      });
      await publish(events);
      return detail;
    },

    /** Staff change the due date and notes (If-Match); the status follows the new due date. */
    async update(user: SessionUser, id: string, input: InvoiceUpdate, expected?: number): Promise<Invoice> {
      const { detail, events } = await db.transaction(async (tx) => {
        const before = await lockInvoiceForEdit(tx, id);
        assertVersion(before, expected);
        if (before.status === "cancelled")
          throw new AppError("CONFLICT", `Invoice ${before.number} is cancelled`);
        if (input.dueDate < before.issueDate) throw fieldError("body.dueDate", DUE_BEFORE_ISSUE);
        const status = deriveInvoiceStatus(
          { ...before, dueDate: input.dueDate, cancelled: false },
          todayIsoDate(),
        );
        await tx
          .update(invoices)
          .set({
            dueDate: input.dueDate,
            notes: input.notes,
            status,
            version: nextVersion(invoices.version),
            updatedAt: sql`now()`,
          })
          .where(eq(invoices.id, id));
        const changes = [
          input.dueDate !== before.dueDate && `due date ${before.dueDate} → ${input.dueDate}`,
          input.notes !== before.notes && "notes",
        ].filter((c): c is string => Boolean(c));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: INVOICE_ENTITY,
          entityId: id,
          summary: `Updated ${before.number}${changes.length > 0 ? `: ${changes.join("; ")}` : ""}`,
          details: { dueDate: input.dueDate, notesChanged: input.notes !== before.notes },
        });
        const detail = await readInvoiceDetail(tx, { staff: true }, id);
        return { detail, events: invoiceEvents(detail, "update") };
      });
      await publish(events);
      return detail;
    },

    /**
     * Admins cancel an invoice with a reason (If-Match), only while nothing settled it: no payment (received
     * or announced) and no credit note. Afterwards it owes nothing and takes no payment.
     */
    async cancel(user: SessionUser, id: string, input: InvoiceCancel, expected?: number): Promise<Invoice> {
      const { detail, events } = await db.transaction(async (tx) => {
        const before = await lockInvoiceForEdit(tx, id);
        assertVersion(before, expected);
        if (before.status === "cancelled")
          throw new AppError("CONFLICT", `Invoice ${before.number} is already cancelled`);
        const settled = (await tx.execute(sql`
          select exists (select 1 from payments where invoice_id = ${id} and status <> 'failed')
            or exists (select 1 from credit_notes where invoice_id = ${id}) as settled`)) as unknown as Rows<{
          settled: boolean;
        }>;
        if (before.paidCents !== 0 || before.creditedCents !== 0 || settled.rows[0]?.settled) {
          throw new AppError("CONFLICT", HAS_SETTLEMENTS);
        }
        await tx
          .update(invoices)
          .set({
            status: "cancelled",
            cancelReason: input.reason,
            cancelledAt: sql`now()`,
            version: nextVersion(invoices.version),
            updatedAt: sql`now()`,
          })
          .where(eq(invoices.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: INVOICE_ENTITY,
          entityId: id,
          summary: `Cancelled ${before.number}: ${input.reason}`,
          details: { status: "cancelled", reason: input.reason },
        });
        const detail = await readInvoiceDetail(tx, { staff: true }, id);
        return { detail, events: invoiceEvents(detail, "update", { figures: true }) };
      });
      await publish(events);
      return detail;
    },

    /**
     * Admins credit part or all of what is still owed: a CN-YYYYMM-NNNN number from its own series, the
     * day's rate locked, the invoice's credited amount and status moved under its row lock.
     */
    async issueCreditNote(
      user: SessionUser,
      invoiceId: string,
      input: CreditNoteCreate,
    ): Promise<CreditNote> {
      const { note, events } = await db.transaction(async (tx) => {
        const invoice = await lockInvoiceForSettlementInTx(tx, user, invoiceId);
        if (invoice.status === "cancelled")
          throw new AppError("CONFLICT", `Invoice ${invoice.number} is cancelled`);
        const balance = invoice.amountCents - invoice.paidCents - invoice.creditedCents;
        if (input.amountCents > balance) {
          throw fieldError(
            "body.amountCents",
            balance <= 0
              ? `Invoice ${invoice.number} is settled: nothing is left to credit`
              : `A credit note cannot exceed the remaining balance (${money(balance, invoice.currency)})`,
          );
        }
        const issueDate = todayIsoDate();
        const rate = await lockRate(tx, {
          baseCurrency,
          currency: invoice.currency,
          date: issueDate,
          amountCents: input.amountCents,
          path: "body.amountCents",
        });
        const number = await takeDocumentNumberInTx(tx, creditNoteSeries(issueDate));
        const [row] = await tx
          .insert(creditNotes)
          .values({
            number,
            invoiceId: invoice.id,
            clientId: invoice.clientId,
            amountCents: input.amountCents,
            currency: invoice.currency,
            reason: input.reason,
            issueDate,
            baseCurrency: rate.baseCurrency,
            exchangeRate: rate.exchangeRate,
            baseAmountCents: rate.baseAmountCents,
            createdBy: user.id,
          })
          .returning({ id: creditNotes.id, createdAt: creditNotes.createdAt });
        if (!row) throw new Error("insert returned no row");
        const status = await settleInvoiceInTx(tx, invoice, { creditedCents: input.amountCents });
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: CREDIT_NOTE_ENTITY,
          entityId: row.id,
          summary: `Credit note ${number} on ${invoice.number}: ${money(input.amountCents, invoice.currency)} (${input.reason})`,
          details: { invoiceId: invoice.id, amountCents: input.amountCents, status },
        });
        const note: CreditNote = {
          id: row.id,
          number,
          invoiceId: invoice.id,
          amountCents: input.amountCents,
          currency: invoice.currency,
          reason: input.reason,
          issueDate,
          createdAt: row.createdAt.toISOString(),
        };
        return { note, events: invoiceEvents(invoice, "update", { figures: true }) };
      });
      await publish(events);
      return note;
    },

    /**
     * The daily job: invoices still owing past their due date are stored overdue (reads derive it anyway;
     * this keeps the stored status, and what filters on it, in step). Answers how many changed.
     */
    async markOverdue(now: Date = new Date()): Promise<number> {
      const today = todayIsoDate(now);
      const changed = await db.transaction(async (tx) => {
        const result = (await tx.execute(sql`
          update invoices set status = 'overdue', version = version + 1, updated_at = now()
          where status in ('unpaid', 'partially_paid') and due_date < ${today}::date
            and amount_cents - paid_cents - credited_cents > 0
          returning id, number, client_id as "clientId", booking_id as "bookingId", currency,
            (amount_cents - paid_cents - credited_cents)::float8 as "balanceCents",
            to_char(due_date, 'YYYY-MM-DD') as "dueDate", created_by as "createdBy"`)) as unknown as Rows<{
          id: string;
          number: string;
          clientId: string;
          bookingId: string | null;
          currency: string;
          balanceCents: number;
          dueDate: string;
          createdBy: string | null;
        }>;
        await writeAudit(
          tx,
          result.rows.map((row) => ({
            userId: null,
            action: "update",
            entity: INVOICE_ENTITY,
            entityId: row.id,
            summary: `${row.number} is overdue`,
            details: { status: "overdue" },
          })),
        );
        const notices: PublishedEvent[] = [];
        for (const row of result.rows) {
          notices.push(
            ...(await notifyInvoiceOverdue(tx, {
              invoiceId: row.id,
              number: row.number,
              amountText: money(Number(row.balanceCents), row.currency),
              dueDate: row.dueDate,
              clientId: row.clientId,
              creatorId: row.createdBy,
            })),
          );
        }
        return { rows: result.rows, notices };
      });
      await publish([
        ...changed.rows.flatMap((row) => invoiceEvents({ ...row, bookingId: null }, "update")),
        ...changed.notices,
      ]);
      return changed.rows.length;
    },
  };
}
