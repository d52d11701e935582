import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx, PreparedStatement } from "../db/client";
import { rows } from "./rows";

/** Where a parameter's value comes from in each call: a text is written once per shape, its values every call. */
export type Source<I> = (input: I) => unknown;

// A parameter's mark while a text is written; the finished text numbers the marks in the order they were handed out.
const MARK = "\uE000";
const MARKS = /\uE000(\d+)\uE000/g;
// PostgreSQL keeps 63 bytes of a statement's name: longer names that share them collide (42P05).
const MAX_NAME_BYTES = 63;

/** Hands out the parameters of a text being written: the one place where statement parameters are numbered. */
export class StatementParams<I> {
  readonly picks: Source<I>[] = [];
  /** The marks that stand for a drizzle fragment rather than a value, and how each call makes it. */
  readonly fragments = new Map<number, (input: I) => SQL>();

  /** One parameter, whose value each call takes from `pick`: use the answer as often as the text needs it. */
  param(pick: Source<I>): string {
    this.picks.push(pick);
    return `${MARK}${this.picks.length - 1}${MARK}`;
  }

  /**
   * A drizzle condition each call makes (the access module's `visibleToUser`), for statements run on a
   * DbOrTx (`query`, `runOn`): a named statement cannot hold one.
   */
  fragment(make: (input: I) => SQL): string {
    this.fragments.set(this.picks.length, make);
    return this.param(make);
  }
}

/** The text of one shape, written once: its name, its numbered text, and where each parameter's value comes from. */
interface Written<I> {
  name: string;
  text: string;
  /** The text between the parameters, for a drizzle query: raw, parameter, raw, … */
  parts: string[];
  picks: Source<I>[];
  fragments: ReadonlyMap<number, (input: I) => SQL>;
}

/** The builder is the one place a parameter gets its number: no list or query writes `$n` by hand. */
function placeholder(index: number): string {
  return `$${index + 1}`;
}

function written<I>(prefix: string, text: string, params: StatementParams<I>): Written<I> {
  const numbered = text.replace(MARKS, (_, index: string) => placeholder(Number(index)));
  // Named after its text, so one text has one name and two texts never share one.
  const digest = createHash("sha1").update(numbered).digest("hex").slice(0, 12);
  return {
    name: `${prefix}.${digest}`,
    text: numbered,
    parts: text.split(MARKS),
    picks: params.picks,
    fragments: params.fragments,
  };
}

/** A family of statements (a list's, a search's): one text per shape, written once and named, values per call. */
export interface Statements<Shape, I> {
  /** The named statement of a call: its shape's text, this call's values. */
  statement(shape: Shape, input: I): PreparedStatement;
  /** The same statement as a drizzle query, for `rows<T>()` on a transaction or a DbOrTx (not named). */
  query(shape: Shape, input: I): SQL;
  /** Runs the named statement: PostgreSQL parses each shape's text once per connection. */
  run<T>(database: Database, shape: Shape, input: I): Promise<T[]>;
  /** Runs it on a drizzle database or transaction, unnamed. */
  runOn<T>(db: DbOrTx, shape: Shape, input: I): Promise<T[]>;
}

/**
 * Statements whose text depends on their shape only (sort, which search words, which filters, the scope's reach):
 * `write` gets the shape, never a value, and asks `params` for every value it needs. The shape is the cache key,
 * so a text is written once per shape and each connection parses it once (`database.prepared`).
 */
export function defineStatements<Shape, I>(
  prefix: string,
  write: (shape: Shape, params: StatementParams<I>) => string,
): Statements<Shape, I> {
  if (Buffer.byteLength(prefix) > MAX_NAME_BYTES - 13)
    throw new Error(`statement prefix too long: ${prefix}`);
  const cache = new Map<string, Written<I>>();
  const of = (shape: Shape): Written<I> => {
    const key = JSON.stringify(shape);
    let found = cache.get(key);
    if (!found) {
      const params = new StatementParams<I>();
      found = written(prefix, write(shape, params), params);
      cache.set(key, found);
    }
    return found;
  };
  const statement = (shape: Shape, input: I): PreparedStatement => {
    const { name, text, picks, fragments } = of(shape);
    if (fragments.size > 0)
      throw new Error(`${prefix}: a statement with a drizzle fragment runs on a DbOrTx`);
    return { name, text, values: picks.map((pick) => pick(input)) };
  };
  const query = (shape: Shape, input: I): SQL => {
    const { parts, picks, fragments } = of(shape);
    const built = sql.empty();
    for (const [i, part] of parts.entries()) {
      const fragment = i % 2 === 0 ? sql.raw(part) : fragments.get(Number(part))?.(input);
      built.append(fragment ?? sql`${sql.param(picks[Number(part)]!(input))}`);
    }
    return built;
  };
  return {
    statement,
    query,
    run: (database, shape, input) => database.prepared(statement(shape, input)),
    runOn: (db, shape, input) => rows(db, query(shape, input)),
  };
}

/**
 * A statement's text with its whitespace collapsed, one clause a line: what tests pin (a change of layout is
 * not a change of statement) and what reads well in a log.
 */
export function readableText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\( /g, "(")
    .replace(/ \)/g, ")")
    .trim()
    .replace(
      /(?<!left|inner|cross|distinct) (?=(?:from|where|left join|inner join|join|cross join|order by|group by|union all) )/g,
      "\n",
    );
}
