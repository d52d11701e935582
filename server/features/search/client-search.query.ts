import { clientText } from "#domain/search/search-result-text";
import { matchCondition, type SearchMatch, searchMatches } from "../../db/search-matches";
import { groupStatement, type KindSearch, runGroup, statementCache } from "./search-statement";

// Here rather than through the clients service, whose list answers whole pages: the same words and trigram index
// (clients.search_text: name, e-mail, phone) as the Clients list. Archived clients are found too, and say so.

/** Parameters: one pattern per word. */
const statement = statementCache<SearchMatch["kind"][]>(
  "clients",
  (matches) => matches.map((kind) => kind[0]).join(""),
  (matches) =>
    groupStatement({
      matches: `select c.id, c.sort_name from clients c
        where ${matches.map((kind, i) => matchCondition("c.search_text", kind, i + 1)).join(" and ")}`,
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
    const matches = searchMatches(terms.text);
    if (!scope.staff || matches.length === 0) return null;
    return runGroup<Row>(
      database,
      "clients",
      statement(matches.map((match) => match.kind)),
      matches.map((match) => match.pattern),
      clientText,
    );
  },
};
