import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { notFound } from "#domain/errors";
import type {
  Notification,
  NotificationListQuery,
  NotificationPage,
  ReadAllResult,
  UnreadCount,
} from "#domain/notifications/notification.schema";
import type { NotificationDraft } from "#domain/notifications/notification-messages";
import type { NotificationCategory } from "#domain/notifications/notification-values";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { notificationPreferences } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { notifications } from "../../db/schema/notifications";
import { trips } from "../../db/schema/trips";
import { userAudience } from "../../realtime/audience";
import { listNotifications } from "./notification-list.query";

/** The audit log's entity name for notifications. */
export const NOTIFICATION_ENTITY = "notification";

/** What to tell, and whom: one row per recipient whose preference for the category is on. */
export interface NotifyInput extends Omit<NotificationDraft, "subject" | "link"> {
  /** Nulls (a trip without an owner) and repeats are ignored. */
  userIds: readonly (string | null | undefined)[];
  subject?: string | null;
  link?: string | null;
  /** A standing condition told once per recipient: a second row with the same key is skipped. */
  dedupeKey?: string | null;
}

const preferenceColumns = {
  systemAlerts: notificationPreferences.systemAlerts,
  offerResponses: notificationPreferences.offerResponses,
  agentMessages: notificationPreferences.agentMessages,
  invoiceUpdates: notificationPreferences.invoiceUpdates,
} satisfies Record<NotificationCategory, unknown>;

function notificationEvent(userId: string, id: string | undefined, op: "insert" | "update"): PublishedEvent {
  return { topic: topics.notifications, ...(id ? { id } : {}), op, audience: userAudience(userId) };
}

/**
 * Creates the notification for each recipient whose preference for its category is on (no preferences row:
 * all on), skipping a recipient who already has one with the same dedupeKey. Runs inside the caller's
 * transaction, so it commits with the change it tells of; answers the events to publish after commit.
 */
export async function notifyInTx(tx: DbOrTx, input: NotifyInput): Promise<PublishedEvent[]> {
  const wanted = [...new Set(input.userIds.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return [];
  const preference = preferenceColumns[input.category];
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(inArray(users.id, wanted), sql`coalesce(${preference}, true)`));
  if (recipients.length === 0) return [];
  const created = await tx
    .insert(notifications)
    .values(
      recipients.map(({ id }) => ({
        userId: id,
        type: input.type,
        category: input.category,
        message: input.message,
        subject: input.subject ?? null,
        link: input.link ?? null,
        dedupeKey: input.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id, userId: notifications.userId });
  return created.map((row) => notificationEvent(row.userId, row.id, "insert"));
}

/** Admins who are not banned: told of what no one in particular owns (role requests, unowned trips). */
export async function adminIds(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), sql`coalesce(${users.banned}, false) = false`));
  return rows.map((row) => row.id);
}

/** A trip's agent (its owner); the admins when it has none, so an alert about it still reaches someone. */
export async function tripAgentIds(tx: DbOrTx, tripId: string, ownerId?: string | null): Promise<string[]> {
  let owner = ownerId;
  if (owner === undefined) {
    const [trip] = await tx.select({ ownerId: trips.ownerId }).from(trips).where(eq(trips.id, tripId));
    owner = trip?.ownerId ?? null;
  }
  return owner ? [owner] : adminIds(tx);
}

/** The client's portal user (a client has at most one), if it has one. */
export async function clientUserIds(tx: DbOrTx, clientId: string | null | undefined): Promise<string[]> {
  if (!clientId) return [];
  const [row] = await tx.select({ userId: clients.userId }).from(clients).where(eq(clients.id, clientId));
  return row?.userId ? [row.userId] : [];
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  category: notifications.category,
  message: notifications.message,
  subject: notifications.subject,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

function toNotification(row: {
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

/** Each user's own notifications: nobody reads or marks another's (404, as for one that does not exist). */
export function createNotificationsService(ctx: AppContext) {
  const { db } = ctx;

  async function unread(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  return {
    async list(user: SessionUser, query: NotificationListQuery): Promise<NotificationPage> {
      return listNotifications(ctx.database, user.id, query);
    },

    async unreadCount(user: SessionUser): Promise<UnreadCount> {
      return { unread: await unread(user.id) };
    },

    /** Marks one of the user's notifications read; one already read stays as it was. */
    async markRead(user: SessionUser, id: string): Promise<Notification> {
      const { notification, changed } = await db.transaction(async (tx) => {
        const [marked] = await tx
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(
            and(eq(notifications.id, id), eq(notifications.userId, user.id), isNull(notifications.readAt)),
          )
          .returning(notificationColumns);
        if (marked) {
          await writeAudit(tx, {
            userId: user.id,
            action: "update",
            entity: NOTIFICATION_ENTITY,
            entityId: id,
            summary: "Marked a notification as read",
          });
          return { notification: toNotification(marked), changed: true };
        }
        const [row] = await tx
          .select(notificationColumns)
          .from(notifications)
          .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)));
        if (!row) throw notFound("Notification");
        return { notification: toNotification(row), changed: false };
      });
      if (changed) await ctx.hub.publish(notificationEvent(user.id, id, "update"));
      return notification;
    },

    async markAllRead(user: SessionUser): Promise<ReadAllResult> {
      const marked = await db.transaction(async (tx) => {
        const rows = await tx
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
          .returning({ id: notifications.id });
        if (rows.length > 0) {
          await writeAudit(tx, {
            userId: user.id,
            action: "update",
            entity: NOTIFICATION_ENTITY,
            entityId: null,
            summary: `Marked all unread notifications as read (${rows.length})`,
          });
        }
        return rows.length;
      });
      if (marked > 0) await ctx.hub.publish(notificationEvent(user.id, undefined, "update"));
      return { marked, unread: await unread(user.id) };
    },
  };
}
