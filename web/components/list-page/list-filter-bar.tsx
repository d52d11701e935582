import { XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../ui/button";

/** The part of a list's URL state (useListParams) the bar reads and clears. */
interface FilterableList<K extends string> {
  state: { [P in K]?: unknown };
  update(patch: { [P in K]?: undefined }): void;
  setSearchText(text: string): void;
}

/**
 * The row above a list table: search and filters wrapping onto more lines at phone width, bottoms aligned
 * (labelled date boxes stand taller), and "Clear filters" while any of `clears` is set.
 */
export function ListFilterBar<K extends string>({
  list,
  clears = [],
  children,
}: {
  list?: FilterableList<K>;
  /** The fields Clear filters empties (search included); none: no Clear filters. */
  clears?: readonly K[];
  children: ReactNode;
}) {
  const filtered = list !== undefined && clears.some((key) => Boolean(list.state[key]));
  const clear = () => {
    if (!list) return;
    list.setSearchText("");
    list.update(Object.fromEntries(clears.map((key) => [key, undefined])) as { [P in K]?: undefined });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      {children}
      {filtered ? (
        <Button variant="ghost" onClick={clear}>
          <XIcon aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
