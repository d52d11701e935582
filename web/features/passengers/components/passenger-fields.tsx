import { AlertTriangleIcon } from "lucide-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { PassengerFormValues } from "#domain/passengers/passenger.schema";
import {
  methodLabels,
  passengerMethods,
  passengerStatuses,
  passengerTitles,
  statusLabels,
} from "#domain/passengers/passenger-format";
import { passportExpiryWarning } from "#domain/passengers/passport-expiry";
import { FormSelectField } from "../../../components/form-select-field";
import { Combobox } from "../../../components/ui/combobox";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { useAgencyToday } from "../../../lib/agency-today";
import type { useClientOptionSearch } from "../../clients/api/search-client-options";
import { CountryField, DocumentTypeField, GenderField } from "./document-field-controls";

const NO_CLIENT = "__no_client__";

/** The passport's expiry date, with a warning under it once the passport has expired or soon will. */
function ExpiryField() {
  const { register, control, formState } = useFormContext<PassengerFormValues>();
  const expiry = useWatch({ control, name: "documentExpiry" });
  const warning = passportExpiryWarning(expiry, useAgencyToday());
  return (
    <FormField
      label="Passport expiry"
      required
      error={formState.errors.documentExpiry?.message}
      description={
        warning ? (
          <span className="flex gap-1.5 font-medium text-foreground" data-testid="expiry-warning">
            <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
            {warning}
          </span>
        ) : undefined
      }
    >
      <Input type="date" {...register("documentExpiry")} />
    </FormField>
  );
}

interface PassengerFieldsProps {
  /** The server-searched client picker for staff; null hides the field (a client user's passengers are their own). */
  clientPicker: ReturnType<typeof useClientOptionSearch> | null;
}

const noClient = { value: NO_CLIENT, label: "No client" };

/** Every SPEC §3 passenger field, inside the add/edit form's FormProvider. */
export function PassengerFields({ clientPicker }: PassengerFieldsProps) {
  const { register, control, formState } = useFormContext<PassengerFormValues>();
  const errors = formState.errors;
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <FormSelectField
          control={control}
          name="title"
          label="Title"
          options={passengerTitles.map((t) => ({ value: t, label: t }))}
          noneLabel="None"
          placeholder="None"
        />
        <FormField label="First name" required error={errors.firstName?.message}>
          <Input autoComplete="off" {...register("firstName")} />
        </FormField>
        <FormField label="Surname" required error={errors.surname?.message}>
          <Input autoComplete="off" {...register("surname")} />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <GenderField noneLabel="Not given" placeholder="Not given" />
        <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
          <Input type="date" {...register("dateOfBirth")} />
        </FormField>
        <CountryField name="nationality" label="Nationality" />
        <CountryField name="countryOfIssue" label="Country of issue" />
        <DocumentTypeField />
        <FormField label="Passport number" required error={errors.passportNumber?.message}>
          <Input autoComplete="off" className="font-mono uppercase" {...register("passportNumber")} />
        </FormField>
        <ExpiryField />
        <FormSelectField
          control={control}
          name="status"
          label="Status"
          options={passengerStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
        />
        <FormSelectField
          control={control}
          name="method"
          label="Method"
          options={passengerMethods.map((m) => ({ value: m, label: methodLabels[m] }))}
        />
        {clientPicker ? (
          <Controller
            control={control}
            name="clientId"
            render={({ field }) => (
              <FormField label="Client" error={errors.clientId?.message}>
                <Combobox
                  aria-label="Client"
                  options={[noClient, ...clientPicker.options]}
                  onSearchChange={clientPicker.setSearch}
                  value={field.value || NO_CLIENT}
                  selectedLabel={clientPicker.labelOf(field.value)}
                  onChange={(value) => field.onChange(value === NO_CLIENT ? "" : value)}
                  placeholder="No client"
                  searchPlaceholder="Type a name, e-mail or phone…"
                  emptyText={clientPicker.searching ? "Searching…" : "No client found."}
                />
              </FormField>
            )}
          />
        ) : null}
      </div>
    </>
  );
}

/** Remarks sit under the duplicate warning, at the end of the form. */
export function RemarksField() {
  const { register, formState } = useFormContext<PassengerFormValues>();
  return (
    <FormField label="Remarks" error={formState.errors.remarks?.message}>
      <Textarea rows={3} {...register("remarks")} />
    </FormField>
  );
}
