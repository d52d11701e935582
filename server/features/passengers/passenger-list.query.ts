import { pageOffset } from "#domain/pagination.schema";
import type { Passenger, PassengerListQuery } from "#domain/passengers/passenger.schema";
import type { Scope } from "../../access/client-scope";
import type { Database } from "../../db/client";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { isoInstant } from "../../db/sql-helpers";
import { browsePage, pageOf, searchPage } from "../../kernel/list-pages";
import { defineList, type ListCall } from "../../kernel/list-query";

type Filter = "connectableTo" | "clientId";

// What the page's subquery hands up: the row and its sort keys.
const ROW_COLUMNS = [
  "id",
  "title",
  "first_name",
  "surname",
  "gender",
  "date_of_birth",
  "nationality",
  "country_of_issue",
  "document_type",
  "passport_number",
  "document_expiry",
  "passport_docs_line",
  "status",
  "method",
  "remarks",
  "client_id",
  "created_at",
  "updated_at",
  "version",
  "sort_name",
]
  .map((column) => `passengers.${column}`)
  .join(", ");

// Named as the API names them; dates as text so both drivers give the same 'YYYY-MM-DD'.
const OUTPUT_COLUMNS = `t.total, p.id, p.title, p.first_name as "firstName", p.surname, p.gender,
  p.date_of_birth::text as "dateOfBirth", p.nationality, p.country_of_issue as "countryOfIssue",
  p.document_type as "documentType", p.passport_number as "passportNumber",
  p.document_expiry::text as "documentExpiry", p.passport_docs_line as "passportDocsLine", p.status, p.method,
  p.remarks, p.client_id as "clientId", c.name as "clientName", ${isoInstant("p.created_at")} as "createdAt",
  ${isoInstant("p.updated_at")} as "updatedAt", p.version`;

type Row = Omit<Passenger, "id"> & { total: number; id: string | null };

const passengerList = defineList<PassengerListQuery["sort"], Filter, SearchMatch>({
  name: "passengers.list",
  sorts: {
    name: ["sort_name", "id"],
    nationality: ["nationality", "sort_name", "id"],
    expiry: ["document_expiry", "sort_name", "id"],
  },
  search: (kind, _, param) =>
    matchCondition(
      "passengers.search_text",
      kind,
      param((w) => w.pattern),
    ),
  scope: { column: "passengers.client_id", cast: "" },
  filters: {
    // Only to a passenger the caller sees (a client's own: of the same client as the rows listed): any other
    // id, another client's or none at all, answers the same empty page, so the filter tells nothing of it.
    connectableTo: (p, shape) => `exists (select 1 from passengers anchor where anchor.id = ${p}::uuid${
      shape.reach === "client" ? " and anchor.client_id = passengers.client_id" : ""
    }) and passengers.id <> ${p}::uuid and not exists (
      select 1 from passenger_associations a
      where (a.passenger_id = ${p}::uuid and a.associated_passenger_id = passengers.id)
         or (a.associated_passenger_id = ${p}::uuid and a.passenger_id = passengers.id))`,
    // Only the passengers of one client (a client's page).
    clientId: (p) => `passengers.client_id = ${p}::uuid`,
  },
  statement(text) {
    const { where } = text;
    if (text.shape.words.length > 0) {
      return searchPage(text, {
        keys: "passengers.id, passengers.sort_name, passengers.nationality, passengers.document_expiry",
        from: "passengers",
        columns: OUTPUT_COLUMNS,
        alias: "k",
        joins: "left join passengers p on p.id = k.id left join clients c on c.id = p.client_id",
      });
    }
    // The whole list walks a sort index and stops after one page; its total is kept by a trigger.
    const total = where
      ? `(select count(*) from passengers ${where})`
      : "(select total from passenger_count)";
    return browsePage(text, {
      columns: OUTPUT_COLUMNS,
      total: `select ${total}::int as total`,
      page: { columns: ROW_COLUMNS, from: "passengers", order: text.orderBy("passengers") },
      alias: "p",
      joins: "left join clients c on c.id = p.client_id",
    });
  },
});

function callOf(
  scope: Scope,
  query: PassengerListQuery,
): ListCall<PassengerListQuery["sort"], Filter, SearchMatch, null, { limit: number; offset: number }> {
  return {
    sort: query.sort,
    order: query.direction === "desc" ? "desc" : "asc",
    words: searchMatches(query.search),
    scope,
    // An empty id filters nothing, as before.
    filters: { connectableTo: query.connectableTo || undefined, clientId: query.clientId || undefined },
    flags: null,
    head: { limit: query.pageSize, offset: pageOffset(query) },
  };
}

/** The statement listPassengers runs for a query (its tests pin the text). */
export const passengerListStatement = (scope: Scope, query: PassengerListQuery) =>
  passengerList.statement(callOf(scope, query));

/**
 * One page of the passengers a scope sees, with their total, in one round trip. It always answers
 * one row at least (the total), so a page past the end still says how many there are.
 */
export async function listPassengers(
  database: Database,
  scope: Scope,
  query: PassengerListQuery,
): Promise<{ items: Passenger[]; total: number }> {
  const rows = await passengerList.rows<Row>(database, callOf(scope, query));
  return pageOf(rows, ({ total: _, ...passenger }) => passenger as Passenger);
}
