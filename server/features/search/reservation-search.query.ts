import { reservationText } from "#domain/search/search-result-text";
import type { Scope } from "../../access/client-scope";
import { scopeCondition } from "../../kernel/list-query";
import { defineStatements } from "../../kernel/statements";
import { groupStatement, type KindSearch, runGroup } from "./search-statement";

// Itineraries belong to the GDS import, whose service offers no search: read here, through 0030's locator indexes.
// A client sees the reservations of their own trips only; one on no trip is the office's.

const statements = defineStatements<Scope["reach"], { scope: Scope; locator: string }>(
  "search.reservations",
  (reach, params) => {
    // Letters and digits only (locatorOf): nothing in it is a LIKE wildcard.
    const prefix = params.param((input) => `${input.locator}%`);
    const airline = params.param((input) => JSON.stringify([{ locator: input.locator }]));
    return groupStatement({
      keys: "i.id, i.created_at",
      // The trip holds the client: joined only when the scope needs it.
      from: `itineraries i ${reach === "all" ? "" : "join trips t on t.id = i.trip_id"}`,
      conditions: [
        `(i.record_locator like ${prefix} or i.airline_locators @> ${airline}::jsonb)`,
        scopeCondition(params, reach, "t.client_id"),
      ],
      order: ["created_at desc", "id"],
      columns: `k.id, i.record_locator as "recordLocator", i.airline_locators as "airlineLocators",
        i.trip_id as "tripId", tr.title as "tripTitle"`,
      joins: "left join itineraries i on i.id = k.id left join trips tr on tr.id = i.trip_id",
    });
  },
);

type Row = Parameters<typeof reservationText>[0] & { total: number };

/** Reservations by the start of their record locator or by an airline's whole locator. */
export const reservationSearch: KindSearch = {
  kind: "reservations",
  run(database, scope, terms) {
    if (!terms.locator) return null;
    const statement = statements.statement(scope.reach, { scope, locator: terms.locator });
    return runGroup<Row>(database, "reservations", statement, reservationText);
  },
};
