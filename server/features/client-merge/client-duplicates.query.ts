import { sql } from "drizzle-orm";
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
import type { Kernel } from "../../kernel/mutate";
import { defineStatements, type StatementParams } from "../../kernel/statements";
import { clientSummaryJson } from "./client-summary.query";

/** Two folded names (clients.sort_name) at least this trigram-similar are a "similar name" pair. */
export const CLIENT_NAME_SIMILARITY = 0.6;
/**
 * Phones match on their last 9 digits (the whole number when shorter), so "+44 20 7946 0000" and
 * "020 7946 0000" match; numbers of fewer than 7 digits (extensions, typos) match nothing. Two numbers that
 * both say their country ("+…" or "00…") must also be equal in E.164 form (country code and number, a "(0)"
 * trunk left out): "+34 612 345 678" is not "+33 6 12 34 56 78", though their last 9 digits are.
 */
export const PHONE_MATCH_DIGITS = 9;
export const PHONE_MIN_DIGITS = 7;

const live = (alias: string) => `${alias}.archived_at is null`;
const phoneKey = (alias: string) => `right(${alias}.phone_digits, ${PHONE_MATCH_DIGITS})`;
const hasPhone = (alias: string) => `length(${alias}.phone_digits) >= ${PHONE_MIN_DIGITS}`;
// A number written with its country code, as E.164 digits; null for a national number.
const e164 = (alias: string) => `(case when ${alias}.phone ~ '^\\s*(\\+|00)'
  then regexp_replace(regexp_replace(replace(${alias}.phone, '(0)', ''), '\\D', '', 'g'), '^00', '') end)`;
const samePhone = (a: string, b: string) => `${phoneKey(b)} = ${phoneKey(a)}
  and (${e164(a)} is null or ${e164(b)} is null or ${e164(a)} = ${e164(b)})`;

interface Input {
  limit: number;
  offset: number;
  similarity: number;
  clientId?: string;
}
type Params = StatementParams<Input>;

/**
 * Names next to each other in one order (folded name, or folded name read backwards so a typo in the
 * first word still sorts them together) that are similar but not equal. Comparing every client with
 * every other through the trigram index costs 20–60 ms per client, an hour at 100k clients; comparing
 * neighbours costs one sort and one similarity per client (about a second at 100k). Exhaustive for one
 * client: `clientCandidates` below.
 */
const neighbours = (order: string, similarity: string) => `
  select least(id, next_id), greatest(id, next_id), 0, 0, 1 from (
    select id, sort_name, lead(id) over w as next_id, lead(sort_name) over w as next_name
    from clients where archived_at is null window w as (order by ${order}, id)
  ) n
  where next_id is not null and next_name <> sort_name and similarity(sort_name, next_name) >= ${similarity}`;

/** Every pair (x < y) of live clients sharing an e-mail, a phone or an equal or neighbouring similar name. */
const allCandidates = (similarity: string) => `
  select a.id, b.id, 1, 0, 0 from clients a join clients b on lower(b.email) = lower(a.email) and b.id > a.id
  where ${live("a")} and ${live("b")}
  union all
  select a.id, b.id, 0, 1, 0 from clients a join clients b on ${samePhone("a", "b")} and b.id > a.id
  where ${live("a")} and ${live("b")} and ${hasPhone("a")} and ${hasPhone("b")}
  union all
  select a.id, b.id, 0, 0, 1 from clients a join clients b on b.sort_name = a.sort_name and b.id > a.id
  where ${live("a")} and ${live("b")}
  union all ${neighbours("sort_name", similarity)}
  union all ${neighbours("reverse(sort_name)", similarity)}`;

/**
 * The pairs one client is part of: its e-mail and phone through their indexes, and every similar
 * name through the trigram index on clients.name (the `%` operator at the transaction's
 * pg_trgm.similarity_threshold), checked on the folded names.
 */
const clientCandidates = (similarity: string, params: Params) => {
  const me = params.param((input) => input.clientId);
  return `
  select least(me.id, b.id), greatest(me.id, b.id), 1, 0, 0 from clients me join clients b
    on lower(b.email) = lower(me.email) and b.id <> me.id
  where me.id = ${me} and ${live("b")}
  union all
  select least(me.id, b.id), greatest(me.id, b.id), 0, 1, 0 from clients me join clients b
    on ${samePhone("me", "b")} and b.id <> me.id
  where me.id = ${me} and ${live("b")} and ${hasPhone("me")} and ${hasPhone("b")}
  union all
  select least(me.id, b.id), greatest(me.id, b.id), 0, 0, 1 from clients me join clients b
    on b.name % me.name and b.id <> me.id
  where me.id = ${me} and ${live("b")} and similarity(b.sort_name, me.sort_name) >= ${similarity}`;
};

/** Strongest first: more reasons, then e-mail before phone before name; then by name. */
const ORDER = "k.strength desc, k.email desc, k.phone desc, k.sort_name, k.x, k.y";

/** All pairs (named, on the pool) or one client's (run on the transaction that set the threshold). */
const statements = defineStatements<{ oneClient: boolean }, Input>(
  "client-merge.duplicates",
  (shape, params) => {
    const limit = params.param((input) => input.limit);
    const offset = params.param((input) => input.offset);
    const similarity = params.param((input) => input.similarity);
    const candidates = shape.oneClient ? clientCandidates(similarity, params) : allCandidates(similarity);
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
      limit ${limit} offset ${offset}
    ) k on true
    left join clients a on a.id = k.x
    left join clients b on b.id = k.y
    order by ${ORDER}`;
  },
);

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
  kernel: Kernel,
  query: ClientDuplicateQuery,
): Promise<ClientDuplicateList> {
  const input: Input = {
    limit: query.pageSize,
    offset: pageOffset(query),
    similarity: CLIENT_NAME_SIMILARITY,
    clientId: query.clientId,
  };
  const rows = query.clientId
    ? await kernel.read(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.similarity_threshold', ${String(CLIENT_NAME_SIMILARITY)}, true)`,
        );
        return statements.runOn<Row>(tx, { oneClient: true }, input);
      })
    : await statements.run<Row>(database, { oneClient: false }, input);
  // A page past the end is the one row holding the total, with no pair in it.
  const items = rows[0]?.first?.id ? rows.map(toPair) : [];
  return { items, total: rows[0]?.total ?? 0 };
}
