import { and, count, eq } from "drizzle-orm";
import type {
  Account,
  AdminSeedResult,
  AdminSeedStatus,
  RegisterInput,
  RegisterResult,
  ResetPasswordInput,
  ResetPasswordResult,
} from "#domain/accounts/account.schema";
import { RESET_LINK_INVALID_MESSAGE } from "#domain/accounts/account.schema";
import type { Role } from "#domain/auth/role";
import { DEMO_PASSWORD } from "#domain/demo/demo-accounts";
import { AppError } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import { writeAudit } from "../../audit/audit";
import { fromAuthError } from "../../auth/auth-error";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { lockInTransaction } from "../../db/locks";
import { roleRequests } from "../../db/schema/accounts";
import { twoFactors, users } from "../../db/schema/auth";
import { insertVerifiedUser } from "../../db/seed/seed-users";
import { staffOnly } from "../../realtime/audience";
import { acceptPortalInvitationsInTx } from "../client-portal/client-portal.service";
import { notifyRoleRequestedInTx } from "../notifications/notification-producers.service";

export const ADMIN_SEED_LOCK = 727_003;

const RESET_PREFIX = "reset-password:";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invalidResetLink(): AppError {
  return new AppError("VALIDATION_FAILED", RESET_LINK_INVALID_MESSAGE, {
    issues: [{ path: "body.token", message: RESET_LINK_INVALID_MESSAGE }],
  });
}

function nameFromEmail(email: string): string {
  return email.split("@")[0] || email;
}

export interface WithCookies<T> {
  result: T;
  /** Set-Cookie headers to pass on to the browser. */
  cookies: string[];
}

