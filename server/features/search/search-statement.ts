import type { SearchGroup } from "#domain/search/search.schema";
import type { ResultText } from "#domain/search/search-result-text";
import type { SearchTerms } from "#domain/search/search-terms";
import { SEARCH_RESULTS_PER_KIND, SEARCH_TOTAL_CAP, type SearchKind } from "#domain/search/search-values";
import type { Database } from "../../db/client";

/** Who searches: staff see every record, a client user only their own client's (a user of no client searches nothing). */
export type SearchScope = { staff: true } | { staff: false; clientId: string };

/** One kind's search: null when the text cannot name a record of that kind (no booking reference in "Müller"). */
export interface KindSearch {
  kind: SearchKind;
  /** Clients are the agency's address book: a client user never searches it. */
  staffOnly?: boolean;
  run(database: Database, scope: SearchScope, terms: SearchTerms): Promise<SearchGroup> | null;
}

export interface GroupShape {
  /** Selects `id` and the sort keys of every match, through the kind's own index. */
  matches: string;
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
  const order = (alias: string) => shape.order.map((key) => `${alias}.${key}`).join(", ");
  return `with m as materialized (${shape.matches} limit ${SEARCH_TOTAL_CAP + 1})
    select t.total, ${shape.columns}
    from (select count(*)::int as total from m) t
    left join lateral (select * from m order by ${order("m")} limit ${SEARCH_RESULTS_PER_KIND}) k on true
    ${shape.joins}
    order by ${order("k")}`;
}

/** A statement's text per shape, built once and named so PostgreSQL parses it once per connection. */
export function statementCache<Shape>(
  kind: SearchKind,
  keyOf: (shape: Shape) => string,
  build: (shape: Shape) => string,
) {
  const statements = new Map<string, { name: string; text: string }>();
  return (shape: Shape) => {
    const key = keyOf(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = { name: `search.${kind}.${key}`, text: build(shape) };
      statements.set(key, statement);
    }
    return statement;
  };
}

/** Runs a kind's statement and turns its rows into the group: the row holding only the count has no id. */
export async function runGroup<Row extends { id: string | null; total: number }>(
  database: Database,
  kind: SearchKind,
  statement: { name: string; text: string },
  values: unknown[],
  toText: (row: Row & { id: string }) => ResultText,
): Promise<SearchGroup> {
  const rows = await database.prepared<Row>({ ...statement, values });
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
