import { and, eq, like, type SQL } from "drizzle-orm";
import { type ClientPortal, PORTAL_INVITATION_VALIDITY_MS } from "#domain/client-portal/client-portal.schema";
import { topics } from "#domain/realtime/topics";
import { sessions, users, verifications } from "../../db/schema/auth";
import { clientInvitations, clients } from "../../db/schema/clients";
import type { Change } from "../../kernel/mutate";
import { staffOnly, userAudience } from "../../realtime/audience";
import {
  assertLinkable,
  CLIENT_ENTITY,
  clientChanged,
  lockClient,
  openInvitation,
  portalOf,
  refuseArchived,
  refuseOtherPortalUser,
  supersedeInvitations,
} from "./portal-records";

// A client's portal access, changed by staff: use cases run by the kernel (ctx.kernel.mutate).

// better-auth's reset tokens: the invitation link is one, so accepting it sets the password and signs in.
export const RESET_PREFIX = "reset-password:";

function nameFromEmail(email: string): string {
  return email.split("@")[0] || email;
}

/** A client user's reset links, including an invitation's. */
function resetTokensOf(userId: string): SQL | undefined {
  return and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`));
}

/** The client's own portal user, if they have a browser open, hears that the account now belongs to it. */
function accountLinked(clientId: string, userId: string) {
  return { topic: topics.clients, id: clientId, op: "update" as const, audience: userAudience(userId) };
}

/**
 * Makes the person at `email` the client's portal user, with `token` as their set-password link (the
 * caller mails it once this is committed). Their account is created (role client, unconfirmed) unless
 * the address has one; inviting the same address again makes a new link and voids the old one.
 */
export async function inviteToPortal(
  { tx, scope, audit, emit }: Change,
  clientId: string,
  email: string,
  token: string,
): Promise<{ portal: ClientPortal; clientName: string }> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + PORTAL_INVITATION_VALIDITY_MS);
  const client = await lockClient(tx, clientId);
  refuseArchived(client);
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  refuseOtherPortalUser(client, existing?.id ?? null, email);
  let userId: string;
  const created = !existing;
  if (existing) {
    userId = (await assertLinkable(tx, existing.id, clientId)).id;
  } else {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        name: client.kind === "person" ? client.name : nameFromEmail(email),
        role: "client",
        emailVerified: false,
      })
      .returning({ id: users.id });
    if (!user) throw new Error("insert returned no user");
    userId = user.id;
  }
  if (client.userId !== userId) {
    await tx.update(clients).set({ userId }).where(eq(clients.id, clientId));
  }
  await supersedeInvitations(tx, clientId, now);
  await tx.insert(clientInvitations).values({
    clientId,
    email,
    userId,
    invitedBy: scope.userId,
    createdAt: now,
    expiresAt,
  });
  // One live link per account, as for password resets: the newest invitation's.
  await tx.delete(verifications).where(resetTokensOf(userId));
  await tx.insert(verifications).values({ identifier: `${RESET_PREFIX}${token}`, value: userId, expiresAt });
  await audit([
    ...(created
      ? [
          {
            action: "create",
            entity: "user",
            entityId: userId,
            summary: `Created the client account ${email} for the portal of ${client.name}`,
          },
        ]
      : []),
    {
      action: "update",
      entity: CLIENT_ENTITY,
      entityId: clientId,
      summary: `Invited ${email} to the client portal`,
      details: { email, userId, expiresAt: expiresAt.toISOString() },
    },
  ]);
  emit([
    clientChanged(clientId),
    accountLinked(clientId, userId),
    ...(created ? [{ topic: topics.users, op: "insert" as const, audience: staffOnly }] : []),
  ]);
  return { portal: await portalOf(tx, clientId), clientName: client.name };
}

/** Makes an existing client account (of no client yet) the client's portal user. */
export async function linkPortalUser(
  { tx, audit, emit }: Change,
  clientId: string,
  userId: string,
): Promise<ClientPortal> {
  const client = await lockClient(tx, clientId);
  refuseArchived(client);
  const user = await assertLinkable(tx, userId, clientId);
  refuseOtherPortalUser(client, userId, user.email);
  if (client.userId === userId) return portalOf(tx, clientId);
  await tx.update(clients).set({ userId }).where(eq(clients.id, clientId));
  await supersedeInvitations(tx, clientId, new Date());
  await audit({
    action: "update",
    entity: CLIENT_ENTITY,
    entityId: clientId,
    summary: `Linked ${user.email} as the client portal user`,
    details: { userId },
  });
  emit([clientChanged(clientId), accountLinked(clientId, userId)]);
  return portalOf(tx, clientId);
}

/**
 * Ends the client's portal access: unlinks the user, ends every session of theirs (an open browser
 * loses access on its next call) and voids open invitations and their links. Nothing to end is fine.
 */
export async function revokePortalAccess({ tx, audit, emit }: Change, clientId: string): Promise<void> {
  const now = new Date();
  const client = await lockClient(tx, clientId);
  const invited = await tx
    .update(clientInvitations)
    .set({ revokedAt: now })
    .where(and(eq(clientInvitations.clientId, clientId), openInvitation))
    .returning({ userId: clientInvitations.userId, email: clientInvitations.email });
  if (!client.userId && invited.length === 0) return;
  const [user] = client.userId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, client.userId))
    : [];
  if (client.userId) {
    await tx.update(clients).set({ userId: null }).where(eq(clients.id, clientId));
    await tx.delete(sessions).where(eq(sessions.userId, client.userId));
  }
  for (const invitedUser of new Set([client.userId, ...invited.map((i) => i.userId)])) {
    if (invitedUser) await tx.delete(verifications).where(resetTokensOf(invitedUser));
  }
  const who = user?.email ?? invited[0]?.email ?? "the portal user";
  await audit({
    action: "update",
    entity: CLIENT_ENTITY,
    entityId: clientId,
    summary: client.userId
      ? `Revoked the client portal access of ${who}`
      : `Revoked the client portal invitation of ${who}`,
    details: { userId: client.userId, invitations: invited.length },
  });
  emit(clientChanged(clientId));
}
