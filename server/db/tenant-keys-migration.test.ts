import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPglite } from "./client";
import { migrationsFolder } from "./migrate";

/**
 * The tenant-keys migration (issue 11, finding 8) on a database that holds what the old code let through:
 * passengers of no client or of another client on trips, SSR requests left behind by a moved segment.
 */

let pg: PGlite;
const journal = JSON.parse(readFileSync(join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);
const dataStep = tags.findIndex((tag) => tag.endsWith("_tenant-keys-data"));

async function apply(tag: string) {
  const text = readFileSync(join(migrationsFolder(), `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await pg.exec(statement);
  }
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const [clientA, clientB, tripA, tripA2, tripB] = [id(1), id(2), id(3), id(4), id(5)];
const [own, free, shared, foreign] = [id(11), id(12), id(13), id(14)];
const [segmentOnB, segmentOnA2] = [id(21), id(22)];
const [strandedRequest, movableRequest, foreignRequest] = [id(31), id(32), id(33)];

beforeAll(async () => {
  pg = await createPglite();
  expect(dataStep).toBeGreaterThan(0);
  for (const tag of tags.slice(0, dataStep)) await apply(tag);
  await pg.exec(`
    insert into clients (id, name) values ('${clientA}', 'Alpha'), ('${clientB}', 'Beta');
    insert into trips (id, title, start_date, end_date, client_id) values
      ('${tripA}', 'A one', '2026-05-01', '2026-05-09', '${clientA}'),
      ('${tripA2}', 'A two', '2026-06-01', '2026-06-09', '${clientA}'),
      ('${tripB}', 'B one', '2026-05-01', '2026-05-09', '${clientB}');
    insert into passengers (id, first_name, surname, passport_number, document_expiry, client_id) values
      ('${own}', 'Own', 'A', 'P1', '2031-01-01', '${clientA}'),
      ('${free}', 'Free', 'None', 'P2', '2031-01-01', null),
      ('${shared}', 'Shared', 'None', 'P3', '2031-01-01', null),
      ('${foreign}', 'Foreign', 'B', 'P4', '2031-01-01', '${clientB}');
    insert into trip_passengers (trip_id, passenger_id, created_at) values
      ('${tripA}', '${own}', now()), ('${tripA2}', '${own}', now()),
      ('${tripA}', '${free}', now()),
      ('${tripA}', '${shared}', now() - interval '1 day'), ('${tripB}', '${shared}', now()),
      ('${tripA}', '${foreign}', now());
    insert into segments (id, trip_id, segment_type) values
      ('${segmentOnB}', '${tripB}', 'flight'), ('${segmentOnA2}', '${tripA2}', 'flight');
    insert into trip_ssr_requests (id, trip_id, passenger_id, code, description, segment_id) values
      ('${strandedRequest}', '${tripA}', '${own}', 'WCHR', 'Wheelchair', '${segmentOnB}'),
      ('${movableRequest}', '${tripA}', '${own}', 'VGML', 'Vegetarian', '${segmentOnA2}'),
      ('${foreignRequest}', '${tripA}', '${foreign}', 'XBAG', 'Bag', null);
  `);
  for (const tag of tags.slice(dataStep)) await apply(tag);
}, 60_000);
afterAll(async () => {
  await pg?.close();
});

async function rows<T>(query: string): Promise<T[]> {
  return (await pg.query<T>(query)).rows;
}

describe("the tenant-keys migration", () => {
  it("gives passengers of no client the client of their first trip and takes others' passengers off", async () => {
    const links = await rows<{ trip_id: string; passenger_id: string; client_id: string }>(
      "select trip_id, passenger_id, client_id from trip_passengers order by trip_id, passenger_id",
    );
    expect(links).toEqual(
      [
        { trip_id: tripA, passenger_id: own, client_id: clientA },
        { trip_id: tripA, passenger_id: free, client_id: clientA },
        { trip_id: tripA, passenger_id: shared, client_id: clientA },
        { trip_id: tripA2, passenger_id: own, client_id: clientA },
      ].sort((a, b) => (a.trip_id + a.passenger_id).localeCompare(b.trip_id + b.passenger_id)),
    );
    const owners = await rows<{ id: string; client_id: string | null }>(
      "select id, client_id from passengers order by id",
    );
    expect(owners).toEqual([
      { id: own, client_id: clientA },
      { id: free, client_id: clientA },
      { id: shared, client_id: clientA },
      { id: foreign, client_id: clientB },
    ]);
  });

  it("moves SSR requests to their segment's trip when the passenger is there, else removes them", async () => {
    const requests = await rows<{ id: string; trip_id: string }>(
      "select id, trip_id from trip_ssr_requests order by id",
    );
    expect(requests).toEqual([{ id: movableRequest, trip_id: tripA2 }]);
  });

  it("leaves an audit row for everything it changed or removed", async () => {
    const audit = await rows<{ entity: string; action: string }>(
      "select entity, action from audit_logs order by entity, action",
    );
    expect(audit).toEqual([
      { entity: "passenger", action: "update" },
      { entity: "passenger", action: "update" },
      { entity: "trip_passenger", action: "delete" },
      { entity: "trip_passenger", action: "delete" },
      { entity: "trip_ssr_request", action: "delete" },
    ]);
  });

  it("ends with the keys in force", async () => {
    await expect(
      pg.exec(`update passengers set client_id = '${clientB}' where id = '${own}'`),
    ).rejects.toThrow(/trip_passengers_passenger_client_fk/);
  });
});
