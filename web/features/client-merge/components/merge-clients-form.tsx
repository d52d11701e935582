import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  type ClientMergeChoice,
  type ClientMergeResult,
  clientMergeChoiceSchema,
  type MergeClientSummary,
} from "#domain/client-merge/client-merge.schema";
import { FormDialogStep } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { MergeChoiceCardLoading } from "../../../components/merge-choice-card";
import { MergeConfirmStep } from "../../../components/merge-confirm-step";
import { MergeOutcome } from "../../../components/merge-outcome";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useClientMergePreview } from "../api/get-client-merge-preview";
import { useMergeClients } from "../api/merge-clients";
import { ClientMergeCard } from "./client-merge-card";
import { clientMergeSentences } from "./client-merge-sentences";

export interface ClientMergeRequest {
  survivorId: string;
  sourceId: string;
}

export interface ClientMergeCallbacks {
  /** The merge was confirmed and is on its way: a page showing the source stops asking for it. */
  onMerging?: (request: ClientMergeRequest) => void;
  onMerged?: (result: ClientMergeResult, request: ClientMergeRequest) => void;
  onMergeFailed?: (request: ClientMergeRequest) => void;
}

/**
 * The merge of two clients inside a dialog: both side by side, the choice of the one that stays, what will
 * move (asked of the server for that choice), then a confirmation, since a merge cannot be undone.
 */
export function MergeClientsForm({
  clientIds,
  initial = [],
  onCancel,
  onMerging,
  onMerged,
  onMergeFailed,
}: {
  clientIds: readonly [string, string];
  /** Summaries already at hand (a duplicates list), shown until the preview answers. */
  initial?: readonly MergeClientSummary[];
  onCancel: () => void;
} & ClientMergeCallbacks) {
  const merge = useMergeClients();
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const { register, handleSubmit, watch, setError, formState } = useForm<ClientMergeChoice>({
    resolver: zodResolver(clientMergeChoiceSchema),
    defaultValues: { survivorId: clientIds[0] },
  });
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

  const request = { survivorId, sourceId };
  const confirm = () => {
    onMerging?.(request);
    merge.mutate(request, {
      onSuccess: (result) => onMerged?.(result, request),
      onError: (error) => {
        applyApiFieldErrors(error, setError, []);
        setStep("choose");
        onMergeFailed?.(request);
      },
    });
  };

  if (step === "confirm" && survivor && source) {
    return (
      <MergeConfirmStep
        title={`Merge ${source.name} into ${survivor.name}?`}
        sentences={current ? clientMergeSentences(current) : []}
        confirmLabel="Merge clients"
        busy={merge.isPending}
        onBack={() => setStep("choose")}
        onConfirm={confirm}
      />
    );
  }

  return (
    <FormDialogStep
      title="Merge duplicate clients"
      description="Choose the client that stays. Everything of the other one moves to it, and the other one is deleted."
      onSubmit={handleSubmit(() => setStep("confirm"))}
    >
      <fieldset className="grid gap-3">
        <legend className="sr-only">Which client stays?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {clientIds.map((id) => {
            const client = known.get(id);
            return client ? (
              <ClientMergeCard
                key={id}
                client={client}
                kept={id === survivorId}
                radio={{ ...register("survivorId"), value: id }}
              />
            ) : (
              <MergeChoiceCardLoading key={id} />
            );
          })}
        </div>
      </fieldset>
      <MergeOutcome
        sentences={current ? clientMergeSentences(current) : undefined}
        blockedReason={current?.blockedReason}
        error={preview.isError}
        onRetry={() => void preview.refetch()}
      />
      <FormDialogFooter
        errors={formState.errors}
        busy={false}
        onCancel={onCancel}
        submitLabel="Merge…"
        submitVariant="destructive"
        submitDisabled={!current || current.blockedReason !== null}
      />
    </FormDialogStep>
  );
}
