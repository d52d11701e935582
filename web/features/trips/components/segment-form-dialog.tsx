import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type FieldPath, useForm, useWatch } from "react-hook-form";
import {
  type Segment,
  type SegmentDetailKey,
  type SegmentFormValues,
  type SegmentInput,
  segmentDetailKeys,
  segmentInputSchema,
} from "#domain/segments/segment.schema";
import { flightStatusCodes, otherSegmentStatuses, segmentTypeLabels } from "#domain/segments/segment-format";
import { type SegmentType, segmentTypes } from "#domain/segments/segment-values";
import { ConflictNotice } from "../../../components/conflict-notice";
import { SelectField } from "../../../components/select-field";
import { Button } from "../../../components/ui/button";
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
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api-client";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useCreateSegment, useUpdateSegment } from "../api/save-segment";

/** The labels each kind gives its shared fields, and the details it asks for. */
interface KindLayout {
  origin: string;
  destination?: string;
  departure: string;
  arrival?: string;
  details: { key: SegmentDetailKey; label: string }[];
}

export const kindLayouts: Record<Exclude<SegmentType, "flight">, KindLayout> = {
  hotel: {
    origin: "City or place",
    departure: "Check-in",
    arrival: "Check-out",
    details: [
      { key: "name", label: "Hotel name" },
      { key: "address", label: "Address" },
      { key: "confirmation", label: "Confirmation number" },
    ],
  },
  transfer: {
    origin: "Pick-up place",
    destination: "Drop-off place",
    departure: "Pick-up time",
    details: [
      { key: "company", label: "Company" },
      { key: "confirmation", label: "Confirmation number" },
    ],
  },
  car: {
    origin: "Pick-up location",
    destination: "Drop-off location",
    departure: "Pick-up",
    arrival: "Drop-off",
    details: [
      { key: "company", label: "Rental company" },
      { key: "confirmation", label: "Confirmation number" },
    ],
  },
  rail: {
    origin: "From station",
    destination: "To station",
    departure: "Departure",
    arrival: "Arrival",
    details: [
      { key: "company", label: "Operator" },
      { key: "reference", label: "Booking reference" },
    ],
  },
  activity: {
    origin: "Activity or place",
    departure: "Start",
    arrival: "End",
    details: [
      { key: "name", label: "Provider" },
      { key: "confirmation", label: "Confirmation number" },
    ],
  },
  other: {
    origin: "Place or description",
    destination: "Destination",
    departure: "Start",
    arrival: "End",
    details: [{ key: "reference", label: "Reference" }],
  },
};

const emptyValues = (segmentType: SegmentType = "flight"): SegmentFormValues => ({
  segmentType,
  origin: "",
  destination: "",
  departureLocal: "",
  arrivalLocal: "",
  airline: "",
  flightNumber: "",
  bookingClass: "",
  status: "",
  seatCount: "",
  operatingCarrier: "",
  details: {},
  notes: "",
});

function valuesOf(s: Segment): SegmentFormValues {
  return {
    segmentType: s.segmentType,
    origin: s.origin ?? "",
    destination: s.destination ?? "",
    departureLocal: s.departureLocal ?? "",
    arrivalLocal: s.arrivalLocal ?? "",
    airline: s.airline ?? "",
    flightNumber: s.flightNumber ?? "",
    bookingClass: s.bookingClass ?? "",
    status: s.status ?? "",
    seatCount: s.seatCount ?? "",
    operatingCarrier: s.operatingCarrier ?? "",
    details: { ...s.details },
    notes: s.notes ?? "",
  };
}

const fieldNames = new Set([
  ...Object.keys(emptyValues()),
  ...segmentDetailKeys.map((key) => `details.${key}`),
]);

interface SegmentFormDialogProps {
  tripId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The segment being edited; none to add one. */
  segment?: Segment | null;
}

