import { formatMoney } from "#domain/money-format";
import type { Payment } from "#domain/payments/payment.schema";

/** The amount in the payment's own currency (SPEC shows "$"; we show the real symbol); a refund is negative. */
export function PaymentAmount({
  payment,
}: {
  payment: Pick<Payment, "amountCents" | "currency" | "refundReason">;
}) {
  const text = formatMoney(payment.amountCents, payment.currency);
  if (payment.amountCents >= 0) return <span className="tabular-nums">{text}</span>;
  return (
    <span className="text-destructive tabular-nums" title={payment.refundReason ?? undefined}>
      {text}
      <span className="sr-only"> (refund)</span>
    </span>
  );
}
