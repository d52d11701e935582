import { paymentStatuses } from "#domain/bookings/booking-values";

// What a booking's payment status is derived from, as SQL over a booking row aliased `alias`. Until
// invoices exist (issue #15) nothing is invoiced or paid; #15 replaces these two with its sums. The
// status itself is derived by derivePaymentStatus (domain) for what is answered, and by
// paymentStatusSql (the same rule, tested against it) where the list filters on it.

export function invoicedCentsSql(_alias: string): string {
  return "0::bigint";
}

export function paidCentsSql(_alias: string): string {
  return "0::bigint";
}

/** derivePaymentStatus as a SQL expression over two amounts (booking-payments.test.ts holds them equal). */
export function paymentStatusSql(invoiced: string, paid: string): string {
  const [awaiting, partially, paid_] = paymentStatuses;
  return `(case when (${invoiced}) <= 0 or (${paid}) <= 0 then '${awaiting}'
    when (${paid}) >= (${invoiced}) then '${paid_}' else '${partially}' end)`;
}
