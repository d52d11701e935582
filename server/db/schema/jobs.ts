import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per background job (server/jobs): when it last started, so every instance agrees whether
 * its period has passed, and how that run ended.
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }).notNull(),
  // Null while the run is going on (or the instance running it stopped before it ended).
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  // The last run's error message; null when it succeeded.
  lastError: text("last_error"),
});
