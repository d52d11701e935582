import type { ClientHistory, ClientHistoryEntry } from "#domain/clients/client.schema";
import { type PageQuery, pageOffset } from "#domain/pagination.schema";
import type { Database } from "../../db/client";
import { isoInstant } from "../../db/sql-helpers";
import { PASSENGER_ENTITY } from "../passengers";
import { TRIP_ENTITY } from "../trips";

/** The audit log's entity name for clients. */
export const CLIENT_ENTITY = "client";
// The bookings feature's audit entity (its booking-records.ts, which only its services may import).
const BOOKING_ENTITY = "booking";

/**
 * Parameters: $1 client id, $2 page size, $3 offset. Each branch is one lookup on the (entity, entity_id)
 * index; rows of records that have since been deleted (a trip gone) no longer name this client and drop out.
 */
const HISTORY = {
  name: "clients.history",
  text: `with h as materialized (
      select a.id, a.action, a.entity, a.entity_id, a.summary, a.user_id, a.created_at
      from audit_logs a
      where (a.entity = '${CLIENT_ENTITY}' and a.entity_id = $1::uuid::text)
        or (a.entity = '${TRIP_ENTITY}' and a.entity_id in (select t.id::text from trips t where t.client_id = $1::uuid))
        or (a.entity = '${BOOKING_ENTITY}' and a.entity_id in (select b.id::text from bookings b where b.client_id = $1::uuid))
        or (a.entity = '${PASSENGER_ENTITY}' and a.entity_id in (select p.id::text from passengers p where p.client_id = $1::uuid))
    )
    select t.total, k.id, k.action, k.entity, k.entity_id as "entityId", k.summary, u.name as "userName",
      ${isoInstant("k.created_at")} as "createdAt"
    from (select count(*)::int as total from h) t
    left join lateral (select * from h order by created_at desc, id desc limit $2 offset $3) k on true
    left join "user" u on u.id = k.user_id
    order by k.created_at desc, k.id desc`,
};

type Row = Omit<ClientHistoryEntry, "id"> & { total: number; id: string | null };

/** One page of what happened to a client and its trips, bookings and passengers, newest first, with its total. */
export async function clientHistory(
  database: Database,
  clientId: string,
  query: PageQuery,
): Promise<ClientHistory> {
  const rows = await database.prepared<Row>({
    ...HISTORY,
    values: [clientId, query.pageSize, pageOffset(query)],
  });
  const items = rows[0]?.id ? rows.map(({ total: _, ...entry }) => entry as ClientHistoryEntry) : [];
  return { items, total: rows[0]?.total ?? 0 };
}
