import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/utils";
import { TableHead } from "../ui/table";

export type SortOrder = "asc" | "desc";

/** A list's sort as its URL keeps it: the column and the direction. */
export interface SortState<S extends string> {
  sort: S;
  order: SortOrder;
}

/**
 * A list table's sortable column header: a click sorts by the column (starting with `firstOrder`), a second
 * click turns it round. Only the sorted column carries aria-sort, as ARIA asks.
 */
export function SortableHead<S extends string>({
  label,
  column,
  sort,
  onSortChange,
  firstOrder = "desc",
  title,
  className,
}: {
  label: ReactNode;
  column: S;
  /** The list's sort as it stands (any of its keys). */
  sort: SortState<string>;
  onSortChange: (next: SortState<S>) => void;
  /** Names read A→Z first; figures and dates newest or biggest first (the default). */
  firstOrder?: SortOrder;
  title?: string;
  className?: string;
}) {
  const active = sort.sort === column;
  const Icon = !active ? ArrowUpDownIcon : sort.order === "asc" ? ArrowUpIcon : ArrowDownIcon;
  const flipped: SortOrder = sort.order === "asc" ? "desc" : "asc";
  return (
    <TableHead
      className={className}
      aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        className="-ml-2 inline-flex cursor-pointer items-center gap-1 rounded-sm px-2 py-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        title={title}
        onClick={() => onSortChange({ sort: column, order: active ? flipped : firstOrder })}
      >
        {label}
        <Icon aria-hidden className={cn("size-3.5", !active && "opacity-50")} />
      </button>
    </TableHead>
  );
}
