import { bookingText } from "#domain/search/search-result-text";
import { groupStatement, type KindSearch, runGroup, statementCache } from "./search-statement";

// Here rather than through the bookings service, whose list answers whole pages: a booking by its reference
// (BK-000123) through the unique index on bookings.number.

/** Parameters: $1 the booking number, $2 the client. */
const statement = statementCache<boolean>(
  "bookings",
  (client) => (client ? "client" : "all"),
  (client) =>
    groupStatement({
      matches: `select b.id, b.number from bookings b
        where b.number = $1::int ${client ? "and b.client_id = $2::uuid" : ""}`,
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
    const values: unknown[] = [terms.bookingNumber];
    if (!scope.staff) values.push(scope.clientId);
    return runGroup<Row>(database, "bookings", statement(!scope.staff), values, bookingText);
  },
};
