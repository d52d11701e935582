import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { AppError } from "#domain/errors";

export const STALE_MESSAGE = "Someone else changed this record since you loaded it.";

/**
 * Refuses a change based on an older version of the record. Call it on the row locked `for update` inside
 * the transaction that writes, so no other writer can slip in between; `current` goes back in the 412.
 */
export function assertVersion(current: { version: number }, expected: number | undefined): void {
  if (expected !== undefined && current.version !== expected) {
    throw new AppError("PRECONDITION_FAILED", STALE_MESSAGE, { current });
  }
}

/** `version = version + 1`, in the statement that changes the row: the only way a version moves. */
export function bumpVersion(column: AnyColumn): SQL<number> {
  return sql<number>`${column} + 1`;
}
