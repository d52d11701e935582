import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, useForm } from "react-hook-form";
import {
  type OwnClient,
  type OwnClientFormValues,
  type OwnClientUpdate,
  ownClientUpdateSchema,
} from "#domain/client-portal/client-portal.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useUpdateOwnClient } from "../api/update-own-client";

function valuesOf(client: OwnClient | null): OwnClientFormValues {
  return { email: client?.email ?? "", phone: client?.phone ?? "", address: client?.address ?? "" };
}

const fieldNames: FieldPath<OwnClientFormValues>[] = ["email", "phone", "address"];

/** The client user edits their own e-mail, phone and address; the name stays with the agency. */
export function EditContactDialog({
  client,
  ...props
}: FormDialogProps & {
  client: OwnClient;
}) {
  const { open } = props;
  const update = useUpdateOwnClient();
  const form = useForm<OwnClientFormValues, unknown, OwnClientUpdate>({
    resolver: zodResolver(ownClientUpdateSchema),
    defaultValues: valuesOf(client),
  });
  const { register, reset, formState } = form;
  // Opening starts from the record; a refetch while open keeps what the user typed.
  const edit = useRecordEdit(open, client, (record) => reset(valuesOf(record)));
  const errors = formState.errors;

  const dialog = useFormDialog(props, { busy: update.isPending, edit });
  const submit = dialog.submit(form, fieldNames, (input) =>
    update.mutateAsync({ input, version: edit.version ?? client.version }),
  );

  return (
    <FormDialog
      {...dialog.frame}
      className="sm:max-w-lg"
      title="Edit contact details"
      description="How your travel agent reaches you. Ask them to change the name."
      onSubmit={submit}
    >
      <FormField label="Name" description="Only your travel agent can change it.">
        <Input value={client.name} readOnly disabled />
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register("phone")} />
      </FormField>
      <FormField label="Address" error={errors.address?.message}>
        <Textarea rows={3} autoComplete="street-address" {...register("address")} />
      </FormField>
      <FormDialogFooter {...dialog.footer} errors={errors} submitLabel="Save Changes" />
    </FormDialog>
  );
}
