import { sql } from "drizzle-orm";
import { rows } from "../kernel/rows";
import type { Tx } from "./client";

/**
 * Takes a cluster-wide advisory lock that PostgreSQL releases when tx commits or rolls back. The lock
 * lives on the transaction's own connection, so waiting for it never holds a second pool connection.
 * A string key (e.g. a record locator) is hashed to the lock's 64-bit number.
 */
export async function lockInTransaction(tx: Tx, key: number | string): Promise<void> {
  await (typeof key === "number"
    ? tx.execute(sql`select pg_advisory_xact_lock(${key})`)
    : tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`));
}

/**
 * Like lockInTransaction, but never waits: answers false when another transaction holds the lock.
 * For work that one instance does while the others skip it (server/jobs).
 */
export async function tryLockInTransaction(tx: Tx, key: string): Promise<boolean> {
  const [row] = await rows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`,
  );
  return row?.locked === true;
}
