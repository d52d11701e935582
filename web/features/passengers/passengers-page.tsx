import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon, SearchIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { Passenger } from "#domain/passengers/passenger.schema";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Pagination } from "../../components/ui/pagination";
import { sessionQuery } from "../../lib/session";
import { useDebounced } from "../../lib/use-debounced";
import { usePassenger } from "./api/get-passenger";
import { usePassengerList } from "./api/list-passengers";
import { PanelPlaceholder } from "./components/panel-placeholder";
import { type PassengerSortState, PassengersTable } from "./components/passengers-table";

// The list comes first; forms, validation, countries and the DOCS builders load when they are needed.
const PassengerFormDialog = lazy(async () => ({
  default: (await import("./components/passenger-form-dialog")).PassengerFormDialog,
}));
const DeletePassengerDialog = lazy(async () => ({
  default: (await import("./components/delete-passenger-dialog")).DeletePassengerDialog,
}));
const ConnectionsPanel = lazy(async () => ({
  default: (await import("./components/connections-panel")).ConnectionsPanel,
}));
const DocsGeneratorPanel = lazy(async () => ({
  default: (await import("./components/docs-generator-panel")).DocsGeneratorPanel,
}));

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

/**
 * Passengers (/passengers): a searchable, sortable, paginated table; the selected passenger drives the
 * Connected Passengers and GDS DOCS Generator panels. `?search=` and `?selected=` make a view linkable
 * (the duplicate warning links to the other passenger that way).
 */
export function PassengersPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("selected");
  const urlSearch = params.get("search") ?? "";
  const [search, setSearch] = useState(urlSearch);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<PassengerSortState>({ sort: "name", direction: "asc" });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Passenger | null>(null);
  const [deleting, setDeleting] = useState<Passenger | null>(null);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);

  // A link that changes ?search= (the duplicate warning's) replaces what is typed.
  const [lastUrlSearch, setLastUrlSearch] = useState(urlSearch);
  if (urlSearch !== lastUrlSearch) {
    setLastUrlSearch(urlSearch);
    setSearch(urlSearch);
  }

  // A new search or sort starts from the first page (reset while rendering, so no request goes out for the old page).
  const criteria = JSON.stringify([debouncedSearch, sort]);
  const [pageCriteria, setPageCriteria] = useState(criteria);
  if (pageCriteria !== criteria) {
    setPageCriteria(criteria);
    setPage(1);
  }

  const list = usePassengerList({ page, pageSize: PAGE_SIZE, search: debouncedSearch, ...sort });
  const selected = usePassenger(selectedId);
  const total = list.data?.total ?? 0;

  // Deleting the last row of the last page leaves an empty page behind: step back.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && page > 1)
      setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)));
  }, [list.data, page, total]);

  const select = (passenger: Passenger | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (passenger) next.set("selected", passenger.id);
        else next.delete("selected");
        return next;
      },
      { replace: true },
    );
  };

  const selectedPassenger = selected.data ?? list.data?.items.find((p) => p.id === selectedId) ?? null;

  return (
    <>
      <PageHeader
        title="Passengers"
        subtitle="Travellers, their passports, connections and DOCS lines."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <PlusIcon aria-hidden />
            Add Passenger
          </Button>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="min-w-0">
          <CardContent className="space-y-4">
            <div className="relative w-full max-w-sm">
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label="Search passengers"
                placeholder="Search passengers"
                className="pl-9"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <PassengersTable
              passengers={list.data?.items}
              loading={list.isLoading || (list.isPlaceholderData && list.isFetching)}
              error={list.isError}
              selectedId={selectedId}
              sort={sort}
              onSortChange={setSort}
              onSelect={select}
              onEdit={(p) => {
                setEditing(p);
                setFormOpen(true);
              }}
              onDelete={setDeleting}
            />
            <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} />
          </CardContent>
        </Card>
        <div className="grid min-w-0 content-start gap-6">
          {selectedPassenger ? (
            <Suspense
              fallback={
                <>
                  <PanelPlaceholder kind="connections" loading />
                  <PanelPlaceholder kind="docs" loading />
                </>
              }
            >
              <ConnectionsPanel passenger={selectedPassenger} />
              <DocsGeneratorPanel passenger={selectedPassenger} />
            </Suspense>
          ) : (
            <>
              <PanelPlaceholder kind="connections" />
              <PanelPlaceholder kind="docs" />
            </>
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {formOpen || editing ? (
          <PassengerFormDialog
            open={formOpen}
            onOpenChange={setFormOpen}
            passenger={editing}
            canChooseClient={staff}
            onSaved={(p) => select(p)}
          />
        ) : null}
        {deleting ? (
          <DeletePassengerDialog
            passenger={deleting}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            onDeleted={(p) => {
              if (p.id === selectedId) select(null);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
