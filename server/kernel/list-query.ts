import type { SQL } from "drizzle-orm";
import type { Scope } from "../access/client-scope";
import type { Database, DbOrTx, PreparedStatement } from "../db/client";
import { defineStatements, type StatementParams } from "./statements";

/**
 * One sort key: a column of the aliased row (in the call's direction, or its own), or an expression of the alias.
 * A sort ends on a unique column so pages never overlap.
 */
export type SortKey =
  | string
  | { column: string; direction: string }
  | ((alias: string, direction: SortOrder) => string);

export type SortOrder = "asc" | "desc";

/** Everything that changes a list's text; the values go in as parameters. The builder makes it from the call. */
export interface ListShape<Sort extends string, Filter extends string, Kind, Flags> {
  sort: Sort;
  order: SortOrder;
  /** How each search word matches, in order. */
  words: Kind[];
  /** Whose rows: every client's, one client's (a parameter), or none. "all" for a list without a scope. */
  reach: Scope["reach"];
  /** The filters the call carries, in the order the list declares them. */
  filters: Filter[];
  /** What else the list's text depends on (a status whose condition is spelled out, archived or not). */
  flags: Flags;
}

/** One call: the shape's facts and every value. `head` holds the named values (limit, offset, today, …). */
export interface ListCall<
  Sort extends string,
  Filter extends string,
  Word extends { kind: unknown },
  Flags,
  Head,
> {
  sort: Sort;
  order: SortOrder;
  words?: readonly Word[];
  /** The caller's scope, for a list that declares a scope column. */
  scope?: Scope;
  /** Each filter's value; an undefined one is not applied. */
  filters?: { readonly [F in Filter]?: unknown };
  flags: Flags;
  head: Head;
}

/** What a list's statement is written from: the shape, the placeholders of its values, its WHERE and ORDER BY. */
export interface ListText<Sort extends string, Filter extends string, Kind, Flags, Head> {
  shape: ListShape<Sort, Filter, Kind, Flags>;
  /** The placeholder of each named value the list's `head` asked for. */
  head: { readonly [K in keyof Head]: string };
  /** The placeholder of each filter the call carries. */
  filter: { readonly [F in Filter]?: string };
  /** "where …" with every condition, or "" when there is none. */
  where: string;
  /** The sort's keys on `alias`, in order; `spelled` replaces a column by an expression ({ id: "s.client_id" }). */
  orderBy(alias: string, spelled?: Readonly<Record<string, string>>): string;
}

export interface ListSpec<
  Sort extends string,
  Filter extends string,
  Word extends { kind: unknown },
  Flags,
  Head,
> {
  /** The statements' name prefix ("bookings.list"). */
  name: string;
  /** The sort whitelist: each sort's keys, ending on one of `unique`. */
  sorts: Record<Sort, readonly SortKey[]>;
  /** Columns unique to a row, that a sort may end on; ["id"] unless said. */
  unique?: readonly string[];
  /** The named values numbered first, in this order; ["limit", "offset"] unless said. */
  head?: (shape: ListShape<Sort, Filter, Word["kind"], Flags>) => readonly (keyof Head & string)[];
  /** Conditions that come before the search words (archived, a status spelled out); their values are in `head`. */
  conditions?: (
    shape: ListShape<Sort, Filter, Word["kind"], Flags>,
    head: { readonly [K in keyof Head]: string },
  ) => string[];
  /** Each search word's condition: `param` hands out a parameter taking a value of the word. */
  search?: (kind: Word["kind"], index: number, param: (pick: (word: Word) => unknown) => string) => string;
  /** The client column the caller's scope applies to, and the cast of its parameter ("uuid" unless said). */
  scope?: { column: string; cast?: string };
  /** Each filter's condition on its placeholder, in the order their values follow the scope's. */
  filters?: {
    readonly [F in Filter]: (
      param: string,
      shape: ListShape<Sort, Filter, Word["kind"], Flags>,
      head: { readonly [K in keyof Head]: string },
    ) => string;
  };
  /** The statement: `browsePage` or `searchPage` of the text's parts. */
  statement(text: ListText<Sort, Filter, Word["kind"], Flags, Head>): string;
}

export interface List<
  Sort extends string,
  Filter extends string,
  Word extends { kind: unknown },
  Flags,
  Head,