/** Add or edit a segment; the form changes with the kind, the API's own schema checks it. */
export function SegmentFormDialog({ tripId, open, onOpenChange, segment }: SegmentFormDialogProps) {
  const editing = Boolean(segment);
  const create = useCreateSegment(tripId);
  const update = useUpdateSegment(tripId);
  const busy = create.isPending || update.isPending;
  const form = useForm<SegmentFormValues, unknown, SegmentInput>({
    resolver: zodResolver(segmentInputSchema),
    defaultValues: segment ? valuesOf(segment) : emptyValues(),
  });
  const { register, control, handleSubmit, reset, setError, setValue, clearErrors, formState } = form;
  const errors = formState.errors;
  const segmentType = useWatch({ control, name: "segmentType" }) as SegmentType;
  // Imported flights stay flights: their reservation still lists them.
  const typeLocked = segment?.source === "gds";

  // Opening starts from the record's values; a refetch while open keeps the user's input.
  const edit = useRecordEdit(open, segment, (r) => reset(r ? valuesOf(r) : emptyValues()));

  const submit = handleSubmit(async (input) => {
    try {
      if (segment)
        await update.mutateAsync({ id: segment.id, input, version: edit.version ?? segment.version });
      else await create.mutateAsync(input);
      onOpenChange(false);
    } catch (error) {
      if (edit.catchConflict(error)) return;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (fieldNames.has(field)) setError(field as FieldPath<SegmentFormValues>, { message });
        }
      }
    }
  });

  const statusField = (options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name="status"
      render={({ field }) => (
        <SelectField
          label="Status"
          value={field.value}
          onChange={field.onChange}
          options={options}
          noneLabel="Not set"
          placeholder="Not set"
          error={errors.status?.message}
        />
      )}
    />
  );

  const layout = segmentType === "flight" ? null : kindLayouts[segmentType];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Segment" : "Add Segment"}</DialogTitle>
          <DialogDescription>
            Times are local to the place (an airport's own clock for flights). Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Controller
            control={control}
            name="segmentType"
            render={({ field }) => (
              <SelectField
                label="Type"
                required
                disabled={typeLocked}
                value={field.value}
                onChange={(value) => {
                  // Flights use status codes (HK…), the other kinds plain words: a kept status would not fit.
                  if ((value === "flight") !== (field.value === "flight")) setValue("status", "");
                  clearErrors();
                  field.onChange(value);
                }}
                options={segmentTypes.map((t) => ({ value: t, label: segmentTypeLabels[t] }))}
                error={errors.segmentType?.message}
              />
            )}
          />
          {layout === null ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Airline"
                required
                error={errors.airline?.message}
                description="IATA code, e.g. LH"
              >
                <Input
                  autoComplete="off"
                  className="font-mono uppercase"
                  maxLength={2}
                  {...register("airline")}
                />
              </FormField>
              <FormField label="Flight number" required error={errors.flightNumber?.message}>
                <Input
                  autoComplete="off"
                  className="font-mono uppercase"
                  maxLength={5}
                  {...register("flightNumber")}
                />
              </FormField>
              <FormField
                label="From"
                required
                error={errors.origin?.message}
                description="Airport code, e.g. LHR"
              >
                <Input
                  autoComplete="off"
                  className="font-mono uppercase"
                  maxLength={3}
                  {...register("origin")}
                />
              </FormField>
              <FormField
                label="To"
                required
                error={errors.destination?.message}
                description="Airport code, e.g. JFK"
              >
                <Input
                  autoComplete="off"
                  className="font-mono uppercase"
                  maxLength={3}
                  {...register("destination")}
                />
              </FormField>
              <FormField label="Departure" required error={errors.departureLocal?.message}>
                <Input type="datetime-local" {...register("departureLocal")} />
              </FormField>
              <FormField label="Arrival" error={errors.arrivalLocal?.message}>
                <Input type="datetime-local" {...register("arrivalLocal")} />
              </FormField>
              <FormField label="Booking class" error={errors.bookingClass?.message}>
                <Input
                  autoComplete="off"
                  className="font-mono uppercase"
                  maxLength={1}
                  {...register("bookingClass")}
                />
              </FormField>
              <FormField label="Seats" error={errors.seatCount?.message}>
                <Input
                  type="number"
                  min={1}
                  max={99}
                  {...register("seatCount", { setValueAs: (v) => (v === "" || v == null ? "" : Number(v)) })}
                />
              </FormField>
              {statusField(flightStatusCodes.map((s) => ({ value: s.code, label: s.label })))}
              <FormField
                label="Operated by"
                error={errors.operatingCarrier?.message}
                description="When another airline flies it"
              >
                <Input
                  autoComplete="off"
                  className="font-mono uppercase"
                  maxLength={2}
                  {...register("operatingCarrier")}
                />
              </FormField>
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={layout.origin} required error={errors.origin?.message}>
                <Input autoComplete="off" {...register("origin")} />
              </FormField>
              {layout.destination ? (
                <FormField label={layout.destination} error={errors.destination?.message}>
                  <Input autoComplete="off" {...register("destination")} />
                </FormField>
              ) : null}
              <FormField label={layout.departure} error={errors.departureLocal?.message}>
                <Input type="datetime-local" {...register("departureLocal")} />
              </FormField>
              {layout.arrival ? (
                <FormField label={layout.arrival} error={errors.arrivalLocal?.message}>
                  <Input type="datetime-local" {...register("arrivalLocal")} />
                </FormField>
              ) : null}
              {layout.details.map((detail) => (
                <FormField
                  key={detail.key}
                  label={detail.label}
                  error={errors.details?.[detail.key]?.message}
                >
                  <Input autoComplete="off" {...register(`details.${detail.key}`)} />
                </FormField>
              ))}
              {statusField(
                otherSegmentStatuses.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
              )}
            </div>
          )}
          <FormField label="Notes" error={errors.notes?.message}>
            <Textarea rows={2} {...register("notes")} />
          </FormField>
          {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={busy} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {editing ? "Save Changes" : "Add Segment"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
