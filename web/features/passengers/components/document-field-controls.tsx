import { Controller, type FieldError, get, useFormContext } from "react-hook-form";
import { documentTypes } from "#domain/docs/docs-input";
import { genderLabels, passengerGenders } from "#domain/passengers/passenger-format";
import { FormSelectField } from "../../../components/form-select-field";
import { FormField } from "../../../components/ui/form-field";
import { CountrySelect } from "./country-select";

// The travel-document choices the passenger form and the DOCS generator share, inside their FormProvider.

function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as FieldError | undefined)?.message;
}

/** A country of the ISO list, by its 3-letter code. */
export function CountryField({ name, label }: { name: string; label: string }) {
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error}>
          <CountrySelect aria-label={label} value={field.value} onChange={field.onChange} />
        </FormField>
      )}
    />
  );
}

/** M, F or X; `noneLabel` lets the field be cleared where it is optional. */
export function GenderField({ noneLabel, placeholder }: { noneLabel?: string; placeholder: string }) {
  return (
    <FormSelectField
      name="gender"
      label="Gender"
      options={passengerGenders.map((g) => ({ value: g, label: `${g} — ${genderLabels[g]}` }))}
      noneLabel={noneLabel}
      placeholder={placeholder}
    />
  );
}

/** The DOCS document codes (P passport, I identity card…). */
export function DocumentTypeField() {
  return (
    <FormSelectField
      name="documentType"
      label="Document type"
      options={documentTypes.map((t) => ({ value: t.code, label: `${t.code} — ${t.label}` }))}
    />
  );
}
