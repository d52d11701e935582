import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { tripListQuerySchema } from "#domain/trips/trip.schema";
import { tripStatusLabels } from "#domain/trips/trip-format";
import { type TripStatus, tripStatuses } from "#domain/trips/trip-values";
import { ListFooter } from "../../components/list-footer";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Combobox } from "../../components/ui/combobox";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { useClient } from "../clients/api/get-client";
import { useClientOptionSearch } from "../clients/api/search-client-options";
import { useTripList } from "./api/list-trips";
import { TripsTable } from "./components/trips-table";

const TripFormDialog = lazy(async () => ({
  default: (await import("./components/trip-form-dialog")).TripFormDialog,
}));

const ALL = "__all__";

const listConfig: ListParamsConfig<
  typeof tripListQuerySchema,
  "search" | "status" | "clientId" | "direction"
> = {
  schema: tripListQuerySchema,
  fields: ["search", "status", "clientId", "direction"],
};

/** Trips (/trips): searched by name on the server, filtered by status and client, paginated. */
export function TripsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const navigate = useNavigate();
  const list = useListParams(listConfig);
  const { page, pageSize, search, status, clientId, direction } = list.state;
  const [formOpen, setFormOpen] = useState(false);

  const trips = useTripList({ page, pageSize, search, status, clientId, sort: "startDate", direction });

  const clientPicker = useClientOptionSearch({ enabled: staff });
  // The URL holds the filter's client id only: its name comes from the client itself.
  const filterClient = useClient(staff ? clientId : null);

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
            <ListSearch label="Search trips" value={list.searchText} onChange={list.setSearchText} />
            <Select
              value={status ?? ALL}
              onValueChange={(v) => list.update({ status: v === ALL ? undefined : (v as TripStatus) })}
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
                  options={[{ value: ALL, label: "All clients" }, ...clientPicker.options]}
                  onSearchChange={clientPicker.setSearch}
                  value={clientId ?? ALL}
                  selectedLabel={clientPicker.labelOf(clientId) ?? filterClient.data?.name ?? "Client"}
                  onChange={(v) => list.update({ clientId: v === ALL ? undefined : v })}
                  placeholder="All clients"
                  searchPlaceholder="Type a name, e-mail or phone…"
                  emptyText={clientPicker.searching ? "Searching…" : "No client found."}
                />
              </div>
            ) : null}
          </div>
          <TripsTable
            trips={trips.data?.items}
            loading={trips.isLoading || (trips.isPlaceholderData && trips.isFetching)}
            error={trips.isError}
            direction={direction}
            onDirectionChange={(next) => list.update({ direction: next })}
          />
          <ListFooter list={list} result={trips.data} />
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
