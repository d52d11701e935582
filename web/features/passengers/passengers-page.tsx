import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { type Passenger, passengerListQuerySchema } from "#domain/passengers/passenger.schema";
import { ListFooter } from "../../components/list-footer";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { defineListPage } from "../../components/list-page/list-page";
import { listTableStatus } from "../../components/list-page/list-table";
import { useListPage } from "../../components/list-page/use-list-page";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { sessionQuery } from "../../lib/session";
import { usePassenger } from "./api/get-passenger";
import { usePassengerList } from "./api/list-passengers";
import { PanelPlaceholder } from "./components/panel-placeholder";
import { PassengersTable } from "./components/passengers-table";

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
const MergePassengerDialog = lazy(async () => ({
  default: (await import("../passenger-merge/components/merge-passenger-dialog")).MergePassengerDialog,
}));
const DocsGeneratorPanel = lazy(async () => ({
  default: (await import("./components/docs-generator-panel")).DocsGeneratorPanel,
}));

const passengersList = defineListPage({
  schema: passengerListQuerySchema,
  search: { label: "Search passengers" },
  sort: { field: "sort", order: "direction" },
});

/**
 * Passengers (/passengers): a searchable, sortable, paginated table; the selected passenger drives the
 * Connected Passengers and GDS DOCS Generator panels. The list's state and `?selected=` are in the URL,
 * so a view is linkable (the duplicate warning links to the other passenger that way).
 */
export function PassengersPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("selected");
  const list = useListPage(passengersList);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Passenger | null>(null);
  const [deleting, setDeleting] = useState<Passenger | null>(null);
  const [merging, setMerging] = useState<Passenger | null>(null);
  // The passenger whose delete was confirmed: no longer asked for (it would answer 404) or shown in the panels.
  const [removingId, setRemovingId] = useState<string | null>(null);
  const shownId = selectedId === removingId ? null : selectedId;

  const passengers = usePassengerList(list.state);
  const selected = usePassenger(shownId);

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

  const selectedPassenger = selected.data ?? passengers.data?.items.find((p) => p.id === shownId) ?? null;

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
            <ListFilterBar list={list} />
            <PassengersTable
              passengers={passengers.data?.items}
              {...listTableStatus(passengers)}
              selectedId={selectedId}
              sort={{ sort: list.state.sort, direction: list.state.direction }}
              onSortChange={list.update}
              onSelect={select}
              onEdit={(p) => {
                setEditing(p);
                setFormOpen(true);
              }}
              onDelete={setDeleting}
              onMerge={staff ? setMerging : undefined}
            />
            <ListFooter list={list} result={passengers.data} />
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
            onDeleting={(p) => setRemovingId(p.id)}
            onDeleted={(p) => {
              if (p.id === selectedId) select(null);
            }}
            onDeleteFailed={() => setRemovingId(null)}
          />
        ) : null}
        {merging ? (
          <MergePassengerDialog
            passenger={merging}
            onOpenChange={(open) => {
              if (!open) setMerging(null);
            }}
            // The merged-away record is no longer asked for, like a deleted one.
            onMerging={({ sourceId }) => setRemovingId(sourceId)}
            onMerged={(_result, { sourceId }) => {
              if (sourceId === selectedId) select(null);
            }}
            onMergeFailed={() => setRemovingId(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
