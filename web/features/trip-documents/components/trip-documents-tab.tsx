import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import type { TripDocument } from "#domain/trip-documents/trip-document.schema";
import { formatFileSize, tripDocumentTypeLabels } from "#domain/trip-documents/trip-document-values";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { TableDeleteButton } from "../../../components/table-actions";
import { Button } from "../../../components/ui/button";
import { formatMoment } from "../../../lib/moment-format";
import { useDeleteTripDocument } from "../api/delete-trip-document";
import { tripDocumentDownloadUrl, useTripDocuments } from "../api/list-trip-documents";
import { UploadDocumentForm } from "./upload-document-form";

/** The trip's documents: type, date, file name and size; download for all who see the trip, upload and delete for staff. */
export function TripDocumentsTab({ tripId, canEdit }: { tripId: string; canEdit: boolean }) {
  const list = useTripDocuments(tripId);
  const remove = useDeleteTripDocument(tripId);
  const [removing, setRemoving] = useState<TripDocument | null>(null);
  const columns: ListColumn<TripDocument>[] = [
    { header: "Type", cell: (doc) => tripDocumentTypeLabels[doc.documentType] },
    { header: "Created", cell: (doc) => formatMoment(doc.createdAt) },
    {
      header: "File name",
      cellClassName: "max-w-80 truncate",
      cell: (doc) => <span title={doc.fileName}>{doc.fileName}</span>,
    },
    {
      header: "Size",
      className: "text-right",
      cellClassName: "tabular-nums",
      cell: (doc) => formatFileSize(doc.sizeBytes),
    },
    {
      header: "Actions",
      className: "text-right",
      cell: (doc) => (
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
            <TableDeleteButton label={`Delete ${doc.fileName}`} onClick={() => setRemoving(doc)} />
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      {canEdit ? <UploadDocumentForm tripId={tripId} /> : null}
      <ListTable
        label="Documents"
        columns={columns}
        rows={list.data?.items}
        rowProps={(doc) => ({ "data-document": doc.fileName })}
        loading={list.isLoading}
        error={list.isError}
        errorText="Error fetching trip details"
        emptyText="No documents for this trip yet"
      />
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
