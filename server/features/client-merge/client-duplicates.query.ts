import { type SQL, sql } from "drizzle-orm";
import {
  type ClientDuplicateList,
  type ClientDuplicatePair,
  type ClientDuplicateQuery,
  type ClientDuplicateReason,
  clientDuplicateReasons,
  type MergeClientSummary,
} from "#domain/client-merge/client-merge.schema";
import { pageOffset } from "#domain/pagination.schema";
import type { Database } from "../../db/client";
import { clientSummaryJson } from "./client-summary.query";

/** Two folded names (clients.sort_name) at least this trigram-similar are a "similar name" pair. */
export const CLIENT_NAME_SIMILARITY = 0.6;
/**
 * Phones match on their last 9 digits (the whole number when shorter), so "+44 20 7946 0000" and
 * "020 7946 0000" match; numbers of fewer than 7 digits (extensions, typos) match nothing.
 */
export const PHONE_MATCH_DIGITS = 9;
export const PHONE_MIN_DIGITS = 7;

const live = (alias: string) => `${alias}.archived_at is null`;
const phoneKey = (alias: string) => `right(${alias}.phone_digits, ${PHONE_MATCH_DIGITS})`;
const hasPhone = (alias: string) => `length(${alias}.phone_digits) >= ${PHONE_MIN_DIGITS}`;

/**
 * Names next to each other in one order (folded name, or folded name read backwards so a typo in the
 * first word still sorts them together) that are similar but not equal. Comparing every client with
 * every other through the trigram index costs 20–60 ms per client, an hour at 100k clients; comparing
 * neighbours costs one sort and one similarity per client (about a second at 100k). Exhaustive for one
 * client: `clientCandidates` below.
 */
const neighbours = (order: string) => `
  select least(id, next_id), greatest(id, next_id), 0, 0, 1 from (
    select id, sort_name, lead(id) over w as next_id, lead(sort_name) over w as next_name
    from clients where archived_at is null window w as (order by ${order}, id)
  ) n
  where next_id is not null and next_name <> sort_name and similarity(sort_name, next_name) >= $3`;

/** Every pair (x < y) of live clients sharing an e-mail, a phone or an equal or neighbouring similar name. */
const ALL_CANDIDATES = `
  select a.id, b.id, 1, 0, 0 from clients a join clients b on lower(b.email) = lower(a.email) and b.id > a.id
  where ${live("a")} and ${live("b")}
  union all
  select a.id, b.id, 0, 1, 0 from clients a join clients b on ${phoneKey("b")} = ${phoneKey("a")} and b.id > a.id
  where ${live("a")} and ${live("b")} and ${hasPhone("a")} and ${hasPhone("b")}
  union all
  select a.id, b.id, 0, 0, 1 from clients a join clients b on b.sort_name = a.sort_name and b.id > a.id
  where ${live("a")} and ${live("b")}
  union all ${neighbours("sort_name")}
  union all ${neighbours("reverse(sort_name)")}`;

/**
 * The pairs one client ($4) is part of: its e-mail and phone through their indexes, and every similar
 * name through the trigram index on clients.name (the `%` operator at the transaction's
 * pg_trgm.similarity_threshold), checked on the folded names.
 */
const CLIENT_CANDIDATES = `
  select least(me.id, b.id), greatest(me.id, b.id), 1, 0, 0 from clients me join clients b
    on lower(b.email) = lower(me.email) and b.id <> me.id
  where me.id = $4 and ${live("b")}
  union all
  select least(me.id, b.id), greatest(me.id, b.id), 0, 1, 0 from clients me join clients b
    on ${phoneKey("b")} = ${phoneKey("me")} and b.id <> me.id
  where me.id = $4 and ${live("b")} and ${hasPhone("me")} and ${hasPhone("b")}
  union all
  select least(me.id, b.id), greatest(me.id, b.id), 0, 0, 1 from clients me join clients b
    on b.name % me.name and b.id <> me.id
  where me.id = $4 and ${live("b")} and similarity(b.sort_name, me.sort_name) >= $3`;

/** Strongest first: more reasons, then e-mail before phone before name; then by name. */
const ORDER = "k.strength desc, k.email desc, k.phone desc, k.sort_name, k.x, k.y";

/** Parameters: $1 page size, $2 offset, $3 similarity threshold, ($4 the client). */
function statementText(candidates: string): string {
  return `with candidates(x, y, email, phone, name) as (${candidates}),
    pairs as (
      select x, y, max(email) as email, max(phone) as phone, max(name) as name
      from candidates group by x, y
    )
    select t.total, k.email, k.phone, k.name,
      ${clientSummaryJson("a")} as first, ${clientSummaryJson("b")} as second
    from (select count(*)::int as total from pairs) t
    left join lateral (
      select p.*, p.email + p.phone + p.name as strength, c.sort_name
      from pairs p join clients c on c.id = p.x
      order by strength desc, p.email desc, p.phone desc, c.sort_name, p.x, p.y
      limit $1 offset $2
    ) k on true
    left join clients a on a.id = k.x
    left join clients b on b.id = k.y
    order by ${ORDER}`;
}

/** The statement's text with its $n placeholders bound to values, for a transaction's own connection. */
function withValues(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
    sql.raw(""),
  );
}

const allStatement = { name: "client-merge.duplicates.all", text: statementText(ALL_CANDIDATES) };
// Run on the transaction that set the threshold, so not a named statement of the pool.
const clientText = statementText(CLIENT_CANDIDATES);

type Row = {
  total: number;
  email: number | null;
  phone: number | null;
  name: number | null;
  first: MergeClientSummary | null;
  second: MergeClientSummary | null;
};

function toPair(row: Row): ClientDuplicatePair {
  const flags: Record<ClientDuplicateReason, boolean> = {
    email: Number(row.email) > 0,
    phone: Number(row.phone) > 0,
    name: Number(row.name) > 0,
  };
  const [first, second] = [row.first!, row.second!];
  // The older record first: usually the one to keep.
  const ordered = first.createdAt <= second.createdAt ? { first, second } : { first: second, second: first };
  return { ...ordered, reasons: clientDuplicateReasons.filter((reason) => flags[reason]) };
}

/**
 * One page of likely duplicate pairs among live clients, with their total, in one round trip; with
 * `clientId`, only that client's pairs (the threshold is set for the transaction, so the `%` operator and
 * its index apply it).
 */
export async function listClientDuplicates(
  database: Database,
  query: ClientDuplicateQuery,
): Promise<ClientDuplicateList> {
  const values: unknown[] = [query.pageSize, pageOffset(query), CLIENT_NAME_SIMILARITY];
  const rows = query.clientId
    ? await database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.similarity_threshold', ${String(CLIENT_NAME_SIMILARITY)}, true)`,
        );
        const result = await tx.execute(withValues(clientText, [...values, query.clientId]));
        return (result as unknown as { rows: Row[] }).rows;
      })
    : await database.prepared<Row>({ ...allStatement, values });
  // A page past the end is the one row holding the total, with no pair in it.
  const items = rows[0]?.first?.id ? rows.map(toPair) : [];
  return { items, total: rows[0]?.total ?? 0 };
}
