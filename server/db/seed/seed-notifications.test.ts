import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoDatabase } from "../../test/demo-database";
import { users } from "../schema/auth";
import { invoices } from "../schema/invoices";
import { notifications } from "../schema/notifications";
import { requests } from "../schema/requests";
import { supportTickets } from "../schema/support";
import { trips } from "../schema/trips";

const { database } = withDemoDatabase();

/** Whether the record a notification's link opens is in the database. */
async function opens(link: string): Promise<boolean> {
  const url = new URL(link, "http://itinera.test");
  const [, kind, id] = url.pathname.split("/");
  if (kind === "users" && !id) return true;
  const table =
    kind === "trips"
      ? trips
      : kind === "requests"
        ? requests
        : kind === "support"
          ? supportTickets
          : kind === "invoices"
            ? invoices
            : null;
  if (!table || !id) return false;
  return (await database.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
}

describe("seedNotifications", () => {
  it.each(["admin@itinera.local", "agent@itinera.local", "client@itinera.local"])(
    "gives %s unread and read notifications, each opening a seeded record",
    async (email) => {
      const rows = await database.db
        .select({ link: notifications.link, readAt: notifications.readAt, message: notifications.message })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(users.email, email));
      expect(rows.length).toBeGreaterThanOrEqual(3);
      // Two seeded unread ones at least; the seeded invoices and payments notify as they happen too.
      expect(rows.filter((r) => r.readAt === null).length).toBeGreaterThanOrEqual(2);
      expect(rows.some((r) => r.readAt !== null)).toBe(true);
      for (const row of rows) {
        expect(row.link, row.message).not.toBeNull();
        expect(await opens(row.link!), row.link!).toBe(true);
      }
    },
  );
});
