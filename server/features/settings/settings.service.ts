import { eq } from "drizzle-orm";
import { topics } from "#domain/realtime/topics";
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from "#domain/settings/notification-preferences.schema";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { notificationPreferences } from "../../db/schema/accounts";
import type { Change } from "../../kernel/mutate";
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
  };
}

/** Saves the user's own notification preferences (run by the kernel); their other tabs hear of it. */
export async function saveNotificationPreferences(
  { tx, user, audit, emit }: Change,
  input: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  if (!user) throw new Error("only a signed-in user has notification preferences");
  // A body without the digest switch leaves it as it was (off for a first save).
  const { emailDigest, ...switches } = input;
  const set = emailDigest === undefined ? switches : { ...switches, emailDigest };
  const [row] = await tx
    .insert(notificationPreferences)
    .values({ userId: user.id, ...set })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...set, updatedAt: new Date() },
    })
    .returning(columns);
  if (!row) throw new Error("upsert returned no row");
  await audit({
    action: "update",
    entity: "notification_preferences",
    entityId: user.id,
    summary: "Saved notification preferences",
    details: input,
  });
  emit({ topic: topics.settings, op: "update", audience: userAudience(user.id) });
  return row;
}
