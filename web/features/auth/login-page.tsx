import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plane } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  emailError,
  type FieldErrors,
  validateSignIn,
  validateSignUp,
} from "../../../domain/auth/credentials";
import { type Role, roleLabels, roles } from "../../../domain/auth/role";
import type { AppMeta } from "../../../domain/meta/app-meta.schema";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { api, errorMessage } from "../../lib/api-client";
import { authApi } from "../../lib/auth-api";
import { safeRedirect, sessionQuery } from "../../lib/session";

type Mode = "signin" | "signup" | "reset";
const titles: Record<Mode, string> = {
  signin: "Welcome Back",
  signup: "Create Account",
  reset: "Reset Password",
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

function SignInForm({ meta, onMode }: { meta: AppMeta | undefined; onMode(mode: Mode): void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"email" | "password">>({});
  const [busy, setBusy] = useState(false);

  // Demo mode prefills the first demo account, unless the user already typed something.
  useEffect(() => {
    if (!meta?.demo) return;
    setEmail((e) => e || meta.demoAccounts[0]?.email || "");
    setPassword((p) => p || meta.demoPassword || "");
  }, [meta]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await authApi.signIn(email, password);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast.success("Welcome back!", { description: "You have successfully signed in." });
      navigate(safeRedirect(params.get("redirect")), { replace: true });
    } catch (error) {
      toast.error("Login failed", { description: errorMessage(error, "Invalid email or password.") });
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
      <FormField label="Password" error={errors.password}>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
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
      await authApi.signUp(email, password);
      toast.success("Registration successful", {
        description: "Please check your email to verify your account.",
      });
      onMode("signin");
    } catch (error) {
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
            : "Every new account starts as a client; an administrator grants admin and Travel Agent access."}
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
  const [mode, setMode] = useState<Mode>("signin");
  const { data: meta } = useQuery(metaQuery);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Plane aria-hidden className="size-6" />
          </span>
          <CardTitle>
            <h1 className="text-2xl">{titles[mode]}</h1>
          </CardTitle>
          <CardDescription>Itinera · Travel Management</CardDescription>
        </CardHeader>
        <CardContent>
          {mode === "signin" ? <SignInForm meta={meta} onMode={setMode} /> : null}
          {mode === "signup" ? <SignUpForm onMode={setMode} /> : null}
          {mode === "reset" ? <ResetForm onMode={setMode} /> : null}
        </CardContent>
      </Card>
    </main>
  );
}
