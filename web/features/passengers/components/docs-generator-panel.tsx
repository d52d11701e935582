import { zodResolver } from "@hookform/resolvers/zod";
import { FileTextIcon, SaveIcon } from "lucide-react";
import { useMemo, useRef } from "react";
import { type FieldPath, FormProvider, useForm, useWatch } from "react-hook-form";
import { type AllDocs, buildAllDocs } from "#domain/docs/all-docs";
import { docsAirline } from "#domain/docs/docs-airline";
import type { DocsInput } from "#domain/docs/docs-input";
import type { Passenger } from "#domain/passengers/passenger.schema";
import {
  type PassengerDocsGeneratorValues,
  type PassengerDocsUpdate,
  passengerDocsFormSchemaOn,
} from "#domain/passengers/passenger-docs.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { ConflictNotice } from "../../../components/conflict-notice";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useAgencyToday } from "../../../lib/agency-today";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useSavePassengerDocs } from "../api/save-passenger-docs";
import { DocsLines } from "./docs-lines";
import { CountryField, DocumentTypeField, GenderField } from "./document-field-controls";

export type DocsFormValues = PassengerDocsGeneratorValues;

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

/** The lines for whatever is typed so far: a missing or impossible date gives an empty field, never "NaN". */
export function previewDocs(values: DocsFormValues): AllDocs {
  // Unchecked: the schema checks the codes before anything is saved; the preview takes any text.
  return buildAllDocs({
    ...values,
    travelDate: values.travelDate || undefined,
    passengerNumber: values.passengerNumber.trim() || undefined,
    airline: values.airline.trim() || undefined,
  } as DocsInput);
}

function DocsForm({ passenger }: { passenger: Passenger }) {
  const save = useSavePassengerDocs();
  // The date of birth must be before the agency's today.
  const today = useAgencyToday();
  const latestToday = useRef(today);
  latestToday.current = today;
  const schema = useMemo(() => passengerDocsFormSchemaOn(() => latestToday.current), []);
  const form = useForm<DocsFormValues, unknown, PassengerDocsUpdate>({
    resolver: zodResolver(schema),
    defaultValues: docsValuesOf(passenger),
    // A live preview: each field says what is wrong with it once left, not only on saving.
    mode: "onTouched",
  });
  const { register, control, handleSubmit, setError, reset, getValues, formState } = form;
  // The stored document fields come from the record; what is only typed for the preview stays.
  const edit = useRecordEdit(true, passenger, (p) => {
    if (!p) return;
    const { travelDate, passengerNumber, airline } = getValues();
    reset({ ...docsValuesOf(p), travelDate, passengerNumber, airline });
  });
  const errors = formState.errors;
  const values = { ...docsValuesOf(passenger), ...(useWatch({ control }) as Partial<DocsFormValues>) };
  const lines = previewDocs(values);

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({
        id: passenger.id,
        input,
        version: edit.version ?? passenger.version,
      });
      edit.saved(saved);
    } catch (error) {
      if (edit.catchConflict(error)) return;
      const fields = Object.keys(docsValuesOf(passenger)) as FieldPath<DocsFormValues>[];
      applyApiFieldErrors(error, setError, fields);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <DocumentTypeField />
          <FormField label="Document number" error={errors.documentNumber?.message}>
            <Input autoComplete="off" className="font-mono uppercase" {...register("documentNumber")} />
          </FormField>
          <CountryField name="issuingCountry" label="Issuing country" />
          <CountryField name="nationality" label="Nationality" />
          <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
            <Input type="date" {...register("dateOfBirth")} />
          </FormField>
          <GenderField placeholder="Select gender" />
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
        <DocsLines lines={lines} airlineValid={docsAirline(values.airline) !== null} />
        {passenger.passportDocsLine ? (
          <p className="text-muted-foreground text-xs">
            Saved line: <span className="break-all font-mono">{passenger.passportDocsLine}</span>
          </p>
        ) : null}
        <FormRootError errors={errors} />
        {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={save.isPending} /> : null}
        <Button type="submit" loading={save.isPending}>
          <SaveIcon aria-hidden />
          Save to passenger
        </Button>
      </form>
    </FormProvider>
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
