import { ShieldCheckIcon } from "lucide-react";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import {
  type TwoFactorSetup,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useNewBackupCodes,
  useStartTwoFactor,
} from "../api/two-factor";

// The QR encoder loads only when someone sets up two-factor sign-in, not with the settings page.
const QrCodeImage = lazy(async () => ({ default: (await import("./qr-code-image")).QrCodeImage }));

function fieldMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.fieldErrors.code ?? error.message) : undefined;
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-2">
      <p className="font-medium text-sm">Backup codes</p>
      <p className="text-muted-foreground text-sm">
        Keep these somewhere safe. Each one signs you in once if you lose your phone.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-1 rounded-md border bg-muted/50 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** The password, asked again before anything that changes how the account signs in. */
function PasswordStep({
  action,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  action: string;
  busy: boolean;
  error: string | undefined;
  onSubmit(password: string): void;
  onCancel(): void;
}) {
  const [password, setPassword] = useState("");
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (password) onSubmit(password);
      }}
    >
      <FormField label="Your password" error={error}>
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" loading={busy} disabled={!password}>
          {action}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SetupStep({ setup, onDone }: { setup: TwoFactorSetup; onDone(): void }) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const secret = new URL(setup.totpURI).searchParams.get("secret") ?? "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ""))) {
      setError("Enter the 6-digit code from your app");
      return;
    }
    setError(undefined);
    confirm.mutate(code, { onSuccess: onDone, onError: (err) => setError(fieldMessage(err)) });
  };
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…).</li>
        <li>Save the backup codes below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <Suspense fallback={<div className="size-[200px] rounded-md border" aria-hidden />}>
          <QrCodeImage text={setup.totpURI} label="QR code for your authenticator app" />
        </Suspense>
        <div className="min-w-0 flex-1 space-y-4">
          <p className="text-sm">
            Cannot scan? Enter this key:{" "}
            <code className="break-all rounded bg-muted px-1 font-mono" data-testid="totp-secret">
              {secret.replace(/(.{4})/g, "$1 ").trim()}
            </code>
          </p>
          <BackupCodes codes={setup.backupCodes} />
        </div>
      </div>
      <form onSubmit={submit} noValidate className="space-y-3">
        <FormField label="Code from the app" error={error}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
        <Button type="submit" loading={confirm.isPending}>
          Confirm and turn on
        </Button>
      </form>
    </div>
  );
}

function DisableForm() {
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.replace(/\s+/g, "").length < 6) {
          setError("Enter the 6-digit code or a backup code");
          return;
        }
        setError(undefined);
        disable.mutate(code, { onError: (err) => setError(fieldMessage(err)) });
      }}
    >
      <FormField label="Code from the app, or a backup code" error={error}>
        <Input autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" loading={disable.isPending}>
        Turn off
      </Button>
    </form>
  );
}

/** TOTP with an authenticator app: set up with a QR code and a first code; off again with a code. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const start = useStartTwoFactor();
  const newCodes = useNewBackupCodes();
  const [step, setStep] = useState<"idle" | "password" | "setup" | "new-codes">("idle");
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2>Two-factor authentication</h2>
          {enabled ? (
            <Badge variant="success">
              <ShieldCheckIcon aria-hidden /> On
            </Badge>
          ) : (
            <Badge variant="secondary">Off</Badge>
          )}
        </CardTitle>
        <CardDescription>
          {enabled
            ? "Signing in asks for a code from your authenticator app."
            : "Ask for a code from an authenticator app as well as your password when you sign in."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!enabled && step === "idle" ? <Button onClick={() => setStep("password")}>Turn on</Button> : null}
        {!enabled && step === "password" ? (
          <PasswordStep
            action="Continue"
            busy={start.isPending}
            error={start.error instanceof ApiError ? start.error.message : undefined}
            onCancel={() => setStep("idle")}
            onSubmit={(password) =>
              start.mutate(password, {
                onSuccess: (answer) => {
                  setSetup(answer);
                  setStep("setup");
                },
              })
            }
          />
        ) : null}
        {!enabled && step === "setup" && setup ? (
          <SetupStep
            setup={setup}
            onDone={() => {
              setSetup(null);
              setStep("idle");
            }}
          />
        ) : null}
        {enabled ? (
          <>
            <DisableForm />
            {step === "new-codes" ? (
              <PasswordStep
                action="Make new backup codes"
                busy={newCodes.isPending}
                error={newCodes.error instanceof ApiError ? newCodes.error.message : undefined}
                onCancel={() => setStep("idle")}
                onSubmit={(password) =>
                  newCodes.mutate(password, {
                    onSuccess: (answer) => {
                      setCodes(answer.backupCodes);
                      setStep("idle");
                    },
                  })
                }
              />
            ) : (
              <Button variant="ghost" onClick={() => setStep("new-codes")}>
                New backup codes…
              </Button>
            )}
            {codes ? <BackupCodes codes={codes} /> : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
