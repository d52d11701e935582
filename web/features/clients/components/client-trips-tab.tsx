import { Link } from "react-router";
import type { Trip } from "#domain/trips/trip.schema";
import { formatDateRange, tripStatusBadge, tripStatusLabels } from "#domain/trips/trip-format";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { TabFooter, useTabPaging } from "../../../components/tab-paging";
import { Badge } from "../../../components/ui/badge";
import { useTripList } from "../../trips/api/list-trips";

const columns: ListColumn<Trip>[] = [
  {
    header: "Trip",
    cellClassName: "whitespace-normal",
    cell: (trip) => (
      <Link
        to={`/trips/${trip.id}`}
        className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {trip.title}
      </Link>
    ),
  },
  { header: "Dates", cell: (trip) => formatDateRange(trip.startDate, trip.endDate) },
  {
    header: "Status",
    cell: (trip) => <Badge variant={tripStatusBadge[trip.status]}>{tripStatusLabels[trip.status]}</Badge>,
  },
  {
    header: "Segments",
    className: "text-right",
    cellClassName: "tabular-nums",
    cell: (trip) => trip.segmentCount,
  },
];

/** The client's trips, newest first, each opening the trip. */
export function ClientTripsTab({ clientId }: { clientId: string }) {
  const paging = useTabPaging();
  const { page, pageSize } = paging.state;
  const trips = useTripList({ page, pageSize, clientId, sort: "startDate", direction: "desc" });
  return (
    <div className="space-y-4">
      <ListTable
        label="Trips of the client"
        columns={columns}
        rows={trips.data?.items}
        loading={trips.isLoading}
        error={trips.isError}
        errorText="Error fetching trips"
        emptyText="No trips found"
      />
      <TabFooter paging={paging} result={trips.data} />
    </div>
  );
}
