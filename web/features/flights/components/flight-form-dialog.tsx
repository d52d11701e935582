import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { Controller, type FieldPath, FormProvider, useForm } from "react-hook-form";
import {
  type Flight,
  type FlightFormValues,
  type FlightInput,
  flightInputSchema,
} from "#domain/flights/flight.schema";
import { DEFAULT_FLIGHT_STATUS } from "#domain/flights/flight-format";
import { emptyFlightFields, flightFieldsOf } from "../../../components/flight-field-values";
import { FlightFields } from "../../../components/flight-fields";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { NotesField } from "../../../components/notes-field";
import { Combobox } from "../../../components/ui/combobox";
import { FormField } from "../../../components/ui/form-field";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useTripOptions } from "../api/list-import-targets";
import { useCreateFlight, useUpdateFlight } from "../api/save-flight";
import { AirportHint } from "./airport-hint";

const NO_TRIP = "__no_trip__";

const emptyValues: FlightFormValues = { ...emptyFlightFields(DEFAULT_FLIGHT_STATUS), tripId: "", notes: "" };

function valuesOf(f: Flight): FlightFormValues {
  return { ...flightFieldsOf(f, DEFAULT_FLIGHT_STATUS), tripId: f.tripId ?? "", notes: f.notes ?? "" };
}

const fieldNames = Object.keys(emptyValues) as FieldPath<FlightFormValues>[];

interface FlightFormDialogProps extends FormDialogProps {
  /** The flight being edited; none to add one. */
  flight?: Flight | null;
}

/** Add Flight (and edit): a flight segment typed in by hand, checked with the API's own schema. */
export function FlightFormDialog({ flight, ...props }: FlightFormDialogProps) {
  const { open } = props;
  const create = useCreateFlight();
  const update = useUpdateFlight();
  const form = useForm<FlightFormValues, unknown, FlightInput>({
    resolver: zodResolver(flightInputSchema),
    defaultValues: flight ? valuesOf(flight) : emptyValues,
  });
  const { register, control, reset, formState } = form;
  const errors = formState.errors;

  // Opening starts from the record's values; a refetch while open keeps the user's input.
  const edit = useRecordEdit(open, flight, (r) => reset(r ? valuesOf(r) : emptyValues));
  const dialog = useFormDialog(props, { busy: create.isPending || update.isPending, edit });

  const trips = useTripOptions(open);
  const tripChoices = useMemo(() => {
    const items = trips.data?.items ?? [];
    const options = [
      { value: NO_TRIP, label: "No trip" },
      ...items.map((t) => ({ value: t.id, label: t.title, hint: t.clientName })),
    ];
    if (flight?.tripId && !items.some((t) => t.id === flight.tripId)) {
      options.push({ value: flight.tripId, label: flight.tripTitle ?? "Current trip", hint: "" });
    }
    return options;
  }, [trips.data, flight]);

  const submit = edit.submit(form, fieldNames, dialog.saves(create, update));

  return (
    <FormProvider {...form}>
      <FormDialog
        {...dialog.frame}
        className="sm:max-w-2xl"
        title={flight ? "Edit Flight" : "Add Flight"}
        description={
          "A flight segment entered by hand. Times are local to each airport. Fields marked * are required."
        }
        onSubmit={submit}
      >
        <FlightFields requireArrivalAndClass airportHint={(code) => <AirportHint code={code} />} />
        <Controller
          control={control}
          name="tripId"
          render={({ field }) => (
            <FormField label="Trip" error={errors.tripId?.message}>
              <Combobox
                options={tripChoices}
                value={field.value || NO_TRIP}
                onChange={(value) => field.onChange(value === NO_TRIP ? "" : value)}
                placeholder="No trip"
                searchPlaceholder="Search trips…"
                emptyText={trips.isLoading ? "Loading trips…" : "No trips found"}
              />
            </FormField>
          )}
        />
        <NotesField rows={2} error={errors.notes?.message} {...register("notes")} />
        <FormDialogFooter
          {...dialog.footer}
          errors={errors}
          submitLabel={flight ? "Save Flight" : "Add Flight"}
        />
      </FormDialog>
    </FormProvider>
  );
}
