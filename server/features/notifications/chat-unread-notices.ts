import { and, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { chatUnread } from "#domain/notifications/agent-message-drafts";
import { requestCategoryLabels } from "#domain/requests/request-values";
import { users } from "../../db/schema/auth";
import { conversations, messages } from "../../db/schema/chat";
import { clients } from "../../db/schema/clients";
import { requests } from "../../db/schema/requests";
import { trips } from "../../db/schema/trips";
import type { Change } from "../../kernel/mutate";
import { rows } from "../../kernel/rows";
import { recordJobRun } from "./notification-records";
import { adminIds, notify } from "./notifications.service";

/**
 * Who is looking at a conversation: the open thread marks each new message read as it arrives (the chat
 * feature's read marker), so a message still unread by a participant after this long was not seen.
 */
export const CHAT_UNREAD_GRACE_MS = 60_000;
/** Messages older than this are no longer worth a notification (a participant away for days reads Chat). */
const CHAT_UNREAD_WINDOW_MS = 24 * 3_600_000;

/**
 * The unread-chat job's use case, the fallback of notifyChatMessage (which tells at once whoever is not looking):
 * each participant of a conversation (its client's portal user, the request's assignee or the trip's owner,
 * staff who wrote in it; the admins when no staff takes part) who has messages from others unread for longer
 * than the grace period hears of them once per unread run. One audit row per run that told anyone; answers how
 * many notifications it created.
 */
export async function tellUnreadChats(change: Change, now: Date): Promise<number> {
  const told = await unreadChatNotices(change, now);
  await recordJobRun(change, told, "Told participants of unread chat messages");
  return told;
}

/**
 * A message was just sent: each participant the job would tell who is not looking at the conversation in a
 * visible tab (`viewers`) hears of it now, under the key the job remembers, so the job does not tell again.
 */
export async function notifyChatMessage(
  change: Change,
  conversationId: string,
  viewers: readonly string[],
): Promise<number> {
  const now = new Date();
  return chatNotices(change, {
    conversations: eq(conversations.id, conversationId),
    windowStart: new Date(now.getTime() - CHAT_UNREAD_WINDOW_MS),
    cutoff: null,
    skip: new Set(viewers),
  });
}

/** The unread job's notices: every recent conversation, messages older than the grace period. */
function unreadChatNotices(change: Change, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - CHAT_UNREAD_WINDOW_MS);
  return chatNotices(change, {
    conversations: gt(conversations.lastMessageAt, windowStart),
    windowStart,
    cutoff: new Date(now.getTime() - CHAT_UNREAD_GRACE_MS),
    skip: new Set(),
  });
}

/**
 * Creates the notices of unread messages (sent after `windowStart`, and up to `cutoff` when given) for the
 * participants of the chosen conversations but those in `skip`, and emits their events; answers how many.
 */
async function chatNotices(
  change: Change,
  options: { conversations: SQL; windowStart: Date; cutoff: Date | null; skip: ReadonlySet<string> },
): Promise<number> {
  const { tx } = change;
  const { cutoff, windowStart } = options;
  const recent = await tx
    .select({
      id: conversations.id,
      kind: conversations.kind,
      requestId: conversations.requestId,
      tripId: conversations.tripId,
      clientUserId: clients.userId,
      assigneeId: requests.assigneeId,
      category: requests.category,
      ownerId: trips.ownerId,
      tripTitle: trips.title,
    })
    .from(conversations)
    .innerJoin(clients, eq(clients.id, conversations.clientId))
    .leftJoin(requests, eq(requests.id, conversations.requestId))
    .leftJoin(trips, eq(trips.id, conversations.tripId))
    .where(options.conversations);
  if (recent.length === 0) return 0;
  const staffSenders = await tx
    .selectDistinct({ conversationId: messages.conversationId, userId: messages.senderId })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        inArray(
          messages.conversationId,
          recent.map((c) => c.id),
        ),
        inArray(users.role, ["admin", "agent"]),
      ),
    );
  let admins: string[] | null = null;
  const pairs: { conversationId: string; userId: string }[] = [];
  for (const conversation of recent) {
    const staff = new Set<string>();
    if (conversation.assigneeId) staff.add(conversation.assigneeId);
    if (conversation.ownerId) staff.add(conversation.ownerId);
    for (const s of staffSenders) if (s.conversationId === conversation.id && s.userId) staff.add(s.userId);
    if (staff.size === 0) {
      admins ??= await adminIds(tx);
      for (const id of admins) staff.add(id);
    }
    const people = new Set(staff);
    if (conversation.clientUserId) people.add(conversation.clientUserId);
    for (const userId of people) {
      if (!options.skip.has(userId)) pairs.push({ conversationId: conversation.id, userId });
    }
  }
  if (pairs.length === 0) return 0;
  const values = sql.join(
    pairs.map((p) => sql`(${p.conversationId}::uuid, ${p.userId}::uuid)`),
    sql`, `,
  );
  const unread = await rows<{
    conversationId: string;
    userId: string;
    lastRead: string;
    unread: number;
    senderName: string;
  }>(
    tx,
    sql`
    select p.conversation_id as "conversationId", p.user_id as "userId",
      coalesce(r.last_read_seq, 0)::text as "lastRead", s.unread, s.sender as "senderName"
    from (values ${values}) as p(conversation_id, user_id)
    left join conversation_reads r on r.conversation_id = p.conversation_id and r.user_id = p.user_id
    cross join lateral (
      select count(*)::int as unread, (array_agg(m.sender_name order by m.seq desc))[1] as sender
      from messages m
      where m.conversation_id = p.conversation_id and m.seq > coalesce(r.last_read_seq, 0)
        and m.sender_id is distinct from p.user_id
        and m.created_at > ${windowStart.toISOString()}::timestamptz
        ${cutoff ? sql`and m.created_at <= ${cutoff.toISOString()}::timestamptz` : sql``}
    ) s
    where s.unread > 0`,
  );
  const byId = new Map(recent.map((c) => [c.id, c]));
  let told = 0;
  for (const row of unread) {
    const conversation = byId.get(row.conversationId);
    if (!conversation) continue;
    const onTrip = conversation.kind === "trip";
    const id = onTrip ? conversation.tripId : conversation.requestId;
    if (!id) continue;
    const label = onTrip
      ? `Trip ${conversation.tripTitle ?? ""}`.trim()
      : `${conversation.category ? requestCategoryLabels[conversation.category] : "Your"} request`;
    told += await notify(change, {
      ...chatUnread({
        kind: conversation.kind,
        id,
        label,
        senderName: row.senderName,
        unread: row.unread,
      }),
      userIds: [row.userId],
      // Once per run of unread messages: reading the thread moves the marker, and the next run is new.
      dedupeKey: `chat:${row.conversationId}:${row.lastRead}`,
    });
  }
  return told;
}
