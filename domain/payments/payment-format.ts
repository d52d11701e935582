import type { PaymentMethod, PaymentRecordStatus } from "./payment-values";

// No zod here: the payments table and badges load without the validation code the forms need.

type BadgeVariant = "default" | "secondary" | "destructive" | "outline";

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bank_transfer: "Bank transfer",
  credit_card: "Credit card",
  cash: "Cash",
  other: "Other",
};

export const paymentStatusLabels: Record<PaymentRecordStatus, string> = {
  completed: "Completed",
  pending: "Pending",
  failed: "Failed",
};

/** SPEC §4: completed default, pending secondary, failed destructive. */
export const paymentStatusBadge: Record<PaymentRecordStatus, BadgeVariant> = {
  completed: "default",
  pending: "secondary",
  failed: "destructive",
};

const REFERENCE_DIGITS = 6;

/** The Transaction ID column: PAY-000123 (wider once numbers pass six digits). */
export function paymentReference(number: number): string {
  return `PAY-${String(number).padStart(REFERENCE_DIGITS, "0")}`;
}

/** The payment number a search word names when it reads as a Transaction ID ("PAY-000123", "pay123"). */
export function paymentNumberOf(word: string): number | null {
  const match = /^pay-?(\d{1,9})$/i.exec(word.trim());
  if (!match) return null;
  const number = Number(match[1]);
  return number >= 1 ? number : null;
}
