import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type MergePassengerSummary,
  type PassengerMergeChoice,
  type PassengerMergeResult,
  passengerDuplicateReasonLabels,
  passengerMergeChoiceSchema,
} from "#domain/passenger-merge/passenger-merge.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { FormDialogFrame, FormDialogStep } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { LikelyDuplicates } from "../../../components/likely-duplicates";
import { closingMerge, type MergeCallbacks } from "../../../components/merge-callbacks";
import { MergeCandidateOption } from "../../../components/merge-candidate-option";
import { MergeConfirmStep } from "../../../components/merge-confirm-step";
import { MergeSurvivorChoice, mergeChoiceSubmit } from "../../../components/merge-survivor-choice";
import { Combobox } from "../../../components/ui/combobox";
import { FormField } from "../../../components/ui/form-field";
import { useMergeSteps } from "../../../components/use-merge-steps";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useDebounced } from "../../../lib/use-debounced";
import { usePassengerList } from "../../passengers/api/list-passengers";
import { usePassengerMergePreview } from "../api/get-passenger-merge-preview";
import { usePassengerDuplicates } from "../api/list-passenger-duplicates";
import { useMergePassengers } from "../api/merge-passengers";
import { PassengerMergeCard, passengerRecordCounts, passportText } from "./passenger-merge-card";
import { passengerMergeSentences } from "./passenger-merge-sentences";

export interface PassengerMergeRequest {
  survivorId: string;
  sourceId: string;
}

/** What the dialog needs of the passenger it opens from (a row of the passengers list). */
export interface MergePassengerTarget {
  id: string;
  title: string | null;
  firstName: string;
  surname: string;
  clientId: string | null;
}

const SEARCH_DELAY_MS = 250;
const SEARCH_RESULTS = 20;

type PassengerMergeCallbacks = MergeCallbacks<PassengerMergeRequest, PassengerMergeResult>;

