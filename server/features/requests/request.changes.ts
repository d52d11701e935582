import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError, fieldError, notFound } from "#domain/errors";
import type { RequestCreate, RequestRecord, RequestUpdate } from "#domain/requests/request.schema";
import { requestCategoryLabels, requestStatusLabels } from "#domain/requests/request-values";
import { findVisibleTrip, type Scope } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { requests } from "../../db/schema/requests";
import { type Change, type ChangeAudit, signedInUser } from "../../kernel/mutate";
import { notifyRequestAssigned, notifyRequestFiled, notifyRequestStatus } from "../notifications";
import { findVisibleRequest, REQUEST_ENTITY, requestEvent } from "./request-records";

// Requests' use cases, run by the kernel (ctx.kernel.mutate): a client user files for their own client,
// staff file for any client, assign, move the status and link a trip. The request's client hears of each.

/** The client a new request is for: staff name one; a client user's is their own (another's answers 404). */
async function requestClientFor(tx: DbOrTx, scope: Scope, requested: string | null) {
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

/** A client user files for their own client; staff file on a client's behalf. It starts open. */
export async function fileRequest(change: Change, input: RequestCreate): Promise<RequestRecord> {
  const { tx, scope, audit, emit } = change;
  const user = signedInUser(change);
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
  await audit({
    action: "create",
    entity: REQUEST_ENTITY,
    entityId: row.id,
    summary: `${category} request filed for ${client.name}${trip ? ` about trip “${trip.title}”` : ""}`,
    details: { clientId: client.id, category: input.category, tripId: trip?.id ?? null },
  });
  const request = await findVisibleRequest(tx, scope, row.id);
  emit(requestEvent(request, "insert"));
  // Staff filing on a client's behalf already know of it.
  if (!scope.staff) {
    await notifyRequestFiled(change, {
      requestId: row.id,
      clientName: client.name,
      category: input.category,
      details: input.details,
      tripId: trip?.id ?? null,
    });
  }
  return request;
}

/** Staff assign, move the status, link or unlink a trip; each change is one audit row. */
export async function updateRequest(
  change: Change,
  id: string,
  input: RequestUpdate,
  expected: number | undefined,
): Promise<RequestRecord> {
  const { tx, scope, audit, emit } = change;
  const user = signedInUser(change);
  if (!scope.staff) throw notFound("Request");
  const current = await findVisibleRequest(tx, scope, id, true);
  assertVersion(current, expected);
  const set: Partial<typeof requests.$inferInsert> = {};
  const entries: ChangeAudit[] = [];
  const entry = (summary: string, details: unknown): ChangeAudit => ({
    action: "update",
    entity: REQUEST_ENTITY,
    entityId: id,
    summary,
    details,
  });
  if (input.status !== undefined && input.status !== current.status) {
    set.status = input.status;
    entries.push(
      entry(`Status: ${requestStatusLabels[current.status]} → ${requestStatusLabels[input.status]}`, {
        status: input.status,
      }),
    );
  }
  if (input.assigneeId !== undefined && input.assigneeId !== current.assigneeId) {
    set.assigneeId = input.assigneeId;
    if (input.assigneeId === null) {
      entries.push(entry("Unassigned", { assigneeId: null }));
    } else {
      const assignee = await requireAssignee(tx, input.assigneeId);
      entries.push(entry(`Assigned to ${assignee.name}`, { assigneeId: assignee.id }));
    }
  }
  if (input.tripId !== undefined && input.tripId !== current.tripId) {
    set.tripId = input.tripId;
    if (input.tripId === null) {
      entries.push(entry(`Unlinked from trip “${current.tripTitle ?? ""}”`, { tripId: null }));
    } else {
      const client = { id: current.clientId, name: current.clientName };
      const trip = await requireClientTrip(tx, user, input.tripId, client);
      entries.push(entry(`Linked to trip “${trip.title}”`, { tripId: trip.id }));
    }
  }
  // Nothing differs: no new version, no history line, no event.
  if (entries.length === 0) return current;
  await tx
    .update(requests)
    .set({ ...set, version: bumpVersion(requests.version), updatedAt: sql`now()` })
    .where(eq(requests.id, id));
  await audit(entries);
  const request = await findVisibleRequest(tx, scope, id);
  emit(requestEvent(request, "update"));
  if (set.assigneeId) {
    await notifyRequestAssigned(change, {
      requestId: id,
      assigneeId: set.assigneeId,
      actorId: user.id,
      clientName: current.clientName,
      category: current.category,
    });
  }
  if (set.status) {
    await notifyRequestStatus(change, {
      requestId: id,
      clientId: current.clientId,
      category: current.category,
      status: set.status,
    });
  }
  return request;
}
