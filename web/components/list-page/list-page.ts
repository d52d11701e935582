import type { ReactNode } from "react";
import type { z } from "zod";
import type { ListParamsConfig } from "../../lib/list-params";
import type { ListParams } from "../../lib/use-list-params";

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;
type FieldsOf<S extends AnyObjectSchema> = keyof S["shape"] & string;
/** The search box's field, when the list's schema has one. */
export type SearchOf<S extends AnyObjectSchema> = Extract<"search", FieldsOf<S>>;

/** A list's URL state (useListParams) over the fields its declaration names. */
export type DeclaredList<S extends AnyObjectSchema, K extends FieldsOf<S>> = ListParams<S, K | SearchOf<S>>;

/** One control of a list's filter bar, over the field(s) it keeps in the URL. */
export type ListFilter<S extends AnyObjectSchema, K extends FieldsOf<S>, C> =
  /** A FilterSelect: "All …" first, then the field's values in words. */
  | {
      select: K;
      /** A visible label above it with showLabel, else its aria-label. */
      label: string;
      showLabel?: boolean;
      allLabel: string;
      options: readonly string[] | ((context: C) => readonly string[]);
      labels?: Readonly<Partial<Record<string, string>>>;
      /** The trigger's width. */
      className?: string;
    }
  /** A DateRangeFilter over two fields. */
  | { dates: readonly [K, K]; labels: readonly [string, string] }
  /** A control of the page's own (the client picker, the assignees); without `render` the page draws it. */
  | { custom: readonly K[]; render?: (list: DeclaredList<S, K>, context: C) => ReactNode };

/** Where a list keeps its sort: the `sort` field and a direction, or one fixed column and its direction. */
export type ListSort<K extends string> = { field: K; order: K } | { column: string; order: K };

/**
 * A list screen declared once: the domain list-query schema that checks its URL, the search box, the
 * filters in the order the bar shows them, and its sort. The URL's fields, the Clear filters button and the
 * table's sort state all follow from it (useListPage, ListFilterBar). `C` is what the page knows of its
 * reader at render time (staff or not, the base currency) for the controls that depend on it.
 */
export interface ListPageDeclaration<S extends AnyObjectSchema, K extends FieldsOf<S>, C> {
  schema: S;
  search?: { label: string; placeholder?: string | ((context: C) => string) };
  filters?: readonly ListFilter<S, K, C>[];
  sort?: ListSort<K>;
  /** Offers "Clear filters" while the search or any filter is set. */
  clearable?: boolean;
  /** Defaults other than the schema's, read when the URL is parsed (Flights: from = today). */
  defaults?: ListParamsConfig<S, K | SearchOf<S>>["defaults"];
  /** Fields written into the URL even at their default, so a shared link says what it shows. */
  pinned?: readonly K[];
}

export interface ListPage<S extends AnyObjectSchema, K extends FieldsOf<S>, C>
  extends ListPageDeclaration<S, K, C> {
  /** What useListParams keeps in the URL: the search, every filter's fields, then the sort's. */
  params: ListParamsConfig<S, K | SearchOf<S>>;
  /** What Clear filters empties: the search and every filter's fields. */
  clears: readonly (K | SearchOf<S>)[];
}

/** The fields a filter keeps in the URL. */
export function filterFields<S extends AnyObjectSchema, K extends FieldsOf<S>, C>(
  filter: ListFilter<S, K, C>,
): readonly K[] {
  if ("select" in filter) return [filter.select];
  if ("dates" in filter) return filter.dates;
  return filter.custom;
}

/** Declares a list screen at module level (useListParams needs its config stable). */
export function defineListPage<S extends AnyObjectSchema, const K extends FieldsOf<S>, C = undefined>(
  declaration: ListPageDeclaration<S, K, C>,
): ListPage<S, K, C> {
  const search = (declaration.search ? ["search"] : []) as SearchOf<S>[];
  const clears = [...search, ...(declaration.filters ?? []).flatMap((filter) => filterFields(filter))];
  const sort = declaration.sort;
  const sortFields = !sort ? [] : "field" in sort ? [sort.field, sort.order] : [sort.order];
  return {
    ...declaration,
    clears,
    params: {
      schema: declaration.schema,
      fields: [...clears, ...sortFields],
      defaults: declaration.defaults,
      pinned: declaration.pinned,
    },
  };
}
