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
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useCreateUser } from "../api/create-user";

const emptyValues: CreateUserFormValues = { email: "", password: "", role: "client" };
const fields = ["email", "password", "role"] as const;

/** Add New User: Email, Password, Role (client by default); the account is active at once. */
export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const create = useCreateUser();
  const form = useForm<CreateUserFormValues, unknown, CreateUserInput>({
    resolver: zodResolver(createUserInputSchema),
    defaultValues: emptyValues,
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (open) reset(emptyValues);
  }, [open, reset]);

  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        reset(emptyValues);
        onOpenChange(false);
      },
      onError: (error) => applyApiFieldErrors(error, setError, fields),
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={create.isPending}
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
        errors={formState.errors}
        busy={create.isPending}
        onCancel={() => onOpenChange(false)}
        submitLabel="Create User"
        busyLabel="Creating..."
      />
    </FormDialog>
  );
}
