import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Answers to creates sent with an `Idempotency-Key` header, kept 24 hours so a retried request gets the
 * first answer instead of a second record (server/http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    // "user:<id>" for a signed-in caller, "address:<ip>" for an anonymous one: keys never collide across callers.
    owner: text("owner").notNull(),
    key: text("key").notNull(),
    // "POST /api/trips": a key reused on another route is refused.
    request: text("request").notNull(),
    // SHA-256 of the body: a key reused with another body is refused.
    requestHash: text("request_hash").notNull(),
    // Null while the first request is still being handled, and after a write whose answer was lost.
    statusCode: integer("status_code"),
    responseBody: text("response_body"),
    contentType: text("content_type"),
    // The request holding the claim (a random token): a write commits only while its request still holds it.
    holder: text("holder"),
    // Until when the holder is presumed alive (it renews the lease while it runs): after it, a retry takes over.
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull().defaultNow(),
    // Set in the write's own transaction: the write happened, so a retry must not run it again.
    committed: boolean("committed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
