import { and, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isStaff } from "#domain/auth/role";
import {
  AGENCY_NAME,
  type ChatList,
  type Message,
  type MessagePage,
  messagePreview,
} from "#domain/chat/chat.schema";
import type { ConversationKind } from "#domain/chat/chat-values";
import { AppError, notFound } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import { findVisibleTrip, visibleToUser } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { conversationReads, conversations, messages } from "../../db/schema/chat";
import { clients } from "../../db/schema/clients";
import { requests } from "../../db/schema/requests";
import { trips } from "../../db/schema/trips";
import { chatAttachmentStore } from "../../files/chat-attachment-store";
import { clientAudience, userAudience } from "../../realtime/audience";
import {
  AttachmentSignatureCheck,
  attachmentFileName,
  type StoredAttachment,
  tooLarge,
} from "./chat-attachment-upload";

/** What a thread hangs off: a request (its chat) or a trip (its Messages tab). */
export interface ChatSubject {
  kind: ConversationKind;
  id: string;
}

interface ResolvedSubject {
  clientId: string;
  label: string;
  conversationId: string | null;
}

const messageColumns = {
  id: messages.id,
  seq: messages.seq,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  senderName: messages.senderName,
  body: messages.body,
  attachmentName: messages.attachmentName,
  attachmentType: messages.attachmentType,
  attachmentSize: messages.attachmentSize,
  createdAt: messages.createdAt,
};
interface MessageRow {
  id: string;
  seq: number;
  conversationId: string;
  senderId: string | null;
  senderName: string;
  body: string;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
  createdAt: Date;
}

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    seq: row.seq,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderName: row.senderName,
    message: row.body,
    attachment:
      row.attachmentName && row.attachmentType && row.attachmentSize !== null
        ? { name: row.attachmentName, contentType: row.attachmentType, sizeBytes: row.attachmentSize }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const assignee = alias(users, "assignee");
const owner = alias(users, "owner");
const lastMessage = alias(messages, "last_message");

