import { Controller, type FieldError, get, useFormContext } from "react-hook-form";
import { documentTypes } from "#domain/docs/docs-input";
import { genderLabels, passengerGenders } from "#domain/passengers/passenger-format";
import { SelectField } from "../../../components/select-field";
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
  const error = useFieldError("gender");
  return (
    <Controller
      name="gender"
      render={({ field }) => (
        <SelectField
          label="Gender"
          value={field.value}
          onChange={field.onChange}
          options={passengerGenders.map((g) => ({ value: g, label: `${g} — ${genderLabels[g]}` }))}
          noneLabel={noneLabel}
          placeholder={placeholder}
          error={error}
        />
      )}
    />
  );
}

/** The DOCS document codes (P passport, I identity card…). */
export function DocumentTypeField() {
  const error = useFieldError("documentType");
  return (
    <Controller
      name="documentType"
      render={({ field }) => (
        <SelectField
          label="Document type"
          value={field.value}
          onChange={field.onChange}
          options={documentTypes.map((t) => ({ value: t.code, label: `${t.code} — ${t.label}` }))}
          error={error}
        />
      )}
    />
  );
}
