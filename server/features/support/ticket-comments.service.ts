import { and, asc, eq } from "drizzle-orm";
import type {
  TicketComment,
  TicketCommentCreate,
  TicketCommentList,
  TicketHistory,
} from "#domain/support/ticket.schema";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { auditLogs } from "../../db/schema/audit-logs";
import { users } from "../../db/schema/auth";
import { ticketComments } from "../../db/schema/support";
import { notifyTicketCommentInTx } from "../notifications/notification-producers.service";
import { readTicket, TICKET_ENTITY, ticketEvents } from "./ticket-records";

const commentColumns = {
  id: ticketComments.id,
  authorId: ticketComments.authorId,
  authorName: ticketComments.authorName,
  body: ticketComments.body,
  createdAt: ticketComments.createdAt,
};

const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A ticket's comment thread (its reporter and staff write) and its history (the audit rows). */
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
      return { items: rows.map(iso) };
    },

    async add(user: SessionUser, ticketId: string, input: TicketCommentCreate): Promise<TicketComment> {
      const { ticket, comment, notices } = await db.transaction(async (tx) => {
        // Locked so comments and status changes on one ticket are recorded in the order they happened.
        const { ticket } = await readTicket(tx, ticketId, user, { forUpdate: true });
        const [row] = await tx
          .insert(ticketComments)
          .values({ ticketId, authorId: user.id, authorName: user.name, body: input.body })
          .returning(commentColumns);
        if (!row) throw new Error("insert returned no row");
        await writeAudit(tx, {
          userId: user.id,
          action: "comment",
          entity: TICKET_ENTITY,
          entityId: ticketId,
          summary: `Commented on ticket ${ticket.title}`,
          details: { commentId: row.id },
        });
        const notices = await notifyTicketCommentInTx(tx, {
          ticketId,
          title: ticket.title,
          reporterId: ticket.reporterId,
          assigneeId: ticket.assigneeId,
          authorId: user.id,
          authorName: user.name,
        });
        return { ticket, comment: iso(row), notices };
      });
      for (const event of [...ticketEvents(ticket, "update"), ...notices]) await ctx.hub.publish(event);
      return comment;
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
      return { items: rows.map(iso) };
    },
  };
}
