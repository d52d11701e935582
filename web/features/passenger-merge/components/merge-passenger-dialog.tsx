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
import { MergeCandidateOption } from "../../../components/merge-candidate-option";
import { MergeChoiceCardLoading } from "../../../components/merge-choice-card";
import { MergeConfirmStep } from "../../../components/merge-confirm-step";
import { MergeOutcome } from "../../../components/merge-outcome";
import { Combobox } from "../../../components/ui/combobox";
import { FormField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
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

function MergePassengerForm({
  passenger,
  onCancel,
  onMerging,
  onMerged,
  onMergeFailed,
}: {
  passenger: MergePassengerTarget;
  onCancel: () => void;
  onMerging?: (request: PassengerMergeRequest) => void;
  onMerged?: (result: PassengerMergeResult, request: PassengerMergeRequest) => void;
  onMergeFailed?: (request: PassengerMergeRequest) => void;
}) {
  const merge = useMergePassengers();
  const settled = merge.isPending || merge.isSuccess;
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<PassengerMergeChoice>({
    resolver: zodResolver(passengerMergeChoiceSchema),
    defaultValues: { otherId: "", survivorId: passenger.id },
  });
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

  const confirm = () => {
    const request = { survivorId, sourceId };
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
        title={`Merge ${passengerName(source)} into ${passengerName(survivor)}?`}
        sentences={current ? passengerMergeSentences(current) : []}
        confirmLabel="Merge passengers"
        busy={merge.isPending}
        onBack={() => setStep("choose")}
        onConfirm={confirm}
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
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">Likely duplicates</legend>
        {duplicates.isLoading ? (
          <p className="inline-flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner />
            Loading
          </p>
        ) : duplicates.isError ? (
          <p className="text-destructive text-sm">Error fetching duplicates</p>
        ) : suggestions.length === 0 ? (
          <p className="text-muted-foreground text-sm">No likely duplicates found.</p>
        ) : (
          suggestions.map(({ passenger: other, reasons }) => (
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
          ))
        )}
      </fieldset>
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
        <>
          <fieldset className="grid gap-3">
            <legend className="mb-1 font-medium text-sm">Which record stays?</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {[passenger.id, otherId].map((id) => {
                const summary = known.get(id);
                return summary ? (
                  <PassengerMergeCard
                    key={id}
                    passenger={summary}
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
            sentences={current ? passengerMergeSentences(current) : undefined}
            blockedReason={current?.blockedReason}
            error={preview.isError}
            onRetry={() => void preview.refetch()}
          />
        </>
      ) : null}
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
}: {
  passenger: MergePassengerTarget | null;
  onOpenChange: (open: boolean) => void;
  onMerging?: (request: PassengerMergeRequest) => void;
  onMerged?: (result: PassengerMergeResult, request: PassengerMergeRequest) => void;
  onMergeFailed?: (request: PassengerMergeRequest) => void;
}) {
  return (
    <FormDialogFrame open={passenger !== null} onOpenChange={onOpenChange} className="sm:max-w-2xl">
      {passenger ? (
        <MergePassengerForm
          key={passenger.id}
          passenger={passenger}
          onCancel={() => onOpenChange(false)}
          onMerged={(result, request) => {
            onOpenChange(false);
            onMerged?.(result, request);
          }}
          {...callbacks}
        />
      ) : null}
    </FormDialogFrame>
  );
}
