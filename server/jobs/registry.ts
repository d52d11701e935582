/**
 * Background jobs: each runs once per period across every instance, on PGlite and on PostgreSQL alike.
 *
 * Why our runner (job-runner.ts: a transaction-scoped advisory lock and a job_runs row per run), tried 2026-11
 * on Node 20 (engines allows it; pg-boss 11+ and graphile-worker 0.18 need Node 22, so npm picks pg-boss 10.4.2
 * and graphile-worker 0.17.3). pg-boss 10 on PGlite through `db.executeSql` fails "cannot insert multiple
 * commands into a prepared statement" until the adapter sends its parameterless scripts through `exec`; then
 * send/work and a `* * * * *` schedule shared by two instances ran once a minute. graphile-worker needs a `pg`
 * connection string: through pglite-socket with one connection its LISTEN client dies (ECONNRESET); with
 * several it runs, but every socket shares PGlite's one session, so the app's own queries see a worker's
 * uncommitted rows and other sockets wait for its transaction. So: graphile-worker cannot serve the embedded
 * database; pg-boss can, pinned to an old major behind an adapter of our own, for a queue we do not need.
 * Our jobs need a period and a lock: revisit when a job needs retries or fan-out.
 */
import type { AppContext } from "../context";
import { createInvoicesService } from "../features/invoices";
import { createNotificationJobsService } from "../features/notifications";
import { createTripOffersService } from "../features/trip-offers";
import { sweepIdempotencyKeys } from "../http/idempotency";
import type { Job } from "./job-runner";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Every background job, listed explicitly like the routes. Each calls its feature's service; a job that changes
 * records runs them as the server's own change (ctx.kernel.mutate(SYSTEM, …)): audit rows without a user.
 */
export function backgroundJobs(ctx: AppContext): Job[] {
  const offers = createTripOffersService(ctx);
  const notices = createNotificationJobsService(ctx);
  const invoices = createInvoicesService(ctx);
  return [
    // Open offers past their expiry are marked expired (the queries already show them expired).
    { name: "trip-offers.expire-due", everyMs: MINUTE_MS, run: (now) => offers.expireDue(now) },
    // Idempotency answers older than 24 hours, never replayed again.
    { name: "idempotency-keys.sweep", everyMs: HOUR_MS, run: (now) => sweepIdempotencyKeys(ctx.db, now) },
    // Invoices still owing past their due date are stored overdue (reads already derive it); a daily change
    // checked hourly, so it lands within an hour of midnight whenever the server started.
    { name: "invoices.mark-overdue", everyMs: HOUR_MS, run: (now) => invoices.markOverdue(now) },
    // Notifications of standing conditions; each is told once (dedupe keys), so a shorter period only tells sooner.
    { name: "notifications.chat-unread", everyMs: MINUTE_MS / 2, run: (now) => notices.unreadChats(now) },
    { name: "notifications.time-limits", everyMs: 15 * MINUTE_MS, run: (now) => notices.timeLimitsDue(now) },
    { name: "notifications.passports", everyMs: HOUR_MS, run: (now) => notices.passportsExpiring(now) },
    { name: "notifications.daily-digest", everyMs: 24 * HOUR_MS, run: (now) => notices.dailyDigest(now) },
  ];
}
