import type { Passenger } from "#domain/passengers/passenger.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDeletePassenger } from "../api/delete-passenger";
import { useConnections } from "../api/list-connections";

/** What goes with the passenger, in words: "their 2 connections (to Ana Silva and Bruno Costa)". */
export function deletionSummary(
  connections: { passenger: { firstName: string; surname: string } }[],
): string {
  if (connections.length === 0) return "They have no connections to other passengers.";
  const names = connections.map((c) => `${c.passenger.firstName} ${c.passenger.surname}`);
  const shown =
    names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
  const count = connections.length === 1 ? "1 connection" : `${connections.length} connections`;
  return `Their ${count} (to ${shown}) will be removed with them.`;
}

/**
 * Confirms a deletion and says what goes with it: the passport data, the DOCS line and every connection.
 * The dialog closes as the request goes out, so the outcome is reported through the request's promise (a
 * mutate callback would be dropped with the unmounted dialog): `onDeleting` when it starts, then
 * `onDeleted` or `onDeleteFailed` (whose toast the query client shows).
 */
export function DeletePassengerDialog({
  passenger,
  onOpenChange,
  onDeleting,
  onDeleted,
  onDeleteFailed,
}: {
  passenger: Passenger | null;
  onOpenChange: (open: boolean) => void;
  onDeleting?: (passenger: Passenger) => void;
  onDeleted?: (passenger: Passenger) => void;
  onDeleteFailed?: (passenger: Passenger) => void;
}) {
  const remove = useDeletePassenger();
  const connections = useConnections(passenger?.id ?? null);
  const name = passenger ? passengerName(passenger) : "";
  return (
    <ConfirmDialog
      open={passenger !== null}
      onOpenChange={onOpenChange}
      title={<>Delete {name}?</>}
      description={
        <>
          This permanently deletes {name}, their passport details and saved DOCS line.{" "}
          {connections.isLoading
            ? "Checking their connections…"
            : deletionSummary(connections.data?.items ?? [])}{" "}
          This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      onConfirm={() => {
        if (!passenger) return;
        onDeleting?.(passenger);
        remove.mutateAsync({ id: passenger.id, version: passenger.version }).then(
          () => onDeleted?.(passenger),
          () => onDeleteFailed?.(passenger),
        );
      }}
    />
  );
}
