import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../kernel/rows";
import { createTestDatabase } from "../../test/test-database";
import { passengerMergeHandles } from "../passenger-merge/passenger-merge.changes";
import { clientMergeHandles } from "./client-merge-steps";

// Every foreign key of the migrated schema that names a client or a passenger must be handled by a merge
// step: a new table with a client_id (or passenger_id) and no step would keep pointing at a deleted record.

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

interface ForeignKey {
  name: string;
  table: string;
  target: string;
  columns: string[];
  targetColumns: string[];
}

/** (table, column) of every key column that holds a `record`'s id: to its table's id, or a tenant key's copy. */
async function keysNaming(record: "clients" | "passengers", column: string): Promise<string[]> {
  const keys = await rows<ForeignKey>(
    db.database.db,
    sql`select c.conname as name, c.conrelid::regclass::text as table, c.confrelid::regclass::text as target,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "targetColumns"
    from pg_constraint c join pg_namespace s on s.oid = c.connamespace
    where c.contype = 'f' and s.nspname = 'public'`,
  );
  const found = new Set<string>();
  for (const key of keys) {
    const at = key.target === record ? key.targetColumns.indexOf("id") : key.targetColumns.indexOf(column);
    if (at >= 0) found.add(`${key.table}.${key.columns[at]}`);
  }
  return [...found].sort();
}

const named = (pairs: readonly (readonly [string, string])[]) => new Set(pairs.map(([t, c]) => `${t}.${c}`));

describe("merge steps cover every key to a client or a passenger", () => {
  it("finds the keys it checks", async () => {
    expect(await keysNaming("clients", "client_id")).toContain("trips.client_id");
    expect(await keysNaming("passengers", "passenger_id")).toContain("trip_passengers.passenger_id");
  });

  it("client merge: every column naming a client is moved by a registered step", async () => {
    const handled = named(clientMergeHandles);
    const unhandled = (await keysNaming("clients", "client_id")).filter((key) => !handled.has(key));
    expect(unhandled, "columns naming a client with no client-merge step").toEqual([]);
  });

  it("passenger merge: every column naming a passenger is moved by the merge", async () => {
    const handled = named(passengerMergeHandles);
    const unhandled = (await keysNaming("passengers", "passenger_id")).filter((key) => !handled.has(key));
    expect(unhandled, "columns naming a passenger with no passenger-merge step").toEqual([]);
  });
});
