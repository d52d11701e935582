import { and, asc, eq } from "drizzle-orm";
import type { TicketCommentList, TicketHistory } from "#domain/support/ticket.schema";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { auditLogs } from "../../db/schema/audit-logs";
import { users } from "../../db/schema/auth";
import { ticketComments } from "../../db/schema/support";
import { commentColumns, readTicket, TICKET_ENTITY, withIsoDate } from "./ticket-records";

/** A ticket's comment thread and its history (the audit rows); commenting is ticket.changes.ts. */
export function createTicketCommentsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(user: SessionUser, ticketId: string): Promise<TicketCommentList> {
      await readTicket(db, ticketId, user);
      const rows = await db
        .select(commentColumns)
        .from(ticketComments)
        .where(eq(ticketComments.ticketId, ticketId))
        .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
      return { items: rows.map(withIsoDate) };
    },

    /** What happened to the ticket, oldest first: opened, status, assignee, attachment, comments. */
    async history(user: SessionUser, ticketId: string): Promise<TicketHistory> {
      await readTicket(db, ticketId, user);
      const rows = await db
        .select({
          id: auditLogs.id,
          action: auditLogs.action,
          summary: auditLogs.summary,
          userName: users.name,
          createdAt: auditLogs.createdAt,
        })
        .from(auditLogs)
        .leftJoin(users, eq(users.id, auditLogs.userId))
        .where(and(eq(auditLogs.entity, TICKET_ENTITY), eq(auditLogs.entityId, ticketId)))
        .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));
      return { items: rows.map(withIsoDate) };
    },
  };
}
