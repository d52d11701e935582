import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { Controller, type FieldPath, useForm, useWatch } from "react-hook-form";
import {
  type Flight,
  type FlightFormValues,
  type FlightInput,
  flightInputSchema,
} from "#domain/flights/flight.schema";
import { DEFAULT_FLIGHT_STATUS } from "#domain/flights/flight-format";
import { flightStatusCodes } from "#domain/segments/segment-format";
import { ConflictNotice } from "../../../components/conflict-notice";
import { Button } from "../../../components/ui/button";
import { Combobox } from "../../../components/ui/combobox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api-client";
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

const fieldNames = new Set(Object.keys(emptyValues));

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
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;

  // Opening starts from the record's values; a refetch while open keeps the user's input.
  const edit = useRecordEdit(open, flight, (r) => reset(r ? valuesOf(r) : emptyValues));

  const [origin, destination] = useWatch({ control, name: ["origin", "destination"] });
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

  const submit = handleSubmit(async (input) => {
    try {
      if (flight) await update.mutateAsync({ id: flight.id, input, version: edit.version ?? flight.version });
      else await create.mutateAsync(input);
      onOpenChange(false);
    } catch (error) {
      if (edit.catchConflict(error)) return;
      // The toast says what went wrong; field issues also go next to their fields. The input stays.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (fieldNames.has(field)) setError(field as FieldPath<FlightFormValues>, { message });
        }
      }
    }
  });

  const upper = { setValueAs: (v: unknown) => (typeof v === "string" ? v.toUpperCase() : v) };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{flight ? "Edit Flight" : "Add Flight"}</DialogTitle>
          <DialogDescription>
            A flight segment entered by hand. Times are local to each airport. Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              label="Airline"
              required
              error={errors.airline?.message}
              description="2-character IATA code"
            >
              <Input
                autoComplete="off"
                maxLength={2}
                className="font-mono uppercase"
                {...register("airline", upper)}
              />
            </FormField>
            <FormField
              label="Flight number"
              required
              error={errors.flightNumber?.message}
              description="1–4 digits, optional letter"
            >
              <Input
                autoComplete="off"
                maxLength={5}
                className="font-mono uppercase"
                {...register("flightNumber", upper)}
              />
            </FormField>
            <FormField
              label="Class"
              required
              error={errors.bookingClass?.message}
              description="Booking class letter"
            >
              <Input
                autoComplete="off"
                maxLength={1}
                className="font-mono uppercase"
                {...register("bookingClass", upper)}
              />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <FormField label="From" required error={errors.origin?.message}>
                <Input
                  autoComplete="off"
                  maxLength={3}
                  className="font-mono uppercase"
                  placeholder="FRA"
                  {...register("origin", upper)}
                />
              </FormField>
              <AirportHint code={origin} />
            </div>
            <div className="grid gap-1">
              <FormField label="To" required error={errors.destination?.message}>
                <Input
                  autoComplete="off"
                  maxLength={3}
                  className="font-mono uppercase"
                  placeholder="JFK"
                  {...register("destination", upper)}
                />
              </FormField>
              <AirportHint code={destination} />
            </div>
            <FormField label="Departure (local)" required error={errors.departureLocal?.message}>
              <Input type="datetime-local" {...register("departureLocal")} />
            </FormField>
            <FormField label="Arrival (local)" required error={errors.arrivalLocal?.message}>
              <Input type="datetime-local" {...register("arrivalLocal")} />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select value={field.value ?? DEFAULT_FLIGHT_STATUS} onValueChange={field.onChange}>
                  <FormField label="Status" error={errors.status?.message}>
                    <SelectTrigger className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                  </FormField>
                  <SelectContent>
                    {flightStatusCodes.map((s) => (
                      <SelectItem key={s.code} value={s.code}>
                        {s.label}
                      </SelectItem>
                    ))}
                    {field.value && !flightStatusCodes.some((s) => s.code === field.value) ? (
                      <SelectItem value={field.value}>{field.value}</SelectItem>
                    ) : null}
                  </SelectContent>
                </Select>
              )}
            />
            <Controller
              control={control}
              name="seatCount"
              render={({ field }) => (
                <FormField label="Seats" error={errors.seatCount?.message}>
                  <Input
                    type="number"
                    min={1}
                    max={99}
                    value={field.value ?? ""}
                    onChange={(e) => field.onChange(e.target.value === "" ? "" : Number(e.target.value))}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
            <FormField
              label="Operated by"
              error={errors.operatingCarrier?.message}
              description="If another airline flies it"
            >
              <Input
                autoComplete="off"
                maxLength={2}
                className="font-mono uppercase"
                {...register("operatingCarrier", upper)}
              />
            </FormField>
          </div>
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
          {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={busy} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving…" : flight ? "Save Flight" : "Add Flight"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
