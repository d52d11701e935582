import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon, SearchIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { tripStatusLabels } from "#domain/trips/trip-format";
import { type TripStatus, tripStatuses } from "#domain/trips/trip-values";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Combobox } from "../../components/ui/combobox";
import { Input } from "../../components/ui/input";
import { Pagination } from "../../components/ui/pagination";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { sessionQuery } from "../../lib/session";
import { useDebounced } from "../../lib/use-debounced";
import { useTripClientOptions } from "./api/list-client-options";
import { useTripList } from "./api/list-trips";
import { TripsTable } from "./components/trips-table";

const TripFormDialog = lazy(async () => ({
  default: (await import("./components/trip-form-dialog")).TripFormDialog,
}));

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;
const ALL = "__all__";

/** Trips (/trips): searched by name on the server, filtered by status and client, paginated. */
export function TripsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<TripStatus | undefined>(undefined);
  const [clientId, setClientId] = useState<string | undefined>(undefined);
  const [direction, setDirection] = useState<"asc" | "desc">("desc");
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(false);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);

  // New criteria start from the first page (reset while rendering, so no request goes out for the old page).
  const criteria = JSON.stringify([debouncedSearch, status, clientId, direction]);
  const [pageCriteria, setPageCriteria] = useState(criteria);
  if (pageCriteria !== criteria) {
    setPageCriteria(criteria);
    setPage(1);
  }

  const list = useTripList({
    page,
    pageSize: PAGE_SIZE,
    search: debouncedSearch,
    status,
    clientId,
    sort: "startDate",
    direction,
  });
  const total = list.data?.total ?? 0;

  // Deleting the last row of the last page leaves an empty page behind: step back.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && page > 1)
      setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)));
  }, [list.data, page, total]);

  const clientOptions = useTripClientOptions(staff);
  const clientChoices = useMemo(
    () => [
      { value: ALL, label: "All clients" },
      ...(clientOptions.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
    ],
    [clientOptions.data],
  );

  return (
    <>
      <PageHeader
        title="Trips"
        subtitle={
          staff ? "Every client's journeys: segments, passengers, requests and offers." : "Your journeys."
        }
        actions={
          staff ? (
            <Button onClick={() => setFormOpen(true)}>
              <PlusIcon aria-hidden />
              New Trip
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <div className="relative w-full max-w-sm">
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label="Search trips"
                placeholder="Search trips"
                className="pl-9"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <Select
              value={status ?? ALL}
              onValueChange={(v) => setStatus(v === ALL ? undefined : (v as TripStatus))}
            >
              <SelectTrigger className="w-44" aria-label="Status filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All statuses</SelectItem>
                {tripStatuses.map((s) => (
                  <SelectItem key={s} value={s}>
                    {tripStatusLabels[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {staff ? (
              <div className="w-56">
                <Combobox
                  aria-label="Client filter"
                  options={clientChoices}
                  value={clientId ?? ALL}
                  onChange={(v) => setClientId(v === ALL ? undefined : v)}
                  placeholder="All clients"
                  searchPlaceholder="Search clients…"
                  emptyText={clientOptions.isLoading ? "Loading" : "No client found."}
                />
              </div>
            ) : null}
          </div>
          <TripsTable
            trips={list.data?.items}
            loading={list.isLoading || (list.isPlaceholderData && list.isFetching)}
            error={list.isError}
            direction={direction}
            onDirectionChange={setDirection}
          />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} />
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {formOpen ? (
          <TripFormDialog
            open={formOpen}
            onOpenChange={setFormOpen}
            onSaved={(trip) => navigate(`/trips/${trip.id}`)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
