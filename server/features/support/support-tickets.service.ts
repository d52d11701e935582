import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import { AppError, fieldError } from "#domain/errors";
import { pageOffset } from "#domain/pagination.schema";
import type {
  Ticket,
  TicketCreate,
  TicketList,
  TicketListQuery,
  TicketUpdate,
} from "#domain/support/ticket.schema";
import { ticketStatusLabels, ticketTypeLabels } from "#domain/support/ticket-values";
import {
  detectDocumentContentType,
  safeFileName,
  TRIP_DOCUMENT_UNSUPPORTED_MESSAGE,
} from "#domain/trip-documents/trip-document-values";
import { clientScopeOf } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { users } from "../../db/schema/auth";
import { supportTickets } from "../../db/schema/support";
import { searchMatches } from "../../db/search-matches";
import { ticketAttachmentStore } from "../../files/ticket-attachment-store";
import { notifyTicketChangedInTx } from "../notifications/notification-producers.service";
import {
  assignees,
  readTicket,
  reporters,
  TICKET_ENTITY,
  ticketEvents,
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

function orderFor(query: TicketListQuery): SQL[] {
  const dir = query.direction === "desc" ? desc : asc;
  if (query.sort === "title") return [dir(supportTickets.title), dir(supportTickets.id)];
  if (query.sort === "status") return [dir(supportTickets.status), desc(supportTickets.createdAt)];
  return [dir(supportTickets.createdAt), dir(supportTickets.id)];
}

async function requireStaffUser(tx: DbOrTx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, ["admin", "agent"])));
  if (!row) throw fieldError("body.assigneeId", ASSIGNEE_NOT_STAFF);
  return row.name;
}

