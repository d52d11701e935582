import { passengerText } from "#domain/search/search-result-text";
import type { Scope } from "../../access/client-scope";
import { matchCondition, type SearchMatch } from "../../db/search-matches";
import { scopeCondition } from "../../kernel/list-query";
import { defineStatements } from "../../kernel/statements";
import { groupStatement, type KindSearch, type WordsShape, wordsSearch } from "./search-statement";

// Here rather than through the passengers service: its list answers whole pages with exact totals, this a capped
// few. The same words, folding and trigram index (passengers.search_text) as the Passengers list.

const statements = defineStatements<WordsShape, { scope: Scope; words: SearchMatch[] }>(
  "search.passengers",
  (shape, params) =>
    groupStatement({
      keys: "p.id, p.sort_name",
      from: "passengers p",
      conditions: [
        ...shape.words.map((kind, i) =>
          matchCondition(
            "p.search_text",
            kind,
            params.param((input) => input.words[i]!.pattern),
          ),
        ),
        scopeCondition(params, shape.reach, "p.client_id"),
      ],
      order: ["sort_name", "id"],
      columns: `k.id, p.title, p.first_name as "firstName", p.surname, p.passport_number as "passportNumber",
        c.name as "clientName"`,
      joins: "left join passengers p on p.id = k.id left join clients c on c.id = p.client_id",
    }),
);

type Row = Parameters<typeof passengerText>[0] & { total: number };

/** Passengers by name and passport number. */
export const passengerSearch: KindSearch = wordsSearch<Row>("passengers", statements, passengerText);
