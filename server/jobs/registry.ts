import type { AppContext } from "../context";
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
  return [
    // Open offers past their expiry are marked expired (the queries already show them expired).
    { name: "trip-offers.expire-due", everyMs: MINUTE_MS, run: (now) => offers.expireDue(now) },
    // Files no document row points to, left by deleted trips or interrupted uploads.
    { name: "trip-documents.sweep-orphans", everyMs: HOUR_MS, run: (now) => documents.sweepOrphans(now) },
    // Idempotency answers older than 24 hours, never replayed again.
    { name: "idempotency-keys.sweep", everyMs: HOUR_MS, run: (now) => sweepIdempotencyKeys(ctx.db, now) },
  ];
}
