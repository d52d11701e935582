import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { type SignInErrors, signInErrors } from "#domain/auth/credentials";
import type { AppMeta } from "#domain/meta/app-meta.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { authApi } from "../../../lib/auth-api";
import { showErrorToast } from "../../../lib/query-client";
import { useFinishSignIn } from "../use-finish-sign-in";
import { DemoSignIns } from "./demo-sign-ins";
import { LinkButton } from "./link-button";

/** Shown when the password was right but the address is not confirmed: the way out is a new link. */
function UnconfirmedNotice({ email }: { email: string }) {
  const [resending, setResending] = useState(false);
  const resend = async () => {
    setResending(true);
    try {
      await authApi.resendVerification(email);
      toast.success("Verification email sent", { description: `Please check ${email}.` });
    } catch (error) {
      showErrorToast("Error", errorMessage(error, "Failed to send the verification email."));
    } finally {
      setResending(false);
    }
  };
  return (
    <div role="alert" className="space-y-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
      <p>
        This account's e-mail address is not confirmed yet. Open the link we mailed to {email}, or get a new
        one.
      </p>
      <Button type="button" variant="outline" size="sm" loading={resending} onClick={resend}>
        Resend verification email
      </Button>
    </div>
  );
}

/**
 * Email and password; an account with two-factor sign-in goes on to its code (`onSecondFactor`).
 * The one form without react-hook-form and zod: it is the first thing anyone loads (see domain/auth/credentials.ts).
 */
export function SignInForm({
  meta,
  onSecondFactor,
  onSignUp,
  onReset,
}: {
  meta: AppMeta | undefined;
  onSecondFactor(): void;
  onSignUp(): void;
  onReset(): void;
}) {
  const finishSignIn = useFinishSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<SignInErrors>({});
  const [busy, setBusy] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Set once a field is focused: a prefill landing while someone types would be typed into.
  const touched = useRef(false);
  const touch = () => {
    touched.current = true;
  };

  // Demo mode prefills the first demo account, unless the user already started on the form.
  useEffect(() => {
    if (!meta?.demo || touched.current) return;
    setEmail((e) => (touched.current ? e : e || meta.demoAccounts[0]?.email || ""));
    setPassword((p) => (touched.current ? p : p || meta.demoPassword || ""));
  }, [meta]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = signInErrors({ email, password });
    setErrors(found);
    setUnconfirmed(null);
    setRefusal(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const answer = await authApi.signIn(email, password);
      if ("twoFactorRedirect" in answer) return onSecondFactor();
      await finishSignIn();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      // Unconfirmed, suspended or rate-limited: say why where the user is looking, not only in a toast.
      if (code === "EMAIL_NOT_VERIFIED") setUnconfirmed(email.trim());
      else if (code === "BANNED_USER" || code === "TOO_MANY_REQUESTS") setRefusal(errorMessage(error, ""));
      else if (error instanceof ApiError) setErrors(error.fieldErrors);
      showErrorToast(
        "Login failed",
        code === "EMAIL_NOT_VERIFIED"
          ? "Please confirm your e-mail address first."
          : errorMessage(error, "Invalid email or password."),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Email" error={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onFocus={touch}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onFocus={touch}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      {unconfirmed ? <UnconfirmedNotice email={unconfirmed} /> : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" className="w-full" loading={busy}>
        Sign in
      </Button>
      <div className="flex justify-between text-sm">
        <LinkButton onClick={onReset}>Forgot password?</LinkButton>
        <LinkButton onClick={onSignUp}>Need an account? Sign up</LinkButton>
      </div>
      {meta?.demo ? (
        <DemoSignIns
          meta={meta}
          onPick={(pickedEmail, pickedPassword) => {
            setEmail(pickedEmail);
            setPassword(pickedPassword);
          }}
        />
      ) : null}
    </form>
  );
}
