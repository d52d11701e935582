import type { InvoiceStatus } from "./invoice-values";

/** What an invoice's status is derived from; amounts in minor units, dates as YYYY-MM-DD. */
export interface InvoiceFigures {
  amountCents: number;
  paidCents: number;
  creditedCents: number;
  dueDate: string;
  cancelled: boolean;
}

/** What is still owed: total − paid − credited. */
export function invoiceBalanceCents({ amountCents, paidCents, creditedCents }: InvoiceFigures): number {
  return amountCents - paidCents - creditedCents;
}

/**
 * The one place an invoice's status is derived (SPEC §4, #15): cancelled stays cancelled; nothing owed is
 * paid; a due date before today with a balance is overdue; otherwise partially paid once anything was paid
 * or credited, unpaid before. The same rule runs in SQL (invoiceStatusSql), tested against this.
 */
export function deriveInvoiceStatus(figures: InvoiceFigures, today: string): InvoiceStatus {
  if (figures.cancelled) return "cancelled";
  const balance = invoiceBalanceCents(figures);
  if (balance <= 0) return "paid";
  if (figures.dueDate < today) return "overdue";
  return figures.paidCents + figures.creditedCents > 0 ? "partially_paid" : "unpaid";
}
