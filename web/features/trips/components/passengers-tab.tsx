import { UserMinusIcon, UserPlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { passengerName } from "#domain/passengers/passenger-format";
import type { TripPassenger } from "#domain/trips/trip-passenger.schema";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { PassportExpiryLine } from "../../../components/passport-expiry-line";
import { TabTable } from "../../../components/tab-table";
import { TableActionsCell } from "../../../components/table-actions";
import { Button } from "../../../components/ui/button";
import { TableCell, TableRow } from "../../../components/ui/table";
import { useTripPassengers } from "../api/list-trip-passengers";
import { useRemoveTripPassenger } from "../api/remove-trip-passenger";
import { TripPassportBadge } from "./trip-passport-badge";

const AddPassengersDialog = lazy(async () => ({
  default: (await import("./add-passengers-dialog")).AddPassengersDialog,
}));

/** The Passengers tab: who travels, with a warning on passports that do not outlast the trip by six months. */
export function PassengersTab({
  tripId,
  tripEndDate,
  canEdit,
}: {
  tripId: string;
  tripEndDate: string;
  canEdit: boolean;
}) {
  const list = useTripPassengers(tripId);
  const remove = useRemoveTripPassenger(tripId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TripPassenger | null>(null);
  const rows = list.data?.items ?? [];

  return (
    <div className="space-y-4">
      <TabTable
        label="Trip passengers"
        action={
          canEdit ? (
            <Button onClick={() => setAdding(true)}>
              <UserPlusIcon aria-hidden />
              Add Passengers
            </Button>
          ) : null
        }
        heads={["Title", "Name", "Nationality", "Passport"]}
        actions={canEdit}
        query={list}
        errorText="Error fetching trip details"
        emptyText="No passengers on this trip yet"
        rows={rows}
        row={(p) => {
          const name = `${p.firstName} ${p.surname}`;
          return (
            <TableRow key={p.id}>
              <TableCell>{p.title ?? <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell className="whitespace-normal font-medium">{name}</TableCell>
              <TableCell>{p.nationality ?? <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono">{p.passportNumber}</span>
                  <TripPassportBadge expiry={p.documentExpiry} tripEndDate={tripEndDate} />
                </div>
                <PassportExpiryLine expiry={p.documentExpiry} />
              </TableCell>
              {canEdit ? (
                <TableActionsCell>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${name} from the trip`}
                    title="Remove from the trip"
                    onClick={() => setRemoving(p)}
                  >
                    <UserMinusIcon aria-hidden className="text-destructive" />
                  </Button>
                </TableActionsCell>
              ) : null}
            </TableRow>
          );
        }}
      />
      <Suspense fallback={null}>
        {adding ? (
          <AddPassengersDialog
            tripId={tripId}
            tripEndDate={tripEndDate}
            open={adding}
            onOpenChange={setAdding}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={<>Remove {removing ? passengerName(removing) : "passenger"} from the trip?</>}
        description="Their SSR requests on this trip go with them. They stay in the passenger list."
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
        }}
      />
    </div>
  );
}
