import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { emailError, type FieldErrors, validateSignIn, validateSignUp } from "#domain/auth/credentials";
import { type Role, roleLabels, roles } from "#domain/auth/role";
import type { AppMeta } from "#domain/meta/app-meta.schema";
import { AuthCard } from "../../components/auth-card";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { ApiError, api, errorMessage } from "../../lib/api-client";
import { authApi } from "../../lib/auth-api";
import { safeRedirect, sessionQuery } from "../../lib/session";

type Mode = "signin" | "signup" | "reset" | "code";
const titles: Record<Mode, string> = {
  signin: "Welcome Back",
  signup: "Create Account",
  reset: "Reset Password",
  code: "Two-Step Verification",
};
const metaQuery = {
  queryKey: ["meta"],
  queryFn: () => api<AppMeta>("/api/meta"),
  staleTime: Number.POSITIVE_INFINITY,
};

function LinkButton({ onClick, children }: { onClick(): void; children: string }) {
  return (
    <button type="button" className="text-primary underline-offset-4 hover:underline" onClick={onClick}>
      {children}
    </button>
  );
}

async function finishSignIn(
  queryClient: ReturnType<typeof useQueryClient>,
  navigate: ReturnType<typeof useNavigate>,
  redirect: string | null,
) {
  await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  toast.success("Welcome back!", { description: "You have successfully signed in." });
  navigate(safeRedirect(redirect), { replace: true });
}

