// Plain lists (no zod) so tables, schemas and small web chunks can all import them.

/** SPEC §3 payment methods; bank_transfer is the default (SPEC §9). */
export const paymentMethods = ["bank_transfer", "credit_card", "cash", "other"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "bank_transfer";

/**
 * SPEC §4 payment statuses: completed counts towards the invoice; pending is a bank transfer announced
 * but not yet received ("Mark as received" completes it); failed never counts.
 */
export const paymentStatuses = ["completed", "pending", "failed"] as const;
export type PaymentRecordStatus = (typeof paymentStatuses)[number];

export const paymentSorts = ["paymentDate", "amount", "number"] as const;
export type PaymentSort = (typeof paymentSorts)[number];
