import { useSuspenseQuery } from "@tanstack/react-query";
import { isStaff } from "#domain/auth/role";
import { bookingListQuerySchema } from "#domain/bookings/booking.schema";
import { bookingStatusLabels, paymentStatusLabels } from "#domain/bookings/booking-format";
import { bookingStatuses, paymentStatuses } from "#domain/bookings/booking-values";
import { ListFooter } from "../../components/list-footer";
import { DateRangeFilter } from "../../components/list-page/date-range-filter";
import { FilterSelect } from "../../components/list-page/filter-select";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { listTableStatus } from "../../components/list-page/list-table";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Card, CardContent } from "../../components/ui/card";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { ClientFilter } from "../clients/components/client-filter";
import { useBookings } from "./api/list-bookings";
import { BookingsTable } from "./components/bookings-table";
import { NewBookingButton } from "./components/new-booking-button";

type Field =
  | "search"
  | "status"
  | "paymentStatus"
  | "travelFrom"
  | "travelTo"
  | "clientId"
  | "sort"
  | "order";

const listConfig: ListParamsConfig<typeof bookingListQuerySchema, Field> = {
  schema: bookingListQuerySchema,
  fields: ["search", "status", "paymentStatus", "travelFrom", "travelTo", "clientId", "sort", "order"],
};

/**
 * Bookings (/orders, SPEC's orders): searched by client, package, destination or reference on the server,
 * filtered by status, payment status, travel dates and client, sorted, paginated. Clients see their own.
 */
export function BookingsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = isStaff(user?.role);
  const list = useListParams(listConfig);
  const { page, pageSize, search, status, paymentStatus, travelFrom, travelTo, clientId, sort, order } =
    list.state;

  const bookings = useBookings({
    page,
    pageSize,
    search,
    status,
    paymentStatus,
    travelFrom,
    travelTo,
    clientId,
    sort,
    order,
  });

  return (
    <>
      <PageHeader
        title="Bookings"
        subtitle={staff ? "Every client's bookings of packages and trips." : "Your bookings."}
        actions={<NewBookingButton />}
      />
      <Card>
        <CardContent className="space-y-4">
          <ListFilterBar
            list={list}
            clears={["search", "status", "paymentStatus", "travelFrom", "travelTo", "clientId"]}
          >
            <ListSearch
              label="Search bookings"
              placeholder="Client, package, destination, BK-…"
              value={list.searchText}
              onChange={list.setSearchText}
            />
            <FilterSelect
              list={list}
              field="status"
              label="Status filter"
              allLabel="All statuses"
              options={bookingStatuses}
              labels={bookingStatusLabels}
            />
            <FilterSelect
              list={list}
              field="paymentStatus"
              label="Payment status filter"
              allLabel="All payment statuses"
              options={paymentStatuses}
              labels={paymentStatusLabels}
              className="w-48"
            />
            {staff ? <ClientFilter list={list} /> : null}
            <DateRangeFilter
              list={list}
              fields={["travelFrom", "travelTo"]}
              labels={["Travel from", "Travel to"]}
            />
          </ListFilterBar>
          <BookingsTable
            bookings={bookings.data?.items}
            {...listTableStatus(bookings)}
            sort={{ sort, order }}
            onSortChange={(next) => list.update(next)}
            showClient={staff}
          />
          <ListFooter list={list} result={bookings.data} />
        </CardContent>
      </Card>
    </>
  );
}
