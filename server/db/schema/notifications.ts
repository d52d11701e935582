import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { notificationCategories, notificationTypes } from "#domain/notifications/notification-values";
import { users } from "./auth";
import { createdAt, primaryId } from "./columns";

/**
 * A notification for one user (SPEC §3), created by a real event only when the recipient's preference for
 * its category is on. `link` is the path of the record it is about, opened when it is clicked.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: primaryId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: notificationTypes }).notNull(),
    category: text("category", { enum: notificationCategories }).notNull(),
    message: text("message").notNull(),
    subject: text("subject"),
    link: text("link"),
    // Set by jobs that notify of a standing condition (a passport expiring), so it is told once.
    dedupeKey: text("dedupe_key"),
    readAt: timestamp("read_at", { withTimezone: true }),
    // When the daily digest mailed it; digests pick unread, unmailed rows.
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    // The bell's unread count.
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_user_dedupe_idx").on(t.userId, t.dedupeKey),
  ],
);
