import { type SQL, sql } from "drizzle-orm";
import { invoiceStatuses } from "#domain/invoices/invoice-values";

const [unpaid, partiallyPaid, paid, overdue, cancelled] = invoiceStatuses;

/**
 * deriveInvoiceStatus (domain/invoices/invoice-status.ts) as a SQL expression over an invoices row aliased
 * `alias`, with `today` a SQL date expression (a parameter: the agency's day, as the TS rule gets it).
 * invoice-status-sql.test.ts holds the two equal; every SQL reader and the overdue job use this one.
 */
export function invoiceStatusSql(alias: string, today: string): string {
  const a = alias;
  return `(case when ${a}.status = '${cancelled}' then '${cancelled}'
    when ${a}.amount_cents - ${a}.paid_cents - ${a}.credited_cents <= 0 then '${paid}'
    when ${a}.due_date < (${today})::date then '${overdue}'
    when ${a}.paid_cents + ${a}.credited_cents > 0 then '${partiallyPaid}'
    else '${unpaid}' end)`;
}

// A marker no alias or SQL text contains, where the bound `today` goes.
const TODAY_SLOT = "\u0000today\u0000";

/** invoiceStatusSql as a drizzle fragment, `today` (YYYY-MM-DD) bound as a parameter. */
export function invoiceStatusOn(alias: string, today: string): SQL {
  const [before = "", after = ""] = invoiceStatusSql(alias, TODAY_SLOT).split(TODAY_SLOT);
  return sql`${sql.raw(before)}${today}${sql.raw(after)}`;
}

/** What is still owed: amount − paid − credited; a cancelled invoice owes nothing. */
export function invoiceBalanceSql(alias: string): string {
  const a = alias;
  return `(case when ${a}.status = '${cancelled}' then 0::bigint
    else ${a}.amount_cents - ${a}.paid_cents - ${a}.credited_cents end)`;
}
