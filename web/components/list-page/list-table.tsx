import type { ReactNode } from "react";
import { cn } from "../../lib/utils";
import { TableMessageRow } from "../table-message-row";
import { Table, TableBody, TableHeader, TableRow } from "../ui/table";

/** A list query's table states: loading while the first page (or a new page) is on its way. */
export function listTableStatus(query: {
  isLoading: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isError: boolean;
}): { loading: boolean; error: boolean } {
  return { loading: query.isLoading || (query.isPlaceholderData && query.isFetching), error: query.isError };
}

// At phone width the table scrolls sideways and its message row is as wide as the table: the message keeps
// to the visible part (the page's and the card's padding are 6rem together).
const inView = "whitespace-normal max-md:sticky max-md:left-0 max-md:block max-md:w-[calc(100vw-6rem)]";

/**
 * A list screen's table: the bordered frame, the header row, and one message row standing in for the
 * rows while the first page loads, when it failed, or when there are none.
 */
export function ListTable<T>({
  label,
  head,
  rows,
  columns,
  loading,
  error,
  errorText,
  emptyText,
  className,
  tableClassName,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  /** The header cells. */
  head: ReactNode;
  rows: readonly T[] | undefined;
  /** How many columns the message row spans. */
  columns: number;
  loading: boolean;
  error: boolean;
  errorText: ReactNode;
  emptyText: ReactNode;
  className?: string;
  tableClassName?: string;
  children: (row: T) => ReactNode;
}) {
  const items = rows ?? [];
  return (
    <div className={cn("rounded-md border", className)}>
      <Table aria-label={label} aria-busy={loading || undefined} className={tableClassName}>
        <TableHeader>
          <TableRow>{head}</TableRow>
        </TableHeader>
        <TableBody>
          {loading && items.length === 0 ? (
            <TableMessageRow colSpan={columns} loading />
          ) : error && items.length === 0 ? (
            <TableMessageRow colSpan={columns} tone="error">
              <span className={inView}>{errorText}</span>
            </TableMessageRow>
          ) : items.length === 0 ? (
            <TableMessageRow colSpan={columns}>
              <span className={inView}>{emptyText}</span>
            </TableMessageRow>
          ) : (
            items.map(children)
          )}
        </TableBody>
      </Table>
    </div>
  );
}
