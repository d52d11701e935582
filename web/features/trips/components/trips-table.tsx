import { Link } from "react-router";
import type { Trip } from "#domain/trips/trip.schema";
import { formatDateRange } from "#domain/trips/trip-format";
import { ListTable } from "../../../components/list-page/list-table";
import { SortableHead } from "../../../components/list-page/sortable-head";
import { TableActionsCell, TableActionsHead, TableViewLink } from "../../../components/table-actions";
import { Badge } from "../../../components/ui/badge";
import { TableCell, TableHead, TableRow } from "../../../components/ui/table";
import { TripStatusBadge } from "./trip-status-badge";

interface TripsTableProps {
  trips: Trip[] | undefined;
  loading: boolean;
  error: boolean;
  /** Start-date order; a click on the Dates header flips it. */
  direction: "asc" | "desc";
  onDirectionChange: (direction: "asc" | "desc") => void;
}

const segmentsLabel = (n: number) => (n === 1 ? "1 segment" : `${n} segments`);

/** SPEC §2: Trip Name (with a segment-count badge), Dates, Status, Segments and a link to the trip. */
export function TripsTable({ trips, loading, error, direction, onDirectionChange }: TripsTableProps) {
  return (
    <ListTable
      label="Trips"
      rows={trips}
      columns={5}
      loading={loading}
      error={error}
      errorText="Error fetching trips"
      emptyText="No trips found"
      head={
        <>
          <TableHead>Trip Name</TableHead>
          <SortableHead
            label="Dates"
            column="dates"
            sort={{ sort: "dates", order: direction }}
            onSortChange={(next) => onDirectionChange(next.order)}
            title="Sort by start date"
          />
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Segments</TableHead>
          <TableActionsHead>
            <span className="sr-only">Open</span>
          </TableActionsHead>
        </>
      }
    >
      {(trip) => (
        <TableRow key={trip.id}>
          <TableCell className="whitespace-normal">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/trips/${trip.id}`}
                className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {trip.title}
              </Link>
              <Badge variant="outline" title={segmentsLabel(trip.segmentCount)}>
                {segmentsLabel(trip.segmentCount)}
              </Badge>
            </div>
            <div className="text-muted-foreground text-xs">{trip.clientName}</div>
          </TableCell>
          <TableCell>{formatDateRange(trip.startDate, trip.endDate)}</TableCell>
          <TableCell>
            <TripStatusBadge status={trip.status} />
          </TableCell>
          <TableCell className="text-right tabular-nums">{trip.segmentCount}</TableCell>
          <TableActionsCell>
            <TableViewLink to={`/trips/${trip.id}`} name={trip.title} />
          </TableActionsCell>
        </TableRow>
      )}
    </ListTable>
  );
}
