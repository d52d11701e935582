import type * as React from "react";
import { FormField } from "./ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

/** Radix Select items cannot have "" as a value: this one stands for "nothing chosen". */
const NONE = "__none__";

interface SelectFieldProps {
  label: React.ReactNode;
  value: string | null | undefined;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Offers a first item that clears the field (its label), for optional fields. */
  noneLabel?: string;
  placeholder?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled Radix select with its error under it, wired like the other form fields. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  noneLabel,
  placeholder,
  error,
  required,
  disabled,
}: SelectFieldProps) {
  return (
    <Select
      value={value ? value : noneLabel ? NONE : ""}
      onValueChange={(next) => onChange(next === NONE ? "" : next)}
      disabled={disabled}
    >
      <FormField label={label} error={error} required={required}>
        <SelectTrigger className="w-full">
          <SelectValue placeholder={placeholder ?? "Select"} />
        </SelectTrigger>
      </FormField>
      <SelectContent>
        {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
