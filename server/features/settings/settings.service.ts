import { eq } from "drizzle-orm";
import { topics } from "#domain/realtime/topics";
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
} from "#domain/settings/notification-preferences.schema";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { notificationPreferences } from "../../db/schema/accounts";
import { userAudience } from "../../realtime/audience";

/** Realtime topic of a user's settings; the web's settings query keys start with it. */

const columns = {
  systemAlerts: notificationPreferences.systemAlerts,
  offerResponses: notificationPreferences.offerResponses,
  agentMessages: notificationPreferences.agentMessages,
  invoiceUpdates: notificationPreferences.invoiceUpdates,
};

/** Each user's own settings: nobody reads or writes another user's. */
export function createSettingsService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async notifications(user: SessionUser): Promise<NotificationPreferences> {
      const [row] = await db
        .select(columns)
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, user.id));
      // No row yet means the defaults: everything on (SPEC §9).
      return row ?? defaultNotificationPreferences;
    },

    async saveNotifications(
      user: SessionUser,
      input: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notificationPreferences)
          .values({ userId: user.id, ...input })
          .onConflictDoUpdate({
            target: notificationPreferences.userId,
            set: { ...input, updatedAt: new Date() },
          })
          .returning(columns);
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: "notification_preferences",
          entityId: user.id,
          summary: "Saved notification preferences",
          details: input,
        });
        return row!;
      });
      await ctx.hub.publish({ topic: topics.settings, op: "update", audience: userAudience(user.id) });
      return saved;
    },
  };
}
