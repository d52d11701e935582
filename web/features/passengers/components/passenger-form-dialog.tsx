import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangleIcon } from "lucide-react";
import { useMemo } from "react";
import { Controller, type FieldPath, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { countryName } from "#domain/countries";
import { documentTypes } from "#domain/docs/docs-input";
import {
  type Passenger,
  type PassengerFormValues,
  type PassengerInput,
  passengerInputSchema,
} from "#domain/passengers/passenger.schema";
import {
  genderLabels,
  methodLabels,
  passengerGenders,
  passengerMethods,
  passengerName,
  passengerStatuses,
  passengerTitles,
  statusLabels,
} from "#domain/passengers/passenger-format";
import { ConflictNotice } from "../../../components/conflict-notice";
import { SelectField } from "../../../components/select-field";
import { Button } from "../../../components/ui/button";
import { Combobox } from "../../../components/ui/combobox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api-client";
import { useDebounced } from "../../../lib/use-debounced";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useCreatePassenger } from "../api/create-passenger";
import { useDuplicates } from "../api/find-duplicates";
import { useClientOptions } from "../api/list-client-options";
import { useUpdatePassenger } from "../api/update-passenger";
import { CountrySelect } from "./country-select";

const DUPLICATE_CHECK_DELAY_MS = 400;
const NO_CLIENT = "__no_client__";

const emptyValues: PassengerFormValues = {
  title: "",
  firstName: "",
  surname: "",
  gender: "",
  dateOfBirth: "",
  nationality: "",
  countryOfIssue: "",
  documentType: "P",
  passportNumber: "",
  documentExpiry: "",
  status: "active",
  method: "online",
  remarks: "",
  clientId: "",
};

function valuesOf(p: Passenger): PassengerFormValues {
  return {
    title: p.title ?? "",
    firstName: p.firstName,
    surname: p.surname,
    gender: p.gender ?? "",
    dateOfBirth: p.dateOfBirth ?? "",
    nationality: p.nationality ?? "",
    countryOfIssue: p.countryOfIssue ?? "",
    documentType: p.documentType,
    passportNumber: p.passportNumber,
    documentExpiry: p.documentExpiry,
    status: p.status,
    method: p.method,
    remarks: p.remarks ?? "",
    clientId: p.clientId ?? "",
  };
}

const fieldNames = new Set(Object.keys(emptyValues));

interface PassengerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The passenger being edited; none to add one. */
  passenger?: Passenger | null;
  /** Staff choose the client; a client user's passengers always belong to their own client. */
  canChooseClient: boolean;
  onSaved?: (passenger: Passenger) => void;
}

