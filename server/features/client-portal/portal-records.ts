import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ClientPortal } from "#domain/client-portal/client-portal.schema";
import { AppError, notFound } from "#domain/errors";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { isBanActive } from "#domain/users/user-status";
import type { DbOrTx } from "../../db/client";
import { sessions, users } from "../../db/schema/auth";
import { clientInvitations, clients } from "../../db/schema/clients";
import { clientAudience } from "../../realtime/audience";

// A client's portal access as the portal's services read, lock and check it.

/** The audit log's entity for portal changes: the client's, so they show in its history. */
export const CLIENT_ENTITY = "client";

/** Invitations still waiting for an answer. */
export const openInvitation = and(isNull(clientInvitations.acceptedAt), isNull(clientInvitations.revokedAt));

export function clientChanged(clientId: string): PublishedEvent {
  return { topic: topics.clients, id: clientId, op: "update", audience: clientAudience(clientId) };
}

/** The client row locked for this transaction; 404 when there is none. */
export async function lockClient(tx: DbOrTx, clientId: string) {
  const [row] = await tx
    .select({
      id: clients.id,
      name: clients.name,
      kind: clients.kind,
      userId: clients.userId,
      archivedAt: clients.archivedAt,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for("update");
  if (!row) throw notFound("Client");
  return row;
}

export function refuseArchived(client: { archivedAt: Date | null }) {
  if (client.archivedAt) {
    throw new AppError("CONFLICT", "This client is archived. Restore it before giving it portal access.");
  }
}

/**
 * Refuses an account that cannot sign in for this client: staff, or the portal user of another client.
 * Locks the user row, so two clients linking the same account at once take turns and the second is told.
 */
export async function assertLinkable(tx: DbOrTx, userId: string, clientId: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw notFound("User");
  if (user.role !== "client") {
    throw new AppError(
      "CONFLICT",
      `${user.email} is a staff account; only a client account can be a client's portal user.`,
    );
  }
  const [owner] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.userId, userId));
  if (owner && owner.id !== clientId) {
    throw new AppError(
      "CONFLICT",
      `${user.email} is already the portal user of ${owner.name}. A user belongs to at most one client.`,
    );
  }
  return user;
}

/** The client's other portal user, if it has one: revoke first, so access never moves silently. */
export function refuseOtherPortalUser(
  client: { userId: string | null },
  userId: string | null,
  email: string,
) {
  if (client.userId && client.userId !== userId) {
    throw new AppError(
      "CONFLICT",
      `This client already has a portal user. Revoke their access before giving it to ${email}.`,
    );
  }
}

export async function portalOf(tx: DbOrTx, clientId: string): Promise<ClientPortal> {
  const [client] = await tx.select({ userId: clients.userId }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw notFound("Client");
  const now = new Date();
  const [user] = client.userId
    ? await tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          banned: users.banned,
          banExpires: users.banExpires,
          lastSignInAt: sql<
            Date | string | null
          >`(select max(s.created_at) from ${sessions} s where s.user_id = ${client.userId})`,
        })
        .from(users)
        .where(eq(users.id, client.userId))
    : [];
  const [invitation] = await tx
    .select({
      email: clientInvitations.email,
      createdAt: clientInvitations.createdAt,
      expiresAt: clientInvitations.expiresAt,
    })
    .from(clientInvitations)
    .where(and(eq(clientInvitations.clientId, clientId), openInvitation))
    .orderBy(desc(clientInvitations.createdAt), desc(clientInvitations.id))
    .limit(1);
  return {
    user: user
      ? {
          id: user.id,
          name: user.name,
          email: user.email,
          // A raw sub-select comes back as text on some drivers.
          lastSignInAt: user.lastSignInAt ? new Date(user.lastSignInAt).toISOString() : null,
          banned: isBanActive(user, now),
        }
      : null,
    invitation: invitation
      ? {
          email: invitation.email,
          sentAt: invitation.createdAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
          expired: invitation.expiresAt.getTime() <= now.getTime(),
        }
      : null,
  };
}

/** Earlier open invitations of the client give way to a new one or to a linked account. */
export async function supersedeInvitations(tx: DbOrTx, clientId: string, now: Date) {
  await tx
    .update(clientInvitations)
    .set({ revokedAt: now })
    .where(and(eq(clientInvitations.clientId, clientId), openInvitation));
}
