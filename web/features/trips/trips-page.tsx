import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { isStaff } from "#domain/auth/role";
import { tripListQuerySchema } from "#domain/trips/trip.schema";
import { tripStatusLabels } from "#domain/trips/trip-format";
import { tripStatuses } from "#domain/trips/trip-values";
import { ListFooter } from "../../components/list-footer";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { defineListPage } from "../../components/list-page/list-page";
import { listTableStatus } from "../../components/list-page/list-table";
import { useListPage } from "../../components/list-page/use-list-page";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { sessionQuery } from "../../lib/session";
import { ClientFilter } from "../clients/components/client-filter";
import { useTripList } from "./api/list-trips";
import { TripsTable } from "./components/trips-table";

const TripFormDialog = lazy(async () => ({
  default: (await import("./components/trip-form-dialog")).TripFormDialog,
}));

const tripsList = defineListPage({
  schema: tripListQuerySchema,
  search: { label: "Search trips" },
  filters: [
    {
      select: "status",
      label: "Status filter",
      allLabel: "All statuses",
      options: tripStatuses,
      labels: tripStatusLabels,
      className: "w-44",
    },
    { custom: ["clientId"], render: (list, staff: boolean) => (staff ? <ClientFilter list={list} /> : null) },
  ],
  sort: { column: "dates", order: "direction" },
});

/** Trips (/trips): searched by name on the server, filtered by status and client, paginated. */
export function TripsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = isStaff(user?.role);
  const navigate = useNavigate();
  const list = useListPage(tripsList);
  const [formOpen, setFormOpen] = useState(false);

  // The Dates column sorts by the start date.
  const trips = useTripList({ ...list.state, sort: "startDate" });

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
          <ListFilterBar list={list} context={staff} />
          <TripsTable
            trips={trips.data?.items}
            {...listTableStatus(trips)}
            direction={list.sort.order}
            onDirectionChange={(order) => list.setSort({ ...list.sort, order })}
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
