import {
  RESET_REQUEST_WINDOW_MS,
  RESET_REQUESTS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from "#domain/users/user-status";
import type { Db } from "../db/client";
import { type AttemptLimit, createAttemptCounter } from "./attempt-counter";

/** What to do once better-auth has answered a guarded request. */
export type SettleAttempt = (status: number) => Promise<void>;

export interface SignInGuard {
  /**
   * Counts a password (or two-factor code) attempt from `address` before it is checked; throws
   * TOO_MANY_REQUESTS when the (account, address) pair or the address has used up its failures.
   * `email` is null for a two-factor code, whose account only better-auth knows.
   */
  beginSignIn(email: string | null, address: string, now?: Date): Promise<SettleAttempt>;
  /** Counts a password reset request per account and per address before any mail is made. */
  beginResetRequest(email: string | null, address: string, now?: Date): Promise<SettleAttempt>;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const signInKeys = (email: string, address: string) => ({
  pair: `sign-in:acct:${normaliseEmail(email)}|ip:${address}`,
  address: `sign-in:ip:${address}`,
});

export const resetRequestKeys = (email: string, address: string) => ({
  account: `reset:acct:${normaliseEmail(email)}`,
  address: `reset:ip:${address}`,
});

/**
 * Sign-in is limited per (account, address), so a guesser elsewhere cannot lock the owner out, and
 * per address across accounts. Every attempt is counted before the password is checked (racing
 * requests each take a place); only wrong ones (401) keep it.
 */
export function createSignInGuard(db: Db): SignInGuard {
  const counter = createAttemptCounter(db);
  return {
    async beginSignIn(email, address, now = new Date()) {
      const keys = signInKeys(email ?? "", address);
      const limits: AttemptLimit[] = [];
      if (email) limits.push({ key: keys.pair, max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_WINDOW_MS });
      limits.push({ key: keys.address, max: SIGN_IN_MAX_FAILURES_PER_ADDRESS, windowMs: SIGN_IN_WINDOW_MS });
      const attempt = await counter.begin(limits, now);
      return async (status) => {
        if (status === 401) return attempt.settle({ keep: [keys.pair, keys.address] });
        // The owner got in: their pair starts again. The address count only gives this attempt back, so
        // signing in to one's own account between guesses at others clears nothing.
        if (status >= 200 && status < 300) return attempt.settle({ forget: email ? [keys.pair] : [] });
        // Nothing was found wrong (bad input, a right password on a suspended or unconfirmed account).
        return attempt.giveBack();
      };
    },

    async beginResetRequest(email, address, now = new Date()) {
      const keys = resetRequestKeys(email ?? "", address);
      // Counted per address typed, whether or not it has an account, so a refusal reveals nothing.
      const limits: AttemptLimit[] = [
        { key: keys.address, max: RESET_REQUESTS_PER_ADDRESS, windowMs: RESET_REQUEST_WINDOW_MS },
      ];
      if (email) {
        limits.push({
          key: keys.account,
          max: RESET_REQUESTS_PER_ACCOUNT,
          windowMs: RESET_REQUEST_WINDOW_MS,
        });
      }
      const attempt = await counter.begin(limits, now);
      return async (status) => {
        if (status >= 200 && status < 300) return attempt.settle({ keep: [keys.account, keys.address] });
        return attempt.giveBack();
      };
    },
  };
}
