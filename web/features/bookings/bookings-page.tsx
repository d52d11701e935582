import { useSuspenseQuery } from "@tanstack/react-query";
import { isStaff } from "#domain/auth/role";
import { bookingListQuerySchema } from "#domain/bookings/booking.schema";
import { bookingStatusLabels, paymentStatusLabels } from "#domain/bookings/booking-format";
import { bookingStatuses, paymentStatuses } from "#domain/bookings/booking-values";
import { ListFooter } from "../../components/list-footer";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { defineListPage } from "../../components/list-page/list-page";
import { listTableStatus } from "../../components/list-page/list-table";
import { useListPage } from "../../components/list-page/use-list-page";
import { PageHeader } from "../../components/page-header";
import { Card, CardContent } from "../../components/ui/card";
import { sessionQuery } from "../../lib/session";
import { ClientFilter } from "../clients/components/client-filter";
import { useBookings } from "./api/list-bookings";
import { BookingsTable } from "./components/bookings-table";
import { NewBookingButton } from "./components/new-booking-button";

const bookingsList = defineListPage({
  schema: bookingListQuerySchema,
  search: { label: "Search bookings", placeholder: "Client, package, destination, BK-…" },
  filters: [
    {
      select: "status",
      label: "Status filter",
      allLabel: "All statuses",
      options: bookingStatuses,
      labels: bookingStatusLabels,
    },
    {
      select: "paymentStatus",
      label: "Payment status filter",
      allLabel: "All payment statuses",
      options: paymentStatuses,
      labels: paymentStatusLabels,
      className: "w-48",
    },
    { custom: ["clientId"], render: (list, staff: boolean) => (staff ? <ClientFilter list={list} /> : null) },
    { dates: ["travelFrom", "travelTo"], labels: ["Travel from", "Travel to"] },
  ],
  sort: { field: "sort", order: "order" },
  clearable: true,
});

/**
 * Bookings (/orders, SPEC's orders): searched by client, package, destination or reference on the server,
 * filtered by status, payment status, travel dates and client, sorted, paginated. Clients see their own.
 */
export function BookingsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = isStaff(user?.role);
  const list = useListPage(bookingsList);
  const bookings = useBookings(list.state);

  return (
    <>
      <PageHeader
        title="Bookings"
        subtitle={staff ? "Every client's bookings of packages and trips." : "Your bookings."}
        actions={<NewBookingButton />}
      />
      <Card>
        <CardContent className="space-y-4">
          <ListFilterBar list={list} context={staff} />
          <BookingsTable
            bookings={bookings.data?.items}
            {...listTableStatus(bookings)}
            sort={list.sort}
            onSortChange={list.setSort}
            showClient={staff}
          />
          <ListFooter list={list} result={bookings.data} />
        </CardContent>
      </Card>
    </>
  );
}
