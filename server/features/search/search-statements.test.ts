import { describe, expect, it } from "vitest";
import { searchTermsOf } from "#domain/search/search-terms";
import { clientUserScope, type Scope, staffScope } from "../../access/client-scope";
import type { Database, PreparedStatement } from "../../db/client";
import { readableText } from "../../kernel/statements";
import { flightSearch } from "./flight-search.query";
import { passengerSearch } from "./passenger-search.query";
import { requestSearch } from "./request-search.query";
import type { KindSearch } from "./search-statement";

const CLIENT = "11111111-1111-4111-8111-111111111111";

/** The statement a kind's search runs for a text, read off a database that answers nothing. */
async function statementOf(search: KindSearch, scope: Scope, text: string) {
  const ran: PreparedStatement[] = [];
  const database = {
    prepared: async (statement: PreparedStatement) => {
      ran.push(statement);
      return [];
    },
  } as Pick<Database, "prepared"> as Database;
  await search.run(database, scope, searchTermsOf(text), "2026-05-10");
  return ran.map(({ text, values }) => ({ text: readableText(text), values }));
}

// The statement text decides the plan: a change to the statement builder that changes it must show here.
describe("the search's statements", () => {
  it("finds passengers by words, and a client's own only", async () => {
    expect(await statementOf(passengerSearch, staffScope("u"), "di müller")).toMatchInlineSnapshot(`
      [
        {
          "text": "with m as materialized (select p.id, p.sort_name
      from passengers p
      where p.search_text ~ $1 and p.search_text like $2 limit 101) select t.total, k.id, p.title, p.first_name as "firstName", p.surname, p.passport_number as "passportNumber", c.name as "clientName"
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.sort_name, m.id limit 5) k on true
      left join passengers p on p.id = k.id
      left join clients c on c.id = p.client_id
      order by k.sort_name, k.id",
          "values": [
            "(^| )di",
            "%muller%",
          ],
        },
      ]
    `);
    expect(await statementOf(passengerSearch, clientUserScope("u", CLIENT), "müller")).toMatchInlineSnapshot(`
      [
        {
          "text": "with m as materialized (select p.id, p.sort_name
      from passengers p
      where p.search_text like $1 and p.client_id = $2::uuid limit 101) select t.total, k.id, p.title, p.first_name as "firstName", p.surname, p.passport_number as "passportNumber", c.name as "clientName"
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.sort_name, m.id limit 5) k on true
      left join passengers p on p.id = k.id
      left join clients c on c.id = p.client_id
      order by k.sort_name, k.id",
          "values": [
            "%muller%",
            "11111111-1111-4111-8111-111111111111",
          ],
        },
      ]
    `);
  });

  it("joins the trip for a client's flights only", async () => {
    expect(await statementOf(flightSearch, staffScope("u"), "LH 0400")).toMatchInlineSnapshot(`
      [
        {
          "text": "with m as materialized (select s.id, s.departure_local
      from segments s
      where s.segment_type = 'flight' and s.airline = $1 and s.flight_number = any($2::text[]) limit 101) select t.total, k.id, s.airline, s.flight_number as "flightNumber", s.origin, s.destination, s.departure_local::text as "departureLocal", s.status, s.trip_id as "tripId", tr.title as "tripTitle"
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.departure_local desc nulls last, m.id limit 5) k on true
      left join segments s on s.id = k.id
      left join trips tr on tr.id = s.trip_id
      order by k.departure_local desc nulls last, k.id",
          "values": [
            "LH",
            [
              "400",
              "0400",
            ],
          ],
        },
      ]
    `);
    expect(await statementOf(flightSearch, clientUserScope("u", CLIENT), "LH")).toMatchInlineSnapshot(`
      [
        {
          "text": "with m as materialized (select s.id, s.departure_local
      from segments s
      join trips t on t.id = s.trip_id
      where s.segment_type = 'flight' and s.airline = $1 and t.client_id = $2::uuid limit 101) select t.total, k.id, s.airline, s.flight_number as "flightNumber", s.origin, s.destination, s.departure_local::text as "departureLocal", s.status, s.trip_id as "tripId", tr.title as "tripTitle"
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.departure_local desc nulls last, m.id limit 5) k on true
      left join segments s on s.id = k.id
      left join trips tr on tr.id = s.trip_id
      order by k.departure_local desc nulls last, k.id",
          "values": [
            "LH",
            "11111111-1111-4111-8111-111111111111",
          ],
        },
      ]
    `);
  });

  it("finds requests by words or by a category the text names", async () => {
    expect(
      await statementOf(requestSearch, clientUserScope("u", CLIENT), "date change"),
    ).toMatchInlineSnapshot(`
      [
        {
          "text": "with m as materialized (select r.id, r.created_at
      from requests r
      where ((r.search_text like $1 and r.search_text like $2) or r.category = any($3::text[])) and r.client_id = $4::uuid limit 101) select t.total, k.id, r.category, r.details, r.status, c.name as "clientName"
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.created_at desc, m.id limit 5) k on true
      left join requests r on r.id = k.id
      left join clients c on c.id = r.client_id
      order by k.created_at desc, k.id",
          "values": [
            "%date%",
            "%change%",
            [
              "date_change",
            ],
            "11111111-1111-4111-8111-111111111111",
          ],
        },
      ]
    `);
  });
});
