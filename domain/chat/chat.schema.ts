import { z } from "zod";
import { requestCategories } from "../requests/request-values";
import { conversationKinds, MESSAGE_MAX } from "./chat-values";

export const MESSAGE_REQUIRED = "Type a message";
export const MESSAGE_TOO_LONG = `Keep the message under ${MESSAGE_MAX} characters`;
/** Messages a thread page holds by default, and at most. */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 200;
/** How much of the last message Recent Chats shows. */
export const PREVIEW_LENGTH = 80;

/** SPEC §5: a blank or whitespace-only message cannot be sent; the message is trimmed. */
export const messageTextSchema = z
  .string({ error: MESSAGE_REQUIRED })
  .trim()
  .min(1, MESSAGE_REQUIRED)
  .max(MESSAGE_MAX, MESSAGE_TOO_LONG);

export const sendMessageSchema = z.object({ message: messageTextSchema });

export const requestChatParamsSchema = z.object({ requestId: z.uuid("Not a valid request id") });
export const tripChatParamsSchema = z.object({ tripId: z.uuid("Not a valid trip id") });
export const attachmentParamsSchema = z.object({ messageId: z.uuid("Not a valid message id") });

const seqSchema = z.coerce
  .number({ error: "Use a whole number" })
  .int("Use a whole number")
  .min(0)
  .max(Number.MAX_SAFE_INTEGER);

export const messagePageQuerySchema = z.object({
  /** Only messages older than this seq: the page above the oldest one shown. */
  before: seqSchema.optional(),
  limit: z.coerce
    .number({ error: "Use a whole number" })
    .int("Use a whole number")
    .min(1)
    .max(MESSAGE_PAGE_MAX)
    .default(MESSAGE_PAGE_SIZE),
});

export const markReadSchema = z.object({ seq: seqSchema });

export const attachmentSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

export const messageSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  conversationId: z.uuid(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  message: z.string(),
  attachment: attachmentSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Message = z.output<typeof messageSchema>;

/** One page of a thread, oldest first (newest last); `hasMore` says older messages remain. */
export const messagePageSchema = z.object({
  conversationId: z.uuid().nullable(),
  items: z.array(messageSchema),
  hasMore: z.boolean(),
  /** How far the current user has read (0 when never). */
  lastReadSeq: z.number().int(),
});
export type MessagePage = z.output<typeof messagePageSchema>;

export const markReadResultSchema = z.object({ lastReadSeq: z.number().int() });

const queryFlag = z
  .enum(["true", "false"], { error: "Use true or false" })
  .optional()
  .transform((value) => value === "true");

export const chatListQuerySchema = z.object({
  page: z.coerce.number({ error: "Use a whole number" }).int().min(1).default(1),
  pageSize: z.coerce.number({ error: "Use a whole number" }).int().min(1).max(100).default(25),
  /** Staff: every conversation, not only those they take part in. */
  all: queryFlag,
});

export const chatSummarySchema = z.object({
  conversationId: z.uuid(),
  kind: z.enum(conversationKinds),
  requestId: z.uuid().nullable(),
  tripId: z.uuid().nullable(),
  /** The request's category, for a request's chat. */
  category: z.enum(requestCategories).nullable(),
  /** The trip's title, for a trip's thread. */
  tripTitle: z.string().nullable(),
  clientName: z.string(),
  /** Who the user talks to: the client for staff; the assigned agent (or the agency) for a client. */
  otherParty: z.string(),
  lastMessage: z.string(),
  lastMessageAt: z.iso.datetime({ offset: true }).nullable(),
  lastMessageSeq: z.number().int(),
  unread: z.number().int().min(0),
});
export type ChatSummary = z.output<typeof chatSummarySchema>;

export const chatListSchema = z.object({ items: z.array(chatSummarySchema), total: z.number().int().min(0) });
export type ChatList = z.output<typeof chatListSchema>;

/** Shown for a client when no agent is assigned to the request or owns the trip. */
export const AGENCY_NAME = "Travel agency";

/** The first words of a message, for Recent Chats. */
export function messagePreview(body: string, attachmentName: string | null): string {
  const text = body.replace(/\s+/g, " ").trim();
  const base = text === "" && attachmentName ? `📎 ${attachmentName}` : text;
  return base.length <= PREVIEW_LENGTH ? base : `${base.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…`;
}
