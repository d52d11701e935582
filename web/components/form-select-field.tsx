import type * as React from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { SelectField } from "./select-field";

interface FormSelectFieldProps<T extends FieldValues, TOutput> {
  /** The form's control; the surrounding FormProvider's when omitted. */
  control?: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: React.ReactNode;
  options: readonly { value: string; label: string }[];
  /** Offers a first item that clears the field (its label), for optional fields. */
  noneLabel?: string;
  /** What the form holds once cleared: "" by default, null where the schema takes null. */
  noneValue?: "" | null;
  placeholder?: string;
  /** Replaces the field's own error; null when the form shows it elsewhere. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Runs before the form takes the chosen value, for what depends on it (clearing another field). */
  onValueChange?: (value: string) => void;
}

/** A SelectField bound to a react-hook-form field: its value, its change and its error. */
export function FormSelectField<T extends FieldValues, TOutput = T>({
  control,
  name,
  noneValue = "",
  error,
  onValueChange,
  ...select
}: FormSelectFieldProps<T, TOutput>) {
  // `disabled` stays on the select only: given to RHF it would drop the value from the submission.
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...select}
      value={typeof field.value === "string" ? field.value : null}
      onChange={(value) => {
        onValueChange?.(value);
        field.onChange(value === "" ? noneValue : value);
      }}
      error={error === null ? undefined : (error ?? fieldState.error?.message)}
    />
  );
}
