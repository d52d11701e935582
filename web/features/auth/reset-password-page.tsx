import { useQueryClient } from "@tanstack/react-query";
import { TriangleAlertIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { newPasswordError } from "#domain/auth/credentials";
import { AuthCard } from "../../components/auth-card";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, errorMessage } from "../../lib/api-client";
import { authApi } from "../../lib/auth-api";
import { sessionQuery } from "../../lib/session";
import { NewLinkForm } from "./components/new-link-form";

type LinkState = "checking" | "valid" | "invalid";

function DeadLink() {
  return (
    <div className="space-y-4">
      <p role="alert" className="flex gap-2 text-sm">
        <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
        This reset link has expired or was already used. Enter your e-mail address and we will send a new one.
      </p>
      <NewLinkForm
        label="Send a new reset link"
        send={authApi.requestPasswordReset}
        sent={{
          title: "Password reset email sent",
          description: "Please check your email for reset instructions.",
        }}
        failed="Failed to send reset email."
      />
      <p className="text-center text-sm">
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          Back to Login
        </Link>
      </p>
    </div>
  );
}

/** /reset-password: where the reset mail leads. A new password, twice; then the user is signed in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<LinkState>(token ? "checking" : "invalid");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: newPasswordError(password),
      confirm: confirm !== password ? "The passwords do not match" : undefined,
    };
    setErrors(found);
    if (found.password || found.confirm || !token) return;
    setBusy(true);
    try {
      const result = await authApi.resetPassword(token, password);
      if (result.twoFactorRequired) {
        toast.success("Password updated", { description: "Enter the code from your authenticator app." });
        navigate("/login?step=code", { replace: true });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast.success("Password updated", {
        description: result.signedIn ? "You are signed in with your new password." : "Please sign in.",
      });
      navigate(result.signedIn ? "/" : "/login", { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.token) {
        setLink("invalid");
        return;
      }
      if (error instanceof ApiError && error.fieldErrors.newPassword) {
        setErrors({ password: error.fieldErrors.newPassword });
      }
      toast.error("Error", { description: errorMessage(error, "Failed to reset the password.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Choose a New Password">
      {link === "checking" ? (
        <p className="flex items-center justify-center gap-2 text-muted-foreground text-sm">
          <Spinner aria-hidden />
          Checking your link…
        </p>
      ) : null}
      {link === "invalid" ? <DeadLink /> : null}
      {link === "valid" ? (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="New password" error={errors.password} description="At least 10 characters.">
            <Input
              type="password"
              name="new-password"
              autoComplete="new-password"
              required
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirm}>
            <Input
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </FormField>
          <Button type="submit" className="w-full" loading={busy}>
            Set new password
          </Button>
        </form>
      ) : null}
    </AuthCard>
  );
}
