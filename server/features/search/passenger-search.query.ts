import { passengerText } from "#domain/search/search-result-text";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { groupStatement, type KindSearch, runGroup, statementCache } from "./search-statement";

// Here rather than through the passengers service: its list answers whole pages with exact totals, this a capped
// few. The same words, folding and trigram index (passengers.search_text) as the Passengers list.

interface Shape {
  matches: SearchMatch["kind"][];
  client: boolean;
}

/** Parameters: one pattern per word, then the client. */
const statement = statementCache<Shape>(
  "passengers",
  (shape) => `${shape.matches.map((kind) => kind[0]).join("")}.${shape.client ? "client" : "all"}`,
  (shape) => {
    const conditions = shape.matches.map((kind, i) => matchCondition("p.search_text", kind, i + 1));
    if (shape.client) conditions.push(`p.client_id = $${shape.matches.length + 1}::uuid`);
    return groupStatement({
      matches: `select p.id, p.sort_name from passengers p where ${conditions.join(" and ")}`,
      order: ["sort_name", "id"],
      columns: `k.id, p.title, p.first_name as "firstName", p.surname, p.passport_number as "passportNumber",
        c.name as "clientName"`,
      joins: "left join passengers p on p.id = k.id left join clients c on c.id = p.client_id",
    });
  },
);

type Row = Parameters<typeof passengerText>[0] & { total: number };

/** Passengers by name and passport number. */
export const passengerSearch: KindSearch = {
  kind: "passengers",
  run(database, scope, terms) {
    const matches = searchMatches(terms.text);
    if (matches.length === 0) return null;
    const values: unknown[] = matches.map((match) => match.pattern);
    if (!scope.staff) values.push(scope.clientId);
    const shape = { matches: matches.map((match) => match.kind), client: !scope.staff };
    return runGroup<Row>(database, "passengers", statement(shape), values, passengerText);
  },
};
