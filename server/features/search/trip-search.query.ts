import { tripText } from "#domain/search/search-result-text";
import { type SearchMatch, searchMatches } from "../../db/search-matches";
import { groupStatement, type KindSearch, runGroup, statementCache } from "./search-statement";

// Here rather than through the trips service, whose list answers whole pages: titles through their trigram index
// (trips_title_trgm_idx). Titles are not folded, so each word's pattern matches case-insensitively, as the bookings
// list matches trip titles.

interface Shape {
  matches: SearchMatch["kind"][];
  client: boolean;
}

/** Parameters: one pattern per word, then the client. */
const statement = statementCache<Shape>(
  "trips",
  (shape) => `${shape.matches.map((kind) => kind[0]).join("")}.${shape.client ? "client" : "all"}`,
  (shape) => {
    const conditions = shape.matches.map(
      (kind, i) => `t.title ${kind === "like" ? "ilike" : "~*"} $${i + 1}`,
    );
    if (shape.client) conditions.push(`t.client_id = $${shape.matches.length + 1}::uuid`);
    return groupStatement({
      matches: `select t.id, t.start_date from trips t where ${conditions.join(" and ")}`,
      order: ["start_date desc", "id"],
      columns: `k.id, tr.title, c.name as "clientName", tr.start_date::text as "startDate",
        tr.end_date::text as "endDate", tr.status`,
      joins: "left join trips tr on tr.id = k.id left join clients c on c.id = tr.client_id",
    });
  },
);

type Row = Parameters<typeof tripText>[0] & { total: number };

/** Trips by title, the latest first. */
export const tripSearch: KindSearch = {
  kind: "trips",
  run(database, scope, terms) {
    const matches = searchMatches(terms.text);
    if (matches.length === 0) return null;
    const values: unknown[] = matches.map((match) => match.pattern);
    if (!scope.staff) values.push(scope.clientId);
    const shape = { matches: matches.map((match) => match.kind), client: !scope.staff };
    return runGroup<Row>(database, "trips", statement(shape), values, tripText);
  },
};
