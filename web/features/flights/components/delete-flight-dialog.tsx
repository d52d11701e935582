import type { Flight } from "#domain/flights/flight.schema";
import { formatSegmentDateTime } from "#domain/flights/flight-format";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDeleteFlight } from "../api/delete-flight";
import { flightLabel } from "./flights-table";

/** Confirms deleting a flight segment, saying which reservation and trip lose it. */
export function DeleteFlightDialog({
  flight,
  onOpenChange,
}: {
  flight: Flight | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteFlight();
  const label = flight ? flightLabel(flight) : "";
  return (
    <ConfirmDialog
      open={flight !== null}
      onOpenChange={onOpenChange}
      title={<>Delete flight {label}?</>}
      description={
        <>
          {flight ? `Departing ${formatSegmentDateTime(flight.departureLocal, flight.timesUnknown)}. ` : null}
          {flight?.tripTitle ? `It is removed from the trip ${flight.tripTitle}. ` : null}
          {flight?.recordLocator
            ? `Importing reservation ${flight.recordLocator} again will add it back if the airline still shows it. `
            : null}
          This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      onConfirm={() => {
        if (flight) remove.mutate({ id: flight.id, version: flight.version });
      }}
    />
  );
}
