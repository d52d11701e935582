import { pageOffset } from "#domain/pagination.schema";
import { foldSearchText } from "#domain/passengers/search-text";
import type { Payment, PaymentListQuery } from "#domain/payments/payment.schema";
import { paymentNumberOf } from "#domain/payments/payment-format";
import type { Scope } from "../../access/client-scope";
import type { Database } from "../../db/client";
import { clientIdsMatching, matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { browsePage, countTotal, keptTotal, pageOf, searchPage } from "../../kernel/list-pages";
import { defineList, type ListCall } from "../../kernel/list-query";
import { PAYMENT_COLUMNS, type PaymentRow, toPayment } from "./payment-records";

type Filter = "method" | "status" | "from" | "to" | "clientId" | "invoiceId";

/** A search word: how it matches names and references, and the payment and invoice numbers it may name. */
interface Word {
  kind: SearchMatch["kind"];
  pattern: string;
  number: number | null;
  invoicePrefix: string | null;
}

const JOINS = `left join invoices i on i.id = p.invoice_id
  left join clients c on c.id = p.client_id`;

const paymentList = defineList<PaymentListQuery["sort"], Filter, Word>({
  name: "payments.list",
  // Each sort's keys are an index's, ending on a unique key; within a day the payment recorded last comes first.
  sorts: {
    paymentDate: ["payment_date", "number"],
    amount: ["amount_cents", "id"],
    number: ["number"],
  },
  unique: ["id", "number"],
  search(kind, i, param) {
    const word = param((w) => w.pattern);
    const number = param((w) => w.number);
    const invoicePrefix = param((w) => w.invoicePrefix);
    const clientMatch = clientIdsMatching(kind, word);
    const invoiceMatch = `select id from invoices where number like ${invoicePrefix}`;
    // Each word finds the payment through its client's name, its invoice's number, its own Transaction ID or
    // its transaction reference. The first word gathers ids through each index (a union: an OR would scan
    // every payment); later words only narrow what the first found.
    return i === 0
      ? `b.id in (select id from payments where client_id in (${clientMatch})
          union all select id from payments where invoice_id in (${invoiceMatch})
          union all select id from payments where number = ${number}::int
          union all select id from payments where ${matchCondition("lower(transaction_reference)", kind, word)})`
      : `(b.client_id in (${clientMatch}) or b.invoice_id in (${invoiceMatch})
          or b.number = ${number}::int or ${matchCondition("lower(b.transaction_reference)", kind, word)})`;
  },
  scope: { column: "b.client_id" },
  filters: {
    method: (p) => `b.method = ${p}`,
    status: (p) => `b.status = ${p}`,
    from: (p) => `b.payment_date >= ${p}::date`,
    to: (p) => `b.payment_date <= ${p}::date`,
    clientId: (p) => `b.client_id = ${p}::uuid`,
    invoiceId: (p) => `b.invoice_id = ${p}::uuid`,
  },
  statement(text) {
    const { where } = text;
    if (text.shape.words.length > 0) {
      // A search keeps few rows: count and sort their keys, read whole rows for one page (as bookings do).
      return searchPage(text, {
        keys: "b.id, b.payment_date, b.amount_cents, b.number",
        from: "payments b",
        columns: `t.total, ${PAYMENT_COLUMNS}`,
        alias: "pm",
        joins: `left join payments p on p.id = pm.id ${JOINS}`,
      });
    }
    // The total counts what the filters keep, or is the trigger-kept count when nothing filters (counting
    // every payment per page would cost more than the page).
    return browsePage(text, {
      columns: `t.total, ${PAYMENT_COLUMNS}`,
      total: where ? countTotal("payments b", where) : keptTotal("payment_count"),
      page: { columns: "b.*", from: "payments b", order: text.orderBy("b") },
      alias: "p",
      joins: JOINS,
    });
  },
});

/** The invoice numbers a search word starts, when it reads as one ("INV-2026…"); null matches none. */
function invoicePrefix(word: string): string | null {
  if (!/^inv-\d/i.test(word)) return null;
  return `${word.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function callOf(
  scope: Scope,
  query: PaymentListQuery,
  limit?: number,
): ListCall<PaymentListQuery["sort"], Filter, Word, null, { limit: number; offset: number }> {
  // The same words searchMatches made its patterns of, in the same order: each may also be a reference.
  const words = foldSearchText(query.search ?? "")
    .split(/\s+/)
    .filter(Boolean);
  return {
    sort: query.sort,
    order: query.order === "asc" ? "asc" : "desc",
    words: searchMatches(query.search).map(({ kind, pattern }, i) => {
      const word = words[i] ?? "";
      return { kind, pattern, number: paymentNumberOf(word), invoicePrefix: invoicePrefix(word) };
    }),
    scope,
    filters: query,
    flags: null,
    head: limit === undefined ? { limit: query.pageSize, offset: pageOffset(query) } : { limit, offset: 0 },
  };
}

/** The statement listPayments runs for a query (its tests pin the text). */
export const paymentListStatement = (scope: Scope, query: PaymentListQuery, limit?: number) =>
  paymentList.statement(callOf(scope, query, limit));

/**
 * One page of the payments a scope sees, with their total, in one round trip. It always answers one
 * row at least (the total), so a page past the end still says how many there are. `limit` replaces the
 * page (the CSV export reads its first rows this way).
 */
export async function listPayments(
  database: Database,
  scope: Scope,
  query: PaymentListQuery,
  limit?: number,
): Promise<{ items: Payment[]; total: number }> {
  const rows = await paymentList.rows<PaymentRow & { total: number; id: string | null }>(
    database,
    callOf(scope, query, limit),
  );
  return pageOf(rows, ({ total: _, ...row }) => toPayment(row));
}
