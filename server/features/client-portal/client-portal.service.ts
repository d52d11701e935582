import { randomBytes } from "node:crypto";
import { and, asc, eq, ilike, like, notExists, or, type SQL, sql } from "drizzle-orm";
import {
  type ClientPortal,
  PORTAL_CANDIDATES_LIMIT,
  PORTAL_INVITATION_DAYS,
  PORTAL_INVITATION_VALIDITY_MS,
  type PortalCandidate,
} from "#domain/client-portal/client-portal.schema";
import { AppError } from "#domain/errors";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { writeAudit } from "../../audit/audit";
import { appLink } from "../../auth/auth";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { sessions, users, verifications } from "../../db/schema/auth";
import { clientInvitations, clients } from "../../db/schema/clients";
import { likePattern } from "../../db/sql-helpers";
import { clientInvitationMail } from "../../mail/templates";
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

// better-auth's reset tokens: the invitation link is one, so accepting it sets the password and signs in.
const RESET_PREFIX = "reset-password:";

function nameFromEmail(email: string): string {
  return email.split("@")[0] || email;
}

/** A client user's reset links, including an invitation's. */
function resetTokensOf(userId: string): SQL | undefined {
  return and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`));
}

/**
 * Marks the user's open invitations accepted: their link set the password. For the password reset of
 * accounts.service, inside its transaction; the caller publishes the returned events after commit.
 */
export async function acceptPortalInvitationsInTx(tx: DbOrTx, userId: string): Promise<PublishedEvent[]> {
  const accepted = await tx
    .update(clientInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(clientInvitations.userId, userId), openInvitation))
    .returning({ clientId: clientInvitations.clientId, email: clientInvitations.email });
  if (accepted.length === 0) return [];
  await writeAudit(
    tx,
    accepted.map((row) => ({
      userId,
      action: "update",
      entity: CLIENT_ENTITY,
      entityId: row.clientId,
      summary: `${row.email} accepted the client portal invitation`,
    })),
  );
  return [...new Set(accepted.map((row) => row.clientId))].map(clientChanged);
}

export function createClientPortalService(ctx: AppContext) {
  const { db, config } = ctx;

  async function publish(events: PublishedEvent[]) {
    for (const event of events) await ctx.hub.publish(event);
  }

  return {
    get: (clientId: string) => portalOf(db, clientId),

    /** Client accounts that belong to no client, by name or e-mail: the link picker's choices. */
    async candidates(search: string | undefined): Promise<{ items: PortalCandidate[] }> {
      const text = search?.trim();
      const items = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.role, "client"),
            notExists(db.select({ one: sql`1` }).from(clients).where(eq(clients.userId, users.id))),
            text
              ? or(ilike(users.email, likePattern(text)), ilike(users.name, likePattern(text)))
              : undefined,
          ),
        )
        .orderBy(asc(users.email))
        .limit(PORTAL_CANDIDATES_LIMIT);
      return { items };
    },

    /**
     * Makes the person at `email` the client's portal user and mails them a link to set their password.
     * Their account is created (role client, unconfirmed) unless the address has one; inviting the same
     * address again sends a new link and voids the old one.
     */
    async invite(actor: SessionUser, clientId: string, email: string): Promise<ClientPortal> {
      const token = randomBytes(24).toString("base64url");
      const outcome = await db.transaction(async (tx) => {
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
          invitedBy: actor.id,
          createdAt: now,
          expiresAt,
        });
        // One live link per account, as for password resets: the newest invitation's.
        await tx.delete(verifications).where(resetTokensOf(userId));
        await tx
          .insert(verifications)
          .values({ identifier: `${RESET_PREFIX}${token}`, value: userId, expiresAt });
        await writeAudit(tx, [
          ...(created
            ? [
                {
                  userId: actor.id,
                  action: "create",
                  entity: "user",
                  entityId: userId,
                  summary: `Created the client account ${email} for the portal of ${client.name}`,
                },
              ]
            : []),
          {
            userId: actor.id,
            action: "update",
            entity: CLIENT_ENTITY,
            entityId: clientId,
            summary: `Invited ${email} to the client portal`,
            details: { email, userId, expiresAt: expiresAt.toISOString() },
          },
        ]);
        return { created, userId, clientName: client.name, portal: await portalOf(tx, clientId) };
      });
      await publish([
        clientChanged(clientId),
        // The account's own open browser (if it has one) hears that it now belongs to a client.
        { topic: topics.clients, id: clientId, op: "update", audience: userAudience(outcome.userId) },
        ...(outcome.created ? [{ topic: topics.users, op: "insert" as const, audience: staffOnly }] : []),
      ]);
      try {
        await ctx.mailer.send(
          clientInvitationMail({
            to: email,
            clientName: outcome.clientName,
            url: `${appLink(config, "/reset-password", token)}&invitation=1`,
            validDays: PORTAL_INVITATION_DAYS,
          }),
        );
      } catch (error) {
        ctx.log.error({ err: error }, "Could not send a client portal invitation");
        throw new AppError(
          "UNAVAILABLE",
          "The invitation is saved but its mail could not be sent. Try inviting again in a moment.",
        );
      }
      return outcome.portal;
    },

    /** Makes an existing client account (of no client yet) the client's portal user. */
    async link(actor: SessionUser, clientId: string, userId: string): Promise<ClientPortal> {
      const outcome = await db.transaction(async (tx) => {
        const client = await lockClient(tx, clientId);
        refuseArchived(client);
        const user = await assertLinkable(tx, userId, clientId);
        refuseOtherPortalUser(client, userId, user.email);
        if (client.userId === userId) return { changed: false, portal: await portalOf(tx, clientId) };
        await tx.update(clients).set({ userId }).where(eq(clients.id, clientId));
        await supersedeInvitations(tx, clientId, new Date());
        await writeAudit(tx, {
          userId: actor.id,
          action: "update",
          entity: CLIENT_ENTITY,
          entityId: clientId,
          summary: `Linked ${user.email} as the client portal user`,
          details: { userId },
        });
        return { changed: true, portal: await portalOf(tx, clientId) };
      });
      if (outcome.changed) {
        await publish([
          clientChanged(clientId),
          { topic: topics.clients, id: clientId, op: "update", audience: userAudience(userId) },
        ]);
      }
      return outcome.portal;
    },

    /**
     * Ends the client's portal access: unlinks the user, ends every session of theirs (an open browser
     * loses access on its next call) and voids open invitations and their links. Nothing to end is fine.
     */
    async revoke(actor: SessionUser, clientId: string): Promise<void> {
      const changed = await db.transaction(async (tx) => {
        const now = new Date();
        const client = await lockClient(tx, clientId);
        const invited = await tx
          .update(clientInvitations)
          .set({ revokedAt: now })
          .where(and(eq(clientInvitations.clientId, clientId), openInvitation))
          .returning({ userId: clientInvitations.userId, email: clientInvitations.email });
        if (!client.userId && invited.length === 0) return false;
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
        await writeAudit(tx, {
          userId: actor.id,
          action: "update",
          entity: CLIENT_ENTITY,
          entityId: clientId,
          summary: client.userId
            ? `Revoked the client portal access of ${who}`
            : `Revoked the client portal invitation of ${who}`,
          details: { userId: client.userId, invitations: invited.length },
        });
        return true;
      });
      if (changed) await publish([clientChanged(clientId)]);
    },
  };
}
