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
import { type Role, roles } from "#domain/auth/role";
import { DEMO_PASSWORD } from "#domain/demo/demo-accounts";
import { AppError } from "#domain/errors";
import { fromAuthError } from "../../auth/auth-error";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { roleRequests } from "../../db/schema/accounts";
import { twoFactors, users } from "../../db/schema/auth";
import { SYSTEM } from "../../kernel/mutate";
import {
  createFirstAdmin,
  recordFirstAdmin,
  recordPasswordReset,
  recordSignUp,
  turnOffTwoFactor,
} from "./account.changes";

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

const actorColumns = { id: users.id, email: users.email, name: users.name, role: users.role };

/** The user a change about their own account runs as; a role this version does not know is a client's. */
function actorOf(row: { id: string; email: string; name: string; role: string }): SessionUser {
  const role = (roles as readonly string[]).includes(row.role) ? (row.role as Role) : "client";
  return { ...row, role };
}

export interface WithCookies<T> {
  result: T;
  /** Set-Cookie headers to pass on to the browser. */
  cookies: string[];
}

export function createAccountsService(ctx: AppContext) {
  const { db, auth, config, kernel } = ctx;

  async function userToActAs(id: string): Promise<SessionUser | null> {
    const [row] = await db.select(actorColumns).from(users).where(eq(users.id, id));
    return row ? actorOf(row) : null;
  }

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
      // better-auth answers a known address with a made-up user: only a real new row's change is theirs.
      const actor = UUID.test(created.user.id) ? await userToActAs(created.user.id) : null;
      await kernel.mutate(actor ?? SYSTEM, (c) => recordSignUp(c, input.email, roleRequested));
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
        .select({ ...actorColumns, emailVerified: users.emailVerified })
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
      await kernel.mutate(actorOf(user), (c) => recordPasswordReset(c, user.emailVerified));

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
      const id = await kernel.mutate(SYSTEM, (c) => createFirstAdmin(c, config.adminEmail, password));
      if (id === null) return { status: "exists" };
      // Its audit row is the new admin's own, so it is written as them once the account exists.
      const admin: SessionUser = { id, email: config.adminEmail, name: "Administrator", role: "admin" };
      await kernel.mutate(admin, (c) => recordFirstAdmin(c, config.adminEmail));
      return { status: "created" };
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
      await kernel.mutate(user, turnOffTwoFactor);
    },
  };
}
