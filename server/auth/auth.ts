import { betterAuth, createLogger } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { and, eq, like, sql } from "drizzle-orm";
import { PASSWORD_MIN_LENGTH } from "#domain/auth/credentials";
import { suspendedMessage } from "#domain/users/user-status";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { accounts, sessions, twoFactors, users, verifications } from "../db/schema/auth";
import type { Mailer } from "../mail/mailer";
import { actionMail } from "../mail/templates";

const ac = createAccessControl(defaultStatements);
const accessRoles = {
  admin: ac.newRole({ ...adminAc.statements }),
  agent: ac.newRole({ ...userAc.statements }),
  client: ac.newRole({ ...userAc.statements }),
};

/** Links in mails open the web app's own pages, which then call the API (SPEC §2: /auth/callback, /reset-password). */
export function appLink(config: Config, path: "/auth/callback" | "/reset-password", token: string): string {
  return `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** One live reset link per account: keeps the user's newest reset token and voids the others. */
async function keepNewestResetToken(db: Db, userId: string): Promise<void> {
  const resetRows = and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%"));
  // "Newest", not "mine": two racing requests then leave one live link, never none.
  const newest = db
    .select({ id: verifications.id })
    .from(verifications)
    .where(resetRows)
    .orderBy(sql`${verifications.createdAt} desc, ${verifications.id} desc`)
    .limit(1);
  await db.delete(verifications).where(and(resetRows, sql`${verifications.id} <> (${newest})`));
}

export function createAuth(options: { config: Config; db: Db; mailer: Mailer }) {
  const { config, db, mailer } = options;
  // Its warnings ("Invalid password") repeat what the answers say; tests run silent.
  const logger = { disabled: config.logLevel === "silent", level: "warn" } as const;
  const log = createLogger(logger);
  return betterAuth({
    appName: "Itinera",
    logger,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: config.publicUrl.startsWith("https://"),
    },
    session: {
      // Sliding expiry: a week without use signs the user out; each day of use extends it.
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A new password ends every session, so whoever knew the old one is signed out.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await keepNewestResetToken(db, user.id);
        const mail = actionMail({
          to: user.email,
          subject: "Reset your password",
          intro: "Someone asked to reset the password of your Itinera account.",
          action: "Choose a new password",
          url: appLink(config, "/reset-password", token),
          outro: "The link works once, for one hour. If you did not ask for this, ignore this mail.",
        });
        // Sent after the answer: a known address answers as fast as an unknown one.
        setImmediate(() => {
          mailer
            .send(mail)
            .catch((error: unknown) => log.error("Could not send a password reset mail", error));
        });
      },
      // Signing up with a known address answers like a new sign-up (no account enumeration) and tells the owner.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(
          actionMail({
            to: user.email,
            subject: "You already have an account",
            intro:
              "Someone tried to create an Itinera account with this e-mail address, which already has one.",
            action: "Sign in",
            url: `${config.publicUrl}/login`,
            outro:
              "Forgot your password? Use 'Forgot password?' on the sign-in page. If this was not you, ignore this mail.",
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in unverified explains and offers a new mail; it does not send one each try.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        const url = appLink(config, "/auth/callback", token);
        // A verified user getting this mail is changing their address: it goes to the new one.
        if (user.emailVerified) {
          await mailer.send(
            actionMail({
              to: user.email,
              subject: "Confirm your new e-mail address",
              intro:
                "You asked to use this address for your Itinera account. The change applies once you confirm it.",
              action: "Confirm my new e-mail address",
              url,
              outro: "The link works for 24 hours. If you did not ask for this, ignore this mail.",
            }),
          );
          return;
        }
        await mailer.send(
          actionMail({
            to: user.email,
            subject: "Confirm your e-mail address",
            intro: "Welcome to Itinera. Please confirm your e-mail address to finish creating your account.",
            action: "Confirm my e-mail address",
            url,
            outro: "The link works for 24 hours. If you did not sign up, ignore this mail.",
          }),
        );
      },
    },
    user: { changeEmail: { enabled: true } },
    plugins: [
      admin({
        ac,
        roles: accessRoles,
        defaultRole: "client",
        adminRoles: ["admin"],
        bannedUserMessage: (user) => suspendedMessage(user.banExpires ?? null, user.banReason),
      }),
      twoFactor({ issuer: "Itinera" }),
    ],
    // Our own per-address sign-in limit lives in the auth routes; this one guards the rest.
    rateLimit: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
