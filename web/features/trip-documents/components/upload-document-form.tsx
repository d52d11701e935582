import { zodResolver } from "@hookform/resolvers/zod";
import { UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { tripDocumentUploadFormSchema } from "#domain/trip-documents/trip-document.schema";
import {
  TRIP_DOCUMENT_ACCEPT,
  type TripDocumentType,
  tripDocumentTypeLabels,
  tripDocumentTypes,
} from "#domain/trip-documents/trip-document-values";
import { FormRootError } from "../../../components/form-root-error";
import { FormSelectField } from "../../../components/form-select-field";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useUploadTripDocument } from "../api/upload-trip-document";

const uploadSchema = tripDocumentUploadFormSchema<File>();
type UploadValues = { documentType: string; file: File | null };
type Upload = { documentType: TripDocumentType; file: File };

/** Staff upload a document to the trip: its type and one file, with the upload's progress. */
export function UploadDocumentForm({ tripId }: { tripId: string }) {
  const upload = useUploadTripDocument(tripId);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<UploadValues, unknown, Upload>({
    resolver: zodResolver(uploadSchema),
    defaultValues: { documentType: "", file: null },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async ({ documentType, file }) => {
    setProgress(0);
    try {
      await upload.mutateAsync({ documentType, file, onProgress: setProgress });
      reset();
      if (input.current) input.current.value = "";
    } catch (error) {
      // Too large or not a PDF/PNG/JPEG by its content: the server's word is about the file.
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        setError("file", { type: "server", message: error.message });
      } else {
        applyApiFieldErrors(error, setError, ["documentType", "file"]);
      }
    } finally {
      setProgress(null);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Upload a document"
      className="grid items-start gap-3 rounded-md border p-4 sm:grid-cols-[12rem_1fr_auto]"
    >
      <FormSelectField
        control={control}
        name="documentType"
        label="Document type"
        required
        placeholder="Choose a type"
        options={tripDocumentTypes.map((t) => ({ value: t, label: tripDocumentTypeLabels[t] }))}
        disabled={upload.isPending}
      />
      <Controller
        control={control}
        name="file"
        render={({ field }) => (
          <FormField
            label="File"
            required
            error={errors.file?.message}
            description="PDF, PNG or JPEG, up to 10 MB"
          >
            <Input
              ref={(element) => {
                input.current = element;
                field.ref(element);
              }}
              type="file"
              accept={TRIP_DOCUMENT_ACCEPT}
              disabled={upload.isPending}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
            />
          </FormField>
        )}
      />
      <div className="grid gap-2 sm:pt-6">
        <Button type="submit" loading={upload.isPending}>
          <UploadIcon aria-hidden />
          Upload
        </Button>
        {progress !== null ? (
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        ) : null}
      </div>
      <FormRootError errors={errors} />
    </form>
  );
}
