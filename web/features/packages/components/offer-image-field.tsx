import { ImageIcon, XIcon } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import {
  DEFAULT_PACKAGE_IMAGE_URL,
  PACKAGE_IMAGE_MAX_BYTES,
  PACKAGE_IMAGE_TOO_LARGE_MESSAGE,
  PACKAGE_IMAGE_UNSUPPORTED_MESSAGE,
  packageImageTypes,
} from "#domain/packages/package-image";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

/** What the form does with the image on save: keep what is stored, upload a file, or go back to the default. */
export type ImageChoice = { kind: "keep" } | { kind: "upload"; file: File } | { kind: "remove" };

/** The server's rules, checked before uploading so a wrong file is refused at once (the server checks the content again). */
export function imageRefusal(file: File): string | null {
  if (!(packageImageTypes as readonly string[]).includes(file.type)) return PACKAGE_IMAGE_UNSUPPORTED_MESSAGE;
  if (file.size > PACKAGE_IMAGE_MAX_BYTES) return PACKAGE_IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

function usePreviewUrl(file: File | null): string | null {
  // jsdom has no object URLs: tests then show no preview, browsers always do.
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The offer's image: the current one (or the default), a file to upload with its preview, or Remove. */
export function OfferImageField({
  currentUrl,
  hasImage,
  value,
  onChange,
}: {
  /** The stored image's URL when editing; none when adding. */
  currentUrl?: string;
  hasImage: boolean;
  value: ImageChoice;
  onChange: (choice: ImageChoice) => void;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const preview = usePreviewUrl(value.kind === "upload" ? value.file : null);
  const shown =
    value.kind === "upload"
      ? preview
      : value.kind === "remove" || !hasImage
        ? DEFAULT_PACKAGE_IMAGE_URL
        : (currentUrl ?? DEFAULT_PACKAGE_IMAGE_URL);
  const custom = value.kind === "upload" || (value.kind === "keep" && hasImage);

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Image</Label>
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex aspect-[8/5] w-40 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {shown ? (
            <img
              src={shown}
              alt={value.kind === "upload" ? `Preview of ${value.file.name}` : "The offer's current image"}
              className="size-full object-cover"
            />
          ) : (
            <ImageIcon aria-hidden className="size-6 text-muted-foreground" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <Input
            key={inputKey}
            id={inputId}
            type="file"
            accept={packageImageTypes.join(",")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${inputId}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              const why = imageRefusal(file);
              setError(why);
              if (why) {
                setInputKey((k) => k + 1);
                return;
              }
              onChange({ kind: "upload", file });
            }}
          />
          <p id={`${inputId}-hint`} className="text-muted-foreground text-sm">
            PNG, JPEG or WebP, up to 5 MB. Without one, the offer shows the default image.
          </p>
          {error ? (
            <p id={errorId} className="font-medium text-destructive text-sm">
              {error}
            </p>
          ) : null}
          {custom ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => {
                setError(null);
                setInputKey((k) => k + 1);
                onChange(hasImage ? { kind: "remove" } : { kind: "keep" });
              }}
            >
              <XIcon aria-hidden />
              Remove image
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
