import { useRef, useState } from "react";
import type { TravelPackage } from "#domain/packages/package.schema";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ApiError } from "../../../lib/api-client";
import { useArchivePackage } from "../api/archive-package";
import { useDeletePackage } from "../api/delete-package";

type Step = { kind: "confirm" } | { kind: "working" } | { kind: "refused"; message: string };

/**
 * Asks before deleting an offer. An offer with bookings cannot go (409): the server's reason shows in a
 * second dialog that offers to archive it instead. `onClosed` runs once nothing is open any more.
 */
export function DeleteOfferDialog({
  offer,
  onClosed,
  onDeleting,
  onDeleted,
  onDeleteFailed,
}: {
  offer: Pick<TravelPackage, "id" | "title">;
  onClosed: () => void;
  onDeleting?: () => void;
  onDeleted?: () => void;
  /** The delete was refused or failed: the offer is still there. */
  onDeleteFailed?: () => void;
}) {
  const remove = useDeletePackage();
  const archive = useArchivePackage();
  const [step, setStep] = useState<Step>({ kind: "confirm" });
  // The confirm button closes its dialog right after its click: that close is not a cancel.
  const confirmed = useRef(false);

  return (
    <>
      <ConfirmDialog
        open={step.kind === "confirm"}
        onOpenChange={(open) => {
          if (!open && !confirmed.current) onClosed();
        }}
        title={<>Delete {offer.title}?</>}
        description="This permanently deletes the offer and its image. An offer with bookings cannot be deleted: archive it instead. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {
          confirmed.current = true;
          setStep({ kind: "working" });
          onDeleting?.();
          remove.mutateAsync({ id: offer.id }).then(
            () => {
              onDeleted?.();
              onClosed();
            },
            (error: unknown) => {
              onDeleteFailed?.();
              if (error instanceof ApiError && error.status === 409) {
                setStep({ kind: "refused", message: error.message });
              } else {
                onClosed();
              }
            },
          );
        }}
      />
      <ConfirmDialog
        open={step.kind === "refused"}
        onOpenChange={(open) => {
          if (!open) onClosed();
        }}
        title={<>{offer.title} cannot be deleted</>}
        description={step.kind === "refused" ? step.message : ""}
        confirmLabel="Archive"
        destructive={false}
        onConfirm={() => archive.mutate({ id: offer.id })}
      />
    </>
  );
}
