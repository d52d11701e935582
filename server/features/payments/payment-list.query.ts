import { pageOffset } from "#domain/pagination.schema";
import { foldSearchText } from "#domain/passengers/search-text";
import type { Payment, PaymentListQuery } from "#domain/payments/payment.schema";
import { paymentNumberOf } from "#domain/payments/payment-format";
import type { ClientScope } from "../../access/client-scope";
import type { Database } from "../../db/client";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { namedStatements } from "../../db/sql-helpers";
import { PAYMENT_COLUMNS, type PaymentRow, toPayment } from "./payment-records";

/**
 * The keys each sort orders by (an index's), ending on a unique key so pages never overlap; within a day
 * the payment recorded last comes first.
 */
const SORT_KEYS: Record<PaymentListQuery["sort"], string[]> = {
  paymentDate: ["payment_date", "number"],
  amount: ["amount_cents", "id"],
  number: ["number"],
};

/** The filters a query may carry, in the order their values follow the search words and the client. */
const FILTERS = ["method", "status", "from", "to", "clientId", "invoiceId"] as const;
type Filter = (typeof FILTERS)[number];

function filterCondition(filter: Filter, param: string): string {
  switch (filter) {
    case "method":
      return `b.method = ${param}`;
    case "status":
      return `b.status = ${param}`;
    case "from":
      return `b.payment_date >= ${param}::date`;
    case "to":
      return `b.payment_date <= ${param}::date`;
    case "clientId":
      return `b.client_id = ${param}::uuid`;
    case "invoiceId":
      return `b.invoice_id = ${param}::uuid`;
  }
}

/** Everything that changes the statement's text; the values go in as parameters. */
interface Shape {
  sort: PaymentListQuery["sort"];
  order: "asc" | "desc";
  /** How each search word matches, in order: anywhere (like) or at a word's start (start). */
  matches: SearchMatch["kind"][];
  scope: "all" | "client" | "none";
  filters: Filter[];
}

function orderBy(alias: string, shape: Shape): string {
  return SORT_KEYS[shape.sort].map((key) => `${alias}.${key} ${shape.order}`).join(", ");
}

/**
 * Parameters: $1 page size, $2 offset, three per search word (pattern, payment number, invoice-number
 * prefix), the client, the filters.
 */
function statementText(shape: Shape): string {
  let next = 3;
  const conditions: string[] = [];
  for (const [i, kind] of shape.matches.entries()) {
    const word = next++;
    const number = `$${next++}`;
    const invoicePrefix = `$${next++}`;
    const clientMatch = `select id from clients where ${matchCondition("search_text", kind, word)}`;
    const invoiceMatch = `select id from invoices where number like ${invoicePrefix}`;
    const referenceMatch = matchCondition("lower(transaction_reference)", kind, word);
    // Each word finds the payment through its client's name, its invoice's number, its own Transaction ID or
    // its transaction reference. The first word gathers ids through each index (a union: an OR would scan
    // every payment); later words only narrow what the first found.
    conditions.push(
      i === 0
        ? `b.id in (select id from payments where client_id in (${clientMatch})
            union all select id from payments where invoice_id in (${invoiceMatch})
            union all select id from payments where number = ${number}::int
            union all select id from payments where ${referenceMatch})`
        : `(b.client_id in (${clientMatch}) or b.invoice_id in (${invoiceMatch})
            or b.number = ${number}::int or ${matchCondition("lower(b.transaction_reference)", kind, word)})`,
    );
  }
  if (shape.scope === "client") conditions.push(`b.client_id = $${next++}::uuid`);
  if (shape.scope === "none") conditions.push("false");
  for (const filter of shape.filters) conditions.push(filterCondition(filter, `$${next++}`));
  const where = conditions.length > 0 ? `where ${conditions.join(" and ")}` : "";
  if (shape.matches.length > 0) {
    // A search keeps few rows: collect their ids and sort keys once, count them, sort them, and read
    // whole rows for one page only (as the bookings list does).
    return `with m as materialized (
        select b.id, b.payment_date, b.amount_cents, b.number from payments b ${where}
      )
      select t.total, ${PAYMENT_COLUMNS}
      from (select count(*)::int as total from m) t
      left join lateral (select * from m order by ${orderBy("m", shape)} limit $1 offset $2) pm on true
      left join payments p on p.id = pm.id
      left join invoices i on i.id = p.invoice_id
      left join clients c on c.id = p.client_id
      order by ${orderBy("pm", shape)}`;
  }
  // The page walks a sort index and stops after one page; the total counts what the filters keep, or is the
  // trigger-kept count when nothing filters (counting every payment per page would cost more than the page).
  const total = where
    ? `select count(*)::int as total from payments b ${where}`
    : "select total::int as total from payment_count";
  return `select t.total, ${PAYMENT_COLUMNS}
    from (${total}) t
    left join lateral (
      select b.* from payments b ${where} order by ${orderBy("b", shape)} limit $1 offset $2
    ) p on true
    left join invoices i on i.id = p.invoice_id
    left join clients c on c.id = p.client_id
    order by ${orderBy("p", shape)}`;
}

const statements = namedStatements("payments.list", statementText);

function statementFor(shape: Shape): { name: string; text: string } {
  const words = shape.matches.map((kind) => kind[0]).join("") || "-";
  const key = `${shape.sort}.${shape.order}.${words}.${shape.scope}.${shape.filters.join("-") || "-"}`;
  return statements(key, shape);
}

/** The invoice numbers a search word starts, when it reads as one ("INV-2026…"); null matches none. */
function invoicePrefix(word: string): string | null {
  if (!/^inv-\d/i.test(word)) return null;
  return `${word.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the payments a scope sees, with their total, in one round trip. It always answers one
 * row at least (the total), so a page past the end still says how many there are. `limit` replaces the
 * page (the CSV export reads its first rows this way).
 */
export async function listPayments(
  database: Database,
  scope: ClientScope,
  query: PaymentListQuery,
  limit?: number,
): Promise<{ items: Payment[]; total: number }> {
  const matches = searchMatches(query.search);
  const clientId = scope.staff ? null : scope.clientId;
  const filters = FILTERS.filter((filter) => query[filter] !== undefined);
  const shape: Shape = {
    sort: query.sort,
    order: query.order === "asc" ? "asc" : "desc",
    matches: matches.map((match) => match.kind),
    scope: scope.staff ? "all" : clientId ? "client" : "none",
    filters,
  };
  const values: unknown[] = limit === undefined ? [query.pageSize, pageOffset(query)] : [limit, 0];
  // The same words searchMatches made its patterns of, in the same order: each may also be a reference.
  const words = foldSearchText(query.search ?? "")
    .split(/\s+/)
    .filter(Boolean);
  for (const [i, match] of matches.entries()) {
    const word = words[i] ?? "";
    values.push(match.pattern, paymentNumberOf(word), invoicePrefix(word));
  }
  if (clientId) values.push(clientId);
  for (const filter of filters) values.push(query[filter]);
  const rows = await database.prepared<PaymentRow & { total: number; id: string | null }>({
    ...statementFor(shape),
    values,
  });
  // A page past the end is the one row holding the total, with no payment in it.
  const items = rows[0]?.id ? rows.map(({ total: _, ...row }) => toPayment(row)) : [];
  return { items, total: Number(rows[0]?.total ?? 0) };
}
