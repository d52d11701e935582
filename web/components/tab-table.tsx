import type { ReactNode } from "react";
import { ListTable } from "./list-page/list-table";
import { TableActionsHead } from "./table-actions";
import { TableHead } from "./ui/table";

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
  return (
    <>
      {action ? <div className="flex justify-end">{action}</div> : null}
      <ListTable
        label={label}
        head={
          <>
            {heads.map((head) =>
              typeof head === "string" ? (
                <TableHead key={head}>{head}</TableHead>
              ) : (
                <TableHead key={head.label} className={head.className}>
                  {head.label}
                </TableHead>
              ),
            )}
            {actions ? <TableActionsHead>Actions</TableActionsHead> : null}
          </>
        }
        rows={rows}
        columns={heads.length + (actions ? 1 : 0)}
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
