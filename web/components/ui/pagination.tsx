import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "../../lib/utils";
import { Button } from "./button";

type PaginationProps = Omit<React.ComponentProps<"nav">, "onChange"> & {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  /** Total number of items across all pages. */
  total: number;
  /** Called with the requested 1-based page, always within [1, pageCount]. */
  onPageChange: (page: number) => void;
  /** Replaces "Showing x–y of z" where a screen words its count itself (SPEC: 'Showing N of M offers'). */
  summary?: React.ReactNode;
};

const numberFormat = new Intl.NumberFormat("en");

function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize <= 0 || total <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing x–y of z", anything passed as children (a page-size choice), and Previous / Page X of Y / Next. */
function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  summary,
  className,
  children,
  ...props
}: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const safeTotal = Math.max(0, Math.trunc(total) || 0);
  const first = Math.min(safeTotal, (current - 1) * pageSize + 1);
  const last = Math.min(safeTotal, current * pageSize);
  const canPrevious = current > 1;
  const canNext = current < pageCount;

  return (
    <nav
      aria-label="Pagination"
      data-slot="pagination"
      className={cn("flex flex-wrap items-center justify-between gap-3 text-sm", className)}
      {...props}
    >
      <p data-slot="pagination-total" className="text-muted-foreground">
        {summary !== undefined
          ? summary
          : safeTotal === 0
            ? "No results"
            : `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(safeTotal)}`}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {children}
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!canPrevious}
            onClick={() => onPageChange(current - 1)}
            aria-label="Previous page"
          >
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </Button>
          <p data-slot="pagination-status" aria-live="polite" className="min-w-24 text-center tabular-nums">
            Page {numberFormat.format(current)} of {numberFormat.format(pageCount)}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={!canNext}
            onClick={() => onPageChange(current + 1)}
            aria-label="Next page"
          >
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
}

export { Pagination, type PaginationProps };
