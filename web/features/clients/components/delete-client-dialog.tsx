import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { useDeleteClient } from "../api/delete-client";
import type { ClientRef } from "./client-actions-menu";

/**
 * Confirms a deletion and stays open while it runs, so a refusal is read where it was asked: the server names
 * everything the client still has ("2 invoices and 1 payment"), and the dialog shows it above its buttons.
 * The outcome also goes to the page: `onDeleting` when the request starts, then `onDeleted` (the dialog has
 * closed) or `onDeleteFailed` (it is still open with the reason).
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = remove.isPending;
  const name = client?.name ?? "";

  const confirm = async () => {
    if (!client || busy) return;
    setRefusal(null);
    onDeleting?.(client);
    try {
      await remove.mutateAsync({ id: client.id });
    } catch (error) {
      setRefusal(errorMessage(error, "Failed to delete client"));
      onDeleteFailed?.(client);
      return;
    }
    onOpenChange(false);
    onDeleted?.(client);
  };

  return (
    <ConfirmDialog
      open={client !== null}
      onOpenChange={onOpenChange}
      title={<>Delete {name}?</>}
      description={
        <>
          This permanently deletes {name} and their contact details; their passengers stay, without a client.
          A client with trips, bookings, invoices, payments, requests or support tickets cannot be deleted:
          archive them instead. This cannot be undone.
        </>
      }
      busy={busy}
      cancelLabel={refusal ? "Close" : "Cancel"}
      confirmLabel="Delete"
      busyLabel="Deleting"
      onConfirm={() => void confirm()}
    >
      {refusal ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {refusal}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
