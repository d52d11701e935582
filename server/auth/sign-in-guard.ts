import { and, desc, eq, gt, lt } from "drizzle-orm";
import { AppError } from "../../domain/errors";
import {
  minutesUntilRetry,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
  tooManyAttemptsMessage,
} from "../../domain/users/user-status";
import type { Db } from "../db/client";
import { signInFailures } from "../db/schema/accounts";

export interface SignInGuard {
  /** Throws TOO_MANY_REQUESTS while the address has used up its failed attempts. */
  check(email: string, now?: Date): Promise<void>;
  recordFailure(email: string, now?: Date): Promise<void>;
  /** A successful sign-in starts the count again. */
  clear(email: string): Promise<void>;
}

const normalise = (email: string) => email.trim().toLowerCase();

/** At most SIGN_IN_MAX_FAILURES failed sign-ins per address per window, counted in the database (all instances share it). */
export function createSignInGuard(db: Db): SignInGuard {
  return {
    async check(email, now = new Date()) {
      const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
      // The failure whose expiry brings the count back under the limit.
      const [blocking] = await db
        .select({ failedAt: signInFailures.failedAt })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, normalise(email)), gt(signInFailures.failedAt, since)))
        .orderBy(desc(signInFailures.failedAt))
        .offset(SIGN_IN_MAX_FAILURES - 1)
        .limit(1);
      if (!blocking) return;
      const minutes = minutesUntilRetry(blocking.failedAt, now);
      throw new AppError("TOO_MANY_REQUESTS", tooManyAttemptsMessage(minutes), {
        retryAfterMinutes: minutes,
      });
    },
    async recordFailure(email, now = new Date()) {
      await db.insert(signInFailures).values({ email: normalise(email), failedAt: now });
      // Old rows count for nothing: the table stays as small as the last window's failures.
      await db
        .delete(signInFailures)
        .where(lt(signInFailures.failedAt, new Date(now.getTime() - SIGN_IN_WINDOW_MS)));
    },
    async clear(email) {
      await db.delete(signInFailures).where(eq(signInFailures.email, normalise(email)));
    },
  };
}
