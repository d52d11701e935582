import { isIsoDate } from "../calendar-date";
import { addDays } from "../dates";

// No zod here: the schemas of the API and of the payment dialogs both call this one rule.

/** A bank transfer is announced about two weeks before it lands; further ahead it is a guess, not a payment. */
export const PENDING_PAYMENT_MAX_DAYS_AHEAD = 14;

export const PAYMENT_DATE_NOT_FUTURE = "A received payment cannot be dated after today";
export const REFUND_DATE_NOT_FUTURE = "A refund cannot be dated after today";
export const PENDING_DATE_TOO_FAR = `An announced transfer can be dated at most ${PENDING_PAYMENT_MAX_DAYS_AHEAD} days after today`;

/** What is being dated: a completed payment, a pending (announced) one, or a refund. */
export type PaymentDateKind = "completed" | "pending" | "refund";

/**
 * Why `paymentDate` cannot date this kind of payment, or null. `today` is the agency's: money received or
 * given back is dated on or before it; an announced transfer up to PENDING_PAYMENT_MAX_DAYS_AHEAD after it.
 */
export function paymentDateRefusal(kind: PaymentDateKind, paymentDate: string, today: string): string | null {
  if (!isIsoDate(paymentDate)) return null;
  if (kind === "pending") {
    return paymentDate > addDays(today, PENDING_PAYMENT_MAX_DAYS_AHEAD) ? PENDING_DATE_TOO_FAR : null;
  }
  if (paymentDate <= today) return null;
  return kind === "refund" ? REFUND_DATE_NOT_FUTURE : PAYMENT_DATE_NOT_FUTURE;
}
