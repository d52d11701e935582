import { bookingText } from "#domain/search/search-result-text";
import type { Scope } from "../../access/client-scope";
import { scopeCondition } from "../../kernel/list-query";
import { defineStatements } from "../../kernel/statements";
import { groupStatement, type KindSearch, runGroup } from "./search-statement";

// Here rather than through the bookings service, whose list answers whole pages: a booking by its reference
// (BK-000123) through the unique index on bookings.number.

const statements = defineStatements<Scope["reach"], { scope: Scope; number: number }>(
  "search.bookings",
  (reach, params) =>
    groupStatement({
      keys: "b.id, b.number",
      from: "bookings b",
      conditions: [
        `b.number = ${params.param((input) => input.number)}::int`,
        scopeCondition(params, reach, "b.client_id"),
      ],
      order: ["number", "id"],
      columns: `k.id, b.number, c.name as "clientName", p.title as "packageTitle", tr.title as "tripTitle",
        b.travel_date::text as "travelDate", b.status`,
      joins: `left join bookings b on b.id = k.id left join clients c on c.id = b.client_id
        left join travel_packages p on p.id = b.package_id left join trips tr on tr.id = b.trip_id`,
    }),
);

type Row = Parameters<typeof bookingText>[0] & { total: number };

/** A booking by its reference: "BK-000123", "bk123", "#123", "123". */
export const bookingSearch: KindSearch = {
  kind: "bookings",
  run(database, scope, terms) {
    if (terms.bookingNumber === null) return null;
    const statement = statements.statement(scope.reach, { scope, number: terms.bookingNumber });
    return runGroup<Row>(database, "bookings", statement, bookingText);
  },
};
