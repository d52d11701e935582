import { ListFooter } from "../../../components/list-footer";
import { useTabPaging, useTabSort } from "../../../components/tab-paging";
import { useBookings } from "../api/list-bookings";
import { type BookingSortState, BookingsTable } from "./bookings-table";
import { NewBookingButton } from "./new-booking-button";

/** A client's bookings, for the client's page: newest first, sortable, paged, with New Booking for them. */
export function ClientBookingsTab({ clientId }: { clientId: string }) {
  const paging = useTabPaging();
  const [sort, setSort] = useTabSort<BookingSortState>({ sort: "bookingDate", order: "desc" }, paging);
  const bookings = useBookings({ ...paging.state, clientId, ...sort });
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
        onSortChange={setSort}
        showClient={false}
      />
      <ListFooter list={paging} result={bookings.data} />
    </div>
  );
}
