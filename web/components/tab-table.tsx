import type { ReactNode } from "react";
import { type ListColumn, ListTable } from "./list-page/list-table";

/** A column of a TabTable: its heading, and its class when it is not plain left-aligned text. */
export type TabTableHead = string | { label: string; className: string };

/**
 * The table of a record's tab (a trip's segments, passengers, SSR requests): staff's action above it,
 * then a ListTable (its loading, error and empty rows, or `row` for each record). With `actions`, the
 * last column is the row's TableActionsCell, pinned within reach at phone width.
 */
export function TabTable<T>({
  label,
  action,
  heads,
  actions,
  query,
  errorText,
  emptyText,
  rows,
  row,
}: {
  label: string;
  /** Staff's button above the table (Add …); nothing for a reader. */
  action?: ReactNode;
  heads: readonly TabTableHead[];
  actions: boolean;
  query: { isLoading: boolean; isError: boolean };
  errorText: string;
  emptyText: string;
  rows: readonly T[];
  row: (record: T) => ReactNode;
}) {
  const columns: ListColumn<T>[] = heads.map((head) =>
    typeof head === "string" ? { header: head } : { header: head.label, className: head.className },
  );
  if (actions) columns.push({ header: "Actions", actions: true });
  return (
    <>
      {action ? <div className="flex justify-end">{action}</div> : null}
      <ListTable
        label={label}
        columns={columns}
        rows={rows}
        loading={query.isLoading}
        error={query.isError}
        errorText={errorText}
        emptyText={emptyText}
      >
        {row}
      </ListTable>
    </>
  );
}
