import { XIcon } from "lucide-react";
import type { z } from "zod";
import { ListSearch } from "../list-search";
import { Button } from "../ui/button";
import type { BoundList } from "./bound-list";
import { DateRangeFilter } from "./date-range-filter";
import { FilterSelect } from "./filter-select";
import { type DeclaredList, filterFields, type ListFilter } from "./list-page";
import type { ListPageState } from "./use-list-page";

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;
type Fields<S extends AnyObjectSchema> = keyof S["shape"] & string;

/** Whether any of the list's search and filters is set: what "Clear filters" would empty. */
export function filtersSet<S extends AnyObjectSchema, K extends Fields<S>, C>(list: ListPageState<S, K, C>) {
  const values = list.state as Record<string, unknown>;
  return list.declaration.clears.some((key) => Boolean(values[key]));
}

/** Empties the search box and every filter of the list (the sort and page size stay). */
export function clearFilters<S extends AnyObjectSchema, K extends Fields<S>, C>(
  list: ListPageState<S, K, C>,
) {
  list.setSearchText("");
  const cleared = Object.fromEntries(list.declaration.clears.map((key) => [key, undefined]));
  list.update(cleared as Parameters<typeof list.update>[0]);
}

function FilterControl<S extends AnyObjectSchema, K extends Fields<S>, C>({
  filter,
  list,
  context,
}: {
  filter: ListFilter<S, K, C>;
  list: ListPageState<S, K, C>;
  context: C;
}) {
  // The controls read and write their own fields of the list: the declaration names them.
  const bound = list as BoundList<string, string>;
  if ("select" in filter) {
    const options = typeof filter.options === "function" ? filter.options(context) : filter.options;
    return (
      <FilterSelect
        list={bound}
        field={filter.select}
        label={filter.label}
        showLabel={filter.showLabel}
        allLabel={filter.allLabel}
        options={options}
        labels={filter.labels}
        className={filter.className}
      />
    );
  }
  if ("dates" in filter) return <DateRangeFilter list={bound} fields={filter.dates} labels={filter.labels} />;
  return filter.render?.(list as DeclaredList<S, K>, context) ?? null;
}

/**
 * The row above a declared list's table: its search box and filters in the declared order, wrapping onto
 * more lines at phone width, bottoms aligned (labelled date boxes stand taller), and "Clear filters" while
 * any is set when the list offers it. `context` is what the page knows of its reader (staff or not, the base
 * currency) for the controls the declaration makes depend on it.
 */
export function ListFilterBar<S extends AnyObjectSchema, K extends Fields<S>, C>({
  list,
  context,
}: { list: ListPageState<S, K, C> } & (undefined extends C ? { context?: C } : { context: C })) {
  const { search, filters = [], clearable } = list.declaration;
  const placeholder =
    typeof search?.placeholder === "function" ? search.placeholder(context as C) : search?.placeholder;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {search ? (
        <ListSearch
          label={search.label}
          placeholder={placeholder}
          value={list.searchText}
          onChange={list.setSearchText}
        />
      ) : null}
      {filters.map((filter) => (
        <FilterControl key={filterFields(filter).join()} filter={filter} list={list} context={context as C} />
      ))}
      {clearable && filtersSet(list) ? (
        <Button variant="ghost" onClick={() => clearFilters(list)}>
          <XIcon aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
