import type { Currency } from "#domain/currency";
import type { CurrencyTotal, InvoiceList, InvoiceListQuery } from "#domain/invoices/invoice.schema";
import type { InvoiceStatus } from "#domain/invoices/invoice-values";
import { pageOffset } from "#domain/pagination.schema";
import { todayIsoDate } from "#domain/passengers/passport-expiry";
import type { ClientScope } from "../../access/client-scope";
import type { Database } from "../../db/client";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { likePattern, namedStatements } from "../../db/sql-helpers";
import { type ListItemRow, listItemColumns, toListItem } from "./invoice-records";
import { invoiceBalanceSql, invoiceStatusSql } from "./invoice-status-sql";

/** The keys each sort orders by, ending on a unique column so pages never overlap. */
const SORT_KEYS: Record<InvoiceListQuery["sort"], string[]> = {
  number: ["number", "id"],
  // Invoices of one day in the order they were numbered (the number is unique: no id needed).
  issueDate: ["issue_date", "number"],
  dueDate: ["due_date", "id"],
  amount: ["amount_cents", "id"],
  client: ["client_sort", "id"],
};

/** Plain filters, in the order their values follow the search words and the client scope. */
const FILTERS = ["clientId", "currency", "dueFrom", "dueTo", "tripId", "bookingId"] as const;
type Filter = (typeof FILTERS)[number];

function filterCondition(filter: Filter, param: string): string {
  switch (filter) {
    case "clientId":
      return `i.client_id = ${param}::uuid`;
    case "currency":
      return `i.currency = ${param}`;
    case "dueFrom":
      return `i.due_date >= ${param}::date`;
    case "dueTo":
      return `i.due_date <= ${param}::date`;
    case "tripId":
      return `i.trip_id = ${param}::uuid`;
    case "bookingId":
      return `i.booking_id = ${param}::uuid`;
  }
}

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

function numberMatchOf(word: string): { kind: NumberMatch; pattern: string } {
  const upper = word.toUpperCase();
  const escaped = upper.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (/^(INV|CN)(-|$)/.test(upper)) return { kind: "prefix", pattern: `${escaped}%` };
  // Names rarely hold digits: only a word with one is worth a look through every number.
  if (/\d/.test(upper)) return { kind: "part", pattern: likePattern(upper) };
  return { kind: "none", pattern: "" };
}

/** Everything that changes the statement's text; the values go in as parameters. */
interface Shape {
  sort: InvoiceListQuery["sort"];
  order: "asc" | "desc";
  matches: { client: SearchMatch["kind"]; number: NumberMatch }[];
  scope: "all" | "client" | "none";
  status: InvoiceStatus | null;
  filters: Filter[];
}

/**
 * Whether invoice_list_totals (migration 0031) holds the filtered set's sums: nothing but the scope "all" and,
 * at most, a status the row stores exactly as the rule derives it (paid and cancelled never wait for a job).
 */
function usesKeptTotals(shape: Shape): boolean {
  const exactStatus = shape.status === null || shape.status === "paid" || shape.status === "cancelled";
  return shape.scope === "all" && shape.matches.length === 0 && shape.filters.length === 0 && exactStatus;
}

function orderBy(alias: string, shape: Shape): string {
  return SORT_KEYS[shape.sort].map((key) => `${alias}.${key} ${shape.order}`).join(", ");
}

/**
 * Parameters: $1 page size, $2 offset, $3 today; per search word its client pattern and, when it can be
 * one, its number pattern; the client; the status; the filters.
 */
