import { format } from "date-fns";
import { DownloadIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import type { TripDocument } from "#domain/trip-documents/trip-document.schema";
import { formatFileSize, tripDocumentTypeLabels } from "#domain/trip-documents/trip-document-values";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { TableMessageRow } from "../../../components/table-message-row";
import { Button } from "../../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { useDeleteTripDocument } from "../api/delete-trip-document";
import { tripDocumentDownloadUrl, useTripDocuments } from "../api/list-trip-documents";
import { UploadDocumentForm } from "./upload-document-form";

/** The trip's documents: type, date, file name and size; download for all who see the trip, upload and delete for staff. */
export function TripDocumentsTab({ tripId, canEdit }: { tripId: string; canEdit: boolean }) {
  const list = useTripDocuments(tripId);
  const remove = useDeleteTripDocument(tripId);
  const [removing, setRemoving] = useState<TripDocument | null>(null);
  const rows = list.data?.items ?? [];
  const columns = 5;

  return (
    <div className="space-y-4">
      {canEdit ? <UploadDocumentForm tripId={tripId} /> : null}
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
