import type {
  Notification,
  NotificationListQuery,
  NotificationPage,
} from "#domain/notifications/notification.schema";
import { pageOffset } from "#domain/pagination.schema";
import type { Database } from "../../db/client";
import { isoInstant } from "../../db/sql-helpers";
import { browsePage, countTotal } from "../../kernel/list-pages";
import { defineList, type ListCall } from "../../kernel/list-query";

type Flags = { unread: boolean };
type Head = { user: string; limit: number; offset: number };

/**
 * One round trip answers the page, its total under the filters, and the user's unread count (the bell's), each
 * on the user's indexes.
 */
const notificationList = defineList<"newest", "type", { kind: never }, Flags, Head>({
  name: "notifications.list",
  sorts: { newest: ["created_at", "id"] },
  head: () => ["user", "limit", "offset"],
  conditions: ({ flags }, head) => [
    `n.user_id = ${head.user}::uuid`,
    ...(flags.unread ? ["n.read_at is null"] : []),
  ],
  filters: { type: (p) => `n.type = ${p}` },
  statement: (text) =>
    browsePage(text, {
      columns: `t.total, u.unread, k.id, k.type, k.category, k.message, k.subject, k.link,
        ${isoInstant("k.read_at")} as "readAt", ${isoInstant("k.created_at")} as "createdAt"`,
      total: countTotal("notifications n", text.where),
      beside: `cross join (select count(*)::int as unread from notifications n
        where n.user_id = ${text.head.user}::uuid and n.read_at is null) u`,
      page: { columns: "n.*", from: "notifications n", order: text.orderBy("n") },
      alias: "k",
    }),
});

function callOf(
  userId: string,
  query: NotificationListQuery,
): ListCall<"newest", "type", { kind: never }, Flags, Head> {
  return {
    sort: "newest",
    order: "desc",
    filters: { type: query.type },
    flags: { unread: query.unread },
    head: { user: userId, limit: query.pageSize, offset: pageOffset(query) },
  };
}

/** The statement listNotifications runs for a query (its tests pin the text). */
export const notificationListStatement = (userId: string, query: NotificationListQuery) =>
  notificationList.statement(callOf(userId, query));

type Row = Omit<Notification, "read"> & { total: number; unread: number; id: string | null };

/** One page of a user's notifications, newest first, with their total and the unread count. */
export async function listNotifications(
  database: Database,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const rows = await notificationList.rows<Row>(database, callOf(userId, query));
  const first = rows[0];
  const items = first?.id
    ? rows.map(({ total: _, unread: __, ...row }) => ({ ...row, id: row.id!, read: row.readAt !== null }))
    : [];
  return { items, total: first?.total ?? 0, unread: first?.unread ?? 0 };
}