export function createChatService(ctx: AppContext) {
  const { db } = ctx;
  const store = chatAttachmentStore(ctx.config.filesDir);

  /** The subject, if the user may see it (404 otherwise, like a missing one), and its conversation. */
  async function resolve(tx: DbOrTx, user: SessionUser, subject: ChatSubject): Promise<ResolvedSubject> {
    if (subject.kind === "trip") {
      const trip = await findVisibleTrip(tx, user, subject.id);
      const [conversation] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.tripId, trip.id));
      return {
        clientId: trip.clientId,
        label: `trip ${trip.title}`,
        conversationId: conversation?.id ?? null,
      };
    }
    const [row] = await tx
      .select({ clientId: requests.clientId, conversationId: conversations.id })
      .from(requests)
      .leftJoin(conversations, eq(conversations.requestId, requests.id))
      .where(and(eq(requests.id, subject.id), visibleToUser(user, requests.clientId)));
    if (!row) throw notFound("Request");
    return { clientId: row.clientId, label: "a request", conversationId: row.conversationId };
  }

  /** The subject's conversation, created with its first message; locked for the rest of the transaction. */
  async function conversationFor(tx: DbOrTx, subject: ChatSubject, clientId: string): Promise<string> {
    const key = subject.kind === "trip" ? conversations.tripId : conversations.requestId;
    await tx
      .insert(conversations)
      .values({
        kind: subject.kind,
        clientId,
        ...(subject.kind === "trip" ? { tripId: subject.id } : { requestId: subject.id }),
      })
      .onConflictDoNothing({ target: key });
    const [row] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(key, subject.id))
      .for("update");
    if (!row) throw new Error("conversation not created");
    return row.id;
  }

  async function readUpTo(tx: DbOrTx, conversationId: string, userId: string, seq: number) {
    await tx
      .insert(conversationReads)
      .values({ conversationId, userId, lastReadSeq: seq })
      .onConflictDoUpdate({
        target: [conversationReads.conversationId, conversationReads.userId],
        set: {
          lastReadSeq: sql`greatest(${conversationReads.lastReadSeq}, excluded.last_read_seq)`,
          updatedAt: sql`now()`,
        },
      });
  }

  async function discard(key: string) {
    await store.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, "could not remove a file"));
  }

  return {
    store,

    /** Recent Chats: newest activity first, with the other party, the subject, a preview and unread count. */
    async list(
      user: SessionUser,
      query: { page: number; pageSize: number; all: boolean },
    ): Promise<ChatList> {
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
            and(
              eq(conversationReads.conversationId, conversations.id),
              eq(conversationReads.userId, user.id),
            ),
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
    },

    /** One page of the thread, oldest first: the newest `limit` messages, or those before `before`. */
    async messages(
      user: SessionUser,
      subject: ChatSubject,
      query: { before?: number; limit: number },
    ): Promise<MessagePage> {
      const resolved = await resolve(db, user, subject);
      const conversationId = resolved.conversationId;
      if (!conversationId) return { conversationId: null, items: [], hasMore: false, lastReadSeq: 0 };
      const [rows, [read]] = await Promise.all([
        db
          .select(messageColumns)
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, conversationId),
              query.before === undefined ? undefined : lt(messages.seq, query.before),
            ),
          )
          .orderBy(desc(messages.seq))
          .limit(query.limit + 1),
        db
          .select({ seq: conversationReads.lastReadSeq })
          .from(conversationReads)
          .where(
            and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.userId, user.id)),
          ),
      ]);
      const hasMore = rows.length > query.limit;
      const items = rows.slice(0, query.limit).reverse().map(toMessage);
      return { conversationId, items, hasMore, lastReadSeq: read?.seq ?? 0 };
    },

    /** 404 before any byte is stored when the subject is not there (or not the user's). */
    async check(user: SessionUser, subject: ChatSubject): Promise<void> {
      await resolve(db, user, subject);
    },

    /** Streams an attachment into the store, checking its content (415) and size (413). */
    async storeAttachment(
      source: NodeJS.ReadableStream & { truncated?: boolean },
      claimedName: string | undefined,
    ): Promise<StoredAttachment> {
      const check = new AttachmentSignatureCheck();
      const stored = await store.write(source, check);
      if (source.truncated) {
        await discard(stored.key);
        throw tooLarge();
      }
      if (!check.contentType) {
        await discard(stored.key);
        throw new Error("signature check passed without a type");
      }
      return {
        ...stored,
        contentType: check.contentType,
        fileName: attachmentFileName(claimedName, check.contentType),
      };
    },

    discard,

    /**
     * Adds a message (text already trimmed and checked; may be empty only with an attachment), creating
     * the conversation with its first one. The sender has read their own message.
     */
    async send(
      user: SessionUser,
      subject: ChatSubject,
      text: string,
      attachment: StoredAttachment | null = null,
    ): Promise<Message> {
      if (text === "" && !attachment) throw new AppError("VALIDATION_FAILED", "Type a message");
      try {
        const { message, clientId } = await db.transaction(async (tx) => {
          const resolved = await resolve(tx, user, subject);
          const conversationId = await conversationFor(tx, subject, resolved.clientId);
          const [row] = await tx
            .insert(messages)
            .values({
              conversationId,
              clientId: resolved.clientId,
              senderId: user.id,
              senderName: user.name,
              body: text,
              ...(attachment
                ? {
                    attachmentKey: attachment.key,
                    attachmentName: attachment.fileName,
                    attachmentType: attachment.contentType,
                    attachmentSize: attachment.sizeBytes,
                  }
                : {}),
            })
            .returning(messageColumns);
          if (!row) throw new Error("insert returned no row");
          await tx
            .update(conversations)
            .set({ lastMessageAt: row.createdAt, lastMessageSeq: row.seq })
            .where(eq(conversations.id, conversationId));
          await readUpTo(tx, conversationId, user.id, row.seq);
          await writeAudit(tx, {
            userId: user.id,
            action: "create",
            entity: "message",
            entityId: row.id,
            summary: `Wrote in the chat of ${resolved.label}${attachment ? ` with ${attachment.fileName}` : ""}`,
            details: { conversationId, ...subject, attachment: attachment?.fileName ?? null },
          });
          return { message: toMessage(row), clientId: resolved.clientId };
        });
        // Agent messages are told by the notifications job: who has not read this within a minute was not looking.
        await ctx.hub.publish({
          topic: topics.chat,
          id: message.conversationId,
          op: "insert",
          audience: clientAudience(clientId),
        });
        return message;
      } catch (error) {
        if (attachment) await discard(attachment.key);
        throw error;
      }
    },

    /** Marks the thread read up to `seq` (never backwards, never past its last message). */
    async markRead(user: SessionUser, subject: ChatSubject, seq: number): Promise<{ lastReadSeq: number }> {
      const result = await db.transaction(async (tx) => {
        const resolved = await resolve(tx, user, subject);
        if (!resolved.conversationId) return { conversationId: null, lastReadSeq: 0 };
        const [conversation] = await tx
          .select({ last: conversations.lastMessageSeq })
          .from(conversations)
          .where(eq(conversations.id, resolved.conversationId));
        // A read receipt, not a change of record: no audit row for every glance at a thread.
        await readUpTo(tx, resolved.conversationId, user.id, Math.min(seq, conversation?.last ?? 0));
        const [read] = await tx
          .select({ seq: conversationReads.lastReadSeq })
          .from(conversationReads)
          .where(
            and(
              eq(conversationReads.conversationId, resolved.conversationId),
              eq(conversationReads.userId, user.id),
            ),
          );
        return { conversationId: resolved.conversationId, lastReadSeq: read?.seq ?? 0 };
      });
      if (result.conversationId) {
        // Only this user's unread counts changed: their other tabs refresh Recent Chats.
        await ctx.hub.publish({
          topic: topics.chat,
          id: result.conversationId,
          op: "update",
          audience: userAudience(user.id),
        });
      }
      return { lastReadSeq: result.lastReadSeq };
    },

    /** The attachment's file, if the user may see its conversation (404 otherwise). */
    async attachment(user: SessionUser, messageId: string) {
      const [row] = await db
        .select({
          key: messages.attachmentKey,
          name: messages.attachmentName,
          contentType: messages.attachmentType,
        })
        .from(messages)
        .where(and(eq(messages.id, messageId), visibleToUser(user, messages.clientId)));
      if (!row?.key || !row.name || !row.contentType) throw notFound("Attachment");
      const size = await store.size(row.key);
      if (size === null) {
        ctx.log.error({ messageId }, "a chat attachment's file is missing from the file store");
        throw new AppError("NOT_FOUND", "The file of this attachment is missing.");
      }
      return { name: row.name, contentType: row.contentType, size, stream: store.read(row.key) };
    },
  };
}
