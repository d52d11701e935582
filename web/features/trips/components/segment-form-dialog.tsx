import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, FormProvider, useForm, useWatch } from "react-hook-form";
import {
  type Segment,
  type SegmentFormValues,
  type SegmentInput,
  segmentDetailKeys,
  segmentInputSchema,
} from "#domain/segments/segment.schema";
import { segmentTypeLabels } from "#domain/segments/segment-format";
import { type SegmentType, segmentTypes } from "#domain/segments/segment-values";
import { emptyFlightFields, flightFieldsOf } from "../../../components/flight-field-values";
import { FlightFields } from "../../../components/flight-fields";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { NotesField } from "../../../components/notes-field";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useCreateSegment, useUpdateSegment } from "../api/save-segment";
import { PlaceSegmentFields } from "./place-segment-fields";
import { kindLayouts } from "./segment-kind-layouts";

const emptyValues = (segmentType: SegmentType = "flight"): SegmentFormValues => ({
  segmentType,
  ...emptyFlightFields(""),
  details: {},
  notes: "",
});

function valuesOf(s: Segment): SegmentFormValues {
  return {
    segmentType: s.segmentType,
    ...flightFieldsOf(s, ""),
    details: { ...s.details },
    notes: s.notes ?? "",
  };
}

const fieldNames = [
  ...Object.keys(emptyValues()),
  ...segmentDetailKeys.map((key) => `details.${key}`),
] as FieldPath<SegmentFormValues>[];

interface SegmentFormDialogProps extends FormDialogProps {
  tripId: string;
  /** The segment being edited; none to add one. */
  segment?: Segment | null;
}

/** Add or edit a segment; the form changes with the kind, the API's own schema checks it. */
export function SegmentFormDialog({ tripId, segment, ...props }: SegmentFormDialogProps) {
  const editing = Boolean(segment);
  const create = useCreateSegment(tripId);
  const update = useUpdateSegment(tripId);
  const form = useForm<SegmentFormValues, unknown, SegmentInput>({
    resolver: zodResolver(segmentInputSchema),
    defaultValues: segment ? valuesOf(segment) : emptyValues(),
  });
  const { register, control, reset, setValue, clearErrors, formState } = form;
  const errors = formState.errors;
  const segmentType = useWatch({ control, name: "segmentType" }) as SegmentType;
  // Imported flights stay flights: their reservation still lists them.
  const typeLocked = segment?.source === "gds";

  // Opening starts from the record's values; a refetch while open keeps the user's input.
  const edit = useRecordEdit(props.open, segment, (r) => reset(r ? valuesOf(r) : emptyValues()));
  const dialog = useFormDialog(props, { busy: create.isPending || update.isPending, edit });

  const submit = edit.submit(form, fieldNames, dialog.saves(create, update));

  return (
    <FormProvider {...form}>
      <FormDialog
        {...dialog.frame}
        className="sm:max-w-2xl"
        title={editing ? "Edit Segment" : "Add Segment"}
        description={
          "Times are local to the place (an airport's own clock for flights). Fields marked * are required."
        }
        onSubmit={submit}
      >
        <FormSelectField
          control={control}
          name="segmentType"
          label="Type"
          required
          disabled={typeLocked}
          onValueChange={(value) => {
            // Flights use status codes (HK…), the other kinds plain words: a kept status would not fit.
            if ((value === "flight") !== (segmentType === "flight")) setValue("status", "");
            clearErrors();
          }}
          options={segmentTypes.map((t) => ({ value: t, label: segmentTypeLabels[t] }))}
        />
        {segmentType === "flight" ? (
          <FlightFields statusNoneLabel="Not set" />
        ) : (
          <PlaceSegmentFields layout={kindLayouts[segmentType]} />
        )}
        <NotesField rows={2} error={errors.notes?.message} {...register("notes")} />
        <FormDialogFooter
          {...dialog.footer}
          errors={errors}
          submitLabel={editing ? "Save Changes" : "Add Segment"}
        />
      </FormDialog>
    </FormProvider>
  );
}
