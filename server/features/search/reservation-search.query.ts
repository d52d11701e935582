import { reservationText } from "#domain/search/search-result-text";
import { groupStatement, type KindSearch, runGroup, statementCache } from "./search-statement";

// Itineraries belong to the GDS import, whose service offers no search: read here, through 0030's locator indexes.
// A client sees the reservations of their own trips only; one on no trip is the office's.

/** Parameters: $1 record-locator prefix, $2 airline-locator containment, $3 the client. */
const statement = statementCache<boolean>(
  "reservations",
  (client) => (client ? "client" : "all"),
  (client) =>
    groupStatement({
      matches: `select i.id, i.created_at from itineraries i
        ${client ? "join trips t on t.id = i.trip_id" : ""}
        where (i.record_locator like $1 or i.airline_locators @> $2::jsonb)
        ${client ? "and t.client_id = $3::uuid" : ""}`,
      order: ["created_at desc", "id"],
      columns: `k.id, i.record_locator as "recordLocator", i.airline_locators as "airlineLocators",
        i.trip_id as "tripId", tr.title as "tripTitle"`,
      joins: "left join itineraries i on i.id = k.id left join trips tr on tr.id = i.trip_id",
    }),
);

type Row = Parameters<typeof reservationText>[0] & { total: number };

/** Reservations by the start of their record locator or by an airline's whole locator. */
export const reservationSearch: KindSearch = {
  kind: "reservations",
  run(database, scope, terms) {
    // Letters and digits only (locatorOf): nothing in it is a LIKE wildcard.
    if (!terms.locator) return null;
    const values: unknown[] = [`${terms.locator}%`, JSON.stringify([{ locator: terms.locator }])];
    if (!scope.staff) values.push(scope.clientId);
    return runGroup<Row>(database, "reservations", statement(!scope.staff), values, reservationText);
  },
};
