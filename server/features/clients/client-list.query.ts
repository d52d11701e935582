import type { ClientList, ClientListItem, ClientListQuery } from "#domain/clients/client.schema";
import { pageOffset } from "#domain/pagination.schema";
import type { Database } from "../../db/client";
import { matchCondition, searchMatches } from "../../db/search-matches";
import { isoInstant, namedStatements } from "../../db/sql-helpers";

/**
 * The keys each sort orders by, ending on the client's id so pages never overlap. The derived sorts read
 * the trigger-kept client_stats row, whose indexes hold (figure, client_id).
 */
const SORT_KEYS: Record<ClientListQuery["sort"], string[]> = {
  name: ["sort_name", "id"],
  bookingsCount: ["bookings_count", "id"],
  totalSpent: ["spent_cents", "id"],
  lastActivity: ["last_activity_at", "id"],
};

// What the page's subquery hands up: the row and every sort key.
const KEY_COLUMNS = "c.id, c.sort_name, s.bookings_count, s.spent_cents, s.last_activity_at";

// Spend per currency, the preferred currency first; a currency whose bookings were all cancelled is left out.
const TOTAL_SPENT = `coalesce((
    select json_agg(json_build_object('currency', sp.currency, 'amountCents', sp.amount_cents)
      order by sp.currency <> c.preferred_currency, sp.currency)
    from client_spend sp where sp.client_id = c.id and sp.amount_cents <> 0
  ), '[]'::json)`;

const OUTPUT_COLUMNS = `t.total, c.id, c.kind, c.name, c.email, c.phone,
  c.preferred_currency as "preferredCurrency", k.bookings_count as "bookingsCount",
  ${TOTAL_SPENT} as "totalSpent", ${isoInstant("k.last_activity_at")} as "lastActivityAt",
  ${isoInstant("c.archived_at")} as "archivedAt", u.email as "portalUserEmail"`;

type Row = Omit<ClientListItem, "id"> & { total: number; id: string | null };

/** Everything that changes the statement's text; the values go in as parameters. */
interface Shape {
  sort: ClientListQuery["sort"];
  order: "asc" | "desc";
  matches: ("like" | "start")[];
  kind: boolean;
  archived: boolean;
}

function orderBy(alias: string, shape: Shape): string {
  return SORT_KEYS[shape.sort].map((key) => `${alias}.${key} ${shape.order}`).join(", ");
}

// In the inner query the keys are spelled with their table: the stats keys (and their id) on client_stats.
function innerOrderBy(shape: Shape): string {
  const stats = shape.sort !== "name";
  return SORT_KEYS[shape.sort]
    .map((key) => `${stats ? (key === "id" ? "s.client_id" : `s.${key}`) : `c.${key}`} ${shape.order}`)
    .join(", ");
}

/** Parameters: $1 page size, $2 offset, then one per search word, then the kind. */
function statementText(shape: Shape): string {
  let next = 3;
  const conditions = [shape.archived ? "c.archived_at is not null" : "c.archived_at is null"];
  for (const kind of shape.matches) conditions.push(matchCondition("c.search_text", kind, next++));
  if (shape.kind) conditions.push(`c.kind = $${next++}`);
  const where = `where ${conditions.join(" and ")}`;
  // Every client has its stats row (a trigger adds it with the client): the join keeps them all.
  const from = "from clients c join client_stats s on s.client_id = c.id";
  if (shape.matches.length > 0) {
    // A search keeps few rows: collect their keys once, count them, sort them, and read whole rows for one
    // page only (the passengers list explains why this beats walking a sort index).
    return `with m as materialized (select ${KEY_COLUMNS} ${from} ${where})
      select ${OUTPUT_COLUMNS}
      from (select count(*)::int as total from m) t
      left join lateral (select * from m order by ${orderBy("m", shape)} limit $1 offset $2) k on true
      left join clients c on c.id = k.id
      left join "user" u on u.id = c.user_id
      order by ${orderBy("k", shape)}`;
  }
  // The whole list walks a sort index and stops after one page; the active list's total is trigger-kept.
  const total =
    shape.kind || shape.archived
      ? `select count(*)::int as total from clients c ${where}`
      : "select total::int as total from client_count";
  return `select ${OUTPUT_COLUMNS}
    from (${total}) t
    left join lateral (select ${KEY_COLUMNS} ${from} ${where} order by ${innerOrderBy(shape)} limit $1 offset $2) k on true
    left join clients c on c.id = k.id
    left join "user" u on u.id = c.user_id
    order by ${orderBy("k", shape)}`;
}

const statements = namedStatements("clients.list", statementText);

function statementFor(shape: Shape): { name: string; text: string } {
  const words = shape.matches.map((kind) => kind[0]).join("");
  const key = `${shape.sort}.${shape.order}.${words || "-"}.${shape.kind ? "k" : "-"}.${shape.archived ? "a" : "-"}`;
  return statements(key, shape);
}

/**
 * One page of clients with their total, in one round trip. It always answers one row at least (the
 * total), so a page past the end still says how many there are.
 */
export async function listClients(database: Database, query: ClientListQuery): Promise<ClientList> {
  const matches = searchMatches(query.search);
  const shape: Shape = {
    sort: query.sort,
    order: query.order === "desc" ? "desc" : "asc",
    matches: matches.map((match) => match.kind),
    kind: Boolean(query.kind),
    archived: query.archived === true,
  };
  const values: unknown[] = [query.pageSize, pageOffset(query), ...matches.map((match) => match.pattern)];
  if (query.kind) values.push(query.kind);
  const rows = await database.prepared<Row>({ ...statementFor(shape), values });
  const items = rows[0]?.id ? rows.map(({ total: _, ...client }) => client as ClientListItem) : [];
  return { items, total: rows[0]?.total ?? 0 };
}
