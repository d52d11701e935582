import { clientText } from "#domain/search/search-result-text";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { defineStatements } from "../../kernel/statements";
import { groupStatement, type KindSearch, runGroup } from "./search-statement";

// Here rather than through the clients service, whose list answers whole pages: the same words and trigram index
// (clients.search_text: name, e-mail, phone) as the Clients list. Archived clients are found too, and say so.

/** The shape: how each word matches. */
const statements = defineStatements<SearchMatch["kind"][], { words: SearchMatch[] }>(
  "search.clients",
  (kinds, params) =>
    groupStatement({
      keys: "c.id, c.sort_name",
      from: "clients c",
      conditions: kinds.map((kind, i) =>
        matchCondition(
          "c.search_text",
          kind,
          params.param((input) => input.words[i]!.pattern),
        ),
      ),
      order: ["sort_name", "id"],
      columns: `k.id, c.name, c.email, c.phone, c.archived_at is not null as archived`,
      joins: "left join clients c on c.id = k.id",
    }),
);

type Row = Parameters<typeof clientText>[0] & { total: number };

/** Clients by name, e-mail and phone: staff only. */
export const clientSearch: KindSearch = {
  kind: "clients",
  staffOnly: true,
  run(database, scope, terms) {
    const words = searchMatches(terms.text);
    if (!scope.staff || words.length === 0) return null;
    const statement = statements.statement(
      words.map((word) => word.kind),
      { words },
    );
    return runGroup<Row>(database, "clients", statement, clientText);
  },
};
