import type { SQL } from "drizzle-orm";

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
