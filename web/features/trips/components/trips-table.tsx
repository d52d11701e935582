import { Link } from "react-router";
import type { Trip } from "#domain/trips/trip.schema";
import { formatDateRange } from "#domain/trips/trip-format";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { TableViewLink } from "../../../components/table-actions";
import { Badge } from "../../../components/ui/badge";
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

const tripColumns: ListColumn<Trip>[] = [
  {
    header: "Trip Name",
    essential: true,
    wrap: true,
    cell: (trip) => (
      <>
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
      </>
    ),
  },
  {
    header: "Dates",
    essential: true,
    sort: "dates",
    title: "Sort by start date",
    cell: (trip) => formatDateRange(trip.startDate, trip.endDate),
  },
  { header: "Status", essential: true, cell: (trip) => <TripStatusBadge status={trip.status} /> },
  {
    header: "Segments",
    className: "text-right",
    cellClassName: "tabular-nums",
    cell: (trip) => trip.segmentCount,
  },
  {
    header: <span className="sr-only">Open</span>,
    actions: true,
    cell: (trip) => <TableViewLink to={`/trips/${trip.id}`} name={trip.title} />,
  },
];

/** SPEC §2: Trip Name (with a segment-count badge), Dates, Status, Segments and a link to the trip. */
export function TripsTable({ trips, loading, error, direction, onDirectionChange }: TripsTableProps) {
  return (
    <ListTable
      label="Trips"
      columns={tripColumns}
      rows={trips}
      loading={loading}
      error={error}
      errorText="Error fetching trips"
      emptyText="No trips found"
      sort={{ sort: "dates", order: direction }}
      onSortChange={(next) => onDirectionChange(next.order)}
    />
  );
}
