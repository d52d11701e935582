import { format, parseISO } from "date-fns";
import { FileTextIcon, PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type Flight, flightListQuerySchema } from "#domain/flights/flight.schema";
import { ListFooter } from "../../components/list-footer";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import type { ListParamsConfig } from "../../lib/list-params";
import { useListParams } from "../../lib/use-list-params";
import { useFlightList } from "./api/list-flights";
import { FlightFilters } from "./components/flight-filters";
import { FlightsTable } from "./components/flights-table";

// The list comes first; the dialogs (forms, validation, preview) load when they are opened.
const ParseGdsDialog = lazy(async () => ({
  default: (await import("./components/parse-gds-dialog")).ParseGdsDialog,
}));
const FlightFormDialog = lazy(async () => ({
  default: (await import("./components/flight-form-dialog")).FlightFormDialog,
}));
const DeleteFlightDialog = lazy(async () => ({
  default: (await import("./components/delete-flight-dialog")).DeleteFlightDialog,
}));

// The screen opens on upcoming flights: "from" is today unless the URL says otherwise ("from=" is no date).
const listConfig: ListParamsConfig<
  typeof flightListQuerySchema,
  "search" | "status" | "from" | "to" | "direction"
> = {
  schema: flightListQuerySchema,
  fields: ["search", "status", "from", "to", "direction"],
  defaults: () => ({ from: format(new Date(), "yyyy-MM-dd") }),
  pinned: ["from"],
};

/** The domain's own rule for the range: the message the API would answer with, shown before asking. */
function rangeErrorOf(from: string | undefined, to: string | undefined): string | undefined {
  const result = flightListQuerySchema.safeParse({ from, to });
  return result.error?.issues.find((issue) => issue.path[0] === "to")?.message;
}

function emptyTextOf(from: string | undefined, rangeError: string | undefined): string {
  if (rangeError) return "No flights shown: choose a “to” date on or after “Departing from”.";
  if (from)
    return `No flights found departing on or after ${format(parseISO(from), "dd MMM yyyy")}. Clear “Departing from” to see earlier ones.`;
  return "No flights found";
}

/**
 * Flights (/flights, SPEC §2 Flight Segments): every flight segment, imported or typed in, searched and
 * filtered on the server, sorted by departure; search, filters, sort and page are in the URL.
 * Parse GDS imports a reservation display; Add Flight adds one by hand.
 */
export function FlightsPage() {
  const list = useListParams(listConfig);
  const { page, pageSize, search, status, from, to, direction } = list.state;
  const [parseOpen, setParseOpen] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Flight | null>(null);
  const [deleting, setDeleting] = useState<Flight | null>(null);
  // A "to" before "from" is said next to the field, and nothing is asked of the server.
  const rangeError = rangeErrorOf(from, to);

  const flights = useFlightList(
    { page, pageSize, search, status, from, to, direction },
    { enabled: rangeError === undefined },
  );
  const shown = rangeError ? undefined : flights.data;

  return (
    <>
      <PageHeader
        title="Flight Segments"
        subtitle="Every flight of every itinerary, imported from reservation systems or added by hand."
        actions={
          <>
            <Button variant="outline" onClick={() => setParseOpen(true)}>
              <FileTextIcon aria-hidden />
              Parse GDS
            </Button>
            <Button
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <PlusIcon aria-hidden />
              Add Flight
            </Button>
          </>
        }
      />
      <Card className="min-w-0">
        <CardContent className="space-y-4">
          <FlightFilters
            searchText={list.searchText}
            onSearchTextChange={list.setSearchText}
            status={status}
            from={from}
            to={to}
            onChange={list.update}
            rangeError={rangeError}
          />
          <FlightsTable
            flights={shown?.items}
            loading={!rangeError && (flights.isLoading || (flights.isPlaceholderData && flights.isFetching))}
            error={!rangeError && flights.isError}
            emptyText={emptyTextOf(from, rangeError)}
            direction={direction}
            onDirectionChange={(next) => list.update({ direction: next })}
            onEdit={(f) => {
              setEditing(f);
              setFormOpen(true);
            }}
            onDelete={setDeleting}
          />
          <ListFooter list={list} result={shown} />
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {parseOpen ? <ParseGdsDialog open={parseOpen} onOpenChange={setParseOpen} /> : null}
        {formOpen ? <FlightFormDialog open={formOpen} onOpenChange={setFormOpen} flight={editing} /> : null}
        {deleting ? (
          <DeleteFlightDialog
            flight={deleting}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