> {
  /** The call's named statement (name, text, values): for tests and for `database.prepared`. */
  statement(call: ListCall<Sort, Filter, Word, Flags, Head>): PreparedStatement;
  /** Runs the call's named statement. */
  rows<T>(database: Database, call: ListCall<Sort, Filter, Word, Flags, Head>): Promise<T[]>;
  /** Runs the call on a drizzle database or transaction (unnamed). */
  rowsOn<T>(db: DbOrTx, call: ListCall<Sort, Filter, Word, Flags, Head>): Promise<T[]>;
  /** The call as the drizzle query `rowsOn` runs. */
  query(call: ListCall<Sort, Filter, Word, Flags, Head>): SQL;
}

function keyColumn(key: SortKey): string | null {
  if (typeof key === "string") return key;
  return typeof key === "function" ? null : key.column;
}

function spell(
  key: SortKey,
  alias: string,
  order: SortOrder,
  spelled: Readonly<Record<string, string>>,
): string {
  if (typeof key === "function") return key(alias, order);
  const column = typeof key === "string" ? key : key.column;
  const direction = typeof key === "string" ? order : key.direction;
  return `${spelled[column] ?? `${alias}.${column}`} ${direction}`;
}

/** The scope as a condition on `column`: none for staff, the client's id as a parameter, false for no client. */
export function scopeCondition<I extends { scope?: Scope }>(
  params: StatementParams<I>,
  reach: Scope["reach"],
  column: string,
  cast = "uuid",
): string | null {
  if (reach === "all") return null;
  if (reach === "none") return "false";
  const client = params.param((input) => input.scope?.clientId);
  return `${column} = ${client}${cast ? `::${cast}` : ""}`;
}

/**
 * Declares a list once: its sort whitelist, search words, scope column, filters and statement. Each call's shape
 * picks the text (written once per shape, parameters numbered in the order: head, conditions, words, scope,
 * filters); its values go in as parameters.
 */
export function defineList<
  Sort extends string,
  Filter extends string = never,
  Word extends { kind: unknown } = { kind: never },
  Flags = null,
  Head extends Record<string, unknown> = { limit: number; offset: number },
>(spec: ListSpec<Sort, Filter, Word, Flags, Head>): List<Sort, Filter, Word, Flags, Head> {
  const unique = spec.unique ?? ["id"];
  for (const [sort, keys] of Object.entries<readonly SortKey[]>(spec.sorts)) {
    const last = keys.at(-1);
    if (!last || !unique.includes(keyColumn(last) ?? ""))
      throw new Error(`${spec.name}: ${sort} must end on a unique key`);
  }
  type Shape = ListShape<Sort, Filter, Word["kind"], Flags>;
  type Call = ListCall<Sort, Filter, Word, Flags, Head>;
  const filterNames = Object.keys(spec.filters ?? {}) as Filter[];
  const statements = defineStatements<Shape, Call>(spec.name, (shape, params) => {
    const names = spec.head?.(shape) ?? ["limit", "offset"];
    const head = Object.fromEntries(
      names.map((name) => [name, params.param((call) => call.head[name])]),
    ) as ListText<Sort, Filter, Word["kind"], Flags, Head>["head"];
    const conditions = spec.conditions?.(shape, head) ?? [];
    if (shape.words.length > 0 && !spec.search) throw new Error(`${spec.name} has no search`);
    shape.words.forEach((kind, i) => {
      const param = (pick: (word: Word) => unknown) => params.param((call) => pick(call.words![i]!));
      conditions.push(spec.search!(kind, i, param));
    });
    const scoped = spec.scope
      ? scopeCondition(params, shape.reach, spec.scope.column, spec.scope.cast)
      : null;
    if (scoped) conditions.push(scoped);
    const filter: Partial<Record<Filter, string>> = {};
    for (const name of shape.filters) {
      filter[name] = params.param((call) => call.filters![name]);
      conditions.push(spec.filters![name](filter[name], shape, head));
    }
    return spec.statement({
      shape,
      head,
      filter,
      where: conditions.length > 0 ? `where ${conditions.join(" and ")}` : "",
      orderBy: (alias, spelled = {}) =>
        spec.sorts[shape.sort].map((key) => spell(key, alias, shape.order, spelled)).join(", "),
    });
  });
  const shapeOf = (call: Call): Shape => ({
    sort: call.sort,
    order: call.order,
    words: (call.words ?? []).map((word) => word.kind),
    reach: spec.scope ? (call.scope?.reach ?? "none") : "all",
    filters: filterNames.filter((name) => call.filters?.[name] !== undefined),
    flags: call.flags,
  });
  return {
    statement: (call) => statements.statement(shapeOf(call), call),
    rows: (database, call) => statements.run(database, shapeOf(call), call),
    rowsOn: (db, call) => statements.runOn(db, shapeOf(call), call),
    query: (call) => statements.query(shapeOf(call), call),
  };
}
