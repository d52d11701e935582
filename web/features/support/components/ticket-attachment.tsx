import { DownloadIcon, PaperclipIcon } from "lucide-react";
import { useRef } from "react";
import type { Ticket } from "#domain/support/ticket.schema";
import { TICKET_ATTACHMENT_FILE_TOO_LARGE } from "#domain/support/ticket.schema";
import {
  formatFileSize,
  TRIP_DOCUMENT_ACCEPT,
  TRIP_DOCUMENT_MAX_BYTES,
} from "#domain/trip-documents/trip-document-values";
import { Button } from "../../../components/ui/button";
import { showErrorToast } from "../../../lib/query-client";
import { ticketAttachmentUrl, useUploadTicketAttachment } from "../api/upload-ticket-attachment";

/** The ticket's file: a download for all who see the ticket; the reporter and staff attach or replace it. */
export function TicketAttachment({ ticket, canAttach }: { ticket: Ticket; canAttach: boolean }) {
  const upload = useUploadTicketAttachment();
  const input = useRef<HTMLInputElement | null>(null);

  const send = (file: File | undefined) => {
    if (!file) return;
    if (file.size > TRIP_DOCUMENT_MAX_BYTES) {
      showErrorToast("Upload Failed", TICKET_ATTACHMENT_FILE_TOO_LARGE);
      return;
    }
    upload.mutate({ id: ticket.id, file });
    if (input.current) input.current.value = "";
  };

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {ticket.attachment ? (
        <a
          href={ticketAttachmentUrl(ticket.id)}
          download={ticket.attachment.fileName}
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <DownloadIcon aria-hidden className="size-4" />
          {ticket.attachment.fileName}
          <span className="text-muted-foreground">({formatFileSize(ticket.attachment.sizeBytes)})</span>
        </a>
      ) : (
        <span className="text-muted-foreground">No attachment</span>
      )}
      {canAttach ? (
        <>
          <input
            ref={input}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-label="Attachment file"
            accept={TRIP_DOCUMENT_ACCEPT}
            onChange={(e) => send(e.target.files?.[0])}
          />
          <Button
            variant="outline"
            size="sm"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <PaperclipIcon aria-hidden />
            {ticket.attachment ? "Replace file" : "Attach file"}
          </Button>
        </>
      ) : null}
    </div>
  );
}
