import { and, eq, sql } from "drizzle-orm";
import type { Message } from "#domain/chat/chat.schema";
import type { ConversationKind } from "#domain/chat/chat-values";
import { notFound } from "#domain/errors";
import { findVisibleTrip, visibleToUser } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { conversationReads, conversations, messages } from "../../db/schema/chat";
import { requests } from "../../db/schema/requests";

// A thread's subject, its conversation row, its read marks and its messages as the API answers them.

/** What a thread hangs off: a request (its chat) or a trip (its Messages tab). */
export interface ChatSubject {
  kind: ConversationKind;
  id: string;
}

export interface ResolvedSubject {
  clientId: string;
  label: string;
  conversationId: string | null;
}

export const messageColumns = {
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
export interface MessageRow {
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

export function toMessage(row: MessageRow): Message {
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

/** The subject, if the user may see it (404 otherwise, like a missing one), and its conversation. */
export async function resolveSubject(
  tx: DbOrTx,
  user: SessionUser,
  subject: ChatSubject,
): Promise<ResolvedSubject> {
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
export async function conversationFor(tx: DbOrTx, subject: ChatSubject, clientId: string): Promise<string> {
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

export async function readUpTo(tx: DbOrTx, conversationId: string, userId: string, seq: number) {
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
