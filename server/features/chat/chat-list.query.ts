import { sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import { AGENCY_NAME, type ChatList, messagePreview } from "#domain/chat/chat.schema";
import type { ConversationKind } from "#domain/chat/chat-values";
import type { RequestCategory } from "#domain/requests/request-values";
import { visibleToUser } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { conversations } from "../../db/schema/chat";
import { isoInstant } from "../../db/sql-helpers";
import { defineStatements, type StatementParams } from "../../kernel/statements";

export interface ChatListPage {
  page: number;
  pageSize: number;
  /** Staff only: every conversation, not just those of their requests and trips or that they wrote in. */
  all: boolean;
}

/** Whose conversations: a client user's client's, a staff user's own, or every one. */
type Reach = "client" | "mine" | "all";

interface Input {
  user: SessionUser;
  limit: number;
  offset: number;
}

function whereOf(reach: Reach, params: StatementParams<Input>): string {
  if (reach === "all") return "";
  if (reach === "client") {
    return `where ${params.fragment((input) => visibleToUser(input.user, conversations.clientId) ?? sql`false`)}`;
  }
  const me = params.param((input) => input.user.id);
  return `where (requests.assignee_id = ${me} or trips.owner_id = ${me}
    or exists (select 1 from messages m where m.conversation_id = conversations.id and m.sender_id = ${me}))`;
}

/** Recent Chats' page: newest activity first, with the other party, the subject, a preview and unread count. */
const pages = defineStatements<Reach, Input>("chat.list", (reach, params) => {
  const me = params.param((input) => input.user.id);
  const limit = params.param((input) => input.limit);
  const offset = params.param((input) => input.offset);
  return `select conversations.id as "conversationId", conversations.kind, conversations.request_id as "requestId",
      conversations.trip_id as "tripId", requests.category, trips.title as "tripTitle", clients.name as "clientName",
      assignee.name as "assigneeName", owner.name as "ownerName",
      ${isoInstant("conversations.last_message_at")} as "lastMessageAt",
      conversations.last_message_seq as "lastMessageSeq", last_message.body as "lastBody",
      last_message.attachment_name as "lastAttachment",
      (select count(*) from messages m
        where m.conversation_id = conversations.id
          and m.seq > coalesce(conversation_reads.last_read_seq, 0)
          and m.sender_id is distinct from ${me})::int as unread
    from conversations
      inner join clients on clients.id = conversations.client_id
      left join requests on requests.id = conversations.request_id
      left join trips on trips.id = conversations.trip_id
      left join "user" assignee on assignee.id = requests.assignee_id
      left join "user" owner on owner.id = trips.owner_id
      left join messages last_message on last_message.seq = conversations.last_message_seq
      left join conversation_reads
        on (conversation_reads.conversation_id = conversations.id and conversation_reads.user_id = ${me})
    ${whereOf(reach, params)}
    order by conversations.last_message_at desc nulls last, conversations.id desc
    limit ${limit} offset ${offset}`;
});

/** Their total, beside the page (both at once: two connections on PostgreSQL). */
const totals = defineStatements<Reach, Input>(
  "chat.total",
  (reach, params) => `select count(*)::int as total from conversations
    left join requests on requests.id = conversations.request_id
    left join trips on trips.id = conversations.trip_id
    ${whereOf(reach, params)}`,
);

interface Row {
  conversationId: string;
  kind: ConversationKind;
  requestId: string | null;
  tripId: string | null;
  category: RequestCategory | null;
  tripTitle: string | null;
  clientName: string;
  assigneeName: string | null;
  ownerName: string | null;
  lastMessageAt: string | null;
  /** A bigint: text from the drivers. */
  lastMessageSeq: number | string;
  lastBody: string | null;
  lastAttachment: string | null;
  unread: number;
}

/** The statements listChats runs for a user (its tests pin the text): the page's, then the total's. */
export function chatListStatements(user: SessionUser, query: ChatListPage) {
  const [reach, input] = callOf(user, query);
  return [pages.query(reach, input), totals.query(reach, input)];
}

function callOf(user: SessionUser, query: ChatListPage): [Reach, Input] {
  const reach: Reach = !isStaff(user.role) ? "client" : query.all ? "all" : "mine";
  return [reach, { user, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }];
}

/**
 * Recent Chats: newest activity first, with the other party, the subject, a preview and unread count. A
 * client user sees their client's conversations; staff theirs, or all of them.
 */
export async function listChats(db: Db, user: SessionUser, query: ChatListPage): Promise<ChatList> {
  const staff = isStaff(user.role);
  const [reach, input] = callOf(user, query);
  const [rows, [counted]] = await Promise.all([
    pages.runOn<Row>(db, reach, input),
    totals.runOn<{ total: number }>(db, reach, input),
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
    lastMessageAt: row.lastMessageAt,
    lastMessageSeq: Number(row.lastMessageSeq),
    unread: row.unread,
  }));
  return { items, total: counted?.total ?? 0 };
}
