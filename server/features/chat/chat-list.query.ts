import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isStaff } from "#domain/auth/role";
import { AGENCY_NAME, type ChatList, messagePreview } from "#domain/chat/chat.schema";
import { visibleToUser } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { conversationReads, conversations, messages } from "../../db/schema/chat";
import { clients } from "../../db/schema/clients";
import { requests } from "../../db/schema/requests";
import { trips } from "../../db/schema/trips";

const assignee = alias(users, "assignee");
const owner = alias(users, "owner");
const lastMessage = alias(messages, "last_message");

export interface ChatListPage {
  page: number;
  pageSize: number;
  /** Staff only: every conversation, not just those of their requests and trips or that they wrote in. */
  all: boolean;
}

/**
 * Recent Chats: newest activity first, with the other party, the subject, a preview and unread count. A
 * client user sees their client's conversations; staff theirs, or all of them.
 */
export async function listChats(db: Db, user: SessionUser, query: ChatListPage): Promise<ChatList> {
  const staff = isStaff(user.role);
  let where: SQL | undefined;
  if (!staff) where = visibleToUser(user, conversations.clientId);
  else if (!query.all) {
    where = or(
      eq(requests.assigneeId, user.id),
      eq(trips.ownerId, user.id),
      sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and m.sender_id = ${user.id})`,
    );
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        conversationId: conversations.id,
        kind: conversations.kind,
        requestId: conversations.requestId,
        tripId: conversations.tripId,
        category: requests.category,
        tripTitle: trips.title,
        clientName: clients.name,
        assigneeName: assignee.name,
        ownerName: owner.name,
        lastMessageAt: conversations.lastMessageAt,
        lastMessageSeq: conversations.lastMessageSeq,
        lastBody: lastMessage.body,
        lastAttachment: lastMessage.attachmentName,
        unread: sql<number>`(select count(*) from ${messages} m
          where m.conversation_id = ${conversations.id}
            and m.seq > coalesce(${conversationReads.lastReadSeq}, 0)
            and m.sender_id is distinct from ${user.id})::int`,
      })
      .from(conversations)
      .innerJoin(clients, eq(clients.id, conversations.clientId))
      .leftJoin(requests, eq(requests.id, conversations.requestId))
      .leftJoin(trips, eq(trips.id, conversations.tripId))
      .leftJoin(assignee, eq(assignee.id, requests.assigneeId))
      .leftJoin(owner, eq(owner.id, trips.ownerId))
      .leftJoin(lastMessage, eq(lastMessage.seq, conversations.lastMessageSeq))
      .leftJoin(
        conversationReads,
        and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, user.id)),
      )
      .where(where)
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(conversations)
      .leftJoin(requests, eq(requests.id, conversations.requestId))
      .leftJoin(trips, eq(trips.id, conversations.tripId))
      .where(where),
  ]);
  const items = rows.map((row) => ({
    conversationId: row.conversationId,
    kind: row.kind,
    requestId: row.requestId,
    tripId: row.tripId,
    category: row.category,
    tripTitle: row.tripTitle,
    clientName: row.clientName,
    otherParty: staff ? row.clientName : (row.assigneeName ?? row.ownerName ?? AGENCY_NAME),
    lastMessage: row.lastBody === null ? "" : messagePreview(row.lastBody, row.lastAttachment),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    lastMessageSeq: row.lastMessageSeq,
    unread: row.unread,
  }));
  return { items, total: counted?.total ?? 0 };
}
