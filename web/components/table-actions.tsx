import type * as React from "react";
import { cn } from "../lib/utils";
import { TableCell, TableHead } from "./ui/table";

// At phone width a list table scrolls sideways inside its card; its actions stay pinned at the right edge.
const pinned =
  "max-md:sticky max-md:right-0 max-md:z-[1] max-md:bg-card max-md:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)] max-md:in-data-[state=selected]:bg-muted";

/** The header of a list table's actions column. */
export function TableActionsHead({ className, ...props }: React.ComponentProps<typeof TableHead>) {
  return <TableHead className={cn(pinned, "text-right", className)} {...props} />;
}

/** A row's actions cell: always within reach, even when the rest of the row is scrolled away. */
export function TableActionsCell({ className, ...props }: React.ComponentProps<typeof TableCell>) {
  return <TableCell className={cn(pinned, "text-right", className)} {...props} />;
}
