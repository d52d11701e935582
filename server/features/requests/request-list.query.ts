import { pageOffset } from "#domain/pagination.schema";
import type { RequestListItem, RequestListQuery } from "#domain/requests/request.schema";
import { requestStatuses } from "#domain/requests/request-values";
import type { Scope } from "../../access/client-scope";
import type { Database } from "../../db/client";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { isoInstant } from "../../db/sql-helpers";
import { browsePage, countTotal, pageOf } from "../../kernel/list-pages";
import { defineList, type ListCall } from "../../kernel/list-query";
import { type RequestRow, toRequest } from "./request-records";

type Filter = "status" | "category" | "assigneeId" | "clientId";

// Status sorts in workflow order (open, in progress, resolved), not alphabetically.
const statusRank = (alias: string) =>
  `array_position(array[${requestStatuses.map((s) => `'${s}'`).join(",")}]::text[], ${alias}.status)`;

const OUTPUT_COLUMNS = `t.total, k.id, k.client_id as "clientId", c.name as "clientName", k.category, k.details,
  k.status, k.trip_id as "tripId", tr.title as "tripTitle", k.assignee_id as "assigneeId",
  a.name as "assigneeName", ${isoInstant("k.created_at")} as "createdAt",
  ${isoInstant("k.updated_at")} as "updatedAt", k.version,
  ${isoInstant("greatest(k.updated_at, cv.last_message_at)")} as "lastActivityAt"`;

const requestList = defineList<RequestListQuery["sort"], Filter, SearchMatch>({
  name: "requests.list",
  // Each sort ends on created and id so pages never overlap.
  sorts: {
    created: ["created_at", "id"],
    status: [(alias, order) => `${statusRank(alias)} ${order}`, "created_at", "id"],
    // The codes sort as their words do (add_service, cancel_trip, date_change, new_trip, support).
    category: ["category", "created_at", "id"],
  },
  search: (kind, _, param) =>
    matchCondition(
      "r.search_text",
      kind,
      param((w) => w.pattern),
    ),
  scope: { column: "r.client_id" },
  filters: {
    status: (p) => `r.status = ${p}`,
    category: (p) => `r.category = ${p}`,
    assigneeId: (p) => `r.assignee_id = ${p}::uuid`,
    clientId: (p) => `r.client_id = ${p}::uuid`,
  },
  // One round trip: the count and one page together; a page past the end still answers the total.
  statement: (text) =>
    browsePage(text, {
      columns: OUTPUT_COLUMNS,
      total: countTotal("requests r", text.where),
      page: { columns: "r.*", from: "requests r", order: text.orderBy("r") },
      alias: "k",
      joins: `left join clients c on c.id = k.client_id
        left join trips tr on tr.id = k.trip_id
        left join "user" a on a.id = k.assignee_id
        left join conversations cv on cv.request_id = k.id`,
    }),
});

function callOf(
  scope: Scope,
  query: RequestListQuery,
): ListCall<RequestListQuery["sort"], Filter, SearchMatch, null, { limit: number; offset: number }> {
  return {
    sort: query.sort,
    order: query.order === "asc" ? "asc" : "desc",
    words: searchMatches(query.search),
    scope,
    filters: query,
    flags: null,
    head: { limit: query.pageSize, offset: pageOffset(query) },
  };
}

/** The statement listRequests runs for a query (its tests pin the text). */
export const requestListStatement = (scope: Scope, query: RequestListQuery) =>
  requestList.statement(callOf(scope, query));

/**
 * One page of the requests a scope sees, with their total, in one round trip; each with when anything last
 * happened on it (its own change or its chat's latest message).
 */
export async function listRequests(
  database: Database,
  scope: Scope,
  query: RequestListQuery,
): Promise<{ items: RequestListItem[]; total: number }> {
  const rows = await requestList.rows<
    RequestRow & { total: number; id: string | null; lastActivityAt: string }
  >(database, callOf(scope, query));
  return pageOf(rows, ({ total: _, lastActivityAt, ...row }) => ({ ...toRequest(row), lastActivityAt }));
}
