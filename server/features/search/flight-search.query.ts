import { flightText } from "#domain/search/search-result-text";
import { flightNumberVariants } from "#domain/search/search-terms";
import type { Scope } from "../../access/client-scope";
import { scopeCondition } from "../../kernel/list-query";
import { defineStatements } from "../../kernel/statements";
import { groupStatement, type KindSearch, runGroup } from "./search-statement";

// Here rather than through the flights service, which is staff-only and pages by departure: flight segments by
// designator through segments_flight_idx (airline, flight_number). A client finds the flights of their own trips.

interface Shape {
  number: boolean;
  reach: Scope["reach"];
}

interface Input {
  scope: Scope;
  airline: string;
  /** Each way the number may be stored (flightNumberVariants): "400", "0400". */
  numbers: string[];
}

const statements = defineStatements<Shape, Input>("search.flights", (shape, params) =>
  groupStatement({
    keys: "s.id, s.departure_local",
    // The trip holds the client: joined only when the scope needs it.
    from: `segments s ${shape.reach === "all" ? "" : "join trips t on t.id = s.trip_id"}`,
    conditions: [
      "s.segment_type = 'flight'",
      `s.airline = ${params.param((input) => input.airline)}`,
      shape.number ? `s.flight_number = any(${params.param((input) => input.numbers)}::text[])` : null,
      scopeCondition(params, shape.reach, "t.client_id"),
    ],
    order: ["departure_local desc nulls last", "id"],
    columns: `k.id, s.airline, s.flight_number as "flightNumber", s.origin, s.destination,
      s.departure_local::text as "departureLocal", s.status, s.trip_id as "tripId", tr.title as "tripTitle"`,
    joins: "left join segments s on s.id = k.id left join trips tr on tr.id = s.trip_id",
  }),
);

type Row = Parameters<typeof flightText>[0] & { total: number };

/** Flights by designator ("LH 400", "LH400"), or every flight of an airline ("LH"), the latest first. */
export const flightSearch: KindSearch = {
  kind: "flights",
  run(database, scope, terms) {
    if (!terms.flight) return null;
    const { airline, number } = terms.flight;
    const statement = statements.statement(
      { number: number !== null, reach: scope.reach },
      { scope, airline, numbers: number === null ? [] : flightNumberVariants(number) },
    );
    return runGroup<Row>(database, "flights", statement, flightText);
  },
};