export function createSupportTicketsService(ctx: AppContext) {
  const { db } = ctx;
  const store = ticketAttachmentStore(ctx.config.filesDir);

  async function publish(ticket: Ticket, op: "insert" | "update") {
    for (const event of ticketEvents(ticket, op)) await ctx.hub.publish(event);
  }

  async function discard(key: string) {
    await store.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, "could not remove a file"));
  }

  return {
    async list(user: SessionUser, query: TicketListQuery): Promise<TicketList> {
      const where = and(
        visibleTickets(user),
        ...searchFilter(query.search),
        query.status ? eq(supportTickets.status, query.status) : undefined,
        query.type ? eq(supportTickets.ticketType, query.type) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select(ticketSummaryColumns)
          .from(supportTickets)
          .leftJoin(reporters, eq(reporters.id, supportTickets.reporterId))
          .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
          .where(where)
          .orderBy(...orderFor(query))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(supportTickets).where(where),
      ]);
      return { items: rows.map(toSummary), total: counted[0]?.n ?? 0 };
    },

    async get(user: SessionUser, id: string): Promise<Ticket> {
      return (await readTicket(db, id, user)).ticket;
    },

    /** Any signed-in user raises one; a client user's belongs to their client. */
    async create(user: SessionUser, input: TicketCreate): Promise<Ticket> {
      const ticket = await db.transaction(async (tx) => {
        const scope = await clientScopeOf(tx, user);
        const [row] = await tx
          .insert(supportTickets)
          .values({
            ...input,
            reporterId: user.id,
            clientId: scope.staff ? null : scope.clientId,
          })
          .returning({ id: supportTickets.id });
        if (!row) throw new Error("insert returned no row");
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: TICKET_ENTITY,
          entityId: row.id,
          summary: `Opened ${ticketTypeLabels[input.ticketType].toLowerCase()} ticket ${input.title}`,
          details: { ticketType: input.ticketType },
        });
        return (await readTicket(tx, row.id, user)).ticket;
      });
      await publish(ticket, "insert");
      return ticket;
    },

    /** Staff move the status; admins assign (to an admin or agent, or nobody). */
    async update(user: SessionUser, id: string, input: TicketUpdate, expected?: number): Promise<Ticket> {
      if (input.status !== undefined && !isStaff(user.role))
        throw new AppError("FORBIDDEN", STATUS_STAFF_ONLY);
      if (input.assigneeId !== undefined && user.role !== "admin") {
        throw new AppError("FORBIDDEN", ASSIGN_ADMIN_ONLY);
      }
      const changed = await db.transaction(async (tx) => {
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
        if (changes.length === 0) return null;
        await tx
          .update(supportTickets)
          .set({ ...set, version: nextVersion(supportTickets.version), updatedAt: sql`now()` })
          .where(eq(supportTickets.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: TICKET_ENTITY,
          entityId: id,
          summary: `Ticket ${before.title}: ${changes.join(", ")}`,
          details: { before: { status: before.status, assigneeId: before.assigneeId }, ...set },
        });
        const notices = await notifyTicketChangedInTx(tx, {
          ticketId: id,
          title: before.title,
          reporterId: before.reporterId,
          actorId: user.id,
          change: changes.join(", "),
          newAssigneeId: set.assigneeId ?? null,
        });
        return { ticket: (await readTicket(tx, id, user)).ticket, notices };
      });
      if (!changed) return (await readTicket(db, id, user)).ticket;
      await publish(changed.ticket, "update");
      for (const event of changed.notices) await ctx.hub.publish(event);
      return changed.ticket;
    },

    /** 404 before any byte is stored when the ticket is not there. */
    async checkTicket(user: SessionUser, id: string): Promise<void> {
      await readTicket(db, id, user);
    },

    /**
     * Attaches a PDF, PNG or JPEG (by its first bytes; 415 otherwise) to the ticket, replacing any
     * earlier one: the reporter and staff may.
     */
    async setAttachment(
      user: SessionUser,
      id: string,
      upload: { bytes: Buffer; claimedName: string | undefined },
      expected?: number,
    ): Promise<Ticket> {
      const contentType = detectDocumentContentType(upload.bytes);
      if (!contentType) throw new AppError("UNSUPPORTED_MEDIA_TYPE", TRIP_DOCUMENT_UNSUPPORTED_MESSAGE);
      const fileName = safeFileName(upload.claimedName, contentType);
      const stored = await store.writeBuffer(upload.bytes);
      let previousKey: string | null = null;
      let ticket: Ticket;
      try {
        ticket = await db.transaction(async (tx) => {
          const { ticket: before, attachmentKey } = await readTicket(tx, id, user, { forUpdate: true });
          if (!isStaff(user.role) && before.reporterId !== user.id) {
            throw new AppError("FORBIDDEN", "Only the ticket's reporter and staff attach files to it.");
          }
          assertVersion(before, expected);
          previousKey = attachmentKey;
          await tx
            .update(supportTickets)
            .set({
              attachmentKey: stored.key,
              attachmentName: fileName,
              attachmentType: contentType,
              attachmentSize: stored.sizeBytes,
              version: nextVersion(supportTickets.version),
              updatedAt: sql`now()`,
            })
            .where(eq(supportTickets.id, id));
          await writeAudit(tx, {
            userId: user.id,
            action: "update",
            entity: TICKET_ENTITY,
            entityId: id,
            summary: `Attached ${fileName} to ticket ${before.title}`,
            details: { fileName, contentType, sizeBytes: stored.sizeBytes, replaced: attachmentKey !== null },
          });
          return (await readTicket(tx, id, user)).ticket;
        });
      } catch (error) {
        await discard(stored.key);
        throw error;
      }
      // Only once the new row is committed: a rolled-back change must still find the old file.
      if (previousKey) await discard(previousKey);
      await publish(ticket, "update");
      return ticket;
    },

    /** The attachment's bytes, for whoever may see the ticket. */
    async attachment(user: SessionUser, id: string) {
      const { ticket, attachmentKey } = await readTicket(db, id, user);
      if (!ticket.attachment || !attachmentKey)
        throw new AppError("NOT_FOUND", "This ticket has no attachment");
      const size = await store.size(attachmentKey);
      if (size === null) {
        ctx.log.error(
          { ticketId: id, attachmentKey },
          "a ticket's attachment is missing from the file store",
        );
        throw new AppError("NOT_FOUND", "The attachment's file is missing. Attach it again.");
      }
      return { attachment: ticket.attachment, size, stream: store.read(attachmentKey) };
    },
  };
}
