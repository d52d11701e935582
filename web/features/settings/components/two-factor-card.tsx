import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheckIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type FieldValues, type Path, type UseFormSetError, useForm } from "react-hook-form";
import { twoFactorCodeInputSchema } from "#domain/accounts/account.schema";
import {
  type CodeInput,
  type PasswordInput,
  passwordInputSchema,
  totpCodeInputSchema,
} from "#domain/auth/credentials.schema";
import { FormRootError } from "../../../components/form-root-error";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import {
  type TwoFactorSetup,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useNewBackupCodes,
  useStartTwoFactor,
} from "../api/two-factor";

// The QR encoder loads only when someone sets up two-factor sign-in, not with the settings page.
const QrCodeImage = lazy(async () => ({ default: (await import("./qr-code-image")).QrCodeImage }));

/** These forms ask for one thing: a refused password or code is said next to it. */
function showOnField<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, field: Path<T>) {
  if (applyApiFieldErrors(error, setError, [field]) || !(error instanceof ApiError)) return;
  setError(field, { type: "server", message: error.message }, { shouldFocus: true });
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
  onSubmit,
  onCancel,
}: {
  action: string;
  onSubmit(password: string): Promise<unknown>;
  onCancel(): void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<PasswordInput>({
    resolver: zodResolver(passwordInputSchema),
    defaultValues: { password: "" },
  });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await onSubmit(password);
    } catch (error) {
      showOnField(error, setError, "password");
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate className="space-y-3" onSubmit={submit}>
      <FormField label="Your password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" autoFocus {...register("password")} />
      </FormField>
      <FormRootError errors={errors} />
      <div className="flex gap-2">
        <Button type="submit" loading={isSubmitting}>
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
  const { register, handleSubmit, setError, formState } = useForm<CodeInput>({
    resolver: zodResolver(totpCodeInputSchema),
    defaultValues: { code: "" },
  });
  const secret = new URL(setup.totpURI).searchParams.get("secret") ?? "";
  const submit = handleSubmit(({ code }) =>
    confirm.mutate(code, { onSuccess: onDone, onError: (error) => showOnField(error, setError, "code") }),
  );
  const errors = formState.errors;
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
        <FormField label="Code from the app" error={errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" {...register("code")} />
        </FormField>
        <FormRootError errors={errors} />
        <Button type="submit" loading={confirm.isPending}>
          Confirm and turn on
        </Button>
      </form>
    </div>
  );
}

function DisableForm() {
  const disable = useDisableTwoFactor();
  const { register, handleSubmit, setError, formState } = useForm<CodeInput>({
    resolver: zodResolver(twoFactorCodeInputSchema),
    defaultValues: { code: "" },
  });
  const submit = handleSubmit(({ code }) =>
    disable.mutate(code, { onError: (error) => showOnField(error, setError, "code") }),
  );
  const errors = formState.errors;
  return (
    <form noValidate className="space-y-3" onSubmit={submit}>
      <FormField label="Code from the app, or a backup code" error={errors.code?.message}>
        <Input autoComplete="one-time-code" {...register("code")} />
      </FormField>
      <FormRootError errors={errors} />
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
            onCancel={() => setStep("idle")}
            onSubmit={async (password) => {
              setSetup(await start.mutateAsync(password));
              setStep("setup");
            }}
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
                onCancel={() => setStep("idle")}
                onSubmit={async (password) => {
                  setCodes((await newCodes.mutateAsync(password)).backupCodes);
                  setStep("idle");
                }}
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
