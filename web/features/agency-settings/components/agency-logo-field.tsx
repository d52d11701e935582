import { ImageIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import {
  AGENCY_LOGO_MAX_BYTES,
  AGENCY_LOGO_TOO_LARGE_MESSAGE,
  AGENCY_LOGO_UNSUPPORTED_MESSAGE,
} from "#domain/agency/agency-logo";
import type { AgencySettings } from "#domain/agency/agency-settings.schema";
import { packageImageTypes } from "#domain/packages/package-image";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { useAgencyLogo } from "../api/agency-logo";

/** The server's rules, checked before uploading so a wrong file is refused at once (the server checks the content again). */
export function logoRefusal(file: File): string | null {
  if (!(packageImageTypes as readonly string[]).includes(file.type)) return AGENCY_LOGO_UNSUPPORTED_MESSAGE;
  if (file.size > AGENCY_LOGO_MAX_BYTES) return AGENCY_LOGO_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * The logo invoices print: shown as stored, replaced as soon as a file is chosen, removed after a
 * confirmation. Each change answers the settings with their new version, which `onSaved` hands on.
 */
export function AgencyLogoField({
  settings,
  version,
  onSaved,
}: {
  settings: AgencySettings;
  /** The version the card's form works from: a logo change moves it on. */
  version: number;
  onSaved: (saved: AgencySettings) => void;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const logo = useAgencyLogo();

  const change = (file: File | null) =>
    logo.mutate(
      { file, version },
      {
        onSuccess: onSaved,
        onSettled: () => setInputKey((k) => k + 1),
      },
    );

  return (
    <div className="grid gap-2 border-t pt-6">
      <Label htmlFor={inputId}>Logo</Label>
      <div className="flex flex-wrap items-start gap-3">
        {/* A logo shows on white, as on the printed invoice. */}
        <div
          className={`flex h-16 w-40 items-center justify-center overflow-hidden rounded-md border p-1 ${settings.logoUrl ? "bg-white" : "bg-muted"}`}
        >
          {settings.logoUrl ? (
            <img
              src={settings.logoUrl}
              alt="The agency's logo"
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="flex items-center gap-1 text-muted-foreground text-xs">
              <ImageIcon aria-hidden className="size-4" />
              No logo
            </span>
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <Input
            key={inputKey}
            id={inputId}
            type="file"
            accept={packageImageTypes.join(",")}
            disabled={logo.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${inputId}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              const why = logoRefusal(file);
              setError(why);
              if (why) {
                setInputKey((k) => k + 1);
                return;
              }
              change(file);
            }}
          />
          <p id={`${inputId}-hint`} className="text-muted-foreground text-sm">
            PNG, JPEG or WebP, up to 5 MB; saved as soon as it is chosen and printed at the top of every
            invoice.
          </p>
          {error ? (
            <p id={errorId} className="font-medium text-destructive text-sm">
              {error}
            </p>
          ) : null}
          {logo.isPending ? (
            <span className="inline-flex items-center gap-2 text-muted-foreground text-sm" role="status">
              <Spinner />
              Saving the logo…
            </span>
          ) : null}
          {settings.hasLogo ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={logo.isPending}
              onClick={() => setConfirming(true)}
            >
              <XIcon aria-hidden />
              Remove logo
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the logo?"
        description="Invoices are printed without a logo until you upload another one."
        confirmLabel="Remove"
        onConfirm={() => change(null)}
      />
    </div>
  );
}
