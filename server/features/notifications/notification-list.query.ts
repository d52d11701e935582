import type {
  Notification,
  NotificationListQuery,
  NotificationPage,
} from "#domain/notifications/notification.schema";
import { pageOffset } from "#domain/pagination.schema";
import type { Database } from "../../db/client";
import { isoInstant, namedStatements } from "../../db/sql-helpers";

interface Shape {
  unread: boolean;
  type: boolean;
}

/**
 * Parameters: $1 the user, $2 page size, $3 offset, $4 the type when filtered. One round trip answers the
 * page, its total under the filters, and the user's unread count (the bell's), each on the user's indexes.
 */
function statementText(shape: Shape): string {
  const conditions = ["n.user_id = $1::uuid"];
  if (shape.unread) conditions.push("n.read_at is null");
  if (shape.type) conditions.push("n.type = $4");
  const where = conditions.join(" and ");
  return `select t.total, u.unread, k.id, k.type, k.category, k.message, k.subject, k.link,
      ${isoInstant("k.read_at")} as "readAt", ${isoInstant("k.created_at")} as "createdAt"
    from (select count(*)::int as total from notifications n where ${where}) t
    cross join (select count(*)::int as unread from notifications n where n.user_id = $1::uuid and n.read_at is null) u
    left join lateral (
      select n.* from notifications n where ${where} order by n.created_at desc, n.id desc limit $2 offset $3
    ) k on true
    order by k.created_at desc, k.id desc`;
}

const statements = namedStatements("notifications.list", statementText);

function statementFor(shape: Shape): { name: string; text: string } {
  const key = `${shape.unread ? "unread" : "all"}.${shape.type ? "type" : "any"}`;
  return statements(key, shape);
}

type Row = Omit<Notification, "read"> & { total: number; unread: number; id: string | null };

/** One page of a user's notifications, newest first, with their total and the unread count. */
export async function listNotifications(
  database: Database,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const shape: Shape = { unread: query.unread, type: query.type !== undefined };
  const values: unknown[] = [userId, query.pageSize, pageOffset(query)];
  if (query.type) values.push(query.type);
  const rows = await database.prepared<Row>({ ...statementFor(shape), values });
  const first = rows[0];
  const items = first?.id
    ? rows.map(({ total: _, unread: __, ...row }) => ({ ...row, id: row.id!, read: row.readAt !== null }))
    : [];
  return { items, total: first?.total ?? 0, unread: first?.unread ?? 0 };
}
