import { ExternalLinkIcon } from "lucide-react";
import { Link } from "react-router";
import type { Flight } from "#domain/flights/flight.schema";
import { flightDesignator, formatSegmentDateTime } from "#domain/flights/flight-format";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import type { SortState } from "../../../components/list-page/sortable-head";
import { TableDeleteButton, TableEditButton } from "../../../components/table-actions";
import { Button } from "../../../components/ui/button";
import { FlightStatusBadge } from "./flight-status-badge";

interface FlightsTableProps {
  flights: Flight[] | undefined;
  loading: boolean;
  error: boolean;
  /** What an empty result says (SPEC: 'No flights found'; the date filter adds what it hides). */
  emptyText?: string;
  /** Departure order; a click on the Departure header flips it. */
  sort: SortState<string>;
  onSortChange: (sort: SortState<string>) => void;
  onEdit: (flight: Flight) => void;
  onDelete: (flight: Flight) => void;
}

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
  sort,
  onSortChange,
  onEdit,
  onDelete,
}: FlightsTableProps) {
  const columns: ListColumn<Flight>[] = [
    {
      header: "Airline",
      cellClassName: "font-mono font-medium",
      cell: (f) => (
        <>
          {f.airline ?? "—"}
          {f.operatingCarrier && f.operatingCarrier !== f.airline ? (
            <span className="ml-1 text-muted-foreground text-xs" title={`Operated by ${f.operatingCarrier}`}>
              op. {f.operatingCarrier}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: "Flight",
      essential: true,
      cellClassName: "font-mono",
      // On a phone the Airline column gives way to the row's actions: the flight says its airline itself.
      cell: (f) => (
        <>
          {f.airline ? <span className="sm:hidden">{f.airline} </span> : null}
          {f.flightNumber ?? "—"}
        </>
      ),
    },
    {
      header: "Route",
      cellClassName: "font-mono",
      cell: (f) => (
        <>
          <AirportCode code={f.origin} name={f.originName} /> →{" "}
          <AirportCode code={f.destination} name={f.destinationName} />
        </>
      ),
    },
    {
      header: "Departure",
      essential: true,
      sort: "departure",
      title: (current) => (current.order === "asc" ? "Latest departures first" : "Earliest departures first"),
      cellClassName: "tabular-nums",
      cell: (f) => formatSegmentDateTime(f.departureLocal, f.timesUnknown),
    },
    { header: "Status", essential: true, cell: (f) => <FlightStatusBadge status={f.status} /> },
    {
      header: "PNR",
      cellClassName: "font-mono",
      cell: (f) => f.recordLocator ?? <span className="text-muted-foreground">—</span>,
    },
    { header: "Class", cellClassName: "font-mono", cell: (f) => f.bookingClass ?? "—" },
    {
      header: "Actions",
      essential: true,
      actions: true,
      cell: (f) => <RowActions flight={f} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return (
    <ListTable
      label="Flight segments"
      columns={columns}
      rows={flights}
      loading={loading}
      error={error}
      errorText="Error fetching flights"
      emptyText={emptyText}
      sort={sort}
      onSortChange={onSortChange}
      rowProps={(f) => ({ "data-flight": `${f.airline ?? ""}${f.flightNumber ?? ""}` })}
    />
  );
}

function RowActions({
  flight: f,
  onEdit,
  onDelete,
}: { flight: Flight } & Pick<FlightsTableProps, "onEdit" | "onDelete">) {
  const label = flightLabel(f);
  return (
    <div className="flex justify-end gap-1">
      <TableEditButton label={`Edit ${label}`} onClick={() => onEdit(f)} />
      <TableDeleteButton label={`Delete ${label}`} onClick={() => onDelete(f)} />
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
        <Button variant="ghost" size="icon" disabled aria-label={`${label} is on no trip`} title="On no trip">
          <ExternalLinkIcon aria-hidden />
        </Button>
      )}
    </div>
  );
}
