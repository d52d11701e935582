import type { Currency } from "#domain/currency";
import type { CurrencyTotal, InvoiceList, InvoiceListQuery } from "#domain/invoices/invoice.schema";
import type { InvoiceStatus } from "#domain/invoices/invoice-values";
import { pageOffset } from "#domain/pagination.schema";
import type { Scope } from "../../access/client-scope";
import type { Database } from "../../db/client";
import { clientIdsMatching, type SearchMatch, searchMatches } from "../../db/search-matches";
import { likePattern } from "../../db/sql-helpers";
import { browsePage } from "../../kernel/list-pages";
import { defineList, type ListCall, type ListShape } from "../../kernel/list-query";
import { type ListItemRow, listItemColumns, toListItem } from "./invoice-records";
import { invoiceBalanceSql, invoiceStatusSql } from "./invoice-status-sql";

/** The status first: its value follows the scope's, before the plain filters'. */
type Filter = "status" | "clientId" | "currency" | "dueFrom" | "dueTo" | "tripId" | "bookingId";

/**
 * The stored statuses a derived one can come from. The services keep the stored status as the rule derives
 * it at each write (only the passing of a due date is left to the overdue job), so these narrow the rows an
 * index has to find before the derived status decides.
 */
const STORED_FOR: Record<InvoiceStatus, string> = {
  cancelled: "'cancelled'",
  paid: "'paid'",
  unpaid: "'unpaid', 'partially_paid', 'overdue'",
  partially_paid: "'unpaid', 'partially_paid', 'overdue'",
  overdue: "'unpaid', 'partially_paid', 'overdue'",
};

/** How a search word may match an invoice number: from its start ("INV-2026"), anywhere ("0042"), or not. */
type NumberMatch = "prefix" | "part" | "none";

interface Word {
  kind: { client: SearchMatch["kind"]; number: NumberMatch };
  pattern: string;
  numberPattern: string;
}

function numberMatchOf(word: string): { kind: NumberMatch; pattern: string } {
  const upper = word.toUpperCase();
  const escaped = upper.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (/^(INV|CN)(-|$)/.test(upper)) return { kind: "prefix", pattern: `${escaped}%` };
  // Names rarely hold digits: only a word with one is worth a look through every number.
  if (/\d/.test(upper)) return { kind: "part", pattern: likePattern(upper) };
  return { kind: "none", pattern: "" };
}

/** The status whose condition is spelled out (its stored statuses), when the call filters on one. */
type Flags = { status: InvoiceStatus | null };
type Head = { limit: number; offset: number; today: string };
type Shape = ListShape<InvoiceListQuery["sort"], Filter, Word["kind"], Flags>;

/**
 * Whether invoice_list_totals (migration 0031) holds the filtered set's sums: nothing but the scope "all" and,
 * at most, a status the row stores exactly as the rule derives it (paid and cancelled never wait for a job).
 */
function usesKeptTotals(shape: Shape): boolean {
  const { status } = shape.flags;
  const exactStatus = status === null || status === "paid" || status === "cancelled";
  const onlyStatus = shape.filters.every((filter) => filter === "status");
  return shape.reach === "all" && shape.words.length === 0 && onlyStatus && exactStatus;
}

