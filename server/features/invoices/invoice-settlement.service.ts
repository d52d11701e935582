import { sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { AppError, fieldError, notFound } from "#domain/errors";
import type { CreditNote, CreditNoteCreate } from "#domain/invoices/invoice.schema";
import { creditNoteSeries } from "#domain/invoices/invoice-number";
import { deriveInvoiceStatus } from "#domain/invoices/invoice-status";
import type { InvoiceStatus } from "#domain/invoices/invoice-values";
import { formatMinorWithCurrency } from "#domain/money";
import { todayIsoDate } from "#domain/passengers/passport-expiry";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { visibleToUser } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { creditNotes, invoices } from "../../db/schema/invoices";
import { lockRate } from "../exchange-rates/exchange-rates.service";
import { takeDocumentNumberInTx } from "./invoice-numbers";
import { CREDIT_NOTE_ENTITY, invoiceEvents } from "./invoice-records";

// Everything that settles an invoice (a payment, a refund, a credit note) goes through this lock and move.

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

/**
 * A credit note on the invoice for at most its remaining balance, inside the caller's transaction: the
 * day's rate locked, the invoice's credited amount and status moved under its row lock. Answers the note
 * and the events to publish after commit.
 */
export async function issueCreditNoteInTx(
  tx: DbOrTx,
  user: SessionUser,
  invoiceId: string,
  input: CreditNoteCreate,
  baseCurrency: Currency,
): Promise<{ note: CreditNote; events: PublishedEvent[] }> {
  const invoice = await lockInvoiceForSettlementInTx(tx, user, invoiceId);
  if (invoice.status === "cancelled")
    throw new AppError("CONFLICT", `Invoice ${invoice.number} is cancelled`);
  const balance = invoice.amountCents - invoice.paidCents - invoice.creditedCents;
  if (input.amountCents > balance) {
    throw fieldError(
      "body.amountCents",
      balance <= 0
        ? `Invoice ${invoice.number} is settled: nothing is left to credit`
        : `A credit note cannot exceed the remaining balance (${formatMinorWithCurrency(balance, invoice.currency)})`,
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
    summary: `Credit note ${number} on ${invoice.number}: ${formatMinorWithCurrency(input.amountCents, invoice.currency)} (${input.reason})`,
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
}
