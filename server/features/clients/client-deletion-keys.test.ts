import { getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../kernel/rows";
import { createTestDatabase } from "../../test/test-database";
import { clientDeletionBlockers } from "./client-record";

// Every foreign key of the migrated schema that refuses a client's deletion must be counted by the deletion's
// 409, so it names what blocks it instead of "another record still refers to this one".

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

/** A conversation always belongs to a trip or a request of the client (check constraint) and goes with it. */
const followsItsSubject = ["conversations.client_id"];

describe("a client's deletion names everything that blocks it", () => {
  it("counts every key to clients that refuses the deletion", async () => {
    const keys = await rows<{ key: string }>(
      db.database.db,
      sql`select c.conrelid::regclass::text || '.' || a.attname as key
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'clients'::regclass and c.confdeltype in ('a', 'r')
        and cardinality(c.conkey) = 1`,
    );
    const counted = clientDeletionBlockers.map(([column]) => `${getTableName(column.table)}.${column.name}`);
    expect(keys.map((k) => k.key).sort()).toEqual([...counted, ...followsItsSubject].sort());
  });

  it("finds no composite key to clients it would miss", async () => {
    const [row] = await rows<{ n: number }>(
      db.database.db,
      sql`select count(*)::int as n from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'clients'::regclass and cardinality(c.conkey) > 1`,
    );
    expect(row?.n).toBe(0);
  });
});
