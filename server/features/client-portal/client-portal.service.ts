import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, ilike, isNull, like, notExists, or, type SQL, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import {
  type ClientPortal,
  NO_OWN_CLIENT_MESSAGE,
  type OwnClient,
  type OwnClientUpdate,
  PORTAL_CANDIDATES_LIMIT,
  PORTAL_INVITATION_DAYS,
  PORTAL_INVITATION_VALIDITY_MS,
  type PortalCandidate,
} from "#domain/client-portal/client-portal.schema";
import { AppError, notFound } from "#domain/errors";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { isBanActive } from "#domain/users/user-status";
import { writeAudit } from "../../audit/audit";
import { appLink } from "../../auth/auth";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { sessions, users, verifications } from "../../db/schema/auth";
import { clientInvitations, clients } from "../../db/schema/clients";
import { likePattern } from "../../db/sql-helpers";
import { clientInvitationMail } from "../../mail/templates";
import { clientAudience, staffOnly, userAudience } from "../../realtime/audience";

/** The audit log's entity for portal changes: the client's, so they show in its history. */
const CLIENT_ENTITY = "client";
// better-auth's reset tokens: the invitation link is one, so accepting it sets the password and signs in.
const RESET_PREFIX = "reset-password:";

/** Invitations still waiting for an answer. */
const openInvitation = and(isNull(clientInvitations.acceptedAt), isNull(clientInvitations.revokedAt));

function nameFromEmail(email: string): string {
  return email.split("@")[0] || email;
}

/** A client user's reset links, including an invitation's. */
function resetTokensOf(userId: string): SQL | undefined {
  return and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`));
}

function clientChanged(clientId: string): PublishedEvent {
  return { topic: topics.clients, id: clientId, op: "update", audience: clientAudience(clientId) };
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

  /** The client row locked for this transaction; 404 when there is none. */
  async function lockClient(tx: DbOrTx, clientId: string) {
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

  function refuseArchived(client: { archivedAt: Date | null }) {
    if (client.archivedAt) {
      throw new AppError("CONFLICT", "This client is archived. Restore it before giving it portal access.");
    }
  }

  /**
   * Refuses an account that cannot sign in for this client: staff, or the portal user of another client.
   * Locks the user row, so two clients linking the same account at once take turns and the second is told.
   */
  async function assertLinkable(tx: DbOrTx, userId: string, clientId: string) {
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
  function refuseOtherPortalUser(client: { userId: string | null }, userId: string | null, email: string) {
    if (client.userId && client.userId !== userId) {
      throw new AppError(
        "CONFLICT",
        `This client already has a portal user. Revoke their access before giving it to ${email}.`,
      );
    }
  }

  async function portalOf(tx: DbOrTx, clientId: string): Promise<ClientPortal> {
    const [client] = await tx
      .select({ userId: clients.userId })
      .from(clients)
      .where(eq(clients.id, clientId));
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
  async function supersedeInvitations(tx: DbOrTx, clientId: string, now: Date) {
    await tx
      .update(clientInvitations)
      .set({ revokedAt: now })
      .where(and(eq(clientInvitations.clientId, clientId), openInvitation));
  }

  async function ownClientRow(tx: DbOrTx, user: SessionUser, lock = false) {
    // Staff accounts belong to no client: they get the same 404 as a client account nobody linked yet.
    if (isStaff(user.role)) throw new AppError("NOT_FOUND", NO_OWN_CLIENT_MESSAGE);
    const query = tx
      .select({
        id: clients.id,
        kind: clients.kind,
        name: clients.name,
        email: clients.email,
        phone: clients.phone,
        address: clients.address,
        preferredCurrency: clients.preferredCurrency,
        updatedAt: clients.updatedAt,
        version: clients.version,
      })
      .from(clients)
      .where(eq(clients.userId, user.id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new AppError("NOT_FOUND", NO_OWN_CLIENT_MESSAGE);
    return { ...row, updatedAt: row.updatedAt.toISOString() } satisfies OwnClient;
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

    /** The signed-in client user's own client record. */
    ownClient: (user: SessionUser) => ownClientRow(db, user),

    /** A client user changes their own contact details (e-mail, phone, address); the name stays. */
    async updateOwnClient(user: SessionUser, input: OwnClientUpdate, expected?: number): Promise<OwnClient> {
      const updated = await db.transaction(async (tx) => {
        const before = await ownClientRow(tx, user, true);
        assertVersion(before, expected);
        const fields = (Object.keys(input) as (keyof OwnClientUpdate)[]).filter(
          (key) => input[key] !== before[key],
        );
        await tx
          .update(clients)
          .set({ ...input, version: nextVersion(clients.version), updatedAt: sql`now()` })
          .where(eq(clients.id, before.id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: CLIENT_ENTITY,
          entityId: before.id,
          summary:
            fields.length > 0
              ? `Changed their own contact details: ${fields.join(", ")}`
              : "Saved their own contact details",
          details: {
            before: { email: before.email, phone: before.phone, address: before.address },
            after: input,
          },
        });
        return ownClientRow(tx, user);
      });
      await publish([clientChanged(updated.id)]);
      return updated;
    },
  };
}