const invoiceList = defineList<InvoiceListQuery["sort"], Filter, Word, Flags, Head>({
  name: "invoices.list",
  sorts: {
    number: ["number", "id"],
    // Invoices of one day in the order they were numbered (the number is unique: no id needed).
    issueDate: ["issue_date", "number"],
    dueDate: ["due_date", "id"],
    amount: ["amount_cents", "id"],
    client: ["client_sort", "id"],
  },
  unique: ["id", "number"],
  head: () => ["limit", "offset", "today"],
  search(kind, i, param) {
    const clientMatch = clientIdsMatching(
      kind.client,
      param((w) => w.pattern),
    );
    const number = kind.number === "none" ? null : param((w) => w.numberPattern);
    // The first word gathers ids through the client index and the number index (a union: the planner
    // cannot make one of an OR); later words only narrow what the first found.
    if (i === 0) {
      const byNumber = number ? ` union all select id from invoices where number like ${number}` : "";
      return `i.id in (select id from invoices where client_id in (${clientMatch})${byNumber})`;
    }
    return `(i.client_id in (${clientMatch})${number ? ` or i.number like ${number}` : ""})`;
  },
  scope: { column: "i.client_id" },
  filters: {
    // The derived status, computed as the answer derives it: the filter and the badge always agree.
    status: (p, shape, head) =>
      `i.status in (${STORED_FOR[shape.flags.status!]}) and ${invoiceStatusSql("i", head.today)} = ${p}`,
    clientId: (p) => `i.client_id = ${p}::uuid`,
    currency: (p) => `i.currency = ${p}`,
    dueFrom: (p) => `i.due_date >= ${p}::date`,
    dueTo: (p) => `i.due_date <= ${p}::date`,
    tripId: (p) => `i.trip_id = ${p}::uuid`,
    bookingId: (p) => `i.booking_id = ${p}::uuid`,
  },
  statement(text) {
    const live = "i.status <> 'cancelled'";
    const balance = invoiceBalanceSql("i");
    // Sums per currency over every invoice the filters keep; cancelled ones are counted but owe nothing.
    // Unfiltered (or filtered on a status stored exactly), the trigger-kept sums answer without a scan.
    const perCurrency = usesKeptTotals(text.shape)
      ? `select currency, sum(invoices) as n, sum(amount_cents) as amount, sum(paid_cents) as paid,
          sum(balance_cents) as balance, sum(base_amount_cents) as base_amount,
          sum(base_balance_cents) as base_balance
        from invoice_list_totals ${text.filter.status ? `where status = ${text.filter.status}` : ""}
        group by currency having sum(invoices) > 0`
      : `select i.currency, count(*) as n,
          sum(case when ${live} then i.amount_cents else 0 end) as amount,
          sum(case when ${live} then i.paid_cents else 0 end) as paid,
          sum(${balance}) as balance,
          sum(case when ${live} then i.base_amount_cents else 0 end) as base_amount,
          sum(round(${balance} * i.exchange_rate)) as base_balance
        from invoices i ${text.where} group by i.currency`;
    const totals = `select coalesce(sum(g.n), 0)::int as total,
        coalesce(json_agg(json_build_object('currency', g.currency, 'count', g.n, 'amountCents', g.amount,
          'paidCents', g.paid, 'balanceCents', g.balance) order by g.currency), '[]'::json) as totals,
        coalesce(sum(g.base_amount), 0)::float8 as "baseAmountCents",
        coalesce(sum(g.base_balance), 0)::float8 as "baseBalanceCents"
      from (${perCurrency}) g`;
    // The page walks a sort index and stops after one page; the sums read every filtered row beside it.
    return browsePage(text, {
      columns: `t.total, t.totals, t."baseAmountCents", t."baseBalanceCents", ${listItemColumns(text.head.today)}`,
      total: totals,
      page: {
        columns: "i.*, cs.sort_name as client_sort",
        from: "invoices i join clients cs on cs.id = i.client_id",
        order: text.orderBy("i", { client_sort: "cs.sort_name" }),
      },
      alias: "i",
      joins: "left join clients c on c.id = i.client_id",
    });
  },
});

function callOf(
  scope: Scope,
  query: InvoiceListQuery,
  today: string,
): ListCall<InvoiceListQuery["sort"], Filter, Word, Flags, Head> {
  const matches = searchMatches(query.search);
  const words = (query.search ?? "").trim().split(/\s+/).filter(Boolean);
  return {
    sort: query.sort,
    order: query.order === "asc" ? "asc" : "desc",
    words: matches.map((match, i) => {
      const number = numberMatchOf(words[i] ?? "");
      return {
        kind: { client: match.kind, number: number.kind },
        pattern: match.pattern,
        numberPattern: number.pattern,
      };
    }),
    scope,
    filters: query,
    flags: { status: query.status ?? null },
    head: { limit: query.pageSize, offset: pageOffset(query), today },
  };
}

/** The statement listInvoices runs for a query (its tests pin the text). */
export const invoiceListStatement = (scope: Scope, query: InvoiceListQuery, today: string) =>
  invoiceList.statement(callOf(scope, query, today));

type Row = ListItemRow & {
  total: number;
  totals: {
    currency: Currency;
    count: number | string;
    amountCents: number | string;
    paidCents: number | string;
    balanceCents: number | string;
  }[];
  baseAmountCents: number | string;
  baseBalanceCents: number | string;
  id: string | null;
};

/**
 * One page of the invoices a scope sees, their total, the filtered set's sums per currency and in the base
 * currency (each invoice at its locked rate): one statement, one round trip. It always answers one row at
 * least (the sums), so a page past the end still says how many there are.
 */
export async function listInvoices(
  database: Database,
  scope: Scope,
  query: InvoiceListQuery,
  baseCurrency: Currency,
  today: string,
): Promise<InvoiceList> {
  const rows = await invoiceList.rows<Row>(database, callOf(scope, query, today));
  const first = rows[0];
  const totals: CurrencyTotal[] = (first?.totals ?? []).map((t) => ({
    currency: t.currency,
    count: Number(t.count),
    amountCents: Number(t.amountCents),
    paidCents: Number(t.paidCents),
    balanceCents: Number(t.balanceCents),
  }));
  return {
    // A page past the end is the one row holding the sums, with no invoice in it.
    items: first?.id ? rows.map((row) => toListItem(row)) : [],
    total: first?.total ?? 0,
    totals,
    baseCurrency,
    baseTotal: {
      amountCents: Number(first?.baseAmountCents ?? 0),
      balanceCents: Number(first?.baseBalanceCents ?? 0),
    },
  };
}
