import { useCallback, useState } from "react";
import { ListFooter } from "./list-footer";

const TAB_PAGE_SIZE = 10;

/**
 * A tab's own page (not in the URL: the page's tab is), shaped for ListFooter without a page-size choice.
 * A list under a record (a client's bookings, an offer's) is a part of that record's page, not a list screen.
 */
export function useTabPaging() {
  const [page, setPage] = useState(1);
  return {
    state: { page, pageSize: TAB_PAGE_SIZE },
    setPage,
    setPageSize: useCallback(() => undefined, []),
    pageSizes: [] as readonly number[],
  };
}

/** A tab list's sort; a new sort goes back to the first page. */
export function useTabSort<S>(initial: S, paging: { setPage(page: number): void }) {
  const [sort, setSort] = useState(initial);
  const change = (next: S) => {
    setSort(next);
    paging.setPage(1);
  };
  return [sort, change] as const;
}

/** The tab's pagination, once there is more than one page of it. */
export function TabFooter({
  paging,
  result,
}: {
  paging: ReturnType<typeof useTabPaging>;
  result: { items: readonly unknown[]; total: number } | undefined;
}) {
  if (!result || (paging.state.page === 1 && result.total <= paging.state.pageSize)) return null;
  return <ListFooter list={paging} result={result} />;
}
