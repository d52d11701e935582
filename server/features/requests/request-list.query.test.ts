import { describe, expect, it } from "vitest";
import { requestListQuerySchema } from "#domain/requests/request.schema";
import { clientUserScope, staffScope } from "../../access/client-scope";
import { CLIENT, OTHER_CLIENT, pinned, queryOf } from "../../test/pinned-statements";
import { requestListStatement } from "./request-list.query";

const query = queryOf(requestListQuerySchema);

// The statement text decides the plan: a change to the list builder that changes it must show here.
describe("the requests list's statement", () => {
  it("counts and pages every request, in workflow order", () => {
    expect(pinned(requestListStatement(staffScope("u"), query({ sort: "status" })))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, k.id, k.client_id as "clientId", c.name as "clientName", k.category, k.details, k.status, k.trip_id as "tripId", tr.title as "tripTitle", k.assignee_id as "assigneeId", a.name as "assigneeName", to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", k.version, to_char(greatest(k.updated_at, cv.last_message_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivityAt"
      from (select count(*)::int as total
      from requests r) t
      left join lateral (select r.*
      from requests r
      order by array_position(array['open','in_progress','resolved']::text[], r.status) desc, r.created_at desc, r.id desc limit $1 offset $2) k on true
      left join clients c on c.id = k.client_id
      left join trips tr on tr.id = k.trip_id
      left join "user" a on a.id = k.assignee_id
      left join conversations cv on cv.request_id = k.id
      order by array_position(array['open','in_progress','resolved']::text[], k.status) desc, k.created_at desc, k.id desc",
        "values": [
          25,
          0,
        ],
      }
    `);
  });

  it("narrows a client's requests by words and filters", () => {
    const filtered = query({
      search: "date ch",
      status: "open",
      assigneeId: OTHER_CLIENT,
      sort: "category",
      order: "asc",
    });
    expect(pinned(requestListStatement(clientUserScope("u", CLIENT), filtered))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, k.id, k.client_id as "clientId", c.name as "clientName", k.category, k.details, k.status, k.trip_id as "tripId", tr.title as "tripTitle", k.assignee_id as "assigneeId", a.name as "assigneeName", to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", k.version, to_char(greatest(k.updated_at, cv.last_message_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivityAt"
      from (select count(*)::int as total
      from requests r
      where r.search_text like $3 and r.search_text ~ $4 and r.client_id = $5::uuid and r.status = $6 and r.assignee_id = $7::uuid) t
      left join lateral (select r.*
      from requests r
      where r.search_text like $3 and r.search_text ~ $4 and r.client_id = $5::uuid and r.status = $6 and r.assignee_id = $7::uuid
      order by r.category asc, r.created_at asc, r.id asc limit $1 offset $2) k on true
      left join clients c on c.id = k.client_id
      left join trips tr on tr.id = k.trip_id
      left join "user" a on a.id = k.assignee_id
      left join conversations cv on cv.request_id = k.id
      order by k.category asc, k.created_at asc, k.id asc",
        "values": [
          25,
          0,
          "%date%",
          "(^| )ch",
          "11111111-1111-4111-8111-111111111111",
          "open",
          "22222222-2222-4222-8222-222222222222",
        ],
      }
    `);
  });
});
