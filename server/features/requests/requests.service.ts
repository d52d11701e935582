import { and, eq, inArray, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import { AppError, fieldError, notFound } from "#domain/errors";
import { type PageQuery, pageOffset } from "#domain/pagination.schema";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import type {
  RequestCreate,
  RequestListQuery,
  RequestRecord,
  RequestUpdate,
} from "#domain/requests/request.schema";
import { requestCategoryLabels, requestStatusLabels } from "#domain/requests/request-values";
import { type ClientScope, clientScopeOf, findVisibleTrip, systemScope } from "../../access/client-scope";
import { type AuditEntry, writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { requests } from "../../db/schema/requests";
import {
  notifyRequestAssignedInTx,
  notifyRequestFiledInTx,
  notifyRequestStatusInTx,
} from "../notifications/notification-producers.service";
import { listRequests } from "./request-list.query";
import { findVisibleRequest, REQUEST_ENTITY, requestEvent, requestHistory } from "./request-records";

/** The client a new request is for: staff name one; a client user's is their own (another's answers 404). */
async function requestClientFor(tx: DbOrTx, scope: ClientScope, requested: string | null) {
  let id: string;
  if (scope.staff) {
    if (!requested) throw fieldError("body.clientId", "Choose a client");
    id = requested;
  } else {
    if (!scope.clientId) throw new AppError("FORBIDDEN", "Your account is not linked to a client yet.");
    if (requested && requested !== scope.clientId) throw notFound("Client");
    id = scope.clientId;
  }
  const [client] = await tx
    .select({ id: clients.id, name: clients.name, archivedAt: clients.archivedAt })
    .from(clients)
    .where(eq(clients.id, id));
  if (!client) throw fieldError("body.clientId", "Client not found");
  if (client.archivedAt) {
    throw fieldError("body.clientId", `${client.name} is archived: restore the client first`);
  }
  return client;
}

/** A trip of this client the user may see, or a 400 naming tripId (another client's is never named). */
async function requireClientTrip(
  tx: DbOrTx,
  user: SessionUser,
  tripId: string,
  client: { id: string; name: string },
) {
  const trip = await findVisibleTrip(tx, user, tripId).catch(() => {
    throw fieldError("body.tripId", "Trip not found");
  });
  if (trip.clientId !== client.id) {
    throw fieldError("body.tripId", `Choose one of ${client.name}'s trips`);
  }
  return trip;
}

/** An admin or agent who is not banned, or a 400 naming assigneeId. */
async function requireAssignee(tx: DbOrTx, assigneeId: string) {
  const [assignee] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.id, assigneeId),
        inArray(users.role, ["admin", "agent"]),
        sql`coalesce(${users.banned}, false) = false`,
      ),
    );
  if (!assignee) throw fieldError("body.assigneeId", "Choose an agent or an admin");
  return assignee;
}

