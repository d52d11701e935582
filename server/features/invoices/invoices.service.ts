import { eq, sql } from "drizzle-orm";
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
import { invoiceSeries } from "#domain/invoices/invoice-number";
import { deriveInvoiceStatus } from "#domain/invoices/invoice-status";
import { invoiceTotals, lineTotals } from "#domain/invoices/invoice-totals";
import { formatMinorWithCurrency } from "#domain/money";
import { todayIsoDate } from "#domain/passengers/passport-expiry";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { clientScopeOf, systemScope } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { invoiceLines, invoices } from "../../db/schema/invoices";
import { lockRate } from "../exchange-rates/exchange-rates.service";
import { notifyInvoiceIssued } from "../notifications/invoice-notification-producers.service";
import { invoiceClientFor, requireClientBooking, requireClientTrip } from "./invoice-links";
import { listInvoices } from "./invoice-list.query";
import { peekDocumentNumber, takeDocumentNumberInTx } from "./invoice-numbers";
import { markOverdueInTx } from "./invoice-overdue";
import { INVOICE_ENTITY, invoiceEvents, readInvoiceDetail } from "./invoice-records";
import { issueCreditNoteInTx } from "./invoice-settlement.service";

/** The invoice with its lines, credit notes and history, if this user may see it; 404 otherwise. */
export async function getInvoiceForUser(db: DbOrTx, user: SessionUser, id: string): Promise<Invoice> {
  return readInvoiceDetail(db, await clientScopeOf(db, user), id);
}

type Rows<T> = { rows: T[] };

const HAS_SETTLEMENTS = "This invoice has payments or credit notes: issue a credit note instead";

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
          summary: `Issued ${number} to ${client.name}${target}: ${formatMinorWithCurrency(totals.totalCents, input.currency)}, due ${input.dueDate}`,
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
        const detail = await readInvoiceDetail(tx, systemScope, row.id);
        const notices = await notifyInvoiceIssued(tx, {
          invoiceId: row.id,
          number,
          amountText: formatMinorWithCurrency(totals.totalCents, input.currency),
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
        const detail = await readInvoiceDetail(tx, systemScope, id);
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
        const detail = await readInvoiceDetail(tx, systemScope, id);
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
      const { note, events } = await db.transaction((tx) =>
        issueCreditNoteInTx(tx, user, invoiceId, input, baseCurrency),
      );
      await publish(events);
      return note;
    },

    /**
     * The daily job: invoices still owing past their due date are stored overdue (reads derive it anyway;
     * this keeps the stored status, and what filters on it, in step). Answers how many changed.
     */
    async markOverdue(now: Date = new Date()): Promise<number> {
      const { count, events } = await db.transaction((tx) => markOverdueInTx(tx, todayIsoDate(now)));
      await publish(events);
      return count;
    },
  };
}
