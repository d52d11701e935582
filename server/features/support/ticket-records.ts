import { and, eq, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isStaff } from "#domain/auth/role";
import { notFound } from "#domain/errors";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { Ticket, TicketSummary } from "#domain/support/ticket.schema";
import type { TripDocumentContentType } from "#domain/trip-documents/trip-document-values";
import { visibleToUser } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { supportTickets, ticketComments } from "../../db/schema/support";
import type { StoredUpload } from "../../files/upload-kind";
import { clientAudience, staffOnly, userAudience } from "../../realtime/audience";

/** The audit log's entity name for support tickets (their comments are audit rows of the ticket too). */
export const TICKET_ENTITY = "support_ticket";

export const reporters = alias(users, "reporter");
export const assignees = alias(users, "assignee");

/**
 * The tickets a user may see: staff all; a client user their client's and the ones they raised
 * (a client user of no client still sees their own).
 */
export function visibleTickets(user: SessionUser): SQL | undefined {
  if (isStaff(user.role)) return undefined;
  return or(visibleToUser(user, supportTickets.clientId), eq(supportTickets.reporterId, user.id));
}

export const ticketSummaryColumns = {
  id: supportTickets.id,
  title: supportTickets.title,
  ticketType: supportTickets.ticketType,
  status: supportTickets.status,
  reporterName: reporters.name,
  assigneeName: assignees.name,
  createdAt: supportTickets.createdAt,
};

const ticketColumns = {
  ...ticketSummaryColumns,
  description: supportTickets.description,
  reporterId: supportTickets.reporterId,
  assigneeId: supportTickets.assigneeId,
  clientId: supportTickets.clientId,
  attachmentKey: supportTickets.attachmentKey,
  attachmentName: supportTickets.attachmentName,
  attachmentType: supportTickets.attachmentType,
  attachmentSize: supportTickets.attachmentSize,
  version: supportTickets.version,
  updatedAt: supportTickets.updatedAt,
};

export const commentColumns = {
  id: ticketComments.id,
  authorId: ticketComments.authorId,
  authorName: ticketComments.authorName,
  body: ticketComments.body,
  createdAt: ticketComments.createdAt,
};

export const withIsoDate = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** A file the upload pipeline received (ticketAttachmentUpload), written with the change that records it. */
export type TicketFile = StoredUpload<TripDocumentContentType>;

export function toSummary(row: Omit<TicketSummary, "createdAt"> & { createdAt: Date }): TicketSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The ticket with its names, and its file's key (never sent), if this user may see it; 404 otherwise. */
export async function readTicket(
  tx: DbOrTx,
  id: string,
  user: SessionUser,
  options: { forUpdate?: boolean } = {},
): Promise<{ ticket: Ticket; attachmentKey: string | null }> {
  if (options.forUpdate) {
    // Locked alone: `for update` cannot reach the outer joins' nullable side.
    await tx
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(and(eq(supportTickets.id, id), visibleTickets(user)))
      .for("update");
  }
  const [row] = await tx
    .select(ticketColumns)
    .from(supportTickets)
    .leftJoin(reporters, eq(reporters.id, supportTickets.reporterId))
    .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
    .where(and(eq(supportTickets.id, id), visibleTickets(user)));
  if (!row) throw notFound("Ticket");
  const { attachmentKey, attachmentName, attachmentType, attachmentSize, createdAt, updatedAt, ...rest } =
    row;
  const attachment =
    attachmentKey && attachmentName && attachmentType && attachmentSize !== null
      ? { fileName: attachmentName, contentType: attachmentType, sizeBytes: attachmentSize }
      : null;
  return {
    ticket: {
      ...rest,
      attachment,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    },
    attachmentKey,
  };
}

/**
 * Who hears of a ticket's change: a client user's ticket its client (their users and staff); one
 * raised by staff, staff and its reporter.
 */
export function ticketEvents(
  ticket: Pick<Ticket, "id" | "clientId" | "reporterId">,
  op: PublishedEvent["op"],
): PublishedEvent[] {
  const event = { topic: topics.tickets, id: ticket.id, op };
  if (ticket.clientId) return [{ ...event, audience: clientAudience(ticket.clientId) }];
  const events: PublishedEvent[] = [{ ...event, audience: staffOnly }];
  if (ticket.reporterId) events.push({ ...event, audience: userAudience(ticket.reporterId) });
  return events;
}
