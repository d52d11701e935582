import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { PASSWORD_MIN_LENGTH } from "../../domain/auth/credentials";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema/auth";
import type { Mailer } from "../mail/mailer";
import { actionMail } from "../mail/templates";

const ac = createAccessControl(defaultStatements);
const accessRoles = {
  admin: ac.newRole({ ...adminAc.statements }),
  agent: ac.newRole({ ...userAc.statements }),
  client: ac.newRole({ ...userAc.statements }),
};

export function createAuth(options: { config: Config; db: Db; mailer: Mailer }) {
  const { config, db, mailer } = options;
  return betterAuth({
    appName: "Itinera",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
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
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(
          actionMail({
            to: user.email,
            subject: "Reset your password",
            intro: "Someone asked to reset the password of your Itinera account.",
            action: "Choose a new password",
            url,
            outro: "The link works once, for one hour. If you did not ask for this, ignore this mail.",
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
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
    plugins: [admin({ ac, roles: accessRoles, defaultRole: "client", adminRoles: ["admin"] })],
    // Our own per-address sign-in limit lives in the auth routes; this one guards the rest.
    rateLimit: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
