import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { TriangleAlertIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { type NewPasswordForm, newPasswordFormSchema } from "#domain/auth/credentials.schema";
import { AuthCard } from "../../components/auth-card";
import { FormRootError } from "../../components/form-root-error";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, errorMessage } from "../../lib/api-client";
import { authApi } from "../../lib/auth-api";
import { applyApiFieldErrors } from "../../lib/form-errors";
import { showErrorToast } from "../../lib/query-client";
import { sessionQuery } from "../../lib/session";
import { PasswordResetLinkForm } from "./components/password-reset-link-form";

type LinkState = "checking" | "valid" | "invalid";

function DeadLink({ invitation }: { invitation: boolean }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="flex gap-2 text-sm">
        <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
        {invitation
          ? "This invitation link has expired or was already used. Ask your travel agent to invite you again, or enter your e-mail address and we will send a link to set your password."
          : "This reset link has expired or was already used. Enter your e-mail address and we will send a new one."}
      </p>
      <PasswordResetLinkForm label="Send a new reset link" />
      <p className="text-center text-sm">
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          Back to Login
        </Link>
      </p>
    </div>
  );
}

/** The new password, twice; then the user is signed in (or asked for the second factor). */
function ChooseNewPassword({
  token,
  invitation,
  onDeadLink,
}: {
  token: string;
  /** A client portal invitation's link: the same form, in welcome words. */
  invitation: boolean;
  onDeadLink(): void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const submit = handleSubmit(async ({ newPassword }) => {
    try {
      const result = await authApi.resetPassword(token, newPassword);
      if (result.twoFactorRequired) {
        toast.success("Password updated", { description: "Enter the code from your authenticator app." });
        navigate("/login?step=code", { replace: true });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast.success(invitation ? "Welcome to Itinera" : "Password updated", {
        description: result.signedIn
          ? invitation
            ? "Your password is set and you are signed in."
            : "You are signed in with your new password."
          : "Please sign in.",
      });
      navigate(result.signedIn ? "/" : "/login", { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.token) return onDeadLink();
      applyApiFieldErrors(error, setError, ["newPassword"]);
      showErrorToast("Error", errorMessage(error, "Failed to reset the password."));
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        label="New password"
        error={errors.newPassword?.message}
        description="At least 10 characters."
      >
        <Input type="password" autoComplete="new-password" required autoFocus {...register("newPassword")} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" required {...register("confirmPassword")} />
      </FormField>
      <FormRootError errors={errors} />
      <Button type="submit" className="w-full" loading={isSubmitting}>
        {invitation ? "Set your password" : "Set new password"}
      </Button>
    </form>
  );
}

/** /reset-password: where the reset mail and a client portal invitation lead. A dead link offers a new one. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const invitation = params.get("invitation") === "1";
  const [link, setLink] = useState<LinkState>(token ? "checking" : "invalid");

  useEffect(() => {
    if (!token) return;
    let current = true;
    authApi
      .resetTokenStatus(token)
      .then((answer) => current && setLink(answer.valid ? "valid" : "invalid"))
      // Could not ask: let the user try, the answer to the reset itself will tell.
      .catch(() => current && setLink("valid"));
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AuthCard title={invitation ? "Welcome to Itinera" : "Choose a New Password"}>
      {link === "checking" ? (
        <p className="flex items-center justify-center gap-2 text-muted-foreground text-sm">
          <Spinner aria-hidden />
          Checking your link…
        </p>
      ) : null}
      {invitation && link === "valid" ? (
        <p className="mb-4 text-muted-foreground text-sm">
          Set your password to see your trips, bookings and offers.
        </p>
      ) : null}
      {link === "invalid" ? <DeadLink invitation={invitation} /> : null}
      {link === "valid" && token ? (
        <ChooseNewPassword token={token} invitation={invitation} onDeadLink={() => setLink("invalid")} />
      ) : null}
    </AuthCard>
  );
}
