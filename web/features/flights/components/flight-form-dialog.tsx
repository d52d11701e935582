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
import { FlightFields } from "../../../components/flight-fields";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { Combobox } from "../../../components/ui/combobox";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useTripOptions } from "../api/list-import-targets";
import { useCreateFlight, useUpdateFlight } from "../api/save-flight";
import { AirportHint } from "./airport-hint";

const NO_TRIP = "__no_trip__";

const emptyValues: FlightFormValues = {
  airline: "",
  flightNumber: "",
  origin: "",
  destination: "",
  departureLocal: "",
  arrivalLocal: "",
  bookingClass: "",
  status: DEFAULT_FLIGHT_STATUS,
  seatCount: "",
  operatingCarrier: "",
  tripId: "",
  notes: "",
};

function valuesOf(f: Flight): FlightFormValues {
  return {
    airline: f.airline ?? "",
    flightNumber: f.flightNumber ?? "",
    origin: f.origin ?? "",
    destination: f.destination ?? "",
    departureLocal: f.departureLocal ?? "",
    arrivalLocal: f.arrivalLocal ?? "",
    bookingClass: f.bookingClass ?? "",
    status: f.status ?? DEFAULT_FLIGHT_STATUS,
    seatCount: f.seatCount ?? "",
    operatingCarrier: f.operatingCarrier ?? "",
    tripId: f.tripId ?? "",
    notes: f.notes ?? "",
  };
}

const fieldNames = Object.keys(emptyValues) as FieldPath<FlightFormValues>[];

interface FlightFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The flight being edited; none to add one. */
  flight?: Flight | null;
}

/** Add Flight (and edit): a flight segment typed in by hand, checked with the API's own schema. */
export function FlightFormDialog({ open, onOpenChange, flight }: FlightFormDialogProps) {
  const create = useCreateFlight();
  const update = useUpdateFlight();
  const busy = create.isPending || update.isPending;
  const form = useForm<FlightFormValues, unknown, FlightInput>({
    resolver: zodResolver(flightInputSchema),
    defaultValues: flight ? valuesOf(flight) : emptyValues,
  });
  const { register, control, reset, formState } = form;
  const errors = formState.errors;

  // Opening starts from the record's values; a refetch while open keeps the user's input.
  const edit = useRecordEdit(open, flight, (r) => reset(r ? valuesOf(r) : emptyValues));

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

  const submit = edit.submit(form, fieldNames, {
    create: (input) => create.mutateAsync(input),
    update: (record, input, version) => update.mutateAsync({ id: record.id, input, version }),
    done: () => onOpenChange(false),
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        busy={busy}
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
        <FormField label="Notes" error={errors.notes?.message}>
          <Textarea rows={2} {...register("notes")} />
        </FormField>
        <FormDialogFooter
          errors={errors}
          edit={edit}
          busy={busy}
          onCancel={() => onOpenChange(false)}
          submitLabel={flight ? "Save Flight" : "Add Flight"}
        />
      </FormDialog>
    </FormProvider>
  );
}
