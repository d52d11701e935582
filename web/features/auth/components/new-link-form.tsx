import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { type EmailInput, emailInputSchema } from "#domain/auth/credentials.schema";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { showErrorToast } from "../../../lib/query-client";

/** Asks for the address and mails a fresh link; the answer is the same whether or not it has an account. */
export function NewLinkForm({
  label,
  send,
  sent,
  failed,
}: {
  label: string;
  send(email: string): Promise<unknown>;
  sent: { title: string; description: string };
  failed: string;
}) {
  const { register, handleSubmit, setError, formState } = useForm<EmailInput>({
    resolver: zodResolver(emailInputSchema),
    defaultValues: { email: "" },
  });
  const submit = handleSubmit(async ({ email }) => {
    try {
      await send(email);
      toast.success(sent.title, { description: sent.description });
    } catch (error) {
      applyApiFieldErrors(error, setError, ["email"]);
      showErrorToast("Error", errorMessage(error, failed));
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register("email")} />
      </FormField>
      <FormRootError errors={errors} />
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {label}
      </Button>
    </form>
  );
}
