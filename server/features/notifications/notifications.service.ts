import { and, eq, inArray, sql } from "drizzle-orm";
import type {
  NotificationListQuery,
  NotificationPage,
  UnreadCount,
} from "#domain/notifications/notification.schema";
import type { NotificationDraft } from "#domain/notifications/notification-messages";
import type { NotificationCategory } from "#domain/notifications/notification-values";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { notificationPreferences } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { notifications } from "../../db/schema/notifications";
import { trips } from "../../db/schema/trips";
import type { Change } from "../../kernel/mutate";
import { listNotifications } from "./notification-list.query";
import { countUnread, notificationEvent } from "./notification-records";

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

/**
 * Creates the notification for each recipient whose preference for its category is on (no preferences row:
 * all on), skipping a recipient who already has one with the same dedupeKey, and emits an event to each one
 * told. Runs in the caller's change, so it commits with what it tells of; answers how many were told.
 */
export async function notify({ tx, emit }: Change, input: NotifyInput): Promise<number> {
  const wanted = [...new Set(input.userIds.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return 0;
  const preference = preferenceColumns[input.category];
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(inArray(users.id, wanted), sql`coalesce(${preference}, true)`));
  if (recipients.length === 0) return 0;
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
  emit(created.map((row) => notificationEvent(row.userId, row.id, "insert")));
  return created.length;
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

/** Each user's own notifications, read by them only; their changes are in notification.changes.ts. */
export function createNotificationsService(ctx: AppContext) {
  return {
    async list(user: SessionUser, query: NotificationListQuery): Promise<NotificationPage> {
      return listNotifications(ctx.database, user.id, query);
    },

    async unreadCount(user: SessionUser): Promise<UnreadCount> {
      return { unread: await countUnread(ctx.db, user.id) };
    },
  };
}
