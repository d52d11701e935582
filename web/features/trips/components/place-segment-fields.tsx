import { useFormContext } from "react-hook-form";
import type { SegmentFormValues } from "#domain/segments/segment.schema";
import { otherSegmentStatuses } from "#domain/segments/segment-format";
import { FormSelectField } from "../../../components/form-select-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import type { KindLayout } from "./segment-kind-layouts";

const statusOptions = otherSegmentStatuses.map((s) => ({
  value: s,
  label: s[0]!.toUpperCase() + s.slice(1),
}));

/** The fields of a hotel, transfer, car, rail, activity or other segment, labelled as its kind names them. */
export function PlaceSegmentFields({ layout }: { layout: KindLayout }) {
  const { register, control, formState } = useFormContext<SegmentFormValues>();
  const errors = formState.errors;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
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
        <FormField key={detail.key} label={detail.label} error={errors.details?.[detail.key]?.message}>
          <Input autoComplete="off" {...register(`details.${detail.key}`)} />
        </FormField>
      ))}
      <FormSelectField
        control={control}
        name="status"
        label="Status"
        options={statusOptions}
        noneLabel="Not set"
        placeholder="Not set"
      />
    </div>
  );
}
