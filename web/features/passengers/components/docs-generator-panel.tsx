import { CopyIcon, FileTextIcon, SaveIcon } from "lucide-react";
import { Controller, type FieldPath, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { type AllDocs, buildAllDocs } from "#domain/docs/all-docs";
import { type DocsInput, documentTypes } from "#domain/docs/docs-input";
import type { Passenger } from "#domain/passengers/passenger.schema";
import {
  type PassengerDocsFormValues,
  passengerDocsUpdateSchema,
} from "#domain/passengers/passenger-docs.schema";
import { genderLabels, passengerGenders, passengerName } from "#domain/passengers/passenger-format";
import { ConflictNotice } from "../../../components/conflict-notice";
import { SelectField } from "../../../components/select-field";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useSavePassengerDocs } from "../api/save-passenger-docs";
import { CountrySelect } from "./country-select";

/** Everything the panel's inputs hold: text, "" when empty. */
export interface DocsFormValues {
  documentType: string;
  issuingCountry: string;
  documentNumber: string;
  nationality: string;
  dateOfBirth: string;
  gender: string;
  expiryDate: string;
  surname: string;
  givenNames: string;
  travelDate: string;
  passengerNumber: string;
  airline: string;
}

export function docsValuesOf(p: Passenger): DocsFormValues {
  return {
    documentType: p.documentType,
    issuingCountry: p.countryOfIssue ?? p.nationality ?? "",
    documentNumber: p.passportNumber,
    nationality: p.nationality ?? "",
    dateOfBirth: p.dateOfBirth ?? "",
    gender: p.gender ?? "",
    expiryDate: p.documentExpiry,
    surname: p.surname,
    givenNames: p.firstName,
    travelDate: "",
    passengerNumber: "",
    airline: "",
  };
}

/** The panel's values as the DOCS builders and the API take them: optional inputs left empty are left out. */
export function docsInputOf(values: DocsFormValues): PassengerDocsFormValues {
  // Unchecked here: the schema checks the codes before anything is saved; the preview takes any text.
  return {
    ...values,
    travelDate: values.travelDate || undefined,
    passengerNumber: values.passengerNumber.trim() || undefined,
    airline: values.airline.trim() || undefined,
  } as PassengerDocsFormValues;
}

/** The lines for whatever is typed so far: a missing or impossible date gives an empty field, never "NaN". */
export function previewDocs(values: DocsFormValues): AllDocs {
  return buildAllDocs(docsInputOf(values) as DocsInput);
}

const outputs: { key: keyof AllDocs; label: string }[] = [
  { key: "amadeus", label: "Amadeus" },
  { key: "galileo", label: "Galileo" },
  { key: "sabre", label: "Sabre" },
];

export async function copyDocsLine(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    toast.success("Copied to clipboard", { description: "The DOCS line has been copied to your clipboard." });
  } catch {
    toast.error("Failed to copy to clipboard");
  }
}

