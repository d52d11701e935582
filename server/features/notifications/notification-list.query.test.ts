import { describe, expect, it } from "vitest";
import { notificationListQuerySchema } from "#domain/notifications/notification.schema";
import { pinned, queryOf } from "../../test/pinned-statements";
import { notificationListStatement } from "./notification-list.query";

const USER = "11111111-1111-4111-8111-111111111111";
const query = queryOf(notificationListQuerySchema);

// The statement text decides the plan: a change to the list builder that changes it must show here.
describe("the notifications list's statement", () => {
  it("answers a page, its total and the unread count on the user's indexes", () => {
    expect(pinned(notificationListStatement(USER, query({})))).toMatchInlineSnapshot(`
      {
        "text": "select t.total, u.unread, k.id, k.type, k.category, k.message, k.subject, k.link, to_char(k.read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "readAt", to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from (select count(*)::int as total
      from notifications n
      where n.user_id = $1::uuid) t
      cross join (select count(*)::int as unread
      from notifications n
      where n.user_id = $1::uuid and n.read_at is null) u
      left join lateral (select n.*
      from notifications n
      where n.user_id = $1::uuid
      order by n.created_at desc, n.id desc limit $2 offset $3) k on true
      order by k.created_at desc, k.id desc",
        "values": [
          "11111111-1111-4111-8111-111111111111",
          25,
          0,
        ],
      }
    `);
  });

  it("filters on unread and type", () => {
    expect(
      pinned(notificationListStatement(USER, query({ unread: "true", type: "alert", page: "3" }))),
    ).toMatchInlineSnapshot(`
      {
        "text": "select t.total, u.unread, k.id, k.type, k.category, k.message, k.subject, k.link, to_char(k.read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "readAt", to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from (select count(*)::int as total
      from notifications n
      where n.user_id = $1::uuid and n.read_at is null and n.type = $4) t
      cross join (select count(*)::int as unread
      from notifications n
      where n.user_id = $1::uuid and n.read_at is null) u
      left join lateral (select n.*
      from notifications n
      where n.user_id = $1::uuid and n.read_at is null and n.type = $4
      order by n.created_at desc, n.id desc limit $2 offset $3) k on true
      order by k.created_at desc, k.id desc",
        "values": [
          "11111111-1111-4111-8111-111111111111",
          25,
          50,
          "alert",
        ],
      }
    `);
  });
});
