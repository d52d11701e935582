import { sql } from "drizzle-orm";
import type { MergeClientSummary } from "#domain/client-merge/client-merge.schema";
import { notFound } from "#domain/errors";
import type { DbOrTx } from "../../db/client";
import { isoInstant } from "../../db/sql-helpers";
import { firstRow } from "../../kernel/rows";

/**
 * A client's summary as one JSON value, for the client row aliased `alias`: contact details and the
 * counts of what a merge would move. Counted per client through the client_id indexes of each table.
 */
export function clientSummaryJson(alias: string): string {
  const c = alias;
  return `json_build_object(
    'id', ${c}.id, 'name', ${c}.name, 'kind', ${c}.kind, 'email', ${c}.email, 'phone', ${c}.phone,
    'address', ${c}.address,
    'tripsCount', (select count(*) from trips where trips.client_id = ${c}.id),
    'bookingsCount', (select count(*) from bookings where bookings.client_id = ${c}.id),
    'passengersCount', (select count(*) from passengers where passengers.client_id = ${c}.id),
    'invoicesCount', (select count(*) from invoices where invoices.client_id = ${c}.id),
    'paymentsCount', (select count(*) from payments where payments.client_id = ${c}.id),
    'requestsCount', (select count(*) from requests where requests.client_id = ${c}.id),
    'ticketsCount', (select count(*) from support_tickets where support_tickets.client_id = ${c}.id),
    'invitationsCount', (select count(*) from client_invitations where client_invitations.client_id = ${c}.id),
    'portalUserEmail', (select u.email from "user" u where u.id = ${c}.user_id),
    'createdAt', ${isoInstant(`${c}.created_at`)})`;
}

/** One client's summary, archived or not; 404 when there is no such client. */
export async function clientSummary(tx: DbOrTx, id: string): Promise<MergeClientSummary> {
  const row = await firstRow<{ summary: MergeClientSummary }>(
    tx,
    sql`select ${sql.raw(clientSummaryJson("c"))} as summary from clients c where c.id = ${id}`,
  );
  if (!row) throw notFound("Client");
  return row.summary;
}
