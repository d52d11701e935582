import type { Role } from "#domain/auth/role";
import { api } from "./api-client";

/** Our own calls to better-auth's endpoints: a few fetches instead of its client library on the sign-in page. */
export interface SessionAnswer {
  user: { id: string; email: string; name: string; role?: string | null };
}

/** A correct password on an account with two-factor sign-in: the code comes next. */
export interface TwoFactorAnswer {
  twoFactorRedirect: true;
}

export const authApi = {
  getSession: () => api<SessionAnswer | null>("/api/auth/get-session"),
  signIn: (email: string, password: string) =>
    api<SessionAnswer | TwoFactorAnswer>("/api/auth/sign-in/email", {
      body: { email: email.trim(), password },
    }),
  verifyTwoFactor: (code: string, kind: "totp" | "backup") =>
    api<unknown>(
      kind === "totp" ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code",
      {
        body: { code: code.replace(/\s+/g, "") },
      },
    ),
  // Every self-registered account starts as a client; admin and agent become a role request.
  signUp: (email: string, password: string, accountType: Role) =>
    api<{ roleRequested: Role | null }>("/api/accounts/register", {
      body: { email: email.trim(), password, accountType },
    }),
  resendVerification: (email: string) =>
    api<unknown>("/api/auth/send-verification-email", {
      body: { email: email.trim(), callbackURL: "/auth/callback" },
    }),
  verifyEmail: (token: string) =>
    api<{ status: boolean; user: { email: string } | null }>("/api/auth/verify-email", { query: { token } }),
  signOut: () => api<unknown>("/api/auth/sign-out", { body: {} }),
  signOutEverywhere: () => api<unknown>("/api/auth/revoke-sessions", { body: {} }),
  requestPasswordReset: (email: string) =>
    api<unknown>("/api/auth/request-password-reset", {
      body: { email: email.trim(), redirectTo: "/reset-password" },
    }),
  resetTokenStatus: (token: string) =>
    api<{ valid: boolean }>("/api/accounts/reset-password", { query: { token } }),
  resetPassword: (token: string, newPassword: string) =>
    api<{ signedIn: boolean; twoFactorRequired: boolean }>("/api/accounts/reset-password", {
      body: { token, newPassword },
    }),
};
