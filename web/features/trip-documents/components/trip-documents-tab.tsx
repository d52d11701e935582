import { format } from "date-fns";
import { DownloadIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import type { TripDocument } from "#domain/trip-documents/trip-document.schema";
import {
  formatFileSize,
  TRIP_DOCUMENT_ACCEPT,
  TRIP_DOCUMENT_MAX_BYTES,
  TRIP_DOCUMENT_TOO_LARGE_MESSAGE,
  type TripDocumentType,
  tripDocumentTypeLabels,
  tripDocumentTypes,
} from "#domain/trip-documents/trip-document-values";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { SelectField } from "../../../components/select-field";
import { TableMessageRow } from "../../../components/table-message-row";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { ApiError } from "../../../lib/api-client";
import { useDeleteTripDocument } from "../api/delete-trip-document";
import { tripDocumentDownloadUrl, useTripDocuments } from "../api/list-trip-documents";
import { useUploadTripDocument } from "../api/upload-trip-document";

type Errors = Partial<Record<"documentType" | "file", string>>;

function UploadForm({ tripId }: { tripId: string }) {
  const upload = useUploadTripDocument(tripId);
  const [documentType, setDocumentType] = useState<TripDocumentType | "">("");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!documentType) next.documentType = "Choose a document type";
    if (!file) next.file = "Choose a file (PDF, PNG or JPEG)";
    // The server checks again, by content; this only saves sending a file that is too big.
    else if (file.size > TRIP_DOCUMENT_MAX_BYTES) next.file = TRIP_DOCUMENT_TOO_LARGE_MESSAGE;
    setErrors(next);
    if (!documentType || !file || Object.keys(next).length > 0) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ documentType, file, onProgress: setProgress });
      setFile(null);
      setDocumentType("");
      if (input.current) input.current.value = "";
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.fieldErrors;
        setErrors({
          documentType: fields.documentType,
          file: fields.file ?? (error.status === 413 || error.status === 415 ? error.message : undefined),
        });
      }
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Upload a document"
      className="grid items-start gap-3 rounded-md border p-4 sm:grid-cols-[12rem_1fr_auto]"
    >
      <SelectField
        label="Document type"
        required
        value={documentType}
        onChange={(value) => setDocumentType(value as TripDocumentType)}
        placeholder="Choose a type"
        options={tripDocumentTypes.map((t) => ({ value: t, label: tripDocumentTypeLabels[t] }))}
        error={errors.documentType}
        disabled={upload.isPending}
      />
      <FormField label="File" required error={errors.file} description="PDF, PNG or JPEG, up to 10 MB">
        <Input
          ref={input}
          type="file"
          accept={TRIP_DOCUMENT_ACCEPT}
          disabled={upload.isPending}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </FormField>
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
    </form>
  );
}

/** The trip's documents: type, date, file name and size; download for all who see the trip, upload and delete for staff. */
export function TripDocumentsTab({ tripId, canEdit }: { tripId: string; canEdit: boolean }) {
  const list = useTripDocuments(tripId);
  const remove = useDeleteTripDocument(tripId);
  const [removing, setRemoving] = useState<TripDocument | null>(null);
  const rows = list.data?.items ?? [];
  const columns = 5;

  return (
    <div className="space-y-4">
      {canEdit ? <UploadForm tripId={tripId} /> : null}
      <div className="rounded-md border">
        <Table aria-label="Documents" aria-busy={list.isLoading || undefined}>
          <TableHeader>
            <TableRow>
              <TableHead>Type</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>File name</TableHead>
              <TableHead className="text-right">Size</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.isLoading ? (
              <TableMessageRow colSpan={columns} loading />
            ) : list.isError ? (
              <TableMessageRow colSpan={columns} tone="error">
                Error fetching trip details
              </TableMessageRow>
            ) : rows.length === 0 ? (
              <TableMessageRow colSpan={columns}>No documents for this trip yet</TableMessageRow>
            ) : (
              rows.map((doc) => (
                <TableRow key={doc.id} data-document={doc.fileName}>
                  <TableCell>{tripDocumentTypeLabels[doc.documentType]}</TableCell>
                  <TableCell>{format(new Date(doc.createdAt), "d MMM yyyy, HH:mm")}</TableCell>
                  <TableCell className="max-w-80 truncate" title={doc.fileName}>
                    {doc.fileName}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatFileSize(doc.sizeBytes)}</TableCell>
                  <TableCell className="text-right">
                    <div className="inline-flex items-center gap-1">
                      <Button asChild variant="ghost" size="icon">
                        <a
                          href={tripDocumentDownloadUrl(tripId, doc.id)}
                          download={doc.fileName}
                          aria-label={`Download ${doc.fileName}`}
                          title="Download"
                        >
                          <DownloadIcon aria-hidden />
                        </a>
                      </Button>
                      {canEdit ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${doc.fileName}`}
                          title="Delete"
                          onClick={() => setRemoving(doc)}
                        >
                          <Trash2Icon aria-hidden className="text-destructive" />
                        </Button>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={<>Delete {removing?.fileName ?? "this document"}?</>}
        description="The file is removed from the trip for good."
        confirmLabel="Delete"
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
        }}
      />
    </div>
  );
}