function DocsForm({ passenger }: { passenger: Passenger }) {
  const save = useSavePassengerDocs();
  const { register, control, handleSubmit, setError, clearErrors, reset, getValues, formState } =
    useForm<DocsFormValues>({ defaultValues: docsValuesOf(passenger) });
  // The stored document fields come from the record; what is only typed for the preview stays.
  const edit = useRecordEdit(true, passenger, (p) => {
    if (!p) return;
    const { travelDate, passengerNumber, airline } = getValues();
    reset({ ...docsValuesOf(p), travelDate, passengerNumber, airline });
  });
  const errors = formState.errors;
  const values = useWatch({ control }) as DocsFormValues;
  const lines = previewDocs({ ...docsValuesOf(passenger), ...values });

  const fieldError = (field: string, message: string) => {
    if (field in docsValuesOf(passenger)) setError(field as FieldPath<DocsFormValues>, { message });
  };

  const submit = handleSubmit(async (current) => {
    clearErrors();
    const parsed = passengerDocsUpdateSchema.safeParse(docsInputOf(current));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fieldError(String(issue.path[0]), issue.message);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        id: passenger.id,
        input: docsInputOf(current),
        version: edit.version ?? passenger.version,
      });
      edit.saved(saved);
    } catch (error) {
      if (edit.catchConflict(error)) return;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) fieldError(field, message);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={control}
          name="documentType"
          render={({ field }) => (
            <SelectField
              label="Document type"
              value={field.value}
              onChange={field.onChange}
              options={documentTypes.map((t) => ({ value: t.code, label: `${t.code} — ${t.label}` }))}
              error={errors.documentType?.message}
            />
          )}
        />
        <FormField label="Document number" error={errors.documentNumber?.message}>
          <Input autoComplete="off" className="font-mono uppercase" {...register("documentNumber")} />
        </FormField>
        <Controller
          control={control}
          name="issuingCountry"
          render={({ field }) => (
            <FormField label="Issuing country" error={errors.issuingCountry?.message}>
              <CountrySelect aria-label="Issuing country" value={field.value} onChange={field.onChange} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="nationality"
          render={({ field }) => (
            <FormField label="Nationality" error={errors.nationality?.message}>
              <CountrySelect aria-label="Nationality" value={field.value} onChange={field.onChange} />
            </FormField>
          )}
        />
        <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
          <Input type="date" {...register("dateOfBirth")} />
        </FormField>
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <SelectField
              label="Gender"
              value={field.value}
              onChange={field.onChange}
              options={passengerGenders.map((g) => ({ value: g, label: `${g} — ${genderLabels[g]}` }))}
              placeholder="Select gender"
              error={errors.gender?.message}
            />
          )}
        />
        <FormField label="Expiry date" error={errors.expiryDate?.message}>
          <Input type="date" {...register("expiryDate")} />
        </FormField>
        <FormField
          label="Travel date"
          description="Under 2 on this day: MI/FI."
          error={errors.travelDate?.message}
        >
          <Input type="date" {...register("travelDate")} />
        </FormField>
        <FormField label="Surname" error={errors.surname?.message}>
          <Input autoComplete="off" {...register("surname")} />
        </FormField>
        <FormField label="Given names" error={errors.givenNames?.message}>
          <Input autoComplete="off" {...register("givenNames")} />
        </FormField>
        <FormField
          label="Passenger number"
          description="e.g. 1, or 1.1 in Sabre"
          error={errors.passengerNumber?.message}
        >
          <Input autoComplete="off" inputMode="decimal" {...register("passengerNumber")} />
        </FormField>
        <FormField label="Airline" description="Two characters; YY for all" error={errors.airline?.message}>
          <Input
            autoComplete="off"
            maxLength={2}
            className="uppercase"
            placeholder="YY"
            {...register("airline")}
          />
        </FormField>
      </div>
      <div className="grid gap-3">
        {outputs.map(({ key, label }) => (
          <div key={key} className="grid gap-1">
            <span className="font-medium text-sm" id={`docs-${key}-label`}>
              {label}
            </span>
            <div className="flex items-start gap-2">
              <output
                aria-labelledby={`docs-${key}-label`}
                data-testid={`docs-${key}`}
                className="min-h-9 flex-1 break-all rounded-md border bg-muted/40 px-3 py-2 font-mono text-xs"
              >
                {lines[key]}
              </output>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={`Copy ${label} line`}
                title="Copy to clipboard"
                onClick={() => copyDocsLine(lines[key])}
              >
                <CopyIcon aria-hidden />
              </Button>
            </div>
          </div>
        ))}
      </div>
      {passenger.passportDocsLine ? (
        <p className="text-muted-foreground text-xs">
          Saved line: <span className="break-all font-mono">{passenger.passportDocsLine}</span>
        </p>
      ) : null}
      {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={save.isPending} /> : null}
      <Button type="submit" loading={save.isPending}>
        <SaveIcon aria-hidden />
        Save to passenger
      </Button>
    </form>
  );
}

/** GDS DOCS Generator: the selected passenger's document as Amadeus, Galileo and Sabre entries. */
export function DocsGeneratorPanel({ passenger }: { passenger: Passenger | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileTextIcon aria-hidden className="size-4" />
          GDS DOCS Generator
        </CardTitle>
        <CardDescription>
          {passenger
            ? `Passport data of ${passengerName(passenger)} as DOCS entries; names in A–Z as airlines require.`
            : "Select a passenger to build their DOCS lines."}
        </CardDescription>
      </CardHeader>
      {passenger ? (
        <CardContent>
          <DocsForm key={passenger.id} passenger={passenger} />
        </CardContent>
      ) : null}
    </Card>
  );
}
