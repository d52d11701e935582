import { and, eq, inArray, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import { AppError, fieldError } from "#domain/errors";
import type {
  Ticket,
  TicketComment,
  TicketCommentCreate,
  TicketCreate,
  TicketUpdate,
} from "#domain/support/ticket.schema";
import { ticketStatusLabels, ticketTypeLabels } from "#domain/support/ticket-values";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { users } from "../../db/schema/auth";
import { supportTickets, ticketComments } from "../../db/schema/support";
import { type Change, signedInUser } from "../../kernel/mutate";
import { notifyTicketChanged, notifyTicketComment } from "../notifications";
import { ASSIGN_ADMIN_ONLY, ASSIGNEE_NOT_STAFF, STATUS_STAFF_ONLY } from "./support-tickets.service";
import {
  commentColumns,
  readTicket,
  TICKET_ENTITY,
  type TicketFile,
  ticketEvents,
  withIsoDate,
} from "./ticket-records";

// Support tickets' use cases, run by the kernel (ctx.kernel.mutate). Anyone signed in raises one; staff move
// the status, admins assign; the reporter and staff comment and attach a file. Who hears: ticketEvents.

async function requireStaffUser(tx: DbOrTx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, ["admin", "agent"])));
  if (!row) throw fieldError("body.assigneeId", ASSIGNEE_NOT_STAFF);
  return row.name;
}

/** Any signed-in user raises one; a client user's belongs to their client (staff's to none). */
export async function openTicket(change: Change, input: TicketCreate): Promise<Ticket> {
  const { tx, scope, audit, emit } = change;
  const user = signedInUser(change);
  const [row] = await tx
    .insert(supportTickets)
    .values({ ...input, reporterId: user.id, clientId: scope.clientId })
    .returning({ id: supportTickets.id });
  if (!row) throw new Error("insert returned no row");
  await audit({
    action: "create",
    entity: TICKET_ENTITY,
    entityId: row.id,
    summary: `Opened ${ticketTypeLabels[input.ticketType].toLowerCase()} ticket ${input.title}`,
    details: { ticketType: input.ticketType },
  });
  const { ticket } = await readTicket(tx, row.id, user);
  emit(ticketEvents(ticket, "insert"));
  return ticket;
}

/** Staff move the status; admins assign (to an admin or agent, or nobody). Nothing to change: no event. */
export async function updateTicket(
  change: Change,
  id: string,
  input: TicketUpdate,
  expected?: number,
): Promise<Ticket> {
  const { tx, audit, emit } = change;
  const user = signedInUser(change);
  if (input.status !== undefined && !isStaff(user.role)) throw new AppError("FORBIDDEN", STATUS_STAFF_ONLY);
  if (input.assigneeId !== undefined && user.role !== "admin") {
    throw new AppError("FORBIDDEN", ASSIGN_ADMIN_ONLY);
  }
  const { ticket: before } = await readTicket(tx, id, user, { forUpdate: true });
  assertVersion(before, expected);
  const changes: string[] = [];
  const set: Partial<typeof supportTickets.$inferInsert> = {};
  if (input.status !== undefined && input.status !== before.status) {
    set.status = input.status;
    changes.push(`status ${ticketStatusLabels[input.status]}`);
  }
  if (input.assigneeId !== undefined && input.assigneeId !== before.assigneeId) {
    set.assigneeId = input.assigneeId;
    changes.push(
      input.assigneeId === null
        ? "unassigned"
        : `assigned to ${await requireStaffUser(tx, input.assigneeId)}`,
    );
  }
  if (changes.length === 0) return before;
  await tx
    .update(supportTickets)
    .set({ ...set, version: bumpVersion(supportTickets.version), updatedAt: sql`now()` })
    .where(eq(supportTickets.id, id));
  await audit({
    action: "update",
    entity: TICKET_ENTITY,
    entityId: id,
    summary: `Ticket ${before.title}: ${changes.join(", ")}`,
    details: { before: { status: before.status, assigneeId: before.assigneeId }, ...set },
  });
  const { ticket } = await readTicket(tx, id, user);
  emit(ticketEvents(ticket, "update"));
  await notifyTicketChanged(change, {
    ticketId: id,
    title: before.title,
    reporterId: before.reporterId,
    actorId: user.id,
    change: changes.join(", "),
    newAssigneeId: set.assigneeId ?? null,
  });
  return ticket;
}

/**
 * Puts the uploaded file on the ticket, replacing any earlier one (whose file goes with the change, by a
 * trigger): the reporter and staff may.
 */
export async function attachTicketFile(
  change: Change,
  id: string,
  file: TicketFile,
  expected?: number,
): Promise<Ticket> {
  const { tx, audit, emit } = change;
  const user = signedInUser(change);
  const { ticket: before, attachmentKey } = await readTicket(tx, id, user, { forUpdate: true });
  if (!isStaff(user.role) && before.reporterId !== user.id) {
    throw new AppError("FORBIDDEN", "Only the ticket's reporter and staff attach files to it.");
  }
  assertVersion(before, expected);
  await tx
    .update(supportTickets)
    .set({
      attachmentKey: file.key,
      attachmentName: file.fileName,
      attachmentType: file.contentType,
      attachmentSize: file.sizeBytes,
      version: bumpVersion(supportTickets.version),
      updatedAt: sql`now()`,
    })
    .where(eq(supportTickets.id, id));
  await audit({
    action: "update",
    entity: TICKET_ENTITY,
    entityId: id,
    summary: `Attached ${file.fileName} to ticket ${before.title}`,
    details: {
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      replaced: attachmentKey !== null,
    },
  });
  const { ticket } = await readTicket(tx, id, user);
  emit(ticketEvents(ticket, "update"));
  return ticket;
}

/** The reporter or staff comment; the ticket's other side hears of it. */
export async function commentOnTicket(
  change: Change,
  ticketId: string,
  input: TicketCommentCreate,
): Promise<TicketComment> {
  const { tx, audit, emit } = change;
  const user = signedInUser(change);
  // Locked so comments and status changes on one ticket are recorded in the order they happened.
  const { ticket } = await readTicket(tx, ticketId, user, { forUpdate: true });
  const [row] = await tx
    .insert(ticketComments)
    .values({ ticketId, authorId: user.id, authorName: user.name, body: input.body })
    .returning(commentColumns);
  if (!row) throw new Error("insert returned no row");
  await audit({
    action: "comment",
    entity: TICKET_ENTITY,
    entityId: ticketId,
    summary: `Commented on ticket ${ticket.title}`,
    details: { commentId: row.id },
  });
  emit(ticketEvents(ticket, "update"));
  await notifyTicketComment(change, {
    ticketId,
    title: ticket.title,
    reporterId: ticket.reporterId,
    assigneeId: ticket.assigneeId,
    authorId: user.id,
    authorName: user.name,
  });
  return withIsoDate(row);
}
