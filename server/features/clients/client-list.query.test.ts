import { describe, expect, it } from "vitest";
import { clientListQuerySchema } from "#domain/clients/client.schema";
import { pinned, queryOf } from "../../test/pinned-statements";
import { clientListStatement } from "./client-list.query";

const query = queryOf(clientListQuerySchema);

// The statement text decides the plan: a change to the list builder that changes it must show here.
describe("the clients list's statement", () => {
  it("walks the name index beside the trigger-kept count of active clients", () => {
    expect(pinned(clientListStatement(query({})))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, c.id, c.kind, c.name, c.email, c.phone, c.preferred_currency as "preferredCurrency", k.bookings_count as "bookingsCount", coalesce((select json_agg(json_build_object('currency', sp.currency, 'amountCents', sp.amount_cents)
      order by sp.currency <> c.preferred_currency, sp.currency)
      from client_spend sp
      where sp.client_id = c.id and sp.amount_cents <> 0), '[]'::json) as "totalSpent", to_char(k.last_activity_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivityAt", to_char(c.archived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "archivedAt", u.email as "portalUserEmail"
      from (select total::int as total
      from client_count) t
      left join lateral (select c.id, c.sort_name, s.bookings_count, s.spent_cents, s.last_activity_at
      from clients c
      join client_stats s on s.client_id = c.id
      where c.archived_at is null
      order by c.sort_name asc, c.id asc limit $1 offset $2) k on true
      left join clients c on c.id = k.id
      left join "user" u on u.id = c.user_id
      order by k.sort_name asc, k.id asc",
        "values": [
          25,
          0,
        ],
      }
    `);
  });

  it("walks client_stats' index for a derived sort, and counts what the filters keep", () => {
    const filtered = query({ kind: "company", archived: "true", sort: "totalSpent", order: "desc" });
    expect(pinned(clientListStatement(filtered))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, c.id, c.kind, c.name, c.email, c.phone, c.preferred_currency as "preferredCurrency", k.bookings_count as "bookingsCount", coalesce((select json_agg(json_build_object('currency', sp.currency, 'amountCents', sp.amount_cents)
      order by sp.currency <> c.preferred_currency, sp.currency)
      from client_spend sp
      where sp.client_id = c.id and sp.amount_cents <> 0), '[]'::json) as "totalSpent", to_char(k.last_activity_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivityAt", to_char(c.archived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "archivedAt", u.email as "portalUserEmail"
      from (select count(*)::int as total
      from clients c
      where c.archived_at is not null and c.kind = $3) t
      left join lateral (select c.id, c.sort_name, s.bookings_count, s.spent_cents, s.last_activity_at
      from clients c
      join client_stats s on s.client_id = c.id
      where c.archived_at is not null and c.kind = $3
      order by s.spent_cents desc, s.client_id desc limit $1 offset $2) k on true
      left join clients c on c.id = k.id
      left join "user" u on u.id = c.user_id
      order by k.spent_cents desc, k.id desc",
        "values": [
          25,
          0,
          "company",
        ],
      }
    `);
  });

  it("gathers search matches once, then counts, sorts and pages them", () => {
    expect(
      pinned(clientListStatement(query({ search: "mül ab", sort: "lastActivity" }))),
    ).toMatchInlineSnapshot(`
      {
        "text": "with m as materialized (select c.id, c.sort_name, s.bookings_count, s.spent_cents, s.last_activity_at
      from clients c
      join client_stats s on s.client_id = c.id
      where c.archived_at is null and c.search_text like $3 and c.search_text ~ $4) select t.total, c.id, c.kind, c.name, c.email, c.phone, c.preferred_currency as "preferredCurrency", k.bookings_count as "bookingsCount", coalesce((select json_agg(json_build_object('currency', sp.currency, 'amountCents', sp.amount_cents)
      order by sp.currency <> c.preferred_currency, sp.currency)
      from client_spend sp
      where sp.client_id = c.id and sp.amount_cents <> 0), '[]'::json) as "totalSpent", to_char(k.last_activity_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivityAt", to_char(c.archived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "archivedAt", u.email as "portalUserEmail"
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.last_activity_at asc, m.id asc limit $1 offset $2) k on true
      left join clients c on c.id = k.id
      left join "user" u on u.id = c.user_id
      order by k.last_activity_at asc, k.id asc",
        "values": [
          25,
          0,
          "%mul%",
          "(^| )ab",
        ],
      }
    `);
  });
});
