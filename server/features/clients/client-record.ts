import { eq, sql } from "drizzle-orm";
import type { Client, ClientTripRef, SpentAmount } from "#domain/clients/client.schema";
import { notFound } from "#domain/errors";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { clientStats, clients } from "../../db/schema/clients";

// One client as every read and write answers it: contact, trigger-kept figures, counts and the next trip.

const clientColumns = {
  id: clients.id,
  kind: clients.kind,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  address: clients.address,
  preferredCurrency: clients.preferredCurrency,
  notes: clients.notes,
  archivedAt: clients.archivedAt,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
  version: clients.version,
  portalUserEmail: users.email,
  bookingsCount: clientStats.bookingsCount,
  lastActivityAt: clientStats.lastActivityAt,
  // Per currency, the preferred one first; a currency whose bookings were all cancelled is left out.
  totalSpent: sql<SpentAmount[]>`coalesce((
    select json_agg(json_build_object('currency', sp.currency, 'amountCents', sp.amount_cents)
      order by sp.currency <> ${clients.preferredCurrency}, sp.currency)
    from client_spend sp where sp.client_id = ${clients.id} and sp.amount_cents <> 0
  ), '[]'::json)`,
  tripsCount: sql<number>`(select count(*)::int from trips t where t.client_id = ${clients.id})`,
  passengersCount: sql<number>`(select count(*)::int from passengers p where p.client_id = ${clients.id})`,
  // The soonest trip not over yet: the one the agency is working on now.
  nextTrip: sql<ClientTripRef | null>`(
    select json_build_object('id', t.id, 'title', t.title, 'startDate', t.start_date, 'endDate', t.end_date)
    from trips t
    where t.client_id = ${clients.id} and t.end_date >= current_date and t.status <> 'cancelled'
    order by t.start_date, t.id limit 1
  )`,
};

/** The client, or 404. `staff: false` leaves out the staff notes (a client reading its own record). */
export async function readClient(tx: DbOrTx, id: string, { staff = true } = {}): Promise<Client> {
  const [row] = await tx
    .select(clientColumns)
    .from(clients)
    .leftJoin(clientStats, eq(clientStats.clientId, clients.id))
    .leftJoin(users, eq(users.id, clients.userId))
    .where(eq(clients.id, id));
  if (!row) throw notFound("Client");
  return {
    ...row,
    notes: staff ? row.notes : null,
    bookingsCount: row.bookingsCount ?? 0,
    tripsCount: Number(row.tripsCount),
    passengersCount: Number(row.passengersCount),
    lastActivityAt: (row.lastActivityAt ?? row.updatedAt).toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