export function createRequestsService(ctx: AppContext) {
  const { db } = ctx;

  async function publish(events: PublishedEvent[]) {
    for (const event of events) await ctx.hub.publish(event);
  }

  return {
    async list(user: SessionUser, query: RequestListQuery) {
      return listRequests(ctx.database, await clientScopeOf(db, user), query);
    },

    async get(user: SessionUser, id: string): Promise<RequestRecord> {
      return findVisibleRequest(db, await clientScopeOf(db, user), id);
    },

    async history(user: SessionUser, id: string, page: PageQuery) {
      await findVisibleRequest(db, await clientScopeOf(db, user), id);
      return requestHistory(db, id, { limit: page.pageSize, offset: pageOffset(page) });
    },

    /** A client user files for their own client; staff file on a client's behalf. It starts open. */
    async create(user: SessionUser, input: RequestCreate): Promise<RequestRecord> {
      const { request, notices } = await db.transaction(async (tx) => {
        const scope = await clientScopeOf(tx, user);
        const client = await requestClientFor(tx, scope, input.clientId);
        const trip = input.tripId ? await requireClientTrip(tx, user, input.tripId, client) : null;
        const [row] = await tx
          .insert(requests)
          .values({
            clientId: client.id,
            category: input.category,
            details: input.details,
            tripId: trip?.id ?? null,
            createdBy: user.id,
          })
          .returning({ id: requests.id });
        if (!row) throw new Error("insert returned no row");
        const category = requestCategoryLabels[input.category];
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: REQUEST_ENTITY,
          entityId: row.id,
          summary: `${category} request filed for ${client.name}${trip ? ` about trip “${trip.title}”` : ""}`,
          details: { clientId: client.id, category: input.category, tripId: trip?.id ?? null },
        });
        // Staff filing on a client's behalf already know of it.
        const notices = scope.staff
          ? []
          : await notifyRequestFiledInTx(tx, {
              requestId: row.id,
              clientName: client.name,
              category: input.category,
              details: input.details,
              tripId: trip?.id ?? null,
            });
        return { request: await findVisibleRequest(tx, scope, row.id), notices };
      });
      await publish([requestEvent(request, "insert"), ...notices]);
      return request;
    },

    /** Staff assign, move the status, link or unlink a trip; each change is one audit row. */
    async update(
      user: SessionUser,
      id: string,
      input: RequestUpdate,
      expected: number | undefined,
    ): Promise<RequestRecord> {
      if (!isStaff(user.role)) throw notFound("Request");
      const { request, changed, notices } = await db.transaction(async (tx) => {
        const scope: ClientScope = systemScope;
        const current = await findVisibleRequest(tx, scope, id, true);
        assertVersion(current, expected);
        const set: Partial<typeof requests.$inferInsert> = {};
        const audit: AuditEntry[] = [];
        const notices: PublishedEvent[] = [];
        const entry = (summary: string, details: unknown): AuditEntry => ({
          userId: user.id,
          action: "update",
          entity: REQUEST_ENTITY,
          entityId: id,
          summary,
          details,
        });
        if (input.status !== undefined && input.status !== current.status) {
          set.status = input.status;
          audit.push(
            entry(`Status: ${requestStatusLabels[current.status]} → ${requestStatusLabels[input.status]}`, {
              status: input.status,
            }),
          );
        }
        if (input.assigneeId !== undefined && input.assigneeId !== current.assigneeId) {
          set.assigneeId = input.assigneeId;
          if (input.assigneeId === null) {
            audit.push(entry("Unassigned", { assigneeId: null }));
          } else {
            const assignee = await requireAssignee(tx, input.assigneeId);
            audit.push(entry(`Assigned to ${assignee.name}`, { assigneeId: assignee.id }));
            notices.push(
              ...(await notifyRequestAssignedInTx(tx, {
                requestId: id,
                assigneeId: assignee.id,
                actorId: user.id,
                clientName: current.clientName,
                category: current.category,
              })),
            );
          }
        }
        if (input.tripId !== undefined && input.tripId !== current.tripId) {
          set.tripId = input.tripId;
          if (input.tripId === null) {
            audit.push(entry(`Unlinked from trip “${current.tripTitle ?? ""}”`, { tripId: null }));
          } else {
            const client = { id: current.clientId, name: current.clientName };
            const trip = await requireClientTrip(tx, user, input.tripId, client);
            audit.push(entry(`Linked to trip “${trip.title}”`, { tripId: trip.id }));
          }
        }
        // Nothing differs: no new version, no history line, no event.
        if (audit.length === 0) return { request: current, changed: false, notices };
        await tx
          .update(requests)
          .set({ ...set, version: nextVersion(requests.version), updatedAt: sql`now()` })
          .where(eq(requests.id, id));
        await writeAudit(tx, audit);
        if (set.status) {
          notices.push(
            ...(await notifyRequestStatusInTx(tx, {
              requestId: id,
              clientId: current.clientId,
              category: current.category,
              status: set.status,
            })),
          );
        }
        return { request: await findVisibleRequest(tx, scope, id), changed: true, notices };
      });
      if (changed) await publish([requestEvent(request, "update"), ...notices]);
      return request;
    },
  };
}
