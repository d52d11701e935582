import type { ClientList, ClientListItem, ClientListQuery } from "#domain/clients/client.schema";
import { pageOffset } from "#domain/pagination.schema";
import type { Database } from "../../db/client";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { isoInstant } from "../../db/sql-helpers";
import { browsePage, countTotal, keptTotal, pageOf, searchPage } from "../../kernel/list-pages";
import { defineList, type ListCall } from "../../kernel/list-query";

// What the page's subquery hands up: the row and every sort key.
const KEY_COLUMNS = "c.id, c.sort_name, s.bookings_count, s.spent_cents, s.last_activity_at";

// Every client has its stats row (a trigger adds it with the client): the join keeps them all.
const FROM = "clients c join client_stats s on s.client_id = c.id";

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

const JOINS = `left join clients c on c.id = k.id left join "user" u on u.id = c.user_id`;

type Row = Omit<ClientListItem, "id"> & { total: number; id: string | null };
type Flags = { archived: boolean };

const clientList = defineList<ClientListQuery["sort"], "kind", SearchMatch, Flags>({
  name: "clients.list",
  // The derived sorts read the trigger-kept client_stats row, whose indexes hold (figure, client_id).
  sorts: {
    name: ["sort_name", "id"],
    bookingsCount: ["bookings_count", "id"],
    totalSpent: ["spent_cents", "id"],
    lastActivity: ["last_activity_at", "id"],
  },
  conditions: (shape) => [shape.flags.archived ? "c.archived_at is not null" : "c.archived_at is null"],
  search: (kind, _, param) =>
    matchCondition(
      "c.search_text",
      kind,
      param((w) => w.pattern),
    ),
  filters: { kind: (p) => `c.kind = ${p}` },
  statement(text) {
    const { shape, where } = text;
    if (shape.words.length > 0) {
      return searchPage(text, {
        keys: KEY_COLUMNS,
        from: FROM,
        columns: OUTPUT_COLUMNS,
        alias: "k",
        joins: JOINS,
      });
    }
    // In the page the keys are spelled with their table: the stats keys (and their id) on client_stats.
    const stats = shape.sort !== "name";
    return browsePage(text, {
      columns: OUTPUT_COLUMNS,
      // The active list's total is trigger-kept.
      total:
        shape.filters.length > 0 || shape.flags.archived
          ? countTotal("clients c", where)
          : keptTotal("client_count"),
      page: {
        columns: KEY_COLUMNS,
        from: FROM,
        order: stats ? text.orderBy("s", { id: "s.client_id" }) : text.orderBy("c"),
      },
      alias: "k",
      joins: JOINS,
    });
  },
});

function callOf(
  query: ClientListQuery,
): ListCall<ClientListQuery["sort"], "kind", SearchMatch, Flags, { limit: number; offset: number }> {
  return {
    sort: query.sort,
    order: query.order === "desc" ? "desc" : "asc",
    words: searchMatches(query.search),
    filters: { kind: query.kind || undefined },
    flags: { archived: query.archived === true },
    head: { limit: query.pageSize, offset: pageOffset(query) },
  };
}

/** The statement listClients runs for a query (its tests pin the text). */
export const clientListStatement = (query: ClientListQuery) => clientList.statement(callOf(query));

/**
 * One page of clients with their total, in one round trip. It always answers one row at least (the
 * total), so a page past the end still says how many there are.
 */
export async function listClients(database: Database, query: ClientListQuery): Promise<ClientList> {
  const rows = await clientList.rows<Row>(database, callOf(query));
  return pageOf(rows, ({ total: _, ...client }) => client as ClientListItem);
}
