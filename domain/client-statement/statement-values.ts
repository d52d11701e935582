// Plain lists (no zod) so the statement tab and the PDF can import them without the schema library.
import type { Currency } from "../currency";

/**
 * What moves a client's balance: an invoice (owed more), a credit note and a payment (owed less), a refund
 * (a negative payment: owed more again), and an invoice's cancellation (its amount no longer owed).
 */
export const statementEntryKinds = ["invoice", "credit_note", "payment", "refund", "cancellation"] as const;
export type StatementEntryKind = (typeof statementEntryKinds)[number];

export const statementEntryLabels: Record<StatementEntryKind, string> = {
  invoice: "Invoice",
  credit_note: "Credit note",
  payment: "Payment",
  refund: "Refund",
  cancellation: "Invoice cancelled",
};

/** Entries one statement page shows at most, and what the PDF prints before summing older ones up. */
export const STATEMENT_PAGE_MAX = 100;
export const STATEMENT_PDF_MAX_ENTRIES = 2000;

/** An amount in one currency, in minor units. */
export interface CurrencyAmount {
  currency: Currency;
  amountCents: number;
}
