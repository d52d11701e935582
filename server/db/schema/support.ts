import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from "#domain/passengers/search-text";
import { ticketStatuses, ticketTypes } from "#domain/support/ticket-values";
import { users } from "./auth";
import { clients } from "./clients";
import { createdAt, editable, primaryId } from "./columns";

/** A support ticket (SPEC §3), raised by any user; a client user's carries their client and only they see it. */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: primaryId(),
    title: text("title").notNull(),
    ticketType: text("ticket_type", { enum: ticketTypes }).notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: ticketStatuses }).notNull().default("open"),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    // The reporter's client when a client user raised it: what scopes it for client users.
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "restrict" }),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    attachmentKey: text("attachment_key").unique(),
    attachmentName: text("attachment_name"),
    // Detected from the file's content, never taken from the upload's headers.
    attachmentType: text("attachment_type"),
    attachmentSize: bigint("attachment_size", { mode: "number" }),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`translate(title || ' ' || description, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`),
      ),
    createdAt: createdAt(),
    ...editable(),
  },
  (t) => [
    index("support_tickets_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("support_tickets_created_idx").on(t.createdAt, t.id),
    index("support_tickets_reporter_idx").on(t.reporterId, t.createdAt),
    index("support_tickets_client_idx").on(t.clientId, t.createdAt),
    check(
      "support_tickets_attachment_check",
      sql`(${t.attachmentKey} is null) = (${t.attachmentName} is null)
        and (${t.attachmentKey} is null) = (${t.attachmentType} is null)
        and (${t.attachmentKey} is null) = (${t.attachmentSize} is null)`,
    ),
  ],
);

/** The comment thread on a ticket: the reporter and staff write; status and assignee changes are audit rows. */
export const ticketComments = pgTable(
  "ticket_comments",
  {
    id: primaryId(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ticket_comments_ticket_idx").on(t.ticketId, t.createdAt)],
);
