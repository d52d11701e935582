// The statements a list's text is made of: the page beside its total, the page of a search's matches.

/** What a page's first row says: the total (always there) and, past the end, no item. */
export function pageOf<Row extends { id: unknown; total: number | string }, Item>(
  rows: readonly Row[],
  toItem: (row: Row) => Item,
): { items: Item[]; total: number } {
  // A page past the end is the one row holding the total, with nothing else in it.
  return { items: rows[0]?.id ? rows.map(toItem) : [], total: Number(rows[0]?.total ?? 0) };
}

export const countTotal = (from: string, where: string) =>
  `select count(*)::int as total from ${from} ${where}`;
/** A count a trigger keeps: read instead of counting every row when nothing filters. */
export const keptTotal = (table: string) => `select total::int as total from ${table}`;

/** What the page templates need of a list's text. */
type PageText = {
  where: string;
  head: { readonly limit: string; readonly offset: string };
  orderBy(alias: string): string;
};

/** The page's own parts, for the statement that walks a sort index. */
export interface BrowseParts {
  /** What each row answers, `t.total` among it. */
  columns: string;
  /** The total (or the summary row), as `t`. */
  total: string;
  /** What joins beside the total, once (a second count: "cross join (…) u"). */
  beside?: string;
  /** The page's rows: their columns, table and order, under the list's WHERE. */
  page: { columns: string; from: string; order: string };
  /** The page's alias outside, and what the answer joins to it. */
  alias: string;
  joins?: string;
}

/**
 * The page walks a sort index and stops after one page; its total (or summary) comes beside it in the same
 * round trip, so a page past the end still answers one row: the total, with no item in it.
 */
export function browsePage(text: PageText, parts: BrowseParts): string {
  return `select ${parts.columns}
    from (${parts.total}) t ${parts.beside ?? ""}
    left join lateral (
      select ${parts.page.columns} from ${parts.page.from} ${text.where}
      order by ${parts.page.order} limit ${text.head.limit} offset ${text.head.offset}
    ) ${parts.alias} on true
    ${parts.joins ?? ""}
    order by ${text.orderBy(parts.alias)}`;
}

export interface MatchesParts {
  /** The matches' ids and sort keys, from their table under the search's WHERE; at most `cap` of them. */
  keys: string;
  from: string;
  where: string;
  cap?: number;
  /** What each row answers, `t.total` among it. */
  columns: string;
  /** The order on an alias of the matches. */
  order(alias: string): string;
  limit: string | number;
  offset?: string;
  /** The page's alias, and what the answer joins to it (the whole rows first). */
  alias: string;
  joins: string;
}

/**
 * A search keeps few rows: collect their ids and sort keys once, count them, sort them, and read whole rows for
 * one page only. Walking a sort index instead and filtering on the way is what the planner picks on its 1% guess
 * for LIKE, and costs 40 ms instead of 1 on 100k passengers.
 */
export function matchesPage(parts: MatchesParts): string {
  const cap = parts.cap === undefined ? "" : ` limit ${parts.cap}`;
  const offset = parts.offset === undefined ? "" : ` offset ${parts.offset}`;
  return `with m as materialized (select ${parts.keys} from ${parts.from} ${parts.where}${cap})
    select ${parts.columns}
    from (select count(*)::int as total from m) t
    left join lateral (select * from m order by ${parts.order("m")} limit ${parts.limit}${offset}) ${parts.alias} on true
    ${parts.joins}
    order by ${parts.order(parts.alias)}`;
}

/** A list's search: `matchesPage` under the list's WHERE, sort and page. */
export function searchPage(
  text: PageText,
  parts: Pick<MatchesParts, "keys" | "from" | "columns" | "alias" | "joins">,
): string {
  return matchesPage({
    ...parts,
    where: text.where,
    order: (alias) => text.orderBy(alias),
    limit: text.head.limit,
    offset: text.head.offset,
  });
}
