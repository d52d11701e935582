import { and, desc, eq, lt } from "drizzle-orm";
import type { Message, MessagePage } from "#domain/chat/chat.schema";
import { AppError, notFound } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import { visibleToUser } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { conversationReads, conversations, messages } from "../../db/schema/chat";
import { chatAttachmentStore } from "../../files/chat-attachment-store";
import { clientAudience, userAudience } from "../../realtime/audience";
import {
  AttachmentSignatureCheck,
  attachmentFileName,
  type StoredAttachment,
  tooLarge,
} from "./chat-attachment-upload";
import { type ChatListPage, listChats } from "./chat-list.query";
import {
  type ChatSubject,
  conversationFor,
  messageColumns,
  readUpTo,
  resolveSubject,
  toMessage,
} from "./chat-records";

export function createChatService(ctx: AppContext) {
  const { db } = ctx;
  const store = chatAttachmentStore(ctx.config.filesDir);

  async function discard(key: string) {
    await store.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, "could not remove a file"));
  }

  return {
    store,

    /** Recent Chats: newest activity first, with the other party, the subject, a preview and unread count. */
    list: (user: SessionUser, query: ChatListPage) => listChats(db, user, query),

    /** One page of the thread, oldest first: the newest `limit` messages, or those before `before`. */
    async messages(
      user: SessionUser,
      subject: ChatSubject,
      query: { before?: number; limit: number },
    ): Promise<MessagePage> {
      const resolved = await resolveSubject(db, user, subject);
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
      await resolveSubject(db, user, subject);
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
          const resolved = await resolveSubject(tx, user, subject);
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
        const resolved = await resolveSubject(tx, user, subject);
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
