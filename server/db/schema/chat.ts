import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { conversationKinds } from "#domain/chat/chat-values";
import { users } from "./auth";
import { clientRef } from "./client-ref";
import { createdAt, primaryId } from "./columns";
import { requests } from "./requests";
import { trips } from "./trips";

/**
 * One chat thread: a request's (SPEC's /chat?request=…) or a trip's (its Messages tab), always of one
 * client, whose users and the agency's staff take part. Created with its first message.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: primaryId(),
    kind: text("kind", { enum: conversationKinds }).notNull(),
    requestId: uuid("request_id")
      .unique()
      .references(() => requests.id, { onDelete: "cascade" }),
    tripId: uuid("trip_id")
      .unique()
      .references(() => trips.id, { onDelete: "cascade" }),
    clientId: clientRef(),
    // Kept by the message insert, so Recent Chats sorts without reading the messages.
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    lastMessageSeq: bigint("last_message_seq", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "conversations_one_subject_check",
      sql`(${t.kind} = 'request' and ${t.requestId} is not null and ${t.tripId} is null)
        or (${t.kind} = 'trip' and ${t.tripId} is not null and ${t.requestId} is null)`,
    ),
    unique("conversations_id_client_unique").on(t.id, t.clientId),
    index("conversations_client_last_idx").on(t.clientId, t.lastMessageAt),
    index("conversations_last_idx").on(t.lastMessageAt),
  ],
);

/** A chat message (SPEC §3 Message), with an optional attachment whose bytes are a stored_files row. */
export const messages = pgTable(
  "messages",
  {
    id: primaryId(),
    // Orders the thread and pages it (older messages load as the user scrolls up).
    seq: bigserial("seq", { mode: "number" }).notNull().unique(),
    conversationId: uuid("conversation_id").notNull(),
    clientId: uuid("client_id").notNull(),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    // Kept as sent: the thread still reads right when the sender's account is gone.
    senderName: text("sender_name").notNull(),
    body: text("body").notNull(),
    attachmentKey: text("attachment_key").unique(),
    attachmentName: text("attachment_name"),
    // Detected from the file's content, never taken from the upload's headers.
    attachmentType: text("attachment_type"),
    attachmentSize: bigint("attachment_size", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "messages_conversation_client_fk",
      columns: [t.conversationId, t.clientId],
      foreignColumns: [conversations.id, conversations.clientId],
    }).onDelete("cascade"),
    index("messages_conversation_seq_idx").on(t.conversationId, t.seq),
    check(
      "messages_attachment_check",
      sql`(${t.attachmentKey} is null) = (${t.attachmentName} is null)
        and (${t.attachmentKey} is null) = (${t.attachmentType} is null)
        and (${t.attachmentKey} is null) = (${t.attachmentSize} is null)`,
    ),
  ],
);

/** How far each user has read each conversation: unread = their others' messages after this seq. */
export const conversationReads = pgTable(
  "conversation_reads",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadSeq: bigint("last_read_seq", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_reads_user_idx").on(t.userId),
  ],
);
