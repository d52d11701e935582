import { sql } from "drizzle-orm";
import { notFound } from "#domain/errors";
import type { Audience, PublishedEvent } from "#domain/realtime/event.schema";
import { type Scope, scopeOf, systemScope } from "../access/client-scope";
import { type AuditEntry, writeAudit } from "../audit/audit";
import type { SessionUser } from "../auth/session";
import type { Db, Tx } from "../db/client";
import { REALTIME_CHANNEL } from "../realtime/channel";
import { runCommitHooks } from "./commit-hooks";

/** What a use case is handed: its transaction, who asks and what they reach, and the way to record and announce. */
export interface Change {
  readonly tx: Tx;
  /** The user who asked; null for the server's own work (jobs). */
  readonly user: SessionUser | null;
  readonly scope: Scope;
  /** Writes audit rows in this transaction, as the change's user: they commit with the change or not at all. */
  audit(entry: ChangeAudit | readonly ChangeAudit[]): Promise<void>;
  /**
   * Announces a change to the sockets of its audience. It goes out with the transaction (pg_notify), so
   * PostgreSQL delivers it on commit, to every instance, and drops it on rollback.
   */
  emit(event: PublishedEvent | readonly PublishedEvent[]): void;
}

/** An audit row as a use case writes it: the kernel knows who did it. */
export type ChangeAudit = Omit<AuditEntry, "userId">;

/** Who a change runs as: a signed-in user, or the server itself (jobs, the seed). */
export type Actor = SessionUser | typeof SYSTEM;
export const SYSTEM = "system" as const;

export interface Kernel {
  /**
   * Runs a use case as one change: opens the transaction (or joins the one `actor` already is), resolves the
   * caller's scope, and commits the use case's writes, audit rows and events together. Before committing it
   * refuses (404, rolled back) a client user's change that announces another client's record: a use case that
   * forgot to check the scope still cannot write outside it.
   */
  mutate<T>(actor: Actor | Change, work: (change: Change) => Promise<T>): Promise<T>;
  /**
   * Runs reads that need a transaction of their own (a transaction-local setting such as
   * pg_trgm.similarity_threshold): no scope, no audit, no events; the work must not write.
   */
  read<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** An audience a scope's change may announce to: a client user's change stays within its own client. */
export function mayAnnounce(scope: Scope, audience: Audience): boolean {
  if (scope.staff) return true;
  switch (audience.kind) {
    // Telling staff, one user, or everyone (a package's places after a client's booking) that something changed
    // reveals nothing of another client.
    case "staff":
    case "user":
    case "signed-in":
      return true;
    case "client":
      return scope.includes(audience.clientId);
  }
}

/** The user behind a change that only a signed-in user can make: the server's own work (jobs) never does. */
export function signedInUser(change: Change): SessionUser {
  if (!change.user) throw new Error("this change is made by a signed-in user, not by the server's own work");
  return change.user;
}

function isChange(actor: Actor | Change): actor is Change {
  return typeof actor === "object" && "tx" in actor && "emit" in actor;
}

/** Sends the events in one statement, inside the transaction: PostgreSQL holds them until commit. */
async function announce(tx: Tx, events: readonly PublishedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const payloads = events.map((event) => sql`${JSON.stringify(event)}`);
  await tx.execute(
    sql`select pg_notify(${REALTIME_CHANNEL}, e) from unnest(array[${sql.join(payloads, sql`, `)}]::text[]) as e`,
  );
}

export function createKernel(db: Db): Kernel {
  return {
    read: (work) => db.transaction(work),
    async mutate<T>(actor: Actor | Change, work: (change: Change) => Promise<T>): Promise<T> {
      // A use case calling another joins its change: one transaction, one set of events.
      if (isChange(actor)) return work(actor);
      return db.transaction(async (tx) => {
        const user = actor === SYSTEM ? null : actor;
        const scope = user ? await scopeOf(tx, user) : systemScope;
        const events: PublishedEvent[] = [];
        const change: Change = {
          tx,
          user,
          scope,
          audit: (entry) => {
            const entries = Array.isArray(entry) ? entry : [entry as ChangeAudit];
            return writeAudit(
              tx,
              entries.map((e) => ({ ...e, userId: user?.id ?? null })),
            );
          },
          emit: (event) => {
            if (Array.isArray(event)) events.push(...event);
            else events.push(event as PublishedEvent);
          },
        };
        const result = await work(change);
        for (const event of events) {
          if (!mayAnnounce(scope, event.audience)) throw notFound("Record");
        }
        await announce(tx, events);
        // What the caller's code bound to its change (an upload, an idempotency claim) commits with it.
        await runCommitHooks(tx);
        return result;
      });
    },
  };
}
