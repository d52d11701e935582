import type { ComponentProps, CSSProperties, Key, ReactNode } from "react";
import { cn } from "../../lib/utils";
import { TableActionsCell, TableActionsHead } from "../table-actions";
import { TableMessageRow } from "../table-message-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";
import { ScrollFrame } from "./scroll-frame";
import { SortableHead, type SortOrder, type SortState } from "./sortable-head";

/** A list query's table states: loading while the first page (or a new page) is on its way. */
export function listTableStatus(query: {
  isLoading: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isError: boolean;
}): { loading: boolean; error: boolean } {
  return { loading: query.isLoading || (query.isPlaceholderData && query.isFetching), error: query.isError };
}

/** One column of a list table, declared once: its header, the sort key behind it and each row's cell. */
export interface ListColumn<T, S extends string = string> {
  /** What the header says (a screen-reader-only span for a column of icons). */
  header: ReactNode;
  /** The name `hidden` knows it by; a text header is its own name. */
  id?: string;
  /** The list's sort key this header sorts by (a SortableHead). */
  sort?: S;
  /** Names read A→Z first; figures and dates newest or biggest first (the default). */
  firstOrder?: SortOrder;
  /** The sort button's tooltip, which may say what the next click does. */
  title?: string | ((sort: SortState<string>) => string);
  /** The header's and the cells' class (alignment, hidden at phone width). */
  className?: string;
  /** The cells' own class on top of `className`. */
  cellClassName?: string;
  /** The row's actions: pinned at the right edge at phone width. */
  actions?: boolean;
  /**
   * A key column: it names the row or says its state (name or number, status, amount or date). Once a
   * table declares any, the others are hidden below `sm`, where the row still links to its record.
   */
  essential?: boolean;
  /**
   * Text that wraps (a name, an e-mail, details): at its spaces, and a long unbroken word anywhere rather
   * than widening the table; never narrower than a usual word.
   */
  wrap?: boolean;
  /** The row's cell content; a table drawing its own rows leaves it out. */
  cell?: (row: T) => ReactNode;
}

/** Below `sm` a table that declares key columns shows only those. */
export const phoneHidden = "max-sm:hidden";

// At phone width a key column may take two lines (a date range, a two-word header or status) so they all fit.
const phoneWrapping = "max-sm:whitespace-normal max-sm:[&_[data-slot=badge]]:whitespace-normal";

/**
 * A column's class (header and cells): when the table has key columns, `phoneHidden` for the others and
 * `phoneWrapping` for the key ones.
 */
function columnClass(column: ListColumn<never, string>, phoneKeys: boolean): string | undefined {
  const phone = !phoneKeys ? undefined : column.essential ? phoneWrapping : phoneHidden;
  return cn(phone, column.className) || undefined;
}

// A wrapping column's long unbroken name breaks anywhere, yet the column stays as wide as a usual word.
const wrapping = "min-w-24 whitespace-normal wrap-anywhere";

function columnId(column: ListColumn<never, string>, index: number): string {
  return column.id ?? (typeof column.header === "string" ? column.header : String(index));
}

// At phone width the table scrolls sideways and its message row is as wide as the table: the message keeps
// to the visible part (the page's and the card's padding are 6rem together).
const inView = "whitespace-normal max-md:sticky max-md:left-0 max-md:block max-md:w-[calc(100vw-6rem)]";

/**
 * Every list's table: the frame that scrolls it (and says so), the header row from the columns (sortable
 * ones as SortableHead, the actions pinned, only the key columns at phone width), one message row standing
 * in for the rows while the first page loads, when it failed, or when there are none, then a row per record
 * from the columns' cells (or the caller's `children`).
 */
export function ListTable<T, S extends string = string>({
  label,
  columns,
  hidden = [],
  rows,
  loading,
  error,
  errorText,
  emptyText,
  sort,
  onSortChange,
  rowKey,
  rowProps,
  className,
  style,
  tableClassName,
  headerClassName,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  columns: readonly ListColumn<T, S>[];
  /** Columns left out for this reader (a client needs no Client column). */
  hidden?: readonly string[];
  rows: readonly T[] | undefined;
  loading: boolean;
  error: boolean;
  errorText: ReactNode;
  emptyText: ReactNode;
  /** The list's sort as its state says (any key); a header click asks for one of the columns'. */
  sort?: SortState<string>;
  onSortChange?: (next: SortState<S>) => void;
  /** Each row's key; records with an `id` need none. */
  rowKey?: (row: T) => Key;
  /** A row's own attributes (selection, a test hook). */
  rowProps?: (
    row: T,
  ) => Omit<ComponentProps<typeof TableRow>, "children"> & Record<`data-${string}`, unknown>;
  className?: string;
  style?: CSSProperties;
  tableClassName?: string;
  headerClassName?: string;
  /** Rows drawn by the caller (rows that expand, a tab's own rows) instead of the columns' cells. */
  children?: (row: T) => ReactNode;
}) {
  const items = rows ?? [];
  const shown = columns.filter((column, index) => !hidden.includes(columnId(column, index)));
  const phoneKeys = shown.some((column) => column.essential);
  const classOf = (column: ListColumn<T, S>) => columnClass(column as ListColumn<never, string>, phoneKeys);
  const keyOf = rowKey ?? ((row: T) => (row as { id: Key }).id);
  const drawRow =
    children ??
    ((row: T) => (
      <TableRow key={keyOf(row)} {...rowProps?.(row)}>
        {shown.map((column, index) => {
          const Cell = column.actions ? TableActionsCell : TableCell;
          return (
            <Cell
              key={columnId(column, index)}
              className={cn(column.wrap && wrapping, classOf(column), column.cellClassName)}
            >
              {column.cell?.(row)}
            </Cell>
          );
        })}
      </TableRow>
    ));
  return (
    <ScrollFrame label={label} className={className} style={style}>
      <Table aria-label={label} aria-busy={loading || undefined} className={tableClassName}>
        <TableHeader className={headerClassName}>
          <TableRow>
            {shown.map((column, index) => {
              const key = columnId(column, index);
              if (column.actions)
                return (
                  <TableActionsHead key={key} className={classOf(column)}>
                    {column.header}
                  </TableActionsHead>
                );
              if (column.sort !== undefined && sort && onSortChange)
                return (
                  <SortableHead
                    key={key}
                    label={column.header}
                    column={column.sort}
                    sort={sort}
                    onSortChange={onSortChange}
                    firstOrder={column.firstOrder}
                    title={typeof column.title === "function" ? column.title(sort) : column.title}
                    className={classOf(column)}
                  />
                );
              return (
                <TableHead key={key} className={classOf(column)}>
                  {column.header}
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && items.length === 0 ? (
            <TableMessageRow colSpan={shown.length} loading />
          ) : error && items.length === 0 ? (
            <TableMessageRow colSpan={shown.length} tone="error">
              <span className={inView}>{errorText}</span>
            </TableMessageRow>
          ) : items.length === 0 ? (
            <TableMessageRow colSpan={shown.length}>
              <span className={inView}>{emptyText}</span>
            </TableMessageRow>
          ) : (
            items.map(drawRow)
          )}
        </TableBody>
      </Table>
    </ScrollFrame>
  );
}
