import { sql } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { AppError, notFound } from "#domain/errors";
import { deriveInvoiceStatus } from "#domain/invoices/invoice-status";
import type { InvoiceStatus } from "#domain/invoices/invoice-values";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { bumpVersion } from "../../db/record-version";
import { invoices } from "../../db/schema/invoices";
import { firstRow } from "../../kernel/rows";

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
 * The invoice, if `scope` may see it (404 otherwise), its row locked for the rest of the transaction:
 * concurrent payments on one invoice queue here, so each sees the paid amount the previous one left.
 */
export async function lockInvoiceForSettlement(
  tx: DbOrTx,
  scope: Scope,
  invoiceId: string,
): Promise<LockedInvoice> {
  const row = await firstRow<LockedInvoice>(
    tx,
    sql`
    select id, number, client_id as "clientId", currency, amount_cents::float8 as "amountCents",
      paid_cents::float8 as "paidCents", credited_cents::float8 as "creditedCents",
      to_char(due_date, 'YYYY-MM-DD') as "dueDate", status, created_by as "createdBy",
      booking_id as "bookingId"
    from invoices where id = ${invoiceId} and ${scope.condition(invoices.clientId)}
    for update`,
  );
  if (!row) throw notFound("Invoice");
  return {
    ...row,
    amountCents: Number(row.amountCents),
    paidCents: Number(row.paidCents),
    creditedCents: Number(row.creditedCents),
  };
}

/**
 * Moves a locked invoice's paid and credited amounts by these deltas and stores the status they give on
 * `today`, the agency's day. Callers check the balance first (the table's check constraint is the last line
 * of defence).
 */
export async function settleInvoice(
  tx: DbOrTx,
  invoice: LockedInvoice,
  delta: { paidCents?: number; creditedCents?: number },
  today: string,
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
    today,
  );
  await tx.execute(sql`
    update invoices set paid_cents = ${paidCents}, credited_cents = ${creditedCents}, status = ${status},
      version = ${bumpVersion(invoices.version)}, updated_at = now()
    where id = ${invoice.id}`);
  return status;
}
