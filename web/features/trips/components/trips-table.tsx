import { ArrowDownIcon, ArrowUpIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import type { Trip } from "#domain/trips/trip.schema";
import { formatDateRange } from "#domain/trips/trip-format";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { TableMessageRow } from "../../../components/table-message-row";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
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
  const rows = trips ?? [];
  const SortIcon = direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <div className="rounded-md border">
      <Table aria-label="Trips" aria-busy={loading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Trip Name</TableHead>
            <TableHead aria-sort={direction === "asc" ? "ascending" : "descending"}>
              <button
                type="button"
                className="-ml-2 inline-flex cursor-pointer items-center gap-1 rounded-sm px-2 py-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                title="Sort by start date"
                onClick={() => onDirectionChange(direction === "asc" ? "desc" : "asc")}
              >
                Dates
                <SortIcon aria-hidden className="size-3.5" />
              </button>
            </TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Segments</TableHead>
            <TableActionsHead>
              <span className="sr-only">Open</span>
            </TableActionsHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0 ? (
            <TableMessageRow colSpan={5} loading />
          ) : error && rows.length === 0 ? (
            <TableMessageRow colSpan={5} tone="error">
              Error fetching trips
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={5}>No trips found</TableMessageRow>
          ) : (
            rows.map((trip) => (
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
                  <Link
                    to={`/trips/${trip.id}`}
                    aria-label={`View ${trip.title}`}
                    className="inline-flex items-center gap-1 rounded-sm px-2 py-1 text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    View
                    <ChevronRightIcon aria-hidden className="size-4" />
                  </Link>
                </TableActionsCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
