import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type ClientMergeChoice,
  type ClientMergeResult,
  clientMergeChoiceSchema,
  type MergeClientSummary,
} from "#domain/client-merge/client-merge.schema";
import { FormDialogStep } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import type { MergeCallbacks } from "../../../components/merge-callbacks";
import { MergeConfirmStep } from "../../../components/merge-confirm-step";
import { MergeSurvivorChoice, mergeChoiceSubmit } from "../../../components/merge-survivor-choice";
import { useMergeSteps } from "../../../components/use-merge-steps";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useClientMergePreview } from "../api/get-client-merge-preview";
import { useMergeClients } from "../api/merge-clients";
import { ClientMergeCard } from "./client-merge-card";
import { clientMergeSentences } from "./client-merge-sentences";

export interface ClientMergeRequest {
  survivorId: string;
  sourceId: string;
}

export type ClientMergeCallbacks = MergeCallbacks<ClientMergeRequest, ClientMergeResult>;

/**
 * The merge of two clients inside a dialog: both side by side, the choice of the one that stays, what will
 * move (asked of the server for that choice), then a confirmation, since a merge cannot be undone.
 */
export function MergeClientsForm({
  clientIds,
  initial = [],
  onCancel,
  ...callbacks
}: {
  clientIds: readonly [string, string];
  /** Summaries already at hand (a duplicates list), shown until the preview answers. */
  initial?: readonly MergeClientSummary[];
  onCancel: () => void;
} & ClientMergeCallbacks) {
  const merge = useMergeClients();
  const { register, handleSubmit, watch, setError, formState } = useForm<ClientMergeChoice>({
    resolver: zodResolver(clientMergeChoiceSchema),
    defaultValues: { survivorId: clientIds[0] },
  });
  const { step, setStep, confirm } = useMergeSteps(merge, callbacks, (error) =>
    applyApiFieldErrors(error, setError, []),
  );
  const survivorId = watch("survivorId");
  const sourceId = clientIds.find((id) => id !== survivorId) ?? clientIds[1];
  // Once the merge is sent the source is going: asking what it would move would only answer 400.
  const settled = merge.isPending || merge.isSuccess;
  const preview = useClientMergePreview(survivorId, sourceId, !settled);
  const current = preview.data?.survivor.id === survivorId ? preview.data : undefined;

  const known = new Map(initial.map((client) => [client.id, client]));
  if (preview.data) {
    known.set(preview.data.survivor.id, preview.data.survivor);
    known.set(preview.data.source.id, preview.data.source);
  }
  const survivor = known.get(survivorId);
  const source = known.get(sourceId);

  if (step === "confirm" && survivor && source) {
    return (
      <MergeConfirmStep
        title={`Merge ${source.name} into ${survivor.name}?`}
        sentences={current ? clientMergeSentences(current) : []}
        confirmLabel="Merge clients"
        busy={merge.isPending}
        onBack={() => setStep("choose")}
        onConfirm={() => confirm({ survivorId, sourceId })}
      />
    );
  }

  return (
    <FormDialogStep
      title="Merge duplicate clients"
      description="Choose the client that stays. Everything of the other one moves to it, and the other one is deleted."
      onSubmit={handleSubmit(() => setStep("confirm"))}
    >
      <MergeSurvivorChoice
        legend="Which client stays?"
        ids={clientIds}
        card={(id) => {
          const client = known.get(id);
          return client ? (
            <ClientMergeCard
              client={client}
              kept={id === survivorId}
              radio={{ ...register("survivorId"), value: id }}
            />
          ) : null;
        }}
        outcome={{
          sentences: current ? clientMergeSentences(current) : undefined,
          blockedReason: current?.blockedReason,
          error: preview.isError,
          onRetry: () => void preview.refetch(),
        }}
      />
      <FormDialogFooter errors={formState.errors} onCancel={onCancel} {...mergeChoiceSubmit(current)} />
    </FormDialogStep>
  );
}
