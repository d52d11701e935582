import type { SearchGroup } from "#domain/search/search.schema";
import type { ResultText } from "#domain/search/search-result-text";
import type { SearchTerms } from "#domain/search/search-terms";
import { SEARCH_RESULTS_PER_KIND, SEARCH_TOTAL_CAP, type SearchKind } from "#domain/search/search-values";
import type { Scope } from "../../access/client-scope";
import type { Database, PreparedStatement } from "../../db/client";
import { type SearchMatch, searchMatches } from "../../db/search-matches";
import { matchesPage } from "../../kernel/list-pages";
import type { Statements } from "../../kernel/statements";

/** One kind's search: null when the text cannot name a record of that kind (no booking reference in "Müller"). */
export interface KindSearch {
  kind: SearchKind;
  /** Clients are the agency's address book: a client user never searches it. */
  staffOnly?: boolean;
  /**
   * `scope` reaches every client's records or one client's (the service answers a user of no client itself);
   * `today` is the agency's day, for what is derived from it (an invoice overdue).
   */
  run(database: Database, scope: Scope, terms: SearchTerms, today: string): Promise<SearchGroup> | null;
}

export interface GroupShape {
  /** The matches' `id` and sort keys, from their table (and what the scope needs joined), through its own index. */
  keys: string;
  from: string;
  conditions: (string | null)[];
  /** Sort keys of the matches, with their direction ("start_date desc", "id"). */
  order: string[];
  /** What a result shows, read from `k` (the match) and `joins`. */
  columns: string;
  joins: string;
}

/**
 * One round trip per kind: its first few matches and their count. The matches are gathered once and stop past the
 * cap, so a text that matches half a table ("an") reads 101 rows, not 50 000: then the few shown are the first in
 * order of those 101 (not of every match) and the count reads "100+", a cue to type more.
 */
export function groupStatement(shape: GroupShape): string {
  return matchesPage({
    keys: shape.keys,
    from: shape.from,
    where: `where ${shape.conditions.filter((condition) => condition !== null).join(" and ")}`,
    cap: SEARCH_TOTAL_CAP + 1,
    columns: `t.total, ${shape.columns}`,
    order: (alias) => shape.order.map((key) => `${alias}.${key}`).join(", "),
    limit: SEARCH_RESULTS_PER_KIND,
    alias: "k",
    joins: shape.joins,
  });
}

/** Runs a kind's statement and turns its rows into the group: the row holding only the count has no id. */
export async function runGroup<Row extends { id: string | null; total: number }>(
  database: Database,
  kind: SearchKind,
  statement: PreparedStatement,
  toText: (row: Row & { id: string }) => ResultText,
): Promise<SearchGroup> {
  const rows = await database.prepared<Row>(statement);
  const counted = rows[0]?.total ?? 0;
  const items = rows
    .filter((row): row is Row & { id: string } => row.id !== null)
    .map((row) => ({ kind, id: row.id, ...toText(row) }));
  return {
    kind,
    total: Math.min(counted, SEARCH_TOTAL_CAP),
    capped: counted > SEARCH_TOTAL_CAP,
    items,
  };
}

/** The shape of a search by the text's words alone, under the caller's scope. */
export interface WordsShape {
  words: SearchMatch["kind"][];
  reach: Scope["reach"];
}

/** A kind found by the text's words alone (none: nothing to look for), under the caller's scope. */
export function wordsSearch<Row extends { id: string | null; total: number }>(
  kind: SearchKind,
  statements: Statements<WordsShape, { scope: Scope; words: SearchMatch[] }>,
  toText: (row: Row & { id: string }) => ResultText,
): KindSearch {
  return {
    kind,
    run(database, scope, terms) {
      const words = searchMatches(terms.text);
      if (words.length === 0) return null;
      const statement = statements.statement(
        { words: words.map((word) => word.kind), reach: scope.reach },
        { scope, words },
      );
      return runGroup<Row>(database, kind, statement, toText);
    },
  };
}
