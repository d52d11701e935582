import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { AppError } from "#domain/errors";
import { pageOffset } from "#domain/pagination.schema";
import type { Ticket, TicketList, TicketListQuery } from "#domain/support/ticket.schema";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { supportTickets } from "../../db/schema/support";
import { searchMatches } from "../../db/search-matches";
import { isoInstant } from "../../db/sql-helpers";
import { openFile } from "../../files/file-store";
import {
  assignees,
  readTicket,
  reporters,
  ticketSummaryColumns,
  toSummary,
  visibleTickets,
} from "./ticket-records";

export const ASSIGN_ADMIN_ONLY = "Only admins assign tickets.";
export const STATUS_STAFF_ONLY = "Only staff change a ticket's status.";
export const ASSIGNEE_NOT_STAFF = "Choose an admin or a travel agent";

function searchFilter(search: string | undefined): SQL[] {
  return searchMatches(search).map((match) =>
    match.kind === "like"
      ? sql`${supportTickets.searchText} like ${match.pattern}`
      : sql`${supportTickets.searchText} ~ ${match.pattern}`,
  );
}

// Its own change or its latest comment, whichever came last (the comments' index finds the latest at once).
const lastActivityAt = sql<string>`${sql.raw(
  isoInstant(`greatest(support_tickets.updated_at,
    (select max(tc.created_at) from ticket_comments tc where tc.ticket_id = support_tickets.id))`),
)}`;

function orderFor(query: TicketListQuery): SQL[] {
  const dir = query.direction === "desc" ? desc : asc;
  if (query.sort === "title") return [dir(supportTickets.title), dir(supportTickets.id)];
  if (query.sort === "status") return [dir(supportTickets.status), desc(supportTickets.createdAt)];
  return [dir(supportTickets.createdAt), dir(supportTickets.id)];
}

/**
 * Tickets as a user may read them, and their files (uploaded through the upload pipeline:
 * ticketAttachmentUpload); the changes are ticket.changes.ts, run by the kernel.
 */
export function createSupportTicketsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, query: TicketListQuery): Promise<TicketList> {
      const where = and(
        visibleTickets(user),
        ...searchFilter(query.search),
        query.status ? eq(supportTickets.status, query.status) : undefined,
        query.type ? eq(supportTickets.ticketType, query.type) : undefined,
        query.clientId ? eq(supportTickets.clientId, query.clientId) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select({ ...ticketSummaryColumns, lastActivityAt })
          .from(supportTickets)
          .leftJoin(reporters, eq(reporters.id, supportTickets.reporterId))
          .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
          .where(where)
          .orderBy(...orderFor(query))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(supportTickets).where(where),
      ]);
      return {
        items: rows.map(({ lastActivityAt: last, ...row }) => ({ ...toSummary(row), lastActivityAt: last })),
        total: counted[0]?.n ?? 0,
      };
    },

    async get(user: SessionUser, id: string): Promise<Ticket> {
      return (await readTicket(db, id, user)).ticket;
    },

    /** 404 before any byte is stored when the ticket is not there. */
    async checkTicket(user: SessionUser, id: string): Promise<void> {
      await readTicket(db, id, user);
    },

    /** The attachment's bytes, for whoever may see the ticket. */
    async attachment(user: SessionUser, id: string) {
      const { ticket, attachmentKey } = await readTicket(db, id, user);
      if (!ticket.attachment || !attachmentKey)
        throw new AppError("NOT_FOUND", "This ticket has no attachment");
      const file = await openFile(db, "ticket-attachments", attachmentKey);
      if (!file) {
        ctx.log.error({ ticketId: id, attachmentKey }, "a ticket's attachment is missing from the database");
        throw new AppError("NOT_FOUND", "The attachment's file is missing. Attach it again.");
      }
      return { attachment: ticket.attachment, ...file };
    },
  };
}
