import { and, eq, isNull, sql } from "drizzle-orm";
import type { Notification } from "#domain/notifications/notification.schema";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { DbOrTx } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import type { Change } from "../../kernel/mutate";
import { userAudience } from "../../realtime/audience";

// A notification as the API answers it, the event that tells its user, and the bell's count.

/** The audit log's entity name for notifications. */
export const NOTIFICATION_ENTITY = "notification";

export const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  category: notifications.category,
  message: notifications.message,
  subject: notifications.subject,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toNotification(row: {
  id: string;
  type: Notification["type"];
  category: Notification["category"];
  message: string;
  subject: string | null;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}): Notification {
  return {
    ...row,
    read: row.readAt !== null,
    readAt: iso(row.readAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only the notification's user hears of it; no id when several of theirs changed at once. */
export function notificationEvent(
  userId: string,
  id: string | undefined,
  op: "insert" | "update",
): PublishedEvent {
  return { topic: topics.notifications, ...(id ? { id } : {}), op, audience: userAudience(userId) };
}

/** How many of the user's notifications are unread (the bell's count). */
export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** One audit row per job run that told anyone: what the job did, without a row per notification. */
export async function recordJobRun(change: Change, told: number, summary: string): Promise<void> {
  if (told === 0) return;
  await change.audit({
    action: "create",
    entity: NOTIFICATION_ENTITY,
    summary: `${summary} (${told} notification${told === 1 ? "" : "s"})`,
  });
}
