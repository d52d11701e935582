import type { ReactNode } from "react";
import { cn } from "../lib/utils";
import { Spinner } from "./ui/spinner";
import { TableCell, TableRow } from "./ui/table";

/** One full-width row that stands in for a table's rows while loading, on error, or when there are none. */
export function TableMessageRow({
  colSpan,
  loading = false,
  tone = "muted",
  children,
}: {
  colSpan: number;
  loading?: boolean;
  tone?: "muted" | "error";
  children?: ReactNode;
}) {
  return (
    <TableRow>
      <TableCell
        colSpan={colSpan}
        className={cn("h-24 text-center", tone === "error" ? "text-destructive" : "text-muted-foreground")}
      >
        {loading ? (
          <span className="inline-flex items-center gap-2">
            <Spinner />
            {children ?? "Loading"}
          </span>
        ) : (
          children
        )}
      </TableCell>
    </TableRow>
  );
}
