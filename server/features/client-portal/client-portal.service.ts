import { randomBytes } from "node:crypto";
import { and, asc, eq, ilike, notExists, or, sql } from "drizzle-orm";
import {
  type ClientPortal,
  PORTAL_CANDIDATES_LIMIT,
  PORTAL_INVITATION_DAYS,
  type PortalCandidate,
} from "#domain/client-portal/client-portal.schema";
import { AppError } from "#domain/errors";
import { appLink } from "../../auth/auth";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/auth";
import { clientInvitations, clients } from "../../db/schema/clients";
import { likePattern } from "../../db/sql-helpers";
import type { Change } from "../../kernel/mutate";
import { clientInvitationMail } from "../../mail/templates";
import { inviteToPortal } from "./portal-access.changes";
import { CLIENT_ENTITY, clientChanged, openInvitation, portalOf } from "./portal-records";

/**
 * The change's user set their password through a reset link: their open portal invitations (whose link
 * is one) are accepted. For the password reset of the accounts feature, in its change, run as that user.
 */
export async function acceptPortalInvitations({ tx, scope, audit, emit }: Change): Promise<void> {
  if (!scope.userId) return;
  const accepted = await tx
    .update(clientInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(clientInvitations.userId, scope.userId), openInvitation))
    .returning({ clientId: clientInvitations.clientId, email: clientInvitations.email });
  if (accepted.length === 0) return;
  await audit(
    accepted.map((row) => ({
      action: "update",
      entity: CLIENT_ENTITY,
      entityId: row.clientId,
      summary: `${row.email} accepted the client portal invitation`,
    })),
  );
  emit([...new Set(accepted.map((row) => row.clientId))].map(clientChanged));
}

/** What staff read of a client's portal access, and the invitation, whose mail goes out once it is committed. */
export function createClientPortalService(ctx: AppContext) {
  const { db, config } = ctx;

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
     * Invites the person at `email` (inviteToPortal) and mails them the link to set their password. The
     * invitation stands even when the mail fails: inviting again sends a new link.
     */
    async invite(actor: SessionUser, clientId: string, email: string): Promise<ClientPortal> {
      const token = randomBytes(24).toString("base64url");
      const { portal, clientName } = await ctx.kernel.mutate(actor, (c) =>
        inviteToPortal(c, clientId, email, token),
      );
      try {
        await ctx.mailer.send(
          clientInvitationMail({
            to: email,
            clientName,
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
      return portal;
    },
  };
}
