import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { backupCodeInputSchema, type CodeInput, totpCodeInputSchema } from "#domain/auth/credentials.schema";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { authApi } from "../../../lib/auth-api";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { showErrorToast } from "../../../lib/query-client";
import { useFinishSignIn } from "../use-finish-sign-in";
import { LinkButton } from "./link-button";

type Kind = "totp" | "backup";
const schemas = { totp: totpCodeInputSchema, backup: backupCodeInputSchema };

/** The second step for accounts with an authenticator app: its 6-digit code, or one of the backup codes. */
export function SecondFactorForm({ onBack }: { onBack(): void }) {
  const finishSignIn = useFinishSignIn();
  const [kind, setKind] = useState<Kind>("totp");
  const { register, handleSubmit, setError, reset, formState } = useForm<CodeInput>({
    resolver: zodResolver(schemas[kind]),
    defaultValues: { code: "" },
  });

  const submit = handleSubmit(async ({ code }) => {
    try {
      await authApi.verifyTwoFactor(code, kind);
      await finishSignIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_TWO_FACTOR_COOKIE") {
        // The password step lapsed: the code cannot help any more, only signing in again.
        showErrorToast("Login failed", "This sign-in has expired. Sign in again.");
        onBack();
        return;
      }
      if (!applyApiFieldErrors(error, setError, ["code"])) {
        setError(
          "code",
          { type: "server", message: errorMessage(error, "Invalid code") },
          { shouldFocus: true },
        );
      }
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-muted-foreground text-sm">
        {kind === "totp"
          ? "Enter the 6-digit code from your authenticator app."
          : "Enter one of the backup codes you saved when you turned two-factor authentication on. Each works once."}
      </p>
      <FormField label={kind === "totp" ? "Authentication code" : "Backup code"} error={errors.code?.message}>
        <Input
          autoComplete="one-time-code"
          inputMode={kind === "totp" ? "numeric" : "text"}
          autoFocus
          {...register("code")}
        />
      </FormField>
      <FormRootError errors={errors} />
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Verify
      </Button>
      <div className="flex justify-between text-sm">
        <LinkButton
          onClick={() => {
            setKind(kind === "totp" ? "backup" : "totp");
            reset({ code: "" });
          }}
        >
          {kind === "totp" ? "Use a backup code" : "Use the authenticator app"}
        </LinkButton>
        <LinkButton onClick={onBack}>Back to Login</LinkButton>
      </div>
    </form>
  );
}
