import { invoiceStatuses } from "#domain/invoices/invoice-values";

const [unpaid, partiallyPaid, paid, overdue, cancelled] = invoiceStatuses;

/**
 * deriveInvoiceStatus (domain/invoices/invoice-status.ts) as a SQL expression over an invoices row aliased
 * `alias`, with `today` a SQL date expression (a parameter: the server's day, as the TS rule gets it).
 * invoice-status-sql.test.ts holds the two equal.
 */
export function invoiceStatusSql(alias: string, today: string): string {
  const a = alias;
  return `(case when ${a}.status = '${cancelled}' then '${cancelled}'
    when ${a}.amount_cents - ${a}.paid_cents - ${a}.credited_cents <= 0 then '${paid}'
    when ${a}.due_date < (${today})::date then '${overdue}'
    when ${a}.paid_cents + ${a}.credited_cents > 0 then '${partiallyPaid}'
    else '${unpaid}' end)`;
}

/** What is still owed: amount − paid − credited; a cancelled invoice owes nothing. */
export function invoiceBalanceSql(alias: string): string {
  const a = alias;
  return `(case when ${a}.status = '${cancelled}' then 0::bigint
    else ${a}.amount_cents - ${a}.paid_cents - ${a}.credited_cents end)`;
}
