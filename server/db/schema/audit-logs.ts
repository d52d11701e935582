import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, primaryId } from "./columns";

export const auditLogs = pgTable(
  "audit_logs",
  {
    id: primaryId(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    // create/update/delete for mutations; INFO/WARN/ERROR for log events sent by the web app.
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_logs_entity_idx").on(t.entity, t.entityId),
    index("audit_logs_created_at_idx").on(t.createdAt),
  ],
);
