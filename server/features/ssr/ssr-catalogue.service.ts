import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { ssrDefinitions } from "../../db/schema/ssr";

// Catalogue look-ups for other features (a GDS import), inside their transaction.

/** The catalogue's definitions of these codes, by code; codes it lacks are absent. */
export async function catalogueEntriesOf(
  tx: DbOrTx,
  codes: Iterable<string>,
): Promise<Map<string, { id: string; code: string }>> {
  const wanted = [...new Set([...codes].map((c) => c.toUpperCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: ssrDefinitions.id, code: ssrDefinitions.code })
    .from(ssrDefinitions)
    .where(inArray(ssrDefinitions.code, wanted));
  return new Map(rows.map((row) => [row.code, row]));
}
