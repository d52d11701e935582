import { FileTextIcon, PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { Flight } from "#domain/flights/flight.schema";
import { ListFooter } from "../../components/list-footer";
import { useListPage } from "../../components/list-page/use-list-page";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { useFlightList } from "./api/list-flights";
import { FlightFilters } from "./components/flight-filters";
import { emptyTextOf, flightsList, rangeErrorOf } from "./components/flights-list";
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

/**
 * Flights (/flights, SPEC §2 Flight Segments): every flight segment, imported or typed in, searched and
 * filtered on the server, sorted by departure; search, filters, sort and page are in the URL.
 * Parse GDS imports a reservation display; Add Flight adds one by hand.
 */
export function FlightsPage() {
  const list = useListPage(flightsList);
  const [parseOpen, setParseOpen] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Flight | null>(null);
  const [deleting, setDeleting] = useState<Flight | null>(null);
  // A "to" before "from" is said next to the field, and nothing is asked of the server.
  const rangeError = rangeErrorOf(list.state.from, list.state.to);

  const flights = useFlightList(list.state, { enabled: rangeError === undefined });
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
          <FlightFilters list={list} rangeError={rangeError} />
          <FlightsTable
            flights={shown?.items}
            loading={!rangeError && (flights.isLoading || (flights.isPlaceholderData && flights.isFetching))}
            error={!rangeError && flights.isError}
            emptyText={emptyTextOf(list.state.from, rangeError)}
            sort={list.sort}
            onSortChange={list.setSort}
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