function statementText(shape: Shape): string {
  let next = 4;
  const conditions: string[] = [];
  for (const [i, match] of shape.matches.entries()) {
    const clientMatch = `select id from clients where ${matchCondition("search_text", match.client, next++)}`;
    const numberParam = match.number === "none" ? null : `$${next++}`;
    // The first word gathers ids through the client index and the number index (a union: the planner
    // cannot make one of an OR); later words only narrow what the first found.
    if (i === 0) {
      const byNumber = numberParam
        ? ` union all select id from invoices where number like ${numberParam}`
        : "";
      conditions.push(`i.id in (select id from invoices where client_id in (${clientMatch})${byNumber})`);
    } else {
      const byNumber = numberParam ? ` or i.number like ${numberParam}` : "";
      conditions.push(`(i.client_id in (${clientMatch})${byNumber})`);
    }
  }
  if (shape.scope === "client") conditions.push(`i.client_id = $${next++}::uuid`);
  if (shape.scope === "none") conditions.push("false");
  let statusParam: string | null = null;
  if (shape.status) {
    statusParam = `$${next++}`;
    conditions.push(`i.status in (${STORED_FOR[shape.status]})`);
    // The derived status, computed as the answer derives it: the filter and the badge always agree.
    conditions.push(`${invoiceStatusSql("i", "$3")} = ${statusParam}`);
  }
  for (const filter of shape.filters) conditions.push(filterCondition(filter, `$${next++}`));
  const where = conditions.length > 0 ? `where ${conditions.join(" and ")}` : "";
  const live = "i.status <> 'cancelled'";
  const balance = invoiceBalanceSql("i");
  // Sums per currency over every invoice the filters keep; cancelled ones are counted but owe nothing.
  // Unfiltered (or filtered on a status stored exactly), the trigger-kept sums answer without a scan.
  const perCurrency = usesKeptTotals(shape)
    ? `select currency, sum(invoices) as n, sum(amount_cents) as amount, sum(paid_cents) as paid,
        sum(balance_cents) as balance, sum(base_amount_cents) as base_amount,
        sum(base_balance_cents) as base_balance
      from invoice_list_totals ${statusParam ? `where status = ${statusParam}` : ""}
      group by currency having sum(invoices) > 0`
    : `select i.currency, count(*) as n,
      sum(case when ${live} then i.amount_cents else 0 end) as amount,
      sum(case when ${live} then i.paid_cents else 0 end) as paid,
      sum(${balance}) as balance,
      sum(case when ${live} then i.base_amount_cents else 0 end) as base_amount,
      sum(round(${balance} * i.exchange_rate)) as base_balance
    from invoices i ${where} group by i.currency`;
  const totals = `select coalesce(sum(g.n), 0)::int as total,
      coalesce(json_agg(json_build_object('currency', g.currency, 'count', g.n, 'amountCents', g.amount,
        'paidCents', g.paid, 'balanceCents', g.balance) order by g.currency), '[]'::json) as totals,
      coalesce(sum(g.base_amount), 0)::float8 as "baseAmountCents",
      coalesce(sum(g.base_balance), 0)::float8 as "baseBalanceCents"
    from (${perCurrency}) g`;
  // The page walks a sort index and stops after one page; the sums read every filtered row beside it.
  return `select t.total, t.totals, t."baseAmountCents", t."baseBalanceCents", ${listItemColumns("$3")}
    from (${totals}) t
    left join lateral (
      select i.*, cs.sort_name as client_sort from invoices i join clients cs on cs.id = i.client_id
      ${where} order by ${orderBy("i", shape).replace("i.client_sort", "cs.sort_name")} limit $1 offset $2
    ) i on true
    left join clients c on c.id = i.client_id
    order by ${orderBy("i", shape)}`;
}

const statements = namedStatements("invoices.list", statementText);

function statementFor(shape: Shape): { name: string; text: string } {
  const words = shape.matches.map((m) => `${m.client[0]}${m.number[0]}`).join("") || "-";
  const key = `${shape.sort}.${shape.order}.${words}.${shape.scope}.${shape.status ?? "-"}.${shape.filters.join("-") || "-"}`;
  return statements(key, shape);
}

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
  scope: ClientScope,
  query: InvoiceListQuery,
  baseCurrency: Currency,
  today: string = todayIsoDate(),
): Promise<InvoiceList> {
  const matches = searchMatches(query.search);
  const words = (query.search ?? "").trim().split(/\s+/).filter(Boolean);
  const numbers = matches.map((_, i) => numberMatchOf(words[i] ?? ""));
  const clientId = scope.staff ? null : scope.clientId;
  const filters = FILTERS.filter((filter) => query[filter] !== undefined);
  const shape: Shape = {
    sort: query.sort,
    order: query.order === "asc" ? "asc" : "desc",
    matches: matches.map((match, i) => ({ client: match.kind, number: numbers[i]!.kind })),
    scope: scope.staff ? "all" : clientId ? "client" : "none",
    status: query.status ?? null,
    filters,
  };
  const values: unknown[] = [query.pageSize, pageOffset(query), today];
  for (const [i, match] of matches.entries()) {
    values.push(match.pattern);
    if (numbers[i]!.kind !== "none") values.push(numbers[i]!.pattern);
  }
  if (clientId) values.push(clientId);
  if (query.status) values.push(query.status);
  for (const filter of filters) values.push(query[filter]);
  const rows = await database.prepared<Row>({ ...statementFor(shape), values });
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
