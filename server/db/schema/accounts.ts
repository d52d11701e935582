import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { requestableRoles, roleRequestStatuses } from "#domain/users/user.schema";
import { users } from "./auth";
import { createdAt, primaryId } from "./columns";

/** A self-registered user's wish for admin or Travel Agent access, which an admin approves or denies. */
export const roleRequests = pgTable(
  "role_requests",
  {
    id: primaryId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedRole: text("requested_role", { enum: requestableRoles }).notNull(),
    status: text("status", { enum: roleRequestStatuses }).notNull().default("pending"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // One open request per user.
    uniqueIndex("role_requests_pending_user_idx").on(t.userId).where(sql`${t.status} = 'pending'`),
    index("role_requests_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** SPEC §3 notification preferences: one row per user once saved; all on until then. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  systemAlerts: boolean("system_alerts").notNull().default(true),
  offerResponses: boolean("offer_responses").notNull().default(true),
  agentMessages: boolean("agent_messages").notNull().default(true),
  invoiceUpdates: boolean("invoice_updates").notNull().default(true),
  // Unread notifications mailed once a day (#18); off until the user turns it on in Settings.
  emailDigest: boolean("email_digest").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window attempt counters (sign-in failures, reset requests) keyed by what they limit, e.g.
 * `sign-in:acct:<email>|ip:<address>`; in the database so every instance shares them.
 */
export const attemptCounters = pgTable(
  "attempt_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  // Expired rows are swept by this index.
  (t) => [index("attempt_counters_window_ends_at_idx").on(t.windowEndsAt)],
);
