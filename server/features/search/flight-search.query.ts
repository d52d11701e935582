import { flightText } from "#domain/search/search-result-text";
import { flightNumberVariants } from "#domain/search/search-terms";
import { groupStatement, type KindSearch, runGroup, statementCache } from "./search-statement";

// Here rather than through the flights service, which is staff-only and pages by departure: flight segments by
// designator through segments_flight_idx (airline, flight_number). A client finds the flights of their own trips.

interface Shape {
  number: boolean;
  client: boolean;
}

/** Parameters: $1 airline, then the flight number's variants, then the client. */
const statement = statementCache<Shape>(
  "flights",
  (shape) => `${shape.number ? "number" : "airline"}.${shape.client ? "client" : "all"}`,
  (shape) => {
    const conditions = ["s.segment_type = 'flight'", "s.airline = $1"];
    // Each way the number may be stored (flightNumberVariants): "400", "0400".
    if (shape.number) conditions.push("s.flight_number = any($2::text[])");
    if (shape.client) conditions.push(`t.client_id = $${shape.number ? 3 : 2}::uuid`);
    return groupStatement({
      matches: `select s.id, s.departure_local from segments s
        ${shape.client ? "join trips t on t.id = s.trip_id" : ""}
        where ${conditions.join(" and ")}`,
      order: ["departure_local desc nulls last", "id"],
      columns: `k.id, s.airline, s.flight_number as "flightNumber", s.origin, s.destination,
        s.departure_local::text as "departureLocal", s.status, s.trip_id as "tripId", tr.title as "tripTitle"`,
      joins: "left join segments s on s.id = k.id left join trips tr on tr.id = s.trip_id",
    });
  },
);

type Row = Parameters<typeof flightText>[0] & { total: number };

/** Flights by designator ("LH 400", "LH400"), or every flight of an airline ("LH"), the latest first. */
export const flightSearch: KindSearch = {
  kind: "flights",
  run(database, scope, terms) {
    if (!terms.flight) return null;
    const values: unknown[] = [terms.flight.airline];
    if (terms.flight.number) values.push(flightNumberVariants(terms.flight.number));
    if (!scope.staff) values.push(scope.clientId);
    const shape = { number: terms.flight.number !== null, client: !scope.staff };
    return runGroup<Row>(database, "flights", statement(shape), values, flightText);
  },
};