/** Add or edit a passenger: every SPEC §3 field, checked with the API's own schema, errors next to the fields. */
export function PassengerFormDialog({
  open,
  onOpenChange,
  passenger,
  canChooseClient,
  onSaved,
}: PassengerFormDialogProps) {
  const editing = Boolean(passenger);
  const create = useCreatePassenger();
  const update = useUpdatePassenger();
  const busy = create.isPending || update.isPending;
  const form = useForm<PassengerFormValues, unknown, PassengerInput>({
    resolver: zodResolver(passengerInputSchema),
    defaultValues: passenger ? valuesOf(passenger) : emptyValues,
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;

  // Opening the dialog starts from the passenger's values (or an empty form); a refetch keeps the input.
  const edit = useRecordEdit(open, passenger, (p) => reset(p ? valuesOf(p) : emptyValues));

  const clientOptions = useClientOptions(open && canChooseClient);
  const clientChoices = useMemo(() => {
    const items = clientOptions.data?.items ?? [];
    const options = [
      { value: NO_CLIENT, label: "No client" },
      ...items.map((c) => ({ value: c.id, label: c.name })),
    ];
    if (passenger?.clientId && !items.some((c) => c.id === passenger.clientId)) {
      options.push({ value: passenger.clientId, label: passenger.clientName ?? "Current client" });
    }
    return options;
  }, [clientOptions.data, passenger]);

  const [passportNumber, countryOfIssue] = useWatch({ control, name: ["passportNumber", "countryOfIssue"] });
  const duplicateKey = useDebounced(
    {
      passportNumber: String(passportNumber ?? "")
        .replace(/\s+/g, "")
        .toUpperCase(),
      countryOfIssue: String(countryOfIssue ?? "").toUpperCase(),
      excludeId: passenger?.id,
    },
    DUPLICATE_CHECK_DELAY_MS,
  );
  const duplicates = useDuplicates(duplicateKey);
  const possibleDuplicates = open ? (duplicates.data?.items ?? []) : [];

  const submit = handleSubmit(async (input) => {
    try {
      const saved = passenger
        ? await update.mutateAsync({ id: passenger.id, input, version: edit.version ?? passenger.version })
        : await create.mutateAsync(input);
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      if (edit.catchConflict(error)) return;
      // The toast says what went wrong; field issues also go next to their fields. The input stays.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (fieldNames.has(field)) setError(field as FieldPath<PassengerFormValues>, { message });
        }
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Passenger" : "Add Passenger"}</DialogTitle>
          <DialogDescription>
            {editing
              ? `Update ${passenger ? passengerName(passenger) : "the passenger"}'s details and travel document.`
              : "A traveller and their travel document. Fields marked * are required."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
            <Controller
              control={control}
              name="title"
              render={({ field }) => (
                <SelectField
                  label="Title"
                  value={field.value}
                  onChange={field.onChange}
                  options={passengerTitles.map((t) => ({ value: t, label: t }))}
                  noneLabel="None"
                  placeholder="None"
                  error={errors.title?.message}
                />
              )}
            />
            <FormField label="First name" required error={errors.firstName?.message}>
              <Input autoComplete="off" {...register("firstName")} />
            </FormField>
            <FormField label="Surname" required error={errors.surname?.message}>
              <Input autoComplete="off" {...register("surname")} />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <SelectField
                  label="Gender"
                  value={field.value}
                  onChange={field.onChange}
                  options={passengerGenders.map((g) => ({ value: g, label: `${g} — ${genderLabels[g]}` }))}
                  noneLabel="Not given"
                  placeholder="Not given"
                  error={errors.gender?.message}
                />
              )}
            />
            <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
              <Input type="date" {...register("dateOfBirth")} />
            </FormField>
            <Controller
              control={control}
              name="nationality"
              render={({ field }) => (
                <FormField label="Nationality" error={errors.nationality?.message}>
                  <CountrySelect aria-label="Nationality" value={field.value} onChange={field.onChange} />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="countryOfIssue"
              render={({ field }) => (
                <FormField label="Country of issue" error={errors.countryOfIssue?.message}>
                  <CountrySelect
                    aria-label="Country of issue"
                    value={field.value}
                    onChange={field.onChange}
                  />
                </FormField>
              )}
            />
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
            <FormField label="Passport number" required error={errors.passportNumber?.message}>
              <Input autoComplete="off" className="font-mono uppercase" {...register("passportNumber")} />
            </FormField>
            <FormField label="Passport expiry" required error={errors.documentExpiry?.message}>
              <Input type="date" {...register("documentExpiry")} />
            </FormField>
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <SelectField
                  label="Status"
                  value={field.value}
                  onChange={field.onChange}
                  options={passengerStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
                  error={errors.status?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="method"
              render={({ field }) => (
                <SelectField
                  label="Method"
                  value={field.value}
                  onChange={field.onChange}
                  options={passengerMethods.map((m) => ({ value: m, label: methodLabels[m] }))}
                  error={errors.method?.message}
                />
              )}
            />
            {canChooseClient ? (
              <Controller
                control={control}
                name="clientId"
                render={({ field }) => (
                  <FormField label="Client" error={errors.clientId?.message}>
                    <Combobox
                      aria-label="Client"
                      options={clientChoices}
                      value={field.value || NO_CLIENT}
                      onChange={(value) => field.onChange(value === NO_CLIENT ? "" : value)}
                      placeholder="No client"
                      searchPlaceholder="Search clients…"
                      emptyText={clientOptions.isLoading ? "Loading" : "No client found."}
                    />
                  </FormField>
                )}
              />
            ) : null}
          </div>
          {possibleDuplicates.length > 0 ? (
            <div
              role="status"
              className="flex gap-3 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm"
              data-testid="duplicate-warning"
            >
              <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
              <div>
                <p className="font-medium">Possible duplicate</p>
                <p className="text-muted-foreground">
                  Passport {duplicateKey.passportNumber} issued by{" "}
                  {countryName(duplicateKey.countryOfIssue) ?? duplicateKey.countryOfIssue} is already
                  recorded for:
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {possibleDuplicates.map((d) => (
                    <li key={d.id}>
                      <Link
                        to={`/passengers?selected=${d.id}&search=${encodeURIComponent(d.passportNumber)}`}
                        className="text-primary underline-offset-4 hover:underline"
                        onClick={() => onOpenChange(false)}
                      >
                        {passengerName(d)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ) : null}
          <FormField label="Remarks" error={errors.remarks?.message}>
            <Textarea rows={3} {...register("remarks")} />
          </FormField>
          {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={busy} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {editing ? "Save Changes" : "Add Passenger"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
