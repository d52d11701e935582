import type { Trip } from "#domain/trips/trip.schema";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDeleteTrip } from "../api/delete-trip";

/** What goes with the trip, in words. */
export function tripDeletionSummary(trip: Pick<Trip, "segmentCount" | "passengerCount">): string {
  const segments = trip.segmentCount === 1 ? "1 segment" : `${trip.segmentCount} segments`;
  const passengers =
    trip.passengerCount === 0
      ? "It has no passengers."
      : `Its ${trip.passengerCount === 1 ? "passenger stays" : `${trip.passengerCount} passengers stay`} in the passenger list.`;
  return `Its ${segments}, SSR requests, offers and documents are deleted with it. ${passengers}`;
}

/**
 * Confirms a deletion. The dialog closes as the request goes out, so the outcome is reported through
 * the request's promise (a mutate callback would be dropped with the unmounted dialog): `onDeleting`
 * when it starts, then `onDeleted` or `onDeleteFailed` (whose toast the query client shows).
 */
export function DeleteTripDialog({
  trip,
  open,
  onOpenChange,
  onDeleting,
  onDeleted,
  onDeleteFailed,
}: {
  trip: Trip;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleting?: () => void;
  onDeleted?: () => void;
  onDeleteFailed?: () => void;
}) {
  const remove = useDeleteTrip();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>Delete {trip.title}?</>}
      description={<>{tripDeletionSummary(trip)} This cannot be undone.</>}
      confirmLabel="Delete"
      onConfirm={() => {
        onDeleting?.();
        remove.mutateAsync({ id: trip.id, version: trip.version }).then(
          () => onDeleted?.(),
          () => onDeleteFailed?.(),
        );
      }}
    />
  );
}
