import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** The rows a raw result carries: both drivers (pg, PGlite) answer `execute` with `{ rows }`. */
function rowsOf(result: unknown): unknown[] {
  if (result && typeof result === "object" && "rows" in result && Array.isArray(result.rows))
    return result.rows;
  throw new Error("the driver answered a raw statement without rows");
}

/**
 * Runs a drizzle `sql` statement and answers its rows as T: the one place a raw result gets a type, so no
 * service casts one. The values inside `sql` go in as parameters; never build the text by hand.
 */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf(await db.execute(query)) as T[];
}

/** The first row of `rows`, or undefined. */
export async function firstRow<T>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}
