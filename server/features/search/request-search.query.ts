import type { RequestCategory } from "#domain/requests/request-values";
import { requestText } from "#domain/search/search-result-text";
import type { Scope } from "../../access/client-scope";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { scopeCondition } from "../../kernel/list-query";
import { defineStatements } from "../../kernel/statements";
import { groupStatement, type KindSearch, runGroup } from "./search-statement";

// Here rather than through the requests service, whose list answers whole pages: details through the same words
// and trigram index (requests.search_text) as the Requests list, or a category the text names ("date change").

interface Shape {
  words: SearchMatch["kind"][];
  categories: boolean;
  reach: Scope["reach"];
}

interface Input {
  scope: Scope;
  words: SearchMatch[];
  categories: RequestCategory[];
}

const statements = defineStatements<Shape, Input>("search.requests", (shape, params) => {
  const words = shape.words
    .map((kind, i) =>
      matchCondition(
        "r.search_text",
        kind,
        params.param((input) => input.words[i]!.pattern),
      ),
    )
    .join(" and ");
  const categories = shape.categories ? params.param((input) => input.categories) : null;
  return groupStatement({
    keys: "r.id, r.created_at",
    from: "requests r",
    conditions: [
      categories ? `((${words}) or r.category = any(${categories}::text[]))` : words,
      scopeCondition(params, shape.reach, "r.client_id"),
    ],
    order: ["created_at desc", "id"],
    columns: `k.id, r.category, r.details, r.status, c.name as "clientName"`,
    joins: "left join requests r on r.id = k.id left join clients c on c.id = r.client_id",
  });
});

type Row = Parameters<typeof requestText>[0] & { total: number };

/** Requests by their details or category, the newest first. */
export const requestSearch: KindSearch = {
  kind: "requests",
  run(database, scope, terms) {
    const words = searchMatches(terms.text);
    if (words.length === 0) return null;
    const categories = terms.requestCategories;
    const statement = statements.statement(
      { words: words.map((word) => word.kind), categories: categories.length > 0, reach: scope.reach },
      { scope, words, categories },
    );
    return runGroup<Row>(database, "requests", statement, requestText);
  },
};
