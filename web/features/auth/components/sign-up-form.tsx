import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  type RegisterFormValues,
  type RegisterInput,
  registerInputSchema,
} from "#domain/accounts/account.schema";
import { roleLabels, roles } from "#domain/auth/role";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { authApi } from "../../../lib/auth-api";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { showErrorToast } from "../../../lib/query-client";
import { LinkButton } from "./link-button";

const fields = ["email", "password", "accountType"] as const;

/** Sign-up: every account starts as a client; choosing admin or agent records a request an admin decides. */
export function SignUpForm({ onSignIn }: { onSignIn(): void }) {
  const { register, handleSubmit, setError, watch, formState } = useForm<
    RegisterFormValues,
    unknown,
    RegisterInput
  >({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { email: "", password: "", accountType: "client" },
  });
  const accountType = watch("accountType") ?? "client";

  const submit = handleSubmit(async ({ email, password, accountType: type }) => {
    try {
      const { roleRequested } = await authApi.signUp(email, password, type);
      toast.success("Registration successful", {
        description: roleRequested
          ? `Please check your email to verify your account. An administrator will review your request for ${roleLabels[roleRequested]} access.`
          : "Please check your email to verify your account.",
      });
      onSignIn();
    } catch (error) {
      applyApiFieldErrors(error, setError, fields);
      showErrorToast("Registration failed", errorMessage(error, "Please try again."));
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} description="At least 10 characters.">
        <Input type="password" autoComplete="new-password" required {...register("password")} />
      </FormField>
      <FormField
        label="Account Type"
        error={errors.accountType?.message}
        description={
          accountType === "client"
            ? "Client accounts see their own trips, offers and invoices."
            : `Your account starts as a client and records a request for ${roleLabels[accountType]} access, which an administrator approves or denies.`
        }
      >
        {/* A native select: keyboard and screen-reader ready, and light on the sign-in page. */}
        <select
          className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
          {...register("accountType")}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {r === "agent" ? "Travel Agent" : r}
            </option>
          ))}
        </select>
      </FormField>
      <FormRootError errors={errors} />
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Create Account
      </Button>
      <p className="text-center text-sm">
        <LinkButton onClick={onSignIn}>Already have an account? Sign in</LinkButton>
      </p>
    </form>
  );
}
