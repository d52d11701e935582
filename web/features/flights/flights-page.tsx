import { FileTextIcon, PlusIcon, SearchIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { Flight } from "#domain/flights/flight.schema";
import { flightStatusCodes } from "#domain/segments/segment-format";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Pagination } from "../../components/ui/pagination";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { useDebounced } from "../../lib/use-debounced";
import { useFlightList } from "./api/list-flights";
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

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;
const ALL = "__all__";

/**
 * Flights (/flights, SPEC §2 Flight Segments): every flight segment, imported or typed in, searched and
 * filtered on the server, sorted by departure. Parse GDS imports a reservation display; Add Flight adds one by hand.
 */
export function FlightsPage() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [direction, setDirection] = useState<"asc" | "desc">("asc");
  const [page, setPage] = useState(1);
  const [parseOpen, setParseOpen] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Flight | null>(null);
  const [deleting, setDeleting] = useState<Flight | null>(null);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // A range being typed backwards is not sent until it makes sense.
  const range = from && to && from > to ? { from, to: "" } : { from, to };

  // New criteria start from the first page (reset while rendering, so no request goes out for the old page).
  const criteria = JSON.stringify([debouncedSearch, status, range, direction]);
  const [pageCriteria, setPageCriteria] = useState(criteria);
  if (pageCriteria !== criteria) {
    setPageCriteria(criteria);
    setPage(1);
  }

  const list = useFlightList({
    page,
    pageSize: PAGE_SIZE,
    search: debouncedSearch,
    status,
    ...range,
    direction,
  });
  const total = list.data?.total ?? 0;

  // Deleting the last row of the last page leaves an empty page behind: step back.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && page > 1)
      setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)));
  }, [list.data, page, total]);

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
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="relative w-full max-w-sm">
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label="Search flights"
                placeholder="Airline, flight, route or PNR"
                className="pl-9"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="flights-status">Status</Label>
              <Select value={status || ALL} onValueChange={(v) => setStatus(v === ALL ? "" : v)}>
                <SelectTrigger id="flights-status" className="w-44" aria-label="Status">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All statuses</SelectItem>
                  {flightStatusCodes.map((s) => (
                    <SelectItem key={s.code} value={s.code}>
                      {s.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="flights-from">Departing from</Label>
              <Input
                id="flights-from"
                type="date"
                className="w-40"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="flights-to">to</Label>
              <Input
                id="flights-to"
                type="date"
                className="w-40"
                value={to}
                min={from || undefined}
                onChange={(e) => setTo(e.target.value)}
              />
            </div>
            {search || status || from || to ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setSearch("");
                  setStatus("");
                  setFrom("");
                  setTo("");
                }}
              >
                Clear filters
              </Button>
            ) : null}
          </div>
          <FlightsTable
            flights={list.data?.items}
            loading={list.isLoading || (list.isPlaceholderData && list.isFetching)}
            error={list.isError}
            direction={direction}
            onDirectionChange={setDirection}
            onEdit={(f) => {
              setEditing(f);
              setFormOpen(true);
            }}
            onDelete={setDeleting}
          />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} />
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
