import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { roleLabels, roles } from "#domain/auth/role";
import {
  type CreateUserFormValues,
  type CreateUserInput,
  createUserInputSchema,
} from "#domain/users/user.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useCreateUser } from "../api/create-user";

const emptyValues: CreateUserFormValues = { email: "", password: "", role: "client" };
const fields = ["email", "password", "role"] as const;

/** Add New User: Email, Password, Role (client by default); the account is active at once. */
export function AddUserDialog(props: FormDialogProps) {
  const { open } = props;
  const create = useCreateUser();
  const form = useForm<CreateUserFormValues, unknown, CreateUserInput>({
    resolver: zodResolver(createUserInputSchema),
    defaultValues: emptyValues,
  });
  const { register, control, reset, formState } = form;

  useEffect(() => {
    if (open) reset(emptyValues);
  }, [open, reset]);

  const dialog = useFormDialog(props, { busy: create.isPending });
  const submit = dialog.submit(form, fields, async (values) => {
    const user = await create.mutateAsync(values);
    reset(emptyValues);
    return user;
  });

  return (
    <FormDialog
      {...dialog.frame}
      title="Add New User"
      description="The account is active at once; give the user their password, or send a reset mail later."
      onSubmit={submit}
    >
      <FormField label="Email" error={formState.errors.email?.message} required>
        <Input type="email" autoComplete="off" {...register("email")} />
      </FormField>
      <FormField
        label="Password"
        error={formState.errors.password?.message}
        description="At least 10 characters."
        required
      >
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <Controller
        control={control}
        name="role"
        render={({ field, fieldState }) => (
          <Select value={field.value ?? "client"} onValueChange={field.onChange}>
            <FormField label="Role" error={fieldState.error?.message}>
              <SelectTrigger className="w-full">
                <SelectValue />
              </SelectTrigger>
            </FormField>
            <SelectContent>
              {roles.map((role) => (
                <SelectItem key={role} value={role}>
                  {roleLabels[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FormDialogFooter
        {...dialog.footer}
        errors={formState.errors}
        submitLabel="Create User"
        busyLabel="Creating..."
      />
    </FormDialog>
  );
}
