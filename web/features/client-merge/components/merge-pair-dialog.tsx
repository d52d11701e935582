import type { ClientDuplicatePair } from "#domain/client-merge/client-merge.schema";
import { FormDialogFrame } from "../../../components/form-dialog";
import { closingMerge } from "../../../components/merge-callbacks";
import { type ClientMergeCallbacks, MergeClientsForm } from "./merge-clients-form";

/** The duplicates list's "Merge…": the pair's two clients, compared, chosen between and merged. */
export function MergePairDialog({
  pair,
  onOpenChange,
  onMerged,
  ...callbacks
}: {
  pair: ClientDuplicatePair | null;
  onOpenChange: (open: boolean) => void;
} & ClientMergeCallbacks) {
  return (
    <FormDialogFrame open={pair !== null} onOpenChange={onOpenChange} className="sm:max-w-2xl">
      {pair ? (
        <MergeClientsForm
          clientIds={[pair.first.id, pair.second.id]}
          initial={[pair.first, pair.second]}
          {...callbacks}
          {...closingMerge(onOpenChange, onMerged)}
        />
      ) : null}
    </FormDialogFrame>
  );
}