function MergePassengerForm({
  passenger,
  onCancel,
  ...callbacks
}: PassengerMergeCallbacks & { passenger: MergePassengerTarget; onCancel: () => void }) {
  const merge = useMergePassengers();
  const settled = merge.isPending || merge.isSuccess;
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<PassengerMergeChoice>({
    resolver: zodResolver(passengerMergeChoiceSchema),
    defaultValues: { otherId: "", survivorId: passenger.id },
  });
  const { step, setStep, confirm } = useMergeSteps(merge, callbacks, (error) =>
    applyApiFieldErrors(error, setError, []),
  );
  const otherId = watch("otherId");
  const survivorId = watch("survivorId");
  const sourceId = survivorId === passenger.id ? otherId : passenger.id;

  const duplicates = usePassengerDuplicates(passenger.id, !settled);
  const preview = usePassengerMergePreview(survivorId, sourceId, !settled && Boolean(otherId));
  const current =
    preview.data?.survivor.id === survivorId && preview.data.source.id === sourceId
      ? preview.data
      : undefined;

  // Another record of the same client (any record, for a passenger of no client), searched on the server.
  const [search, setSearch] = useState("");
  const settledSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const found = usePassengerList(
    { page: 1, pageSize: SEARCH_RESULTS, search: settledSearch, clientId: passenger.clientId ?? undefined },
    { enabled: !settled && settledSearch.length > 0 },
  );
  const suggestions = duplicates.data?.items ?? [];
  const suggested = suggestions.some((d) => d.passenger.id === otherId);
  // Every passenger seen in an answer keeps its name, so a choice stays labelled after the next search.
  const labels = useRef(new Map<string, string>());
  const options = useMemo(
    () =>
      (found.data?.items ?? [])
        .filter((p) => p.id !== passenger.id)
        .map((p) => {
          labels.current.set(p.id, passengerName(p));
          return { value: p.id, label: passengerName(p), hint: p.passportNumber };
        }),
    [found.data, passenger.id],
  );

  const known = new Map<string, MergePassengerSummary>();
  if (duplicates.data) known.set(passenger.id, duplicates.data.passenger);
  for (const d of suggestions) known.set(d.passenger.id, d.passenger);
  if (preview.data) {
    known.set(preview.data.survivor.id, preview.data.survivor);
    known.set(preview.data.source.id, preview.data.source);
  }
  const survivor = known.get(survivorId);
  const source = known.get(sourceId);

  if (step === "confirm" && survivor && source) {
    return (
      <MergeConfirmStep
        title={`Merge ${passengerName(source)} into ${passengerName(survivor)}?`}
        sentences={current ? passengerMergeSentences(current) : []}
        confirmLabel="Merge passengers"
        busy={merge.isPending}
        onBack={() => setStep("choose")}
        onConfirm={() => confirm({ survivorId, sourceId })}
      />
    );
  }

  const name = passengerName(passenger);
  return (
    <FormDialogStep
      title={<>Merge duplicates of {name}</>}
      description="Choose the other record of the same person, then the one that stays. Every trip, booking, SSR request and connection of the other record moves to it."
      onSubmit={handleSubmit(() => setStep("confirm"))}
    >
      <LikelyDuplicates query={duplicates} count={suggestions.length}>
        {suggestions.map(({ passenger: other, reasons }) => (
          <MergeCandidateOption
            key={other.id}
            name={passengerName(other)}
            identity={[passportText(other), other.dateOfBirth, other.clientName ?? "No client"]
              .filter(Boolean)
              .join(" · ")}
            note={`${reasons.map((reason) => passengerDuplicateReasonLabels[reason]).join(", ")} · ${passengerRecordCounts(other)}`}
            radio={{
              value: other.id,
              ...register("otherId", { onChange: () => setValue("survivorId", passenger.id) }),
            }}
          />
        ))}
      </LikelyDuplicates>
      <FormField
        label="Or another passenger"
        description={passenger.clientId ? "Only passengers of the same client can be merged." : undefined}
        error={formState.errors.otherId?.message}
      >
        <Combobox
          options={options}
          onSearchChange={setSearch}
          value={suggested ? null : otherId || null}
          selectedLabel={labels.current.get(otherId)}
          onChange={(value) => {
            setValue("otherId", value, { shouldValidate: true });
            setValue("survivorId", passenger.id);
          }}
          placeholder="Search passengers"
          searchPlaceholder="Type a name or passport number…"
          emptyText={
            search.trim() === ""
              ? "Type to search."
              : found.isFetching || settledSearch !== search.trim()
                ? "Searching…"
                : "No passenger found."
          }
        />
      </FormField>
      {otherId ? (
        <MergeSurvivorChoice
          legend="Which record stays?"
          showLegend
          ids={[passenger.id, otherId]}
          card={(id) => {
            const summary = known.get(id);
            return summary ? (
              <PassengerMergeCard
                passenger={summary}
                kept={id === survivorId}
                radio={{ ...register("survivorId"), value: id }}
              />
            ) : null;
          }}
          outcome={{
            sentences: current ? passengerMergeSentences(current) : undefined,
            blockedReason: current?.blockedReason,
            error: preview.isError,
            onRetry: () => void preview.refetch(),
          }}
        />
      ) : null}
      <FormDialogFooter errors={formState.errors} onCancel={onCancel} {...mergeChoiceSubmit(current)} />
    </FormDialogStep>
  );
}
/**
 * Merges two records of one person, from a passenger: its likely duplicates (or any passenger of the same
 * client, searched for), the choice of the record that stays, what will move, and a confirmation. A page
 * showing the merged-away passenger stops asking for it from `onMerging` on (it would answer 404).
 */
export function MergePassengerDialog({
  passenger,
  onOpenChange,
  onMerged,
  ...callbacks
}: PassengerMergeCallbacks & {
  passenger: MergePassengerTarget | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialogFrame open={passenger !== null} onOpenChange={onOpenChange} className="sm:max-w-2xl">
      {passenger ? (
        <MergePassengerForm
          key={passenger.id}
          passenger={passenger}
          {...callbacks}
          {...closingMerge(onOpenChange, onMerged)}
        />
      ) : null}
    </FormDialogFrame>
  );
}