export function createAccountsService(ctx: AppContext) {
  const { db, auth, config } = ctx;

  /** A reset token's verification row, if it is still usable. */
  async function resetVerification(token: string) {
    const authContext = await auth.$context;
    const row = await authContext.internalAdapter.findVerificationValue(`${RESET_PREFIX}${token}`);
    if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
    return row;
  }

  function seedPassword(): string | null {
    return config.adminPassword ?? (config.demo ? DEMO_PASSWORD : null);
  }

  /** Only the public demo password may be shown; a configured ADMIN_PASSWORD is a secret. */
  function shownPassword(): string | null {
    return config.demo && !config.adminPassword ? DEMO_PASSWORD : null;
  }

  return {
    /**
     * Sign-up: a client account plus, for admin or agent, a role request. A known address gets the same
     * answer (and its owner a mail), so the form never reveals who has an account.
     */
    async register(input: RegisterInput, headers: Headers): Promise<RegisterResult> {
      let created: { user: { id: string } };
      try {
        created = await auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: nameFromEmail(input.email),
            callbackURL: "/auth/callback",
          },
          headers,
        });
      } catch (error) {
        throw fromAuthError(error);
      }
      const roleRequested = input.accountType === "client" ? null : input.accountType;
      const notices = await db.transaction(async (tx) => {
        // better-auth answers a known address with a made-up user: only a real new row gets a request.
        if (!UUID.test(created.user.id)) return [];
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, created.user.id));
        if (!user) return [];
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: "user",
          entityId: user.id,
          summary: `Signed up as ${input.email}`,
        });
        if (roleRequested) {
          await tx.insert(roleRequests).values({ userId: user.id, requestedRole: roleRequested });
          await writeAudit(tx, {
            userId: user.id,
            action: "create",
            entity: "role_request",
            entityId: user.id,
            summary: `Requested the ${roleRequested} role`,
          });
          return notifyRoleRequestedInTx(tx, { userId: user.id, email: input.email, role: roleRequested });
        }
        return [];
      });
      await ctx.hub.publish({ topic: topics.users, op: "insert", audience: staffOnly });
      for (const event of notices) await ctx.hub.publish(event);
      return { roleRequested };
    },

    async resetTokenValid(token: string): Promise<boolean> {
      return (await resetVerification(token)) !== null;
    },

    /** Sets the new password (ending every session), then signs the user in on this browser. */
    async resetPassword(
      input: ResetPasswordInput,
      headers: Headers,
    ): Promise<WithCookies<ResetPasswordResult>> {
      const verification = await resetVerification(input.token);
      if (!verification) throw invalidResetLink();
      const [user] = await db
        .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, verification.value));
      if (!user) throw invalidResetLink();
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword } });
      } catch (error) {
        // Used by a parallel request between our check and better-auth's.
        if ((error as { body?: { code?: string } }).body?.code === "INVALID_TOKEN") throw invalidResetLink();
        throw fromAuthError(error, "body.newPassword");
      }
      const events = await db.transaction(async (tx) => {
        // The link reached the mailbox: that confirms the address as well as a verification link would.
        if (!user.emailVerified)
          await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: "user",
          entityId: user.id,
          summary: "Reset the password by e-mail",
        });
        // A client portal invitation's link is a reset link: setting the password accepts it.
        return acceptPortalInvitationsInTx(tx, user.id);
      });
      for (const event of events) await ctx.hub.publish(event);

      const response = await auth.api.signInEmail({
        body: { email: user.email, password: input.newPassword },
        headers,
        asResponse: true,
      });
      const cookies = response.headers.getSetCookie();
      if (!response.ok) return { result: { signedIn: false, twoFactorRequired: false }, cookies };
      const body = (await response.json()) as { twoFactorRedirect?: boolean };
      return {
        result: { signedIn: !body.twoFactorRedirect, twoFactorRequired: Boolean(body.twoFactorRedirect) },
        cookies,
      };
    },

    async adminSeedStatus(): Promise<AdminSeedStatus> {
      const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
      return {
        adminExists: (admins?.n ?? 0) > 0,
        email: config.adminEmail,
        password: shownPassword(),
        configured: seedPassword() !== null,
      };
    },

    /** Creates the first admin; once any admin exists it creates nothing. One at a time across instances. */
    async createSeedAdmin(): Promise<AdminSeedResult> {
      const password = seedPassword();
      // Every call after setup: one read, no transaction or lock, so a burst of them holds no connection for long.
      const [existing] = await db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
      if ((existing?.n ?? 0) > 0) return { status: "exists" };
      const outcome = await db.transaction(async (tx) => {
        await lockInTransaction(tx, ADMIN_SEED_LOCK);
        const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, "admin"));
        if ((admins?.n ?? 0) > 0) return "exists" as const;
        if (!password) {
          throw new AppError("UNAVAILABLE", "Set ADMIN_PASSWORD on the server to create the first admin.");
        }
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, config.adminEmail));
        // Promoting whoever registered the setup address first would hand them the agency.
        if (taken) {
          throw new AppError(
            "CONFLICT",
            `${config.adminEmail} already belongs to an account that is not an admin. Set ADMIN_EMAIL to another address.`,
          );
        }
        const id = await insertVerifiedUser(tx, {
          email: config.adminEmail,
          name: "Administrator",
          role: "admin",
          password,
        });
        await writeAudit(tx, {
          userId: id,
          action: "create",
          entity: "user",
          entityId: id,
          summary: `Created the first admin ${config.adminEmail} on the setup page`,
        });
        return "created" as const;
      });
      if (outcome === "created")
        await ctx.hub.publish({ topic: topics.users, op: "insert", audience: staffOnly });
      return { status: outcome };
    },

    async account(user: SessionUser): Promise<Account> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          twoFactorEnabled: users.twoFactorEnabled,
        })
        .from(users)
        .where(eq(users.id, user.id));
      if (!row) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
      const [request] = await db
        .select({ role: roleRequests.requestedRole })
        .from(roleRequests)
        .where(and(eq(roleRequests.userId, user.id), eq(roleRequests.status, "pending")));
      return { ...row, role: user.role satisfies Role, pendingRoleRequest: request?.role ?? null };
    },

    /** Turns two-factor sign-in off after a correct authenticator or backup code. */
    async disableTwoFactor(user: SessionUser, code: string, headers: Headers): Promise<void> {
      const [row] = await db
        .select({ id: twoFactors.id })
        .from(twoFactors)
        .where(eq(twoFactors.userId, user.id));
      if (!row) throw new AppError("CONFLICT", "Two-factor authentication is not on.");
      const digits = /^\d{6}$/.test(code);
      try {
        if (digits) await auth.api.verifyTOTP({ headers, body: { code } });
        else await auth.api.verifyBackupCode({ headers, body: { code } });
      } catch (error) {
        throw fromAuthError(error, "body.code");
      }
      await db.transaction(async (tx) => {
        await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
        await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, user.id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: "user",
          entityId: user.id,
          summary: "Turned two-factor authentication off",
        });
      });
    },
  };
}
