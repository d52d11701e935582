import type { ReactNode } from "react";
import { cn } from "../lib/utils";
import { Spinner } from "./ui/spinner";

/**
 * The scrolling box of records to pick from (checkboxes, radios), or why there are none: a notice (e.g.
 * "Choose a client first"), loading, an error, or nothing found.
 */
export function PickList({
  query,
  isEmpty,
  notice,
  compact = false,
  className,
  errorText,
  emptyText,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; isFetching: boolean };
  isEmpty: boolean;
  notice?: ReactNode;
  /** Less padding around the messages, for a list inside a form. */
  compact?: boolean;
  /** The box's height, e.g. `max-h-72`. */
  className: string;
  errorText: string;
  emptyText: ReactNode;
  children: ReactNode;
}) {
  const padding = compact ? "p-4" : "p-6";
  const message = (text: ReactNode, tone = "text-muted-foreground") => (
    <p className={cn(padding, "text-center", tone, "text-sm")}>{text}</p>
  );
  return (
    <div
      className={cn(className, "overflow-y-auto rounded-md border")}
      aria-busy={query.isFetching || undefined}
    >
      {notice ? (
        message(notice)
      ) : query.isLoading ? (
        <p className={cn("flex items-center justify-center gap-2", padding, "text-muted-foreground text-sm")}>
          <Spinner />
          Loading
        </p>
      ) : query.isError ? (
        message(errorText, "text-destructive")
      ) : isEmpty ? (
        message(emptyText)
      ) : (
        children
      )}
    </div>
  );
}
