import { type AnyColumn, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { bumpVersion } from "../../db/record-version";

/**
 * A feature's step of a client merge: the one update that re-points its rows in `table` from one client to
 * another (`update … where <column> = from returning 1`). Composite keys with no ON UPDATE tie trips,
 * passengers, bookings and the rows naming them together, so the merge runs every step as one CTE of ONE
 * statement (key checks at its end) instead of each feature running its own.
 */
export interface ClientRowsMove {
  table: string;
  column: string;
  rows(fromClientId: string, toClientId: string): SQL;
}

/** The step for a table whose `client_id` names the client. */
export function moveClientRows(table: PgTable): ClientRowsMove {
  return {
    table: getTableName(table),
    column: "client_id",
    rows: (from, to) => sql`update ${table} set client_id = ${to} where client_id = ${from} returning 1`,
  };
}

/** The step for editable records: each one moved is a change, so its version and updated_at move too. */
export function moveEditableClientRows(table: PgTable & { version: AnyColumn }): ClientRowsMove {
  return {
    table: getTableName(table),
    column: "client_id",
    rows: (from, to) => sql`update ${table} set client_id = ${to}, version = ${bumpVersion(table.version)},
    updated_at = now() where client_id = ${from} returning 1`,
  };
}
