import type { InvoiceStatus } from "./invoice-values";

// No zod here: the invoices list and badges load without the validation code the forms need.

type BadgeVariant = "default" | "secondary" | "destructive" | "outline";

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  unpaid: "Unpaid",
  partially_paid: "Partially paid",
  paid: "Paid",
  overdue: "Overdue",
  cancelled: "Cancelled",
};

/** SPEC §4: paid default, pending (unpaid, partially paid) secondary, overdue destructive; cancelled outline. */
export const invoiceStatusBadge: Record<InvoiceStatus, BadgeVariant> = {
  unpaid: "secondary",
  partially_paid: "secondary",
  paid: "default",
  overdue: "destructive",
  cancelled: "outline",
};

/** What can still happen to an invoice: payments while something is owed, cancellation while nothing settled it. */
export function invoiceActions(invoice: {
  status: InvoiceStatus;
  balanceCents: number;
  paidCents: number;
  creditedCents: number;
}): { pay: boolean; credit: boolean; cancel: boolean } {
  const open = invoice.status !== "cancelled" && invoice.balanceCents > 0;
  return {
    pay: open,
    credit: open,
    cancel: invoice.status !== "cancelled" && invoice.paidCents === 0 && invoice.creditedCents === 0,
  };
}
