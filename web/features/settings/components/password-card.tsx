import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type ChangePasswordForm, changePasswordFormSchema } from "#domain/auth/credentials.schema";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useChangePassword } from "../api/change-password";

const emptyValues: ChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordCard() {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyValues,
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => reset(emptyValues),
        onError: (error) => {
          if (error instanceof ApiError && error.code === "INVALID_PASSWORD") {
            setError(
              "currentPassword",
              { message: "This is not your current password" },
              { shouldFocus: true },
            );
          } else applyApiFieldErrors(error, setError, ["currentPassword", "newPassword"]);
        },
      },
    ),
  );

  const errors = formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Password</h2>
        </CardTitle>
        <CardDescription>Changing it signs out your other devices.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
          </FormField>
          <FormField
            label="New password"
            error={errors.newPassword?.message}
            description="At least 10 characters."
          >
            <Input type="password" autoComplete="new-password" {...register("newPassword")} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
          </FormField>
          <FormRootError errors={errors} />
          <Button type="submit" loading={change.isPending}>
            Change
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
