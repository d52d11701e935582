import { and, eq } from "drizzle-orm";
import type { Message } from "#domain/chat/chat.schema";
import type { ChatAttachmentType } from "#domain/chat/chat-values";
import { AppError } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import { conversationReads, conversations, messages } from "../../db/schema/chat";
import type { StoredUpload } from "../../files/upload-kind";
import { type Change, signedInUser } from "../../kernel/mutate";
import { clientAudience, userAudience } from "../../realtime/audience";
import { notifyChatMessage } from "../notifications";
import { viewersOf } from "./chat-presence";
import {
  type ChatSubject,
  conversationFor,
  messageColumns,
  readUpTo,
  resolveSubject,
  toMessage,
} from "./chat-records";

// A thread's use cases, run by the kernel (ctx.kernel.mutate) for whoever sees the request or trip: its
// client's users and staff. An attachment's bytes are written with its message (the upload's record).

/**
 * Adds a message (text already trimmed and checked; may be empty only with an attachment), creating
 * the conversation with its first one. The sender has read their own message.
 */
export async function sendMessage(
  change: Change,
  subject: ChatSubject,
  text: string,
  attachment: StoredUpload<ChatAttachmentType> | null = null,
): Promise<Message> {
  const { tx, audit, emit } = change;
  const user = signedInUser(change);
  if (text === "" && !attachment) throw new AppError("VALIDATION_FAILED", "Type a message");
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
  await audit({
    action: "create",
    entity: "message",
    entityId: row.id,
    summary: `Wrote in the chat of ${resolved.label}${attachment ? ` with ${attachment.fileName}` : ""}`,
    details: { conversationId, ...subject, attachment: attachment?.fileName ?? null },
  });
  emit({ topic: topics.chat, id: conversationId, op: "insert", audience: clientAudience(resolved.clientId) });
  // Who is not looking at the thread in a visible tab hears of it now; the unread job is the fallback.
  await notifyChatMessage(change, conversationId, await viewersOf(tx, conversationId));
  return toMessage(row);
}

/** Marks the thread read up to `seq` (never backwards, never past its last message). */
export async function markThreadRead(
  change: Change,
  subject: ChatSubject,
  seq: number,
): Promise<{ lastReadSeq: number }> {
  const { tx, emit } = change;
  const user = signedInUser(change);
  const resolved = await resolveSubject(tx, user, subject);
  if (!resolved.conversationId) return { lastReadSeq: 0 };
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
  // Only this user's unread counts changed: their other tabs refresh Recent Chats.
  emit({ topic: topics.chat, id: resolved.conversationId, op: "update", audience: userAudience(user.id) });
  return { lastReadSeq: read?.seq ?? 0 };
}
