import { useCallback, useState } from "react";
import { ListFooter } from "../../../components/list-footer";
import { useBookings } from "../api/list-bookings";
import { type BookingSortState, BookingsTable } from "./bookings-table";
import { NewBookingButton } from "./new-booking-button";

const TAB_PAGE_SIZE = 10;

/** A client's bookings, for the client's page: newest first, sortable, paged, with New Booking for them. */
export function ClientBookingsTab({ clientId }: { clientId: string }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<BookingSortState>({ sort: "bookingDate", order: "desc" });
  const bookings = useBookings({ page, pageSize: TAB_PAGE_SIZE, clientId, ...sort });
  const paging = {
    state: { page, pageSize: TAB_PAGE_SIZE },
    setPage,
    setPageSize: useCallback(() => undefined, []),
    pageSizes: [] as readonly number[],
  };
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <NewBookingButton clientId={clientId} />
      </div>
      <BookingsTable
        label="Bookings of the client"
        bookings={bookings.data?.items}
        loading={bookings.isLoading || (bookings.isPlaceholderData && bookings.isFetching)}
        error={bookings.isError}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        showClient={false}
      />
      <ListFooter list={paging} result={bookings.data} />
    </div>
  );
}
