import { paymentStatuses } from "#domain/bookings/booking-values";

// What a booking's payment status is derived from, as SQL over a booking row aliased `alias`: the sums
// of its invoices that are not cancelled (issue #15), read through invoices_booking_idx. The status itself
// is derived by derivePaymentStatus (domain) for what is answered, and by paymentStatusSql (the same rule,
// tested against it) where the list filters on it.

/** What the booking's invoices ask for: Σ(amount − credited); a credit note lowers what is owed. */
export function invoicedCentsSql(alias: string): string {
  return `(select coalesce(sum(bi.amount_cents - bi.credited_cents), 0)::bigint from invoices bi
    where bi.booking_id = ${alias}.id and bi.status <> 'cancelled')`;
}

/** What was received on them: Σ paid (completed payments less refunds, as the invoices keep it). */
export function paidCentsSql(alias: string): string {
  return `(select coalesce(sum(bi.paid_cents), 0)::bigint from invoices bi
    where bi.booking_id = ${alias}.id and bi.status <> 'cancelled')`;
}

/** derivePaymentStatus as a SQL expression over two amounts (booking-payments.test.ts holds them equal). */
export function paymentStatusSql(invoiced: string, paid: string): string {
  const [awaiting, partially, paid_] = paymentStatuses;
  return `(case when (${invoiced}) <= 0 or (${paid}) <= 0 then '${awaiting}'
    when (${paid}) >= (${invoiced}) then '${paid_}' else '${partially}' end)`;
}
