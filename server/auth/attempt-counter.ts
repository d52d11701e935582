import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { AppError } from "#domain/errors";
import { minutesUntilRetry, tooManyAttemptsMessage } from "#domain/users/user-status";
import type { Db } from "../db/client";
import { attemptCounters } from "../db/schema/accounts";

/** At most `max` attempts counted under `key` per window of `windowMs`. */
export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** One attempt, counted under every limit it passed; what its outcome does to those counts. */
export interface Attempt {
  /** The attempt did not count after all (nothing was checked): its place is given back under every key. */
  giveBack(): Promise<void>;
  /** Given back under every key except those in `keep`; the counts under `forget` start again. */
  settle(options: { keep?: string[]; forget?: string[] }): Promise<void>;
}

interface Counted {
  key: string;
  windowEndsAt: Date;
}

/**
 * Counts one attempt under `limit.key` in its fixed window and answers the count and the window's end;
 * the request limits (server/http/rate-limit-store.ts) count with it too.
 */
export async function countAttempt(db: Db, limit: Omit<AttemptLimit, "max">, now: Date) {
  const at = now.toISOString();
  const expired = sql`attempt_counters.window_ends_at <= ${at}::timestamptz`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key: limit.key, count: 1, windowEndsAt: new Date(now.getTime() + limit.windowMs) })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE attempt_counters.count + 1 END`,
        windowEndsAt: sql`CASE WHEN ${expired} THEN excluded.window_ends_at ELSE attempt_counters.window_ends_at END`,
      },
    })
    .returning({ count: attemptCounters.count, windowEndsAt: attemptCounters.windowEndsAt });
  if (row!.count === 1) {
    // A new window: expired rows of every key count for nothing, so the table stays small. Rows
    // another sweep or attempt holds are skipped, so sweeps never wait on each other.
    const expiredRows = db
      .select({ key: attemptCounters.key })
      .from(attemptCounters)
      .where(lte(attemptCounters.windowEndsAt, now))
      .limit(500)
      .for("update", { skipLocked: true });
    await db.delete(attemptCounters).where(inArray(attemptCounters.key, expiredRows));
  }
  return row!;
}

/**
 * Fixed-window counters in one table, shared by every instance. An attempt is counted before the
 * thing it guards runs, in one upsert, so concurrent attempts each see their own count.
 */
export function createAttemptCounter(db: Db) {
  const count = (limit: AttemptLimit, now: Date) => countAttempt(db, limit, now);

  async function giveBack(counted: Counted[]) {
    for (const { key, windowEndsAt } of counted) {
      // Only within the window it was counted in: a new window owes it nothing.
      await db
        .update(attemptCounters)
        .set({ count: sql`attempt_counters.count - 1` })
        .where(
          and(
            eq(attemptCounters.key, key),
            eq(attemptCounters.windowEndsAt, windowEndsAt),
            gt(attemptCounters.count, 0),
          ),
        );
    }
  }

  return {
    /**
     * Counts one attempt under each limit in turn; throws TOO_MANY_REQUESTS at the first one used up,
     * giving back what it counted under the earlier ones.
     */
    async begin(limits: AttemptLimit[], now: Date = new Date()): Promise<Attempt> {
      const counted: Counted[] = [];
      for (const limit of limits) {
        const row = await count(limit, now);
        if (row.count > limit.max) {
          await giveBack(counted);
          const minutes = minutesUntilRetry(row.windowEndsAt, now);
          throw new AppError("TOO_MANY_REQUESTS", tooManyAttemptsMessage(minutes), {
            retryAfterMinutes: minutes,
          });
        }
        counted.push({ key: limit.key, windowEndsAt: row.windowEndsAt });
      }
      return {
        giveBack: () => giveBack(counted),
        async settle({ keep = [], forget = [] }) {
          for (const key of forget) await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
          await giveBack(counted.filter((c) => !keep.includes(c.key) && !forget.includes(c.key)));
        },
      };
    },
  };
}
