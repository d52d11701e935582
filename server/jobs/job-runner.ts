import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { tryLockInTransaction } from "../db/locks";
import { jobRuns } from "../db/schema/jobs";

/** A piece of background work that runs once per period across every running instance. */
export interface Job {
  /** Unique: names the job's row in job_runs and its advisory lock. */
  name: string;
  /** The period: the job starts at most once per this many milliseconds, whichever instance starts it. */
  everyMs: number;
  /** Calls feature services only; `now` is the runner's clock. */
  run(now: Date): Promise<unknown>;
}

/** What a tick did with a job: ran it, found its period not over, saw another instance claiming it, or failed. */
export type JobOutcome = "ran" | "not-due" | "busy" | "failed";

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  jobs: readonly Job[];
  /** How often each instance looks for due jobs; the shortest period should be a few of these. */
  tickMs?: number;
  now?: () => Date;
}

export const DEFAULT_TICK_MS = 15_000;

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Runs the registry's jobs. Every instance ticks; a job is claimed in one short transaction holding a
 * transaction-scoped advisory lock (a loser skips instead of waiting) that re-reads the job's last start
 * and records the new one only when its period has passed. The job then runs outside that transaction,
 * so it can open its own (PGlite has a single connection) and a slow job holds no lock. A failed run is
 * logged and recorded; it runs again once its period has passed, like any other.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, log, jobs } = options;
  const clock = options.now ?? (() => new Date());
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<unknown> | null = null;

  async function claim(job: Job, now: Date): Promise<"claimed" | "not-due" | "busy"> {
    return db.transaction(async (tx) => {
      if (!(await tryLockInTransaction(tx, `job:${job.name}`))) return "busy";
      const [last] = await tx
        .select({ startedAt: jobRuns.lastStartedAt })
        .from(jobRuns)
        .where(eq(jobRuns.name, job.name));
      if (last && now.getTime() - last.startedAt.getTime() < job.everyMs) return "not-due";
      const started = { lastStartedAt: now, lastFinishedAt: null, lastError: null };
      await tx
        .insert(jobRuns)
        .values({ name: job.name, ...started })
        .onConflictDoUpdate({ target: jobRuns.name, set: started });
      return "claimed";
    });
  }

  async function runJob(job: Job, now: Date): Promise<JobOutcome> {
    const claimed = await claim(job, now);
    if (claimed !== "claimed") return claimed;
    // One line per run across every instance: how an operator (and the two-process test) sees a job ran once.
    log.debug({ job: job.name }, "background job started");
    let error: string | null = null;
    try {
      await job.run(now);
    } catch (err) {
      log.error({ err, job: job.name }, "background job failed; it runs again next period");
      error = errorMessage(err);
    }
    // Only this run's row: a run that outlived its period must not overwrite the next one's.
    await db
      .update(jobRuns)
      .set({ lastFinishedAt: clock(), lastError: error })
      .where(and(eq(jobRuns.name, job.name), eq(jobRuns.lastStartedAt, now)));
    return error === null ? "ran" : "failed";
  }

  /** Runs every due job once, one after another; answers what happened to each. */
  async function tick(now = clock()): Promise<Record<string, JobOutcome>> {
    const outcomes: Record<string, JobOutcome> = {};
    for (const job of jobs) {
      try {
        outcomes[job.name] = await runJob(job, now);
      } catch (err) {
        // The database itself failed (claim or record): try again next tick.
        log.error({ err, job: job.name }, "could not run a background job");
        outcomes[job.name] = "failed";
      }
    }
    return outcomes;
  }

  const tickInBackground = () => {
    // A tick still running (slow job) is not joined by a second one.
    if (inFlight) return;
    inFlight = tick().finally(() => {
      inFlight = null;
    });
  };

  return {
    tick,
    /** Ticks now and then every tickMs until stop(); the timer never keeps the process alive. */
    start() {
      if (timer) return;
      tickInBackground();
      timer = setInterval(tickInBackground, tickMs);
      timer.unref();
    },
    /** Stops ticking and waits for the tick in flight, so the database is not closed under a job. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await inFlight;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
