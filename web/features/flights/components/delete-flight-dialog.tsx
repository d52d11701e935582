import type { Flight } from "../../../../domain/flights/flight.schema";
import { formatSegmentDateTime } from "../../../../domain/flights/flight-format";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
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
    <AlertDialog open={flight !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete flight {label}?</AlertDialogTitle>
          <AlertDialogDescription>
            {flight
              ? `Departing ${formatSegmentDateTime(flight.departureLocal, flight.timesUnknown)}. `
              : null}
            {flight?.tripTitle ? `It is removed from the trip ${flight.tripTitle}. ` : null}
            {flight?.recordLocator
              ? `Importing reservation ${flight.recordLocator} again will add it back if the airline still shows it. `
              : null}
            This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              if (flight) remove.mutate(flight.id);
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
