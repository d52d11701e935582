import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import {
  type GdsTargetChoice,
  type GdsTargetFormValues,
  type GdsTargetKind,
  gdsTargetFormSchema,
} from "#domain/flights/gds-forms.schema";
import type { GdsPreview } from "#domain/gds-import/gds-import.schema";
import { nothingRead } from "#domain/gds-import/nothing-read";
import { FormDialogStep } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { Checkbox } from "../../../components/ui/checkbox";
import { Combobox } from "../../../components/ui/combobox";
import { FormField } from "../../../components/ui/form-field";
import { Label } from "../../../components/ui/label";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useClientOptionSearch } from "../../clients/api/search-client-options";
import { useTripOptions } from "../api/list-import-targets";

function TargetOption({
  value,
  current,
  onSelect,
  label,
  children,
}: {
  value: GdsTargetKind;
  current: GdsTargetKind;
  onSelect: (kind: GdsTargetKind) => void;
  label: string;
  children?: ReactNode;
}) {
  const id = `gds-target-${value}`;
  return (
    <div className="grid gap-2 rounded-md border p-3 has-[:checked]:border-primary">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="radio"
          name="gds-target"
          className="size-4 accent-primary"
          checked={current === value}
          onChange={() => onSelect(value)}
        />
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
      </div>
      {current === value ? children : null}
    </div>
  );
}

/** Parse GDS's second step: where the previewed flights go, then the import. */
export function GdsTargetForm({
  preview,
  importing,
  onImport,
  onBack,
}: {
  preview: GdsPreview;
  importing: boolean;
  /** Imports; rejects when the server refused (the toast says why, the choices stay). */
  onImport: (choice: GdsTargetChoice) => Promise<void>;
  onBack: () => void;
}) {
  const keepable = Boolean(preview.existing?.tripId);
  const { control, handleSubmit, setError, formState } = useForm<
    GdsTargetFormValues,
    unknown,
    GdsTargetChoice
  >({
    resolver: zodResolver(gdsTargetFormSchema),
    defaultValues: { kind: keepable ? "keep" : "new", clientId: "", tripId: "", createPassengers: true },
  });
  const errors = formState.errors;
  const [kind, clientId, tripId] = useWatch({ control, name: ["kind", "clientId", "tripId"] });
  const clients = useClientOptionSearch({ enabled: kind === "new" });
  const trips = useTripOptions(kind === "existing");
  const tripChoices = useMemo(
    () => (trips.data?.items ?? []).map((t) => ({ value: t.id, label: t.title, hint: t.clientName })),
    [trips.data],
  );
  // Nothing to import into until the new trip has a client, or the trip is chosen.
  const incomplete = (kind === "new" && !clientId) || (kind === "existing" && !tripId);
  const segmentCount = preview.reservation.segments.length;
  // The server refuses text that holds no reservation whatever it answered in the preview.
  const unimportable = Boolean(preview.importProblem) || nothingRead(preview.reservation);

  const submit = handleSubmit(async (choice) => {
    try {
      await onImport(choice);
    } catch (error) {
      applyApiFieldErrors(error, setError, ["clientId", "tripId"]);
    }
  });

  return (
    <FormDialogStep onSubmit={submit} className="gap-5">
      {unimportable ? null : (
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <fieldset className="grid gap-3">
              <legend className="mb-2 font-medium text-sm">Where should the flights go?</legend>
              {keepable ? (
                <TargetOption
                  value="keep"
                  current={field.value}
                  onSelect={field.onChange}
                  label={`Keep on its trip: ${preview.existing?.tripTitle ?? ""}`}
                />
              ) : null}
              <TargetOption
                value="new"
                current={field.value}
                onSelect={field.onChange}
                label={`A new trip${preview.suggestedTripTitle ? `: ${preview.suggestedTripTitle}` : ""}`}
              >
                <Controller
                  control={control}
                  name="clientId"
                  render={({ field: client }) => (
                    <FormField label="Client of the new trip" required error={errors.clientId?.message}>
                      <Combobox
                        options={clients.options}
                        onSearchChange={clients.setSearch}
                        value={client.value}
                        selectedLabel={clients.labelOf(client.value)}
                        onChange={client.onChange}
                        placeholder="Choose a client"
                        searchPlaceholder="Type a name, e-mail or phone…"
                        emptyText={clients.searching ? "Searching…" : "No clients found"}
                      />
                    </FormField>
                  )}
                />
              </TargetOption>
              <TargetOption
                value="existing"
                current={field.value}
                onSelect={field.onChange}
                label="An existing trip"
              >
                <Controller
                  control={control}
                  name="tripId"
                  render={({ field: trip }) => (
                    <FormField label="Trip" required error={errors.tripId?.message}>
                      <Combobox
                        options={tripChoices}
                        value={trip.value}
                        onChange={trip.onChange}
                        placeholder="Choose a trip"
                        searchPlaceholder="Search trips…"
                        emptyText={trips.isLoading ? "Loading trips…" : "No trips found"}
                      />
                    </FormField>
                  )}
                />
              </TargetOption>
              {keepable ? null : (
                <TargetOption
                  value="none"
                  current={field.value}
                  onSelect={field.onChange}
                  label="No trip (flights only)"
                />
              )}
              {preview.passengers.length > 0 && field.value !== "none" ? (
                <Controller
                  control={control}
                  name="createPassengers"
                  render={({ field: create }) => (
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id="gds-create-passengers"
                        checked={create.value}
                        onCheckedChange={(checked) => create.onChange(checked === true)}
                      />
                      <Label htmlFor="gds-create-passengers" className="cursor-pointer font-normal">
                        Create the travellers the trip's client does not have yet (with their passport data
                        when the reservation has DOCS)
                      </Label>
                    </div>
                  )}
                />
              ) : null}
            </fieldset>
          )}
        />
      )}
      <FormDialogFooter
        errors={errors}
        busy={importing}
        onCancel={onBack}
        cancelLabel="Back"
        submitLabel={`Import ${segmentCount} ${segmentCount === 1 ? "segment" : "segments"}`}
        submitDisabled={unimportable || incomplete}
      />
    </FormDialogStep>
  );
}
