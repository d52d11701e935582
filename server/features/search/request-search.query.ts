import { requestText } from "#domain/search/search-result-text";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { groupStatement, type KindSearch, runGroup, statementCache } from "./search-statement";

// Here rather than through the requests service, whose list answers whole pages: details through the same words
// and trigram index (requests.search_text) as the Requests list, or a category the text names ("date change").

interface Shape {
  matches: SearchMatch["kind"][];
  categories: boolean;
  client: boolean;
}

/** Parameters: one pattern per word, then the categories, then the client. */
const statement = statementCache<Shape>(
  "requests",
  (shape) =>
    `${shape.matches.map((kind) => kind[0]).join("")}.${shape.categories ? "cat" : "-"}.${shape.client ? "client" : "all"}`,
  (shape) => {
    let next = 1;
    const words = shape.matches.map((kind) => matchCondition("r.search_text", kind, next++)).join(" and ");
    const found = shape.categories ? `((${words}) or r.category = any($${next++}::text[]))` : words;
    const conditions = [found];
    if (shape.client) conditions.push(`r.client_id = $${next++}::uuid`);
    return groupStatement({
      matches: `select r.id, r.created_at from requests r where ${conditions.join(" and ")}`,
      order: ["created_at desc", "id"],
      columns: `k.id, r.category, r.details, r.status, c.name as "clientName"`,
      joins: "left join requests r on r.id = k.id left join clients c on c.id = r.client_id",
    });
  },
);

type Row = Parameters<typeof requestText>[0] & { total: number };

/** Requests by their details or category, the newest first. */
export const requestSearch: KindSearch = {
  kind: "requests",
  run(database, scope, terms) {
    const matches = searchMatches(terms.text);
    if (matches.length === 0) return null;
    const values: unknown[] = matches.map((match) => match.pattern);
    const categories = terms.requestCategories.length > 0;
    if (categories) values.push(terms.requestCategories);
    if (!scope.staff) values.push(scope.clientId);
    const shape = { matches: matches.map((match) => match.kind), categories, client: !scope.staff };
    return runGroup<Row>(database, "requests", statement(shape), values, requestText);
  },
};
