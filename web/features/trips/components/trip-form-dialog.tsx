import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangleIcon, SparklesIcon } from "lucide-react";
import { type FieldPath, useForm } from "react-hook-form";
import {
  type Trip,
  type TripUpdate,
  type TripUpdateFormValues,
  tripUpdateSchema,
} from "#domain/trips/trip.schema";
import { tripDatesWarning } from "#domain/trips/trip-dates-warning";
import { tripStatusLabels } from "#domain/trips/trip-format";
import { tripStatuses } from "#domain/trips/trip-values";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { NotesField } from "../../../components/notes-field";
import { ClientPickerField } from "../../../components/record-picker-field";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useAgencyToday } from "../../../lib/agency-today";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useClientOptionSearch } from "../../clients/api/search-client-options";
import { useCreateTrip } from "../api/create-trip";
import { useUpdateTrip } from "../api/update-trip";

const emptyValues: TripUpdateFormValues = {
  title: "",
  clientId: "",
  startDate: "",
  endDate: "",
  description: "",
  notes: "",
  status: "planning",
};

function valuesOf(trip: Trip): TripUpdateFormValues {
  return {
    title: trip.title,
    clientId: trip.clientId,
    startDate: trip.startDate,
    endDate: trip.endDate,
    description: trip.description ?? "",
    notes: trip.notes ?? "",
    status: trip.status,
  };
}

const fieldNames = Object.keys(emptyValues) as FieldPath<TripUpdateFormValues>[];

interface TripFormDialogProps extends FormDialogProps<Trip> {
  /** The trip being edited; none for a new trip (which starts in planning). */
  trip?: Trip | null;
  /** SPEC §2's generated title from the trip's segments, offered while editing. */
  suggestedTitle?: string | null;
}

/** New Trip and Edit Trip: the API's own schema checks the form, errors show next to their fields. */
export function TripFormDialog({ trip, suggestedTitle, ...props }: TripFormDialogProps) {
  const { open } = props;
  const editing = Boolean(trip);
  const create = useCreateTrip();
  const update = useUpdateTrip();
  const form = useForm<TripUpdateFormValues, unknown, TripUpdate>({
    resolver: zodResolver(tripUpdateSchema),
    defaultValues: trip ? valuesOf(trip) : emptyValues,
  });
  const { register, control, reset, setValue, formState, watch } = form;
  const errors = formState.errors;

  // Opening starts from the record's values; a refetch while open keeps the user's input.
  const edit = useRecordEdit(open, trip, (r) => reset(r ? valuesOf(r) : emptyValues));
  const dialog = useFormDialog(props, { busy: create.isPending || update.isPending, edit });

  const clientPicker = useClientOptionSearch({
    enabled: open,
    current: trip ? { id: trip.clientId, name: trip.clientName } : null,
  });

  const [title, endDate] = watch(["title", "endDate"]);
  // Staff record trips already made: a trip wholly past is only pointed out, never refused.
  const datesWarning = tripDatesWarning(endDate, useAgencyToday());
  const offerSuggestion = editing && suggestedTitle && suggestedTitle !== title;

  const submit = edit.submit(form, fieldNames, {
    create: ({ status: _status, ...fields }) => create.mutateAsync(fields),
    update: (record, input, version) => update.mutateAsync({ id: record.id, input, version }),
    done: dialog.done,
  });

  return (
    <FormDialog
      {...dialog.frame}
      className="sm:max-w-xl"
      title={editing ? "Edit Trip" : "New Trip"}
      description={
        editing
          ? "Change any detail; the status moves freely between planning, confirmed, completed and cancelled."
          : "A new trip starts in planning. Fields marked * are required."
      }
      onSubmit={submit}
    >
      <FormField label="Title" required error={errors.title?.message}>
        <Input autoComplete="off" {...register("title")} />
      </FormField>
      {offerSuggestion ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="-mt-2 w-fit"
          onClick={() => setValue("title", suggestedTitle, { shouldDirty: true, shouldValidate: true })}
        >
          <SparklesIcon aria-hidden />
          Use “{suggestedTitle}”
        </Button>
      ) : null}
      <ClientPickerField control={control} name="clientId" picker={clientPicker} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Start date" required error={errors.startDate?.message}>
          <Input type="date" {...register("startDate")} />
        </FormField>
        <FormField label="End date" required error={errors.endDate?.message}>
          <Input type="date" {...register("endDate")} />
        </FormField>
      </div>
      {datesWarning ? (
        <p
          role="status"
          className="-mt-2 flex gap-2 rounded-md border border-warning/60 bg-warning/10 p-2 text-sm"
        >
          <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          {datesWarning}
        </p>
      ) : null}
      {editing ? (
        <FormSelectField
          control={control}
          name="status"
          label="Status"
          options={tripStatuses.map((s) => ({ value: s, label: tripStatusLabels[s] }))}
        />
      ) : null}
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={2} {...register("description")} />
      </FormField>
      <NotesField rows={3} error={errors.notes?.message} {...register("notes")} />
      <FormDialogFooter
        {...dialog.footer}
        errors={errors}
        submitLabel={editing ? "Save Changes" : "Create Trip"}
      />
    </FormDialog>
  );
}
