import { useCallback } from "react";
import type { z } from "zod";
import { useListParams } from "../../lib/use-list-params";
import type { DeclaredList, ListPage } from "./list-page";
import type { SortState } from "./sortable-head";

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

/** A declared list screen at render time: its URL state and its sort as a table reads it. */
export type ListPageState<S extends AnyObjectSchema, K extends keyof S["shape"] & string, C> = DeclaredList<
  S,
  K
> & {
  declaration: ListPage<S, K, C>;
  /** The table's sort: the sorted column (or the fixed one) and the direction. */
  sort: SortState<string>;
  setSort(next: SortState<string>): void;
};

/**
 * The state of a screen declared with defineListPage: page, page size, search, filters and sort in the URL
 * (useListParams, each value checked by the declaration's schema).
 */
export function useListPage<S extends AnyObjectSchema, K extends keyof S["shape"] & string, C>(
  declaration: ListPage<S, K, C>,
): ListPageState<S, K, C> {
  const list = useListParams(declaration.params);
  const values = list.state as Record<string, unknown>;
  const declared = declaration.sort;
  const sort: SortState<string> = !declared
    ? { sort: "", order: "desc" }
    : {
        sort: "field" in declared ? String(values[declared.field]) : declared.column,
        order: values[declared.order] === "asc" ? "asc" : "desc",
      };
  const { update } = list;
  const setSort = useCallback(
    (next: SortState<string>) => {
      if (!declared) return;
      const patch = "field" in declared ? { [declared.field]: next.sort } : {};
      update({ ...patch, [declared.order]: next.order } as Parameters<typeof update>[0]);
    },
    [declared, update],
  );
  return { ...list, declaration, sort, setSort };
}

/** The render-time state of a declared list (for a control of the page's own that takes the whole list). */
export type ListPageStateOf<P> =
  P extends ListPage<infer S, infer K, infer C> ? ListPageState<S, K, C> : never;
