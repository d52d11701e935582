import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { notFound } from "#domain/errors";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { RequestHistoryEntry, RequestRecord } from "#domain/requests/request.schema";
import type { RequestCategory, RequestStatus } from "#domain/requests/request-values";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { auditLogs } from "../../db/schema/audit-logs";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { requests } from "../../db/schema/requests";
import { trips } from "../../db/schema/trips";
import { clientAudience } from "../../realtime/audience";

// The request as every read answers it, the one visibility check, and the event a change emits.

/** The audit log's entity name for requests; the history is read from these rows. */
export const REQUEST_ENTITY = "request";

/** A request row as either driver hands it: the list's raw SQL (text instants) or drizzle (dates). */
export interface RequestRow {
  id: string;
  clientId: string;
  clientName: string | null;
  category: RequestCategory;
  details: string;
  status: RequestStatus;
  tripId: string | null;
  tripTitle: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  version: number;
}

const instant = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

export function toRequest(row: RequestRow): RequestRecord {
  return {
    ...row,
    clientName: row.clientName ?? "",
    version: Number(row.version),
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

const assignees = alias(users, "assignee");
const r = requests;

function selectRequests(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select({
      id: r.id,
      clientId: r.clientId,
      clientName: clients.name,
      category: r.category,
      details: r.details,
      status: r.status,
      tripId: r.tripId,
      tripTitle: trips.title,
      assigneeId: r.assigneeId,
      assigneeName: assignees.name,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      version: r.version,
    })
    .from(r)
    .innerJoin(clients, eq(clients.id, r.clientId))
    .leftJoin(trips, eq(trips.id, r.tripId))
    .leftJoin(assignees, eq(assignees.id, r.assigneeId))
    .where(where);
}

/** The request if `scope` may see it (`lock`: its row locked until the transaction ends); 404 otherwise. */
export async function findVisibleRequest(
  tx: DbOrTx,
  scope: Scope,
  id: string,
  lock = false,
): Promise<RequestRecord> {
  const query = selectRequests(tx, and(eq(r.id, id), scope.where(r.clientId)));
  const [row] = lock ? await query.for("update", { of: r }) : await query;
  // Someone else's request answers exactly like a missing one.
  if (!row) throw notFound("Request");
  return toRequest(row);
}

/** The request's audit rows, newest first, one page of them with their total. */
export async function requestHistory(
  tx: DbOrTx,
  requestId: string,
  page: { limit: number; offset: number },
): Promise<{ items: RequestHistoryEntry[]; total: number }> {
  const where = and(eq(auditLogs.entity, REQUEST_ENTITY), eq(auditLogs.entityId, requestId));
  const [rows, [counted]] = await Promise.all([
    tx
      .select({ id: auditLogs.id, at: auditLogs.createdAt, summary: auditLogs.summary, byName: users.name })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: count() }).from(auditLogs).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, id: String(row.id), at: row.at.toISOString() })),
    total: counted?.n ?? 0,
  };
}

/** What a change to a request tells: its client's users and staff. */
export function requestEvent(
  request: { id: string; clientId: string },
  op: "insert" | "update" | "delete",
): PublishedEvent {
  return { topic: topics.requests, id: request.id, op, audience: clientAudience(request.clientId) };
}
