import { zodResolver } from "@hookform/resolvers/zod";
import { GitMergeIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import {
  type ClientMergePick,
  clientDuplicateReasonLabels,
  clientMergePickSchema,
  type MergeClientSummary,
} from "#domain/client-merge/client-merge.schema";
import { FormDialogFrame, FormDialogStep } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { LikelyDuplicates } from "../../../components/likely-duplicates";
import { MergeCandidateOption } from "../../../components/merge-candidate-option";
import { Button } from "../../../components/ui/button";
import { Combobox } from "../../../components/ui/combobox";
import { FormField } from "../../../components/ui/form-field";
import { useClient } from "../../clients/api/get-client";
import { useClientOptionSearch } from "../../clients/api/search-client-options";
import { useClientDuplicates } from "../api/list-client-duplicates";
import { type ClientMergeCallbacks, MergeClientsForm } from "./merge-clients-form";

/** How many likely duplicates the picker offers before "another client". */
const SUGGESTIONS = 10;

function PickStep({
  clientId,
  onPicked,
  onCancel,
}: {
  clientId: string;
  onPicked: (otherId: string, known: MergeClientSummary[]) => void;
  onCancel: () => void;
}) {
  const client = useClient(clientId);
  const duplicates = useClientDuplicates({ page: 1, pageSize: SUGGESTIONS, clientId });
  const picker = useClientOptionSearch({ enabled: true });
  const { register, handleSubmit, setValue, watch, formState } = useForm<ClientMergePick>({
    resolver: zodResolver(clientMergePickSchema),
    defaultValues: { otherId: "" },
  });
  const otherId = watch("otherId");
  const suggestions = (duplicates.data?.items ?? []).map((pair) => ({
    pair,
    other: pair.first.id === clientId ? pair.second : pair.first,
  }));
  const suggested = suggestions.some((s) => s.other.id === otherId);
  const name = client.data?.name ?? "this client";

  return (
    <FormDialogStep
      title={<>Merge {name} with…</>}
      description="Choose the duplicate record. You then decide which of the two stays before anything changes."
      onSubmit={handleSubmit(({ otherId: picked }) => {
        const pair = suggestions.find((s) => s.other.id === picked)?.pair;
        onPicked(picked, pair ? [pair.first, pair.second] : []);
      })}
    >
      <LikelyDuplicates query={duplicates} count={suggestions.length}>
        {suggestions.map(({ pair, other }) => (
          <MergeCandidateOption
            key={other.id}
            name={other.name}
            identity={[other.email, other.phone].filter(Boolean).join(" · ") || "No contact details"}
            note={pair.reasons.map((reason) => clientDuplicateReasonLabels[reason]).join(", ")}
            radio={{ value: other.id, ...register("otherId") }}
          />
        ))}
      </LikelyDuplicates>
      <FormField label="Or another client" error={formState.errors.otherId?.message}>
        <Combobox
          options={picker.options.filter((option) => option.value !== clientId)}
          onSearchChange={picker.setSearch}
          value={suggested ? null : otherId || null}
          selectedLabel={picker.labelOf(otherId)}
          onChange={(value) => setValue("otherId", value, { shouldValidate: true })}
          placeholder="Search clients"
          searchPlaceholder="Type a name, e-mail or phone…"
          emptyText={picker.searching ? "Searching…" : "No client found."}
        />
      </FormField>
      <FormDialogFooter errors={formState.errors} busy={false} onCancel={onCancel} submitLabel="Compare…" />
    </FormDialogStep>
  );
}

/**
 * "Merge with…" on a client's page: a button that opens the choice of the other client (its likely
 * duplicates first, or any client searched for), then the side-by-side merge. When this page's client is
 * the one merged away, the page should stop asking for it from `onMerging` on (it would answer 404); by
 * default the browser then goes to the survivor.
 */
export function MergeClientDialog({
  clientId,
  onMerging,
  onMerged,
  onMergeFailed,
}: { clientId: string } & ClientMergeCallbacks) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<{ otherId: string; known: MergeClientSummary[] } | null>(null);
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setPicked(null);
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <GitMergeIcon aria-hidden />
        Merge with…
      </Button>
      <FormDialogFrame open={open} onOpenChange={close} className={picked ? "sm:max-w-2xl" : undefined}>
        {!open ? null : picked ? (
          <MergeClientsForm
            clientIds={[clientId, picked.otherId]}
            initial={picked.known}
            onCancel={() => close(false)}
            onMerging={onMerging}
            onMergeFailed={onMergeFailed}
            onMerged={(result, request) => {
              close(false);
              if (onMerged) onMerged(result, request);
              else if (request.sourceId === clientId)
                navigate(`/clients/${result.survivor.id}`, { replace: true });
            }}
          />
        ) : (
          <PickStep
            clientId={clientId}
            onCancel={() => close(false)}
            onPicked={(otherId, known) => setPicked({ otherId, known })}
          />
        )}
      </FormDialogFrame>
    </>
  );
}
