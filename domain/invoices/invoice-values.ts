// Plain lists (no zod) so tables, schemas and small web chunks can all import them.

/**
 * What an invoice shows (SPEC §4 plus #15): unpaid at creation; partially paid and paid derived from its
 * payments and credit notes; overdue when the due date has passed with a balance; cancelled by an admin.
 */
export const invoiceStatuses = ["unpaid", "partially_paid", "paid", "overdue", "cancelled"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceSorts = ["number", "issueDate", "dueDate", "amount", "client"] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];

/** Number prefixes: INV-{YYYY}{MM}-{NNNN} and CN-{YYYY}{MM}-{NNNN}, sequential within the month. */
export const INVOICE_PREFIX = "INV";
export const CREDIT_NOTE_PREFIX = "CN";

/** Lines an invoice may carry, and the most a line's quantity may be. */
export const MAX_INVOICE_LINES = 50;
export const MAX_LINE_QUANTITY = 10_000;
