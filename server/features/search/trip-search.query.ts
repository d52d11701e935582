import { tripText } from "#domain/search/search-result-text";
import type { Scope } from "../../access/client-scope";
import type { SearchMatch } from "../../db/search-matches";
import { scopeCondition } from "../../kernel/list-query";
import { defineStatements } from "../../kernel/statements";
import { groupStatement, type KindSearch, type WordsShape, wordsSearch } from "./search-statement";

// Here rather than through the trips service, whose list answers whole pages: titles through their trigram index
// (trips_title_trgm_idx). Titles are not folded, so each word's pattern matches case-insensitively, as the bookings
// list matches trip titles.

const statements = defineStatements<WordsShape, { scope: Scope; words: SearchMatch[] }>(
  "search.trips",
  (shape, params) =>
    groupStatement({
      keys: "t.id, t.start_date",
      from: "trips t",
      conditions: [
        ...shape.words.map(
          (kind, i) =>
            `t.title ${kind === "like" ? "ilike" : "~*"} ${params.param((input) => input.words[i]!.pattern)}`,
        ),
        scopeCondition(params, shape.reach, "t.client_id"),
      ],
      order: ["start_date desc", "id"],
      columns: `k.id, tr.title, c.name as "clientName", tr.start_date::text as "startDate",
      tr.end_date::text as "endDate", tr.status`,
      joins: "left join trips tr on tr.id = k.id left join clients c on c.id = tr.client_id",
    }),
);

type Row = Parameters<typeof tripText>[0] & { total: number };

/** Trips by title, the latest first. */
export const tripSearch: KindSearch = wordsSearch<Row>("trips", statements, tripText);