/** The second step for accounts with an authenticator app: its 6-digit code, or one of the backup codes. */
function CodeForm({ onMode }: { onMode(mode: Mode): void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.replace(/\s+/g, "");
    if (kind === "totp" ? !/^\d{6}$/.test(trimmed) : trimmed.length < 6) {
      setError(kind === "totp" ? "Enter the 6-digit code from your app" : "Enter one of your backup codes");
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await authApi.verifyTwoFactor(trimmed, kind);
      await finishSignIn(queryClient, navigate, params.get("redirect"));
    } catch (err) {
      const expired = err instanceof ApiError && err.code === "INVALID_TWO_FACTOR_COOKIE";
      setError(expired ? "This sign-in has expired. Sign in again." : errorMessage(err, "Invalid code"));
      if (expired) onMode("signin");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-muted-foreground text-sm">
        {kind === "totp"
          ? "Enter the 6-digit code from your authenticator app."
          : "Enter one of the backup codes you saved when you turned two-factor authentication on. Each works once."}
      </p>
      <FormField label={kind === "totp" ? "Authentication code" : "Backup code"} error={error}>
        <Input
          name="code"
          autoComplete="one-time-code"
          inputMode={kind === "totp" ? "numeric" : "text"}
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" loading={busy}>
        Verify
      </Button>
      <div className="flex justify-between text-sm">
        <LinkButton
          onClick={() => {
            setKind(kind === "totp" ? "backup" : "totp");
            setCode("");
            setError(undefined);
          }}
        >
          {kind === "totp" ? "Use a backup code" : "Use the authenticator app"}
        </LinkButton>
        <LinkButton onClick={() => onMode("signin")}>Back to Login</LinkButton>
      </div>
    </form>
  );
}

function SignInForm({ meta, onMode }: { meta: AppMeta | undefined; onMode(mode: Mode): void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"email" | "password">>({});
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState(false);
  const [resending, setResending] = useState(false);
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
    const found = validateSignIn({ email, password });
    setErrors(found);
    setUnverified(false);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await authApi.signIn(email, password);
      if ("twoFactorRedirect" in answer) {
        onMode("code");
        return;
      }
      await finishSignIn(queryClient, navigate, params.get("redirect"));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      // Unconfirmed, suspended or rate-limited: say why where the user is looking, not only in a toast.
      if (code === "EMAIL_NOT_VERIFIED") setUnverified(true);
      else if (code === "BANNED_USER" || code === "TOO_MANY_REQUESTS") setRefusal(errorMessage(error, ""));
      toast.error("Login failed", {
        description:
          code === "EMAIL_NOT_VERIFIED"
            ? "Please confirm your e-mail address first."
            : errorMessage(error, "Invalid email or password."),
      });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await authApi.resendVerification(email);
      toast.success("Verification email sent", { description: `Please check ${email.trim()}.` });
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to send the verification email.") });
    } finally {
      setResending(false);
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
      {unverified ? (
        <div role="alert" className="space-y-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          <p>
            This account's e-mail address is not confirmed yet. Open the link we mailed to {email.trim()}, or
            get a new one.
          </p>
          <Button type="button" variant="outline" size="sm" loading={resending} onClick={resend}>
            Resend verification email
          </Button>
        </div>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" className="w-full" loading={busy}>
        Sign in
      </Button>
      <div className="flex justify-between text-sm">
        <LinkButton onClick={() => onMode("reset")}>Forgot password?</LinkButton>
        <LinkButton onClick={() => onMode("signup")}>Need an account? Sign up</LinkButton>
      </div>
      {meta?.demo ? (
        <div className="rounded-md border border-dashed bg-muted/50 p-3 text-sm" data-testid="demo-hint">
          <p className="font-medium">Demo sign-in</p>
          <p className="text-muted-foreground">
            Password <code className="font-mono">{meta.demoPassword}</code> for every account:
          </p>
          <ul className="mt-1 space-y-0.5">
            {meta.demoAccounts.map((a) => (
              <li key={a.email}>
                <LinkButton
                  onClick={() => {
                    setEmail(a.email);
                    setPassword(meta.demoPassword ?? "");
                  }}
                >{`${roleLabels[a.role]}: ${a.email}`}</LinkButton>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}

function SignUpForm({ onMode }: { onMode(mode: Mode): void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [accountType, setAccountType] = useState<Role>("client");
  const [errors, setErrors] = useState<FieldErrors<"email" | "password">>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { roleRequested } = await authApi.signUp(email, password, accountType);
      toast.success("Registration successful", {
        description: roleRequested
          ? `Please check your email to verify your account. An administrator will review your request for ${roleLabels[roleRequested]} access.`
          : "Please check your email to verify your account.",
      });
      onMode("signin");
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.fieldErrors;
        setErrors({ email: fields.email, password: fields.password });
      }
      toast.error("Registration failed", { description: errorMessage(error, "Please try again.") });
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
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      <FormField label="Password" error={errors.password} description="At least 10 characters.">
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <div className="space-y-2">
        <span id="account-type-label" className="font-medium text-sm">
          Account Type
        </span>
        {/* A native select: keyboard and screen-reader ready, and light on the first page anyone loads. */}
        <select
          aria-labelledby="account-type-label"
          aria-describedby="account-type-note"
          value={accountType}
          onChange={(e) => setAccountType(e.target.value as Role)}
          className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {r === "agent" ? "Travel Agent" : r}
            </option>
          ))}
        </select>
        <p id="account-type-note" className="text-muted-foreground text-sm">
          {accountType === "client"
            ? "Client accounts see their own trips, offers and invoices."
            : `Your account starts as a client and records a request for ${roleLabels[accountType]} access, which an administrator approves or denies.`}
        </p>
      </div>
      <Button type="submit" className="w-full" loading={busy}>
        Create Account
      </Button>
      <p className="text-center text-sm">
        <LinkButton onClick={() => onMode("signin")}>Already have an account? Sign in</LinkButton>
      </p>
    </form>
  );
}

function ResetForm({ onMode }: { onMode(mode: Mode): void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      await authApi.requestPasswordReset(email);
      toast.success("Password reset email sent", {
        description: "Please check your email for reset instructions.",
      });
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to send reset email.") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Email" error={error}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" loading={busy}>
        Send reset link
      </Button>
      <p className="text-center text-sm">
        <LinkButton onClick={() => onMode("signin")}>Back to Login</LinkButton>
      </p>
    </form>
  );
}

export function LoginPage() {
  const [params] = useSearchParams();
  // A password reset on an account with two-factor sign-in lands here for the code.
  const [mode, setMode] = useState<Mode>(params.get("step") === "code" ? "code" : "signin");
  const { data: meta } = useQuery(metaQuery);
  return (
    <AuthCard title={titles[mode]}>
      {mode === "signin" ? <SignInForm meta={meta} onMode={setMode} /> : null}
      {mode === "signup" ? <SignUpForm onMode={setMode} /> : null}
      {mode === "reset" ? <ResetForm onMode={setMode} /> : null}
      {mode === "code" ? <CodeForm onMode={setMode} /> : null}
    </AuthCard>
  );
}
