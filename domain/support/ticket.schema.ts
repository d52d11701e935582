import { z } from "zod";
import { pageOf, pageQuerySchema, sortDirectionSchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { TRIP_DOCUMENT_MAX_BYTES } from "../trip-documents/trip-document-values";
import { ticketStatuses, ticketTypes } from "./ticket-values";

export const TICKET_TITLE_MAX = 200;
export const TICKET_DESCRIPTION_MAX = 5000;
export const TICKET_COMMENT_MAX = 5000;
export const TICKET_ATTACHMENT_FILE_TOO_LARGE = "The file is larger than 10 MB. Choose a smaller file.";

/** The list's sort columns: the table's Title, Status and Created. */
export const ticketSorts = ["createdAt", "title", "status"] as const;
export type TicketSort = (typeof ticketSorts)[number];

export const ticketParamsSchema = z.object({ id: z.uuid("Not a valid ticket id") });

export const ticketTypeSchema = z.enum(ticketTypes, { error: "Choose a ticket type from the list" });
export const ticketStatusSchema = z.enum(ticketStatuses, { error: "Choose a status from the list" });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value.normalize("NFC"));

/** The New Ticket dialog and POST body; the attachment follows in its own upload. */
export const ticketCreateSchema = z.object({
  title: requiredText("Title", TICKET_TITLE_MAX),
  ticketType: ticketTypeSchema,
  description: requiredText("Description", TICKET_DESCRIPTION_MAX),
});
export type TicketCreate = z.output<typeof ticketCreateSchema>;

/**
 * The New Ticket form: the body's fields plus an optional file (`F` is the browser's File), refused
 * before sending when over 10 MB; the server checks its size and content again.
 */
export function ticketCreateFormSchema<F extends { readonly size: number }>() {
  return ticketCreateSchema.extend({
    ticketType: z.string().pipe(ticketTypeSchema),
    file: z
      .custom<F | null>((value) => value === null || (typeof value === "object" && "size" in value))
      .refine(
        (file) => file === null || file.size <= TRIP_DOCUMENT_MAX_BYTES,
        TICKET_ATTACHMENT_FILE_TOO_LARGE,
      ),
  });
}

/** PATCH body: the status (staff) and the assignee (admins; null unassigns), at least one of them. */
export const ticketUpdateSchema = z
  .object({
    status: ticketStatusSchema.optional(),
    assigneeId: z.uuid("Choose an assignee from the list").nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.assigneeId !== undefined, {
    message: "Send a status or an assignee",
    path: ["status"],
  });
export type TicketUpdate = z.output<typeof ticketUpdateSchema>;

export const ticketAttachmentSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

export const ticketSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  ticketType: z.enum(ticketTypes),
  status: z.enum(ticketStatuses),
  reporterName: z.string().nullable(),
  assigneeName: z.string().nullable(),
  createdAt: z.string(),
});
export type TicketSummary = z.output<typeof ticketSummarySchema>;

export const ticketSchema = ticketSummarySchema.extend({
  description: z.string(),
  reporterId: z.string().nullable(),
  assigneeId: z.string().nullable(),
  clientId: z.string().nullable(),
  attachment: ticketAttachmentSchema.nullable(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Ticket = z.output<typeof ticketSchema>;

export const ticketListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(ticketStatuses).optional(),
  type: z.enum(ticketTypes).optional(),
  /** One client's tickets (those its users raised); a client user's own are theirs already. */
  clientId: z.uuid().optional(),
  sort: z.enum(ticketSorts).default("createdAt"),
  direction: sortDirectionSchema.default("desc"),
});
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;
/** A row of the tickets list: the ticket, and when anything last happened on it (a change or a comment). */
export const ticketListItemSchema = ticketSummarySchema.extend({ lastActivityAt: z.string() });
export type TicketListItem = z.output<typeof ticketListItemSchema>;
export const ticketListSchema = pageOf(ticketListItemSchema);
export type TicketList = z.output<typeof ticketListSchema>;

export const ticketCommentCreateSchema = z.object({
  body: requiredText("Comment", TICKET_COMMENT_MAX),
});
export type TicketCommentCreate = z.output<typeof ticketCommentCreateSchema>;

export const ticketCommentSchema = z.object({
  id: z.uuid(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketComment = z.output<typeof ticketCommentSchema>;
export const ticketCommentListSchema = z.object({ items: z.array(ticketCommentSchema) });
export type TicketCommentList = z.output<typeof ticketCommentListSchema>;

export const ticketHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  summary: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export const ticketHistorySchema = z.object({ items: z.array(ticketHistoryEntrySchema) });
export type TicketHistory = z.output<typeof ticketHistorySchema>;
