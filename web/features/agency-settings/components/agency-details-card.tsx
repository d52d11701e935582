import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, useForm } from "react-hook-form";
import {
  type AgencySettings,
  type AgencySettingsUpdate,
  type AgencySettingsUpdateBody,
  agencySettingsUpdateSchema,
} from "#domain/agency/agency-settings.schema";
import { ConflictNotice } from "../../../components/conflict-notice";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useAgencySettings, useUpdateAgencySettings } from "../api/agency-settings";
import { AgencyLogoField } from "./agency-logo-field";

type FormValues = AgencySettingsUpdateBody;
const fields: FieldPath<FormValues>[] = [
  "name",
  "address",
  "email",
  "phone",
  "vatNumber",
  "paymentInstructions",
];

function valuesOf(settings: AgencySettings | null): FormValues {
  return {
    name: settings?.name ?? "",
    address: settings?.address ?? "",
    email: settings?.email ?? "",
    phone: settings?.phone ?? "",
    vatNumber: settings?.vatNumber ?? "",
    paymentInstructions: settings?.paymentInstructions ?? "",
  };
}

// The settings are one record: an id of their own lets useRecordEdit follow them like any other.
type Editable = AgencySettings & { id: string };
const asRecord = (settings: AgencySettings | undefined): Editable | null =>
  settings ? { ...settings, id: "agency" } : null;

/**
 * Agency details (admins, on /settings): the name, address, contacts, VAT number, payment instructions and
 * logo that invoice PDFs print. Saved against the version it loaded: someone else's save in between is
 * explained without losing what was typed.
 */
export function AgencyDetailsCard() {
  const settings = useAgencySettings();
  const update = useUpdateAgencySettings();
  const record = asRecord(settings.data);
  const { register, handleSubmit, reset, setError, formState } = useForm<
    FormValues,
    unknown,
    AgencySettingsUpdate
  >({
    resolver: zodResolver(agencySettingsUpdateSchema),
    defaultValues: valuesOf(null),
  });
  const edit = useRecordEdit(record !== null, record, (loaded) => reset(valuesOf(loaded)));
  const errors = formState.errors;

  const submit = handleSubmit(async (input) => {
    if (!record) return;
    try {
      const saved = await update.mutateAsync({ input, version: edit.version ?? record.version });
      edit.saved(saved);
      reset(valuesOf(saved));
    } catch (error) {
      edit.saveFailed(error, setError, fields);
    }
  });

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>
          <h2>Agency details</h2>
        </CardTitle>
        <CardDescription>
          What invoice PDFs print about the agency: its name, address, contacts, VAT number, logo and how to
          pay.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isLoading ? <Spinner className="size-5" /> : null}
        {settings.isError ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <p className="text-destructive">The agency details could not be loaded.</p>
            <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {settings.data && record ? (
          <div className="grid gap-6">
            <form onSubmit={submit} noValidate className="grid gap-4">
              <div className="grid gap-4 md:grid-cols-2">
                <FormField label="Agency name" required error={errors.name?.message}>
                  <Input autoComplete="organization" {...register("name")} />
                </FormField>
                <FormField label="VAT number" error={errors.vatNumber?.message}>
                  <Input autoComplete="off" {...register("vatNumber")} />
                </FormField>
                <FormField label="E-mail" error={errors.email?.message}>
                  <Input type="email" autoComplete="email" {...register("email")} />
                </FormField>
                <FormField label="Phone" error={errors.phone?.message}>
                  <Input type="tel" autoComplete="tel" {...register("phone")} />
                </FormField>
              </div>
              <FormField label="Address" error={errors.address?.message}>
                <Textarea rows={3} autoComplete="street-address" {...register("address")} />
              </FormField>
              <FormField
                label="Payment instructions"
                description="Printed at the end of every invoice: bank details, what to quote."
                error={errors.paymentInstructions?.message}
              >
                <Textarea rows={3} {...register("paymentInstructions")} />
              </FormField>
              <FormRootError errors={errors} />
              {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={update.isPending} /> : null}
              <div>
                <Button type="submit" loading={update.isPending}>
                  Save agency details
                </Button>
              </div>
            </form>
            <AgencyLogoField
              settings={settings.data}
              version={edit.version ?? record.version}
              onSaved={(saved) => edit.saved(saved)}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
