import { count, eq } from "drizzle-orm";
import { AppError } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import { lockInTransaction } from "../../db/locks";
import { roleRequests } from "../../db/schema/accounts";
import { twoFactors, users } from "../../db/schema/auth";
import { insertVerifiedUser } from "../../db/seed/seed-users";
import type { Change } from "../../kernel/mutate";
import { staffOnly } from "../../realtime/audience";
import { acceptPortalInvitations } from "../client-portal";
import { notifyRoleRequested } from "../notifications";

// This app's own part of what better-auth does for accounts (sign-up, password reset, two-factor): the
// audit rows, role requests, portal invitations and events, as use cases run by the kernel, each right
// after better-auth's own write (which runs outside our transaction), as the user it is about.

export const ADMIN_SEED_LOCK = 727_003;

const usersChanged = { topic: topics.users, op: "insert" as const, audience: staffOnly };

/**
 * A sign-up better-auth has just made, run as the new user; for a known address (better-auth answers it
 * with a made-up user, so the change is the server's own) only the staff's user list hears of it.
 */
export async function recordSignUp(
  change: Change,
  email: string,
  roleRequested: "admin" | "agent" | null,
): Promise<void> {
  const { tx, scope, audit, emit } = change;
  emit(usersChanged);
  const userId = scope.userId;
  if (!userId) return;
  await audit({ action: "create", entity: "user", entityId: userId, summary: `Signed up as ${email}` });
  if (!roleRequested) return;
  await tx.insert(roleRequests).values({ userId, requestedRole: roleRequested });
  await audit({
    action: "create",
    entity: "role_request",
    entityId: userId,
    summary: `Requested the ${roleRequested} role`,
  });
  await notifyRoleRequested(change, { userId, email, role: roleRequested });
}

/** The password better-auth has just reset, run as its user: the link also confirms the address. */
export async function recordPasswordReset(change: Change, emailVerified: boolean): Promise<void> {
  const { tx, scope, audit } = change;
  const userId = scope.userId;
  if (!userId) throw new Error("a password reset is a user's own change");
  // The link reached the mailbox: that confirms the address as well as a verification link would.
  if (!emailVerified) await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  await audit({
    action: "update",
    entity: "user",
    entityId: userId,
    summary: "Reset the password by e-mail",
  });
  // A client portal invitation's link is a reset link: setting the password accepts it.
  await acceptPortalInvitations(change);
}

/** Two-factor sign-in off, once better-auth has checked the code; run as the user. */
export async function turnOffTwoFactor({ tx, scope, audit }: Change): Promise<void> {
  const userId = scope.userId;
  if (!userId) throw new Error("two-factor sign-in is a user's own");
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
  await audit({
    action: "update",
    entity: "user",
    entityId: userId,
    summary: "Turned two-factor authentication off",
  });
}

/**
 * Creates the first admin unless one exists (null then), under a lock so instances take turns. The
 * server's own change: recordFirstAdmin, run as the new admin right after it, records who it is.
 */
export async function createFirstAdmin(
  { tx }: Change,
  email: string,
  password: string | null,
): Promise<string | null> {
  await lockInTransaction(tx, ADMIN_SEED_LOCK);
  const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, "admin"));
  if ((admins?.n ?? 0) > 0) return null;
  if (!password) {
    throw new AppError("UNAVAILABLE", "Set ADMIN_PASSWORD on the server to create the first admin.");
  }
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  // Promoting whoever registered the setup address first would hand them the agency.
  if (taken) {
    throw new AppError(
      "CONFLICT",
      `${email} already belongs to an account that is not an admin. Set ADMIN_EMAIL to another address.`,
    );
  }
  return insertVerifiedUser(tx, { email, name: "Administrator", role: "admin", password });
}

/** The first admin's audit row (theirs) and the users list's event. */
export async function recordFirstAdmin({ scope, audit, emit }: Change, email: string): Promise<void> {
  await audit({
    action: "create",
    entity: "user",
    entityId: scope.userId,
    summary: `Created the first admin ${email} on the setup page`,
  });
  emit(usersChanged);
}
