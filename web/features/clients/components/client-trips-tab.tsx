import { Link } from "react-router";
import { formatDateRange, tripStatusBadge, tripStatusLabels } from "#domain/trips/trip-format";
import { TabFooter, useTabPaging } from "../../../components/tab-paging";
import { TableMessageRow } from "../../../components/table-message-row";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { useTripList } from "../../trips/api/list-trips";

/** The client's trips, newest first, each opening the trip. */
export function ClientTripsTab({ clientId }: { clientId: string }) {
  const paging = useTabPaging();
  const { page, pageSize } = paging.state;
  const trips = useTripList({ page, pageSize, clientId, sort: "startDate", direction: "desc" });
  const rows = trips.data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="rounded-md border">
        <Table aria-label="Trips of the client" aria-busy={trips.isFetching || undefined}>
          <TableHeader>
            <TableRow>
              <TableHead>Trip</TableHead>
              <TableHead>Dates</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Segments</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {trips.isLoading ? (
              <TableMessageRow colSpan={4} loading />
            ) : trips.isError && rows.length === 0 ? (
              <TableMessageRow colSpan={4} tone="error">
                Error fetching trips
              </TableMessageRow>
            ) : rows.length === 0 ? (
              <TableMessageRow colSpan={4}>No trips found</TableMessageRow>
            ) : (
              rows.map((trip) => (
                <TableRow key={trip.id}>
                  <TableCell className="whitespace-normal">
                    <Link
                      to={`/trips/${trip.id}`}
                      className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {trip.title}
                    </Link>
                  </TableCell>
                  <TableCell>{formatDateRange(trip.startDate, trip.endDate)}</TableCell>
                  <TableCell>
                    <Badge variant={tripStatusBadge[trip.status]}>{tripStatusLabels[trip.status]}</Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{trip.segmentCount}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <TabFooter paging={paging} result={trips.data} />
    </div>
  );
}
