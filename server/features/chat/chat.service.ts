import { and, desc, eq, lt } from "drizzle-orm";
import type { MessagePage } from "#domain/chat/chat.schema";
import { AppError, notFound } from "#domain/errors";
import { visibleToUser } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { conversationReads, messages } from "../../db/schema/chat";
import { openFile } from "../../files/file-store";
import { type ChatListPage, listChats } from "./chat-list.query";
import { type ChatSubject, messageColumns, resolveSubject, toMessage } from "./chat-records";

/**
 * Chat's reads and its attachment files; attachments come through the upload pipeline
 * (chatAttachmentUpload) and writing in a thread is message.changes.ts, run by the kernel.
 */
export function createChatService(ctx: AppContext) {
  const { db } = ctx;

  return {
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
      const file = await openFile(db, "chat-attachments", row.key);
      if (!file) {
        ctx.log.error({ messageId }, "a chat attachment's file is missing from the database");
        throw new AppError("NOT_FOUND", "The file of this attachment is missing.");
      }
      return { name: row.name, contentType: row.contentType, ...file };
    },
  };
}
