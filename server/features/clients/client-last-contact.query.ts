import { sql } from "drizzle-orm";
import type { LastContact } from "#domain/clients/client-contact";
import type { ClientLastContact } from "#domain/clients/client-contact.schema";
import { notFound } from "#domain/errors";
import type { Scope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { isoInstant } from "../../db/sql-helpers";
import { firstRow } from "../../kernel/rows";

type Row = { found: boolean; contact: LastContact | null };

/**
 * The latest contact with a client, whoever made it: a request filed, a chat message on one of its requests or
 * trips, a support ticket of the client opened, or a comment on one; null when there was none. Each branch is
 * one short walk down an index (requests by client and date, conversations by client and last message, tickets
 * by client), and the newest of the four wins. The client must be within `scope` (404 otherwise).
 */
export async function readLastContact(
  db: DbOrTx,
  scope: Scope,
  clientId: string,
): Promise<ClientLastContact> {
  const seen = (column: string) => scope.condition(sql.raw(column));
  const row = await firstRow<Row>(
    db,
    sql`select
      exists (select 1 from clients c where c.id = ${clientId} and ${seen("c.id")}) as found,
      (select json_build_object('kind', x.kind, 'at', ${sql.raw(isoInstant("x.at"))}, 'byName', x.by_name,
          'subject', x.subject, 'requestId', x.request_id, 'tripId', x.trip_id, 'ticketId', x.ticket_id)
        from (
          (select 'request' as kind, r.created_at as at, u.name as by_name, r.category as subject,
              r.id as request_id, null::uuid as trip_id, null::uuid as ticket_id
            from requests r left join "user" u on u.id = r.created_by
            where r.client_id = ${clientId} and ${seen("r.client_id")}
            order by r.created_at desc, r.id desc limit 1)
          union all
          (select case when cv.kind = 'request' then 'request_message' else 'trip_message' end,
              m.created_at, m.sender_name, coalesce(r.category, t.title, ''), cv.request_id, cv.trip_id, null
            from conversations cv
            join lateral (select mm.created_at, mm.sender_name from messages mm
              where mm.conversation_id = cv.id order by mm.seq desc limit 1) m on true
            left join requests r on r.id = cv.request_id
            left join trips t on t.id = cv.trip_id
            where cv.client_id = ${clientId} and cv.last_message_at is not null and ${seen("cv.client_id")}
            order by cv.last_message_at desc limit 1)
          union all
          (select 'ticket', st.created_at, u.name, st.title, null, null, st.id
            from support_tickets st left join "user" u on u.id = st.reporter_id
            where st.client_id = ${clientId} and ${seen("st.client_id")}
            order by st.created_at desc, st.id desc limit 1)
          union all
          (select 'ticket_comment', tc.created_at, tc.author_name, st.title, null, null, st.id
            from support_tickets st
            join lateral (select c.created_at, c.author_name from ticket_comments c
              where c.ticket_id = st.id order by c.created_at desc limit 1) tc on true
            where st.client_id = ${clientId} and ${seen("st.client_id")}
            order by tc.created_at desc limit 1)
        ) x
        order by x.at desc limit 1) as contact`,
  );
  if (!row?.found) throw notFound("Client");
  return { lastContact: row.contact };
}
