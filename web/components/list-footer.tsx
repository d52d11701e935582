import { useEffect, useId } from "react";
import { pageCount } from "#domain/pagination.schema";
import { Label } from "./ui/label";
import { Pagination } from "./ui/pagination";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

export interface ListFooterProps {
  /** The list's URL state (useListParams); pageSizes empty hides the rows-per-page choice. */
  list: {
    state: { page: number; pageSize: number };
    setPage(page: number): void;
    setPageSize(pageSize: number): void;
    pageSizes: readonly number[];
  };
  /** The page the server answered; undefined while the first one loads. */
  result: { items: readonly unknown[]; total: number } | undefined;
  /** The count's own words, replacing "Showing x–y of z". */
  summary?: (result: { items: readonly unknown[]; total: number }) => string;
}

/** Under every list: "Showing x–y of z", rows per page, and Previous / Page X of Y / Next. */
export function ListFooter({ list, result, summary }: ListFooterProps) {
  const { page, pageSize } = list.state;
  const { setPage: onPageChange, setPageSize: onPageSizeChange, pageSizes } = list;
  const pageSizeId = useId();
  const total = result?.total ?? 0;
  const emptyPage = result !== undefined && result.items.length === 0 && page > 1;

  // A page past the end (the last row deleted, an old link) steps back to the last page there is.
  useEffect(() => {
    if (emptyPage) onPageChange(Math.min(page - 1, pageCount(total, pageSize)));
  }, [emptyPage, page, total, pageSize, onPageChange]);

  // Until a page has arrived (first load, or an error the table already shows) there is nothing to count.
  if (!result) return null;

  return (
    <Pagination
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      summary={summary?.(result)}
    >
      {pageSizes.length > 0 ? (
        <div className="flex items-center gap-2">
          <Label htmlFor={pageSizeId} className="font-normal text-muted-foreground">
            Rows per page
          </Label>
          <Select value={String(pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))}>
            <SelectTrigger id={pageSizeId} size="sm" className="w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pageSizes.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
    </Pagination>
  );
}
