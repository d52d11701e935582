import { ExternalLinkIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import type { Flight } from "#domain/flights/flight.schema";
import { flightDesignator, formatSegmentDateTime } from "#domain/flights/flight-format";
import { SortableHead } from "../../../components/list-page/sortable-head";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { TableMessageRow } from "../../../components/table-message-row";
import { Button } from "../../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { FlightStatusBadge } from "./flight-status-badge";

interface FlightsTableProps {
  flights: Flight[] | undefined;
  loading: boolean;
  error: boolean;
  /** What an empty result says (SPEC: 'No flights found'; the date filter adds what it hides). */
  emptyText?: string;
  direction: "asc" | "desc";
  onDirectionChange: (direction: "asc" | "desc") => void;
  onEdit: (flight: Flight) => void;
  onDelete: (flight: Flight) => void;
}

const COLUMNS = 8;

/** An airport code with its name on hover (OpenFlights data, where known). */
function AirportCode({ code, name }: { code: string | null; name: string | null }) {
  if (!code) return <span>?</span>;
  return name ? (
    <abbr title={name} className="cursor-help no-underline">
      {code}
    </abbr>
  ) : (
    <span>{code}</span>
  );
}

export function flightLabel(f: Flight): string {
  return `${flightDesignator(f.airline, f.flightNumber)} ${f.origin ?? "?"} → ${f.destination ?? "?"}`;
}

/** SPEC §2 Flight Segments: Airline, Flight, Route, Departure, Status, PNR, Class, Actions. */
export function FlightsTable({
  flights,
  loading,
  error,
  emptyText = "No flights found",
  direction,
  onDirectionChange,
  onEdit,
  onDelete,
}: FlightsTableProps) {
  const rows = flights ?? [];
  return (
    <div className="rounded-md border">
      <Table aria-label="Flight segments" aria-busy={loading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Airline</TableHead>
            <TableHead>Flight</TableHead>
            <TableHead>Route</TableHead>
            <SortableHead
              label="Departure"
              column="departure"
              sort={{ sort: "departure", order: direction }}
              onSortChange={(next) => onDirectionChange(next.order)}
              title={direction === "asc" ? "Latest departures first" : "Earliest departures first"}
            />
            <TableHead>Status</TableHead>
            <TableHead>PNR</TableHead>
            <TableHead>Class</TableHead>
            <TableActionsHead>Actions</TableActionsHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS} loading />
          ) : error && rows.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS} tone="error">
              Error fetching flights
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS}>
              {/* At phone width the row is as wide as the scrolled table: keep the text in the visible part. */}
              <span className="whitespace-normal max-md:sticky max-md:left-0 max-md:block max-md:w-[calc(100vw-6rem)]">
                {emptyText}
              </span>
            </TableMessageRow>
          ) : (
            rows.map((f) => {
              const label = flightLabel(f);
              return (
                <TableRow key={f.id} data-flight={`${f.airline ?? ""}${f.flightNumber ?? ""}`}>
                  <TableCell className="font-mono font-medium">
                    {f.airline ?? "—"}
                    {f.operatingCarrier && f.operatingCarrier !== f.airline ? (
                      <span
                        className="ml-1 text-muted-foreground text-xs"
                        title={`Operated by ${f.operatingCarrier}`}
                      >
                        op. {f.operatingCarrier}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="font-mono">{f.flightNumber ?? "—"}</TableCell>
                  <TableCell className="font-mono">
                    <AirportCode code={f.origin} name={f.originName} /> →{" "}
                    <AirportCode code={f.destination} name={f.destinationName} />
                  </TableCell>
                  <TableCell className="tabular-nums">
                    {formatSegmentDateTime(f.departureLocal, f.timesUnknown)}
                  </TableCell>
                  <TableCell>
                    <FlightStatusBadge status={f.status} />
                  </TableCell>
                  <TableCell className="font-mono">
                    {f.recordLocator ?? <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell className="font-mono">{f.bookingClass ?? "—"}</TableCell>
                  <TableActionsCell>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${label}`}
                        title="Edit"
                        onClick={() => onEdit(f)}
                      >
                        <PencilIcon aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${label}`}
                        title="Delete"
                        onClick={() => onDelete(f)}
                      >
                        <Trash2Icon aria-hidden className="text-destructive" />
                      </Button>
                      {f.tripId ? (
                        <Button variant="ghost" size="icon" asChild>
                          <Link
                            to={`/trips/${f.tripId}`}
                            aria-label={`Open trip ${f.tripTitle ?? ""} of ${label}`.replace("  ", " ")}
                            title={`Open trip ${f.tripTitle ?? ""}`.trim()}
                          >
                            <ExternalLinkIcon aria-hidden />
                          </Link>
                        </Button>
                      ) : (
                        <Button
                          variant="ghost"
                          size="icon"
                          disabled
                          aria-label={`${label} is on no trip`}
                          title="On no trip"
                        >
                          <ExternalLinkIcon aria-hidden />
                        </Button>
                      )}
                    </div>
                  </TableActionsCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </div>
  );
}
