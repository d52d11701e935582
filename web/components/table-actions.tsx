import { ChevronRightIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { cn } from "../lib/utils";
import { Button } from "./ui/button";
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

/** A row's "View ›" link to its record, named after it ("View BK-000123"); goes in a TableActionsCell. */
export function TableViewLink({ to, name }: { to: string; name: string }) {
  return (
    <Link
      to={to}
      aria-label={`View ${name}`}
      className="inline-flex items-center gap-1 rounded-sm px-2 py-1 text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      View
      <ChevronRightIcon aria-hidden className="size-4" />
    </Link>
  );
}

type RowButtonProps = Omit<React.ComponentProps<typeof Button>, "children" | "variant" | "size"> & {
  label: string;
};

/** A row's edit icon button, named after what it edits ("Edit LH 400"). */
export function TableEditButton({ label, ...button }: RowButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title="Edit" {...button}>
      <PencilIcon aria-hidden />
    </Button>
  );
}

/** A row's delete (or remove) icon button, named after what it takes away ("Delete LH 400"). */
export function TableDeleteButton({ label, title = "Delete", ...button }: RowButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={title} {...button}>
      <Trash2Icon aria-hidden className="text-destructive" />
    </Button>
  );
}
