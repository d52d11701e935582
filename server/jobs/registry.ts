/**
 * Background jobs: each runs once per period across every instance, on PGlite and on PostgreSQL alike.
 *
 * Why our runner (job-runner.ts: a transaction-scoped advisory lock and a job_runs row per run) and not
 * pg-boss or graphile-worker, checked 2026-11: both need Node ≥ 22 in their current majors (pg-boss 11+,
 * graphile-worker 0.18; we run Node 20). graphile-worker takes a `pg` Pool and holds a LISTEN connection
 * beside it; PGlite is one in-process connection with no TCP server (pglite-socket serves one client at a
 * time, or multiplexes with "not all use cases guaranteed"). pg-boss accepts a custom `db.executeSql`, but
 * running it on PGlite takes inlining its parameters by hand (timgit/pg-boss#563) and its own schema and
 * polling. Our three jobs need a period and a lock, not a queue: revisit when a job needs retries or fan-out.
 */
import type { AppContext } from "../context";
import { createInvoicesService } from "../features/invoices/invoices.service";
import { createNotificationJobsService } from "../features/notifications/notification-jobs.service";
import { createTripDocumentsService } from "../features/trip-documents/trip-documents.service";
import { createTripOffersService } from "../features/trip-offers/trip-offers.service";
import { sweepIdempotencyKeys } from "../http/idempotency";
import type { Job } from "./job-runner";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Every background job, listed explicitly like the routes. Each calls its feature's service. */
export function backgroundJobs(ctx: AppContext): Job[] {
  const offers = createTripOffersService(ctx);
  const documents = createTripDocumentsService(ctx);
  const notices = createNotificationJobsService(ctx);
  const invoices = createInvoicesService(ctx);
  return [
    // Open offers past their expiry are marked expired (the queries already show them expired).
    { name: "trip-offers.expire-due", everyMs: MINUTE_MS, run: (now) => offers.expireDue(now) },
    // Files no document row points to, left by deleted trips or interrupted uploads.
    { name: "trip-documents.sweep-orphans", everyMs: HOUR_MS, run: (now) => documents.sweepOrphans(now) },
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
