import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDeleteClient } from "../api/delete-client";
import type { ClientRef } from "./client-actions-menu";

/**
 * Confirms a deletion and says what it would not allow. The dialog closes as the request goes out, so the
 * outcome is reported through the request's promise: `onDeleting` when it starts, then `onDeleted` or
 * `onDeleteFailed`. A refusal (the client has trips or bookings) shows the server's reason in a toast.
 */
export function DeleteClientDialog({
  client,
  onOpenChange,
  onDeleting,
  onDeleted,
  onDeleteFailed,
}: {
  client: ClientRef | null;
  onOpenChange: (open: boolean) => void;
  onDeleting?: (client: ClientRef) => void;
  onDeleted?: (client: ClientRef) => void;
  onDeleteFailed?: (client: ClientRef) => void;
}) {
  const remove = useDeleteClient();
  const name = client?.name ?? "";
  return (
    <ConfirmDialog
      open={client !== null}
      onOpenChange={onOpenChange}
      title={<>Delete {name}?</>}
      description={
        <>
          This permanently deletes {name} and their contact details; their passengers stay, without a client.
          A client with trips or bookings cannot be deleted: archive them instead. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      onConfirm={() => {
        if (!client) return;
        onDeleting?.(client);
        remove.mutateAsync({ id: client.id }).then(
          () => onDeleted?.(client),
          () => onDeleteFailed?.(client),
        );
      }}
    />
  );
}
