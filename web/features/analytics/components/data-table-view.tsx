import type { DataTable } from "#domain/analytics/analytics-tables";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/utils";
import { formatCell } from "./chart-format";

/** A chart's figures as a real table: what a screen reader reads, and what the CSV holds. */
export function DataTableView({ table, caption }: { table: DataTable; caption: string }) {
  return (
    // Wide tables scroll sideways at phone width: the keyboard must reach that scroll too (WCAG 2.1.1).
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable so keys can scroll it
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full caption-bottom text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            {table.columns.map((column, index) => (
              <TableHead key={column} scope="col" className={cn(index > 0 && "text-right")}>
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {table.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={table.columns.length} className="h-16 text-center text-muted-foreground">
                No rows in this range.
              </TableCell>
            </TableRow>
          ) : (
            table.rows.map((row, rowIndex) => {
              const [first, ...rest] = row;
              return (
                // Rows are the figures of one answer, in its order: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <TableRow key={rowIndex}>
                  {first ? (
                    <th scope="row" className="whitespace-nowrap p-2 text-left align-middle font-medium">
                      {formatCell(first)}
                    </th>
                  ) : null}
                  {rest.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell's position is its column
                    <TableCell key={index} className="text-right tabular-nums">
                      {formatCell(cell)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </table>
    </div>
  );
}
