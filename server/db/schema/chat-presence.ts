import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { conversations } from "./chat";

/**
 * Which conversation each open socket is looking at in a visible tab: one row per socket, kept in the
 * database because every instance sends chat notices. A row not refreshed for a while (its instance died)
 * counts as gone.
 */
export const chatPresence = pgTable(
  "chat_presence",
  {
    socketId: uuid("socket_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_presence_conversation_idx").on(t.conversationId, t.userId)],
);
