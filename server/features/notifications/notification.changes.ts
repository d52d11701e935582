import { and, eq, isNull, sql } from "drizzle-orm";
import { notFound } from "#domain/errors";
import type { Notification, ReadAllResult } from "#domain/notifications/notification.schema";
import { notifications } from "../../db/schema/notifications";
import { type Change, signedInUser } from "../../kernel/mutate";
import {
  countUnread,
  NOTIFICATION_ENTITY,
  notificationColumns,
  notificationEvent,
  toNotification,
} from "./notification-records";

// The user's own changes to their notifications, run by the kernel (ctx.kernel.mutate): nobody marks
// another's (404, as for one that does not exist), and only the user hears of it.

/** Marks one of the user's notifications read; one already read stays as it was (no audit row, no event). */
export async function markNotificationRead(change: Change, id: string): Promise<Notification> {
  const { tx, audit, emit } = change;
  const user = signedInUser(change);
  const [marked] = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id), isNull(notifications.readAt)))
    .returning(notificationColumns);
  if (marked) {
    await audit({
      action: "update",
      entity: NOTIFICATION_ENTITY,
      entityId: id,
      summary: "Marked a notification as read",
    });
    emit(notificationEvent(user.id, id, "update"));
    return toNotification(marked);
  }
  const [row] = await tx
    .select(notificationColumns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)));
  if (!row) throw notFound("Notification");
  return toNotification(row);
}

/** Marks every unread notification of the user read; answers how many, and what is still unread. */
export async function markAllNotificationsRead(change: Change): Promise<ReadAllResult> {
  const { tx, audit, emit } = change;
  const user = signedInUser(change);
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (rows.length > 0) {
    await audit({
      action: "update",
      entity: NOTIFICATION_ENTITY,
      entityId: null,
      summary: `Marked all unread notifications as read (${rows.length})`,
    });
    emit(notificationEvent(user.id, undefined, "update"));
  }
  return { marked: rows.length, unread: await countUnread(tx, user.id) };
}
