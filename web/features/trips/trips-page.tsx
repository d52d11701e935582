import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { isStaff } from "#domain/auth/role";
import { tripListQuerySchema } from "#domain/trips/trip.schema";
import { tripStatusLabels } from "#domain/trips/trip-format";
import { tripStatuses } from "#domain/trips/trip-values";
import { ListFooter } from "../../components/list-footer";
import { FilterSelect } from "../../components/list-page/filter-select";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { listTableStatus } from "../../components/list-page/list-table";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { ClientFilter } from "../clients/components/client-filter";
import { useTripList } from "./api/list-trips";
import { TripsTable } from "./components/trips-table";

const TripFormDialog = lazy(async () => ({
  default: (await import("./components/trip-form-dialog")).TripFormDialog,
}));

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
  const staff = isStaff(user?.role);
  const navigate = useNavigate();
  const list = useListParams(listConfig);
  const { page, pageSize, search, status, clientId, direction } = list.state;
  const [formOpen, setFormOpen] = useState(false);

  const trips = useTripList({ page, pageSize, search, status, clientId, sort: "startDate", direction });

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
          <ListFilterBar>
            <ListSearch label="Search trips" value={list.searchText} onChange={list.setSearchText} />
            <FilterSelect
              list={list}
              field="status"
              label="Status filter"
              allLabel="All statuses"
              options={tripStatuses}
              labels={tripStatusLabels}
              className="w-44"
            />
            {staff ? <ClientFilter list={list} /> : null}
          </ListFilterBar>
          <TripsTable
            trips={trips.data?.items}
            {...listTableStatus(trips)}
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
