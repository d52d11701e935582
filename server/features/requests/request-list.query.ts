import { pageOffset } from "#domain/pagination.schema";
import type { RequestListQuery, RequestRecord } from "#domain/requests/request.schema";
import { requestStatuses } from "#domain/requests/request-values";
import type { ClientScope } from "../../access/client-scope";
import type { Database } from "../../db/client";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { isoInstant, namedStatements } from "../../db/sql-helpers";
import { type RequestRow, toRequest } from "./request-records";

// Status sorts in workflow order (open, in progress, resolved), not alphabetically.
const STATUS_RANK = `array_position(array[${requestStatuses.map((s) => `'${s}'`).join(",")}]::text[], r.status)`;

/** The keys each sort orders by, ending on created and id so pages never overlap. */
const SORT_KEYS: Record<RequestListQuery["sort"], string[]> = {
  created: ["r.created_at", "r.id"],
  status: [STATUS_RANK, "r.created_at", "r.id"],
  // The codes sort as their words do (add_service, cancel_trip, date_change, new_trip, support).
  category: ["r.category", "r.created_at", "r.id"],
};

/** The filters a query may carry, in the order their values follow the search words. */
const FILTERS = ["status", "category", "assigneeId", "clientId"] as const;
type Filter = (typeof FILTERS)[number];

const FILTER_COLUMNS: Record<Filter, string> = {
  status: "r.status = $",
  category: "r.category = $",
  assigneeId: "r.assignee_id = $::uuid",
  clientId: "r.client_id = $::uuid",
};

const OUTPUT_COLUMNS = `t.total, k.id, k.client_id as "clientId", c.name as "clientName", k.category, k.details,
  k.status, k.trip_id as "tripId", tr.title as "tripTitle", k.assignee_id as "assigneeId",
  a.name as "assigneeName", ${isoInstant("k.created_at")} as "createdAt",
  ${isoInstant("k.updated_at")} as "updatedAt", k.version`;

interface Shape {
  sort: RequestListQuery["sort"];
  order: "asc" | "desc";
  matches: SearchMatch["kind"][];
  scope: "all" | "client" | "none";
  filters: Filter[];
}

function orderBy(shape: Shape, alias: string): string {
  return SORT_KEYS[shape.sort].map((key) => `${key.replaceAll("r.", `${alias}.`)} ${shape.order}`).join(", ");
}

/** Parameters: $1 page size, $2 offset, one per search word, the client, the filters. */
function statementText(shape: Shape): string {
  let next = 3;
  const conditions: string[] = [];
  for (const kind of shape.matches) conditions.push(matchCondition("r.search_text", kind, next++));
  if (shape.scope === "client") conditions.push(`r.client_id = $${next++}::uuid`);
  if (shape.scope === "none") conditions.push("false");
  for (const filter of shape.filters) conditions.push(FILTER_COLUMNS[filter].replace("$", `$${next++}`));
  const where = conditions.length > 0 ? `where ${conditions.join(" and ")}` : "";
  // One round trip: the count and one page together; a page past the end still answers the total.
  return `select ${OUTPUT_COLUMNS}
    from (select count(*)::int as total from requests r ${where}) t
    left join lateral (
      select r.* from requests r ${where} order by ${orderBy(shape, "r")} limit $1 offset $2
    ) k on true
    left join clients c on c.id = k.client_id
    left join trips tr on tr.id = k.trip_id
    left join "user" a on a.id = k.assignee_id
    order by ${orderBy(shape, "k")}`;
}

const statements = namedStatements("requests.list", statementText);

function statementFor(shape: Shape): { name: string; text: string } {
  const words = shape.matches.map((kind) => kind[0]).join("") || "-";
  const key = `${shape.sort}.${shape.order}.${words}.${shape.scope}.${shape.filters.join("-") || "-"}`;
  return statements(key, shape);
}

/** One page of the requests a scope sees, with their total, in one round trip. */
export async function listRequests(
  database: Database,
  scope: ClientScope,
  query: RequestListQuery,
): Promise<{ items: RequestRecord[]; total: number }> {
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
  const values: unknown[] = [query.pageSize, pageOffset(query)];
  for (const match of matches) values.push(match.pattern);
  if (clientId) values.push(clientId);
  for (const filter of filters) values.push(query[filter]);
  const rows = await database.prepared<RequestRow & { total: number; id: string | null }>({
    ...statementFor(shape),
    values,
  });
  const items = rows[0]?.id ? rows.map(({ total: _, ...row }) => toRequest(row)) : [];
  return { items, total: rows[0]?.total ?? 0 };
}
