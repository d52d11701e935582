import { PAYMENT_EXCEEDS_BALANCE, REFUND_EXCEEDS_PAID } from "./payment.schema";

/** What a payment on an invoice is checked against; integer minor units of the invoice's currency. */
export interface SettlementFigures {
  amountCents: number;
  /** Completed payments net of refunds. */
  paidCents: number;
  creditedCents: number;
  /** Pending payments (bank transfers announced, not yet received), other than the one being checked. */
  pendingCents: number;
}

/**
 * What may still be collected: total − paid − credited − pending. A pending payment does not count as
 * paid, but it reserves its amount: an announced transfer plus a card payment can never over-collect.
 */
export function collectableCents({ amountCents, paidCents, creditedCents, pendingCents }: SettlementFigures) {
  return Math.max(0, amountCents - paidCents - creditedCents - pendingCents);
}

/** Why a payment of `amountCents` cannot be recorded (or received), or null when it fits. */
export function paymentRefusal(amountCents: number, figures: SettlementFigures): string | null {
  return amountCents > collectableCents(figures) ? PAYMENT_EXCEEDS_BALANCE : null;
}

/** Why a refund of `amountCents` cannot be made: never more than what was paid (net of earlier refunds). */
export function refundRefusal(amountCents: number, paidCents: number): string | null {
  return amountCents > Math.max(0, paidCents) ? REFUND_EXCEEDS_PAID : null;
}
