import { describe, expect, it } from "vitest";
import { passengerListQuerySchema } from "#domain/passengers/passenger.schema";
import { clientUserScope, staffScope } from "../../access/client-scope";
import { CLIENT, OTHER_CLIENT, pinned, queryOf } from "../../test/pinned-statements";
import { passengerListStatement } from "./passenger-list.query";

const query = queryOf(passengerListQuerySchema);

// The statement text decides the plan: a change to the list builder that changes it must show here.
describe("the passengers list's statement", () => {
  it("walks the sort index beside the trigger-kept count when nothing filters", () => {
    expect(pinned(passengerListStatement(staffScope("u"), query({})))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, p.id, p.title, p.first_name as "firstName", p.surname, p.gender, p.date_of_birth::text as "dateOfBirth", p.nationality, p.country_of_issue as "countryOfIssue", p.document_type as "documentType", p.passport_number as "passportNumber", p.document_expiry::text as "documentExpiry", p.passport_docs_line as "passportDocsLine", p.status, p.method, p.remarks, p.client_id as "clientId", c.name as "clientName", to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", p.version
      from (select (select total
      from passenger_count)::int as total) t
      left join lateral (select passengers.id, passengers.title, passengers.first_name, passengers.surname, passengers.gender, passengers.date_of_birth, passengers.nationality, passengers.country_of_issue, passengers.document_type, passengers.passport_number, passengers.document_expiry, passengers.passport_docs_line, passengers.status, passengers.method, passengers.remarks, passengers.client_id, passengers.created_at, passengers.updated_at, passengers.version, passengers.sort_name
      from passengers
      order by passengers.sort_name asc, passengers.id asc limit $1 offset $2) p on true
      left join clients c on c.id = p.client_id
      order by p.sort_name asc, p.id asc",
        "values": [
          25,
          0,
        ],
      }
    `);
  });

  it("gathers a client's search matches once, then counts, sorts and pages them", () => {
    const search = query({
      search: "di costa",
      connectableTo: OTHER_CLIENT,
      sort: "expiry",
      direction: "desc",
    });
    expect(pinned(passengerListStatement(clientUserScope("u", CLIENT), search))).toMatchInlineSnapshot(`
      {
        "text": "with m as materialized (select passengers.id, passengers.sort_name, passengers.nationality, passengers.document_expiry
      from passengers
      where passengers.search_text ~ $3 and passengers.search_text like $4 and passengers.client_id = $5 and exists (select 1
      from passengers anchor
      where anchor.id = $6::uuid and anchor.client_id = passengers.client_id) and passengers.id <> $6::uuid and not exists (select 1
      from passenger_associations a
      where (a.passenger_id = $6::uuid and a.associated_passenger_id = passengers.id) or (a.associated_passenger_id = $6::uuid and a.passenger_id = passengers.id))) select t.total, p.id, p.title, p.first_name as "firstName", p.surname, p.gender, p.date_of_birth::text as "dateOfBirth", p.nationality, p.country_of_issue as "countryOfIssue", p.document_type as "documentType", p.passport_number as "passportNumber", p.document_expiry::text as "documentExpiry", p.passport_docs_line as "passportDocsLine", p.status, p.method, p.remarks, p.client_id as "clientId", c.name as "clientName", to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", p.version
      from (select count(*)::int as total
      from m) t
      left join lateral (select *
      from m
      order by m.document_expiry desc, m.sort_name desc, m.id desc limit $1 offset $2) k on true
      left join passengers p on p.id = k.id
      left join clients c on c.id = p.client_id
      order by k.document_expiry desc, k.sort_name desc, k.id desc",
        "values": [
          25,
          0,
          "(^| )di",
          "%costa%",
          "11111111-1111-4111-8111-111111111111",
          "22222222-2222-4222-8222-222222222222",
        ],
      }
    `);
  });

  it("counts a client's page, and a user of no client sees nothing", () => {
    expect(
      pinned(passengerListStatement(staffScope("u"), query({ clientId: CLIENT }))),
    ).toMatchInlineSnapshot(`
      {
        "text": "select t.total, p.id, p.title, p.first_name as "firstName", p.surname, p.gender, p.date_of_birth::text as "dateOfBirth", p.nationality, p.country_of_issue as "countryOfIssue", p.document_type as "documentType", p.passport_number as "passportNumber", p.document_expiry::text as "documentExpiry", p.passport_docs_line as "passportDocsLine", p.status, p.method, p.remarks, p.client_id as "clientId", c.name as "clientName", to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", p.version
      from (select (select count(*)
      from passengers
      where passengers.client_id = $3::uuid)::int as total) t
      left join lateral (select passengers.id, passengers.title, passengers.first_name, passengers.surname, passengers.gender, passengers.date_of_birth, passengers.nationality, passengers.country_of_issue, passengers.document_type, passengers.passport_number, passengers.document_expiry, passengers.passport_docs_line, passengers.status, passengers.method, passengers.remarks, passengers.client_id, passengers.created_at, passengers.updated_at, passengers.version, passengers.sort_name
      from passengers
      where passengers.client_id = $3::uuid
      order by passengers.sort_name asc, passengers.id asc limit $1 offset $2) p on true
      left join clients c on c.id = p.client_id
      order by p.sort_name asc, p.id asc",
        "values": [
          25,
          0,
          "11111111-1111-4111-8111-111111111111",
        ],
      }
    `);
    expect(pinned(passengerListStatement(clientUserScope("u", null), query({})))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, p.id, p.title, p.first_name as "firstName", p.surname, p.gender, p.date_of_birth::text as "dateOfBirth", p.nationality, p.country_of_issue as "countryOfIssue", p.document_type as "documentType", p.passport_number as "passportNumber", p.document_expiry::text as "documentExpiry", p.passport_docs_line as "passportDocsLine", p.status, p.method, p.remarks, p.client_id as "clientId", c.name as "clientName", to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", p.version
      from (select (select count(*)
      from passengers
      where false)::int as total) t
      left join lateral (select passengers.id, passengers.title, passengers.first_name, passengers.surname, passengers.gender, passengers.date_of_birth, passengers.nationality, passengers.country_of_issue, passengers.document_type, passengers.passport_number, passengers.document_expiry, passengers.passport_docs_line, passengers.status, passengers.method, passengers.remarks, passengers.client_id, passengers.created_at, passengers.updated_at, passengers.version, passengers.sort_name
      from passengers
      where false
      order by passengers.sort_name asc, passengers.id asc limit $1 offset $2) p on true
      left join clients c on c.id = p.client_id
      order by p.sort_name asc, p.id asc",
        "values": [
          25,
          0,
        ],
      }
    `);
  });
});
