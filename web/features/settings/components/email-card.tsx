import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ChangeEmailInput, changeEmailInputSchema } from "#domain/auth/credentials.schema";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useChangeEmail } from "../api/change-email";

/** Change of address: a link goes to the new one, and the change applies when it is opened. */
export function EmailCard({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailInputSchema),
    defaultValues: { newEmail: "" },
  });

  const submit = handleSubmit(({ newEmail }) => {
    if (newEmail === currentEmail.toLowerCase()) {
      setError("newEmail", { message: "This is already your address" }, { shouldFocus: true });
      return;
    }
    change.mutate(newEmail, {
      onSuccess: (to) => {
        setSentTo(to);
        reset({ newEmail: "" });
      },
      onError: (error) => {
        // better-auth's refusals (address taken, same address) concern the field, not the form.
        if (!applyApiFieldErrors(error, setError, ["newEmail"]) && error instanceof ApiError) {
          setError("newEmail", { message: error.message }, { shouldFocus: true });
        }
      },
    });
  });

  const errors = formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Email</h2>
        </CardTitle>
        <CardDescription>
          You sign in with <span className="font-medium text-foreground">{currentEmail}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="New email" error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" {...register("newEmail")} />
          </FormField>
          {sentTo ? (
            <p role="status" className="text-muted-foreground text-sm">
              We sent a confirmation link to {sentTo}. Your address changes once you open it.
            </p>
          ) : null}
          <FormRootError errors={errors} />
          <Button type="submit" loading={change.isPending}>
            Update
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
