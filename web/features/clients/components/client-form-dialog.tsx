import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, useForm } from "react-hook-form";
import {
  type Client,
  type ClientFormValues,
  type ClientInput,
  clientInputSchema,
} from "#domain/clients/client.schema";
import { clientKindLabels } from "#domain/clients/client-format";
import { clientKinds } from "#domain/clients/client-values";
import { CURRENCIES, DEFAULT_CURRENCY } from "#domain/currency";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useCreateClient } from "../api/create-client";
import { useUpdateClient } from "../api/update-client";

const emptyValues: ClientFormValues = {
  kind: "person",
  name: "",
  email: "",
  phone: "",
  address: "",
  preferredCurrency: DEFAULT_CURRENCY,
  notes: "",
};

function valuesOf(client: Client): ClientFormValues {
  return {
    kind: client.kind,
    name: client.name,
    email: client.email ?? "",
    phone: client.phone ?? "",
    address: client.address ?? "",
    preferredCurrency: client.preferredCurrency,
    notes: client.notes ?? "",
  };
}

const fieldNames = Object.keys(emptyValues) as FieldPath<ClientFormValues>[];
const kindOptions = clientKinds.map((kind) => ({ value: kind, label: clientKindLabels[kind] }));
const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** New client and Edit client: the API's own schema checks the form, errors show next to their fields. */
export function ClientFormDialog({
  client,
  ...props
}: FormDialogProps<Client> & {
  /** The client being edited; none for a new client. */
  client?: Client | null;
}) {
  const editing = Boolean(client);
  const create = useCreateClient();
  const update = useUpdateClient();
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: client ? valuesOf(client) : emptyValues,
  });
  const { register, control, reset, formState } = form;
  const errors = formState.errors;

  // Opening starts from the record's values; a refetch while open keeps the user's input.
  const edit = useRecordEdit(props.open, client, (record) => reset(record ? valuesOf(record) : emptyValues));
  const dialog = useFormDialog(props, { busy: create.isPending || update.isPending, edit });

  const submit = edit.submit(form, fieldNames, dialog.saves(create, update));

  return (
    <FormDialog
      {...dialog.frame}
      className="sm:max-w-xl"
      title={editing ? "Edit client" : "New client"}
      description={
        editing
          ? `Change ${client?.name ?? "the client"}'s contact details, currency and notes.`
          : "A person or a company the agency works for. Fields marked * are required."
      }
      onSubmit={submit}
    >
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        <FormSelectField control={control} name="kind" label="Kind" options={kindOptions} required />
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="off" {...register("name")} />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...register("email")} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...register("phone")} />
        </FormField>
      </div>
      <FormField label="Address" error={errors.address?.message}>
        <Textarea rows={2} {...register("address")} />
      </FormField>
      <FormSelectField
        control={control}
        name="preferredCurrency"
        label="Preferred currency"
        options={currencyOptions}
        required
      />
      <FormField
        label="Notes"
        description="For staff only: the client never sees them."
        error={errors.notes?.message}
      >
        <Textarea rows={3} {...register("notes")} />
      </FormField>
      <FormDialogFooter
        {...dialog.footer}
        errors={errors}
        submitLabel={editing ? "Save Changes" : "Create Client"}
      />
    </FormDialog>
  );
}
