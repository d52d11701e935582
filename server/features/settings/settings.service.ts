import { eq } from "drizzle-orm";
import { topics } from "#domain/realtime/topics";
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from "#domain/settings/notification-preferences.schema";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { notificationPreferences } from "../../db/schema/accounts";
import { userAudience } from "../../realtime/audience";

const columns = {
  systemAlerts: notificationPreferences.systemAlerts,
  offerResponses: notificationPreferences.offerResponses,
  agentMessages: notificationPreferences.agentMessages,
  invoiceUpdates: notificationPreferences.invoiceUpdates,
  emailDigest: notificationPreferences.emailDigest,
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
      // No row yet means the defaults: every switch on (SPEC §9), the digest off.
      return row ?? defaultNotificationPreferences;
    },

    async saveNotifications(
      user: SessionUser,
      input: NotificationPreferencesUpdate,
    ): Promise<NotificationPreferences> {
      // A body without the digest switch leaves it as it was (off for a first save).
      const { emailDigest, ...switches } = input;
      const set = emailDigest === undefined ? switches : { ...switches, emailDigest };
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notificationPreferences)
          .values({ userId: user.id, ...set })
          .onConflictDoUpdate({
            target: notificationPreferences.userId,
            set: { ...set, updatedAt: new Date() },
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
