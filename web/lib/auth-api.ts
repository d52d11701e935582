import { api } from "./api-client";

/** Our own calls to better-auth's endpoints: a few fetches instead of its client library on the sign-in page. */
export interface SessionAnswer {
  user: { id: string; email: string; name: string; role?: string | null };
}

export const authApi = {
  getSession: () => api<SessionAnswer | null>("/api/auth/get-session"),
  signIn: (email: string, password: string) =>
    api<SessionAnswer>("/api/auth/sign-in/email", { body: { email: email.trim(), password } }),
  // Every self-registered account starts as a client; the requested role is the accounts feature's business.
  signUp: (email: string, password: string) =>
    api<unknown>("/api/auth/sign-up/email", {
      body: {
        email: email.trim(),
        password,
        name: email.trim().split("@")[0],
        callbackURL: "/auth/callback",
      },
    }),
  signOut: () => api<unknown>("/api/auth/sign-out", { body: {} }),
  requestPasswordReset: (email: string) =>
    api<unknown>("/api/auth/request-password-reset", {
      body: { email: email.trim(), redirectTo: "/reset-password" },
    }),
};
