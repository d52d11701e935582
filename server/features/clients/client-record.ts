import { and, eq, sql } from "drizzle-orm";
import type { Client, ClientTripRef, SpentAmount } from "#domain/clients/client.schema";
import { countedList } from "#domain/clients/client-format";
import { notFound } from "#domain/errors";
import { type Scope, systemScope } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { assertVersion } from "../../db/record-version";
import { users } from "../../db/schema/auth";
import { bookings } from "../../db/schema/bookings";
import { clientStats, clients } from "../../db/schema/clients";
import { creditNotes, invoices, payments } from "../../db/schema/invoices";
import { requests } from "../../db/schema/requests";
import { supportTickets } from "../../db/schema/support";
import { trips } from "../../db/schema/trips";
import { rows } from "../../kernel/rows";

// One client as every read and write answers it: contact, trigger-kept figures, counts and the next trip.

/** The client's columns; `today` (the agency's day) decides which trip is the next one. */
const clientColumns = (today: string) => ({
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
  // The soonest trip not over yet on the agency's calendar: the one the agency is working on now.
  nextTrip: sql<ClientTripRef | null>`(
    select json_build_object('id', t.id, 'title', t.title, 'startDate', t.start_date, 'endDate', t.end_date)
    from trips t
    where t.client_id = ${clients.id} and t.end_date >= ${today}::date and t.status <> 'cancelled'
    order by t.start_date, t.id limit 1
  )`,
});

/**
 * The client if `scope` reaches it, or 404 (another client's answers like a missing one). A client user
 * reading their own record does not see the staff notes. `today`: the agency's day, for the next trip.
 */
export async function readClient(
  tx: DbOrTx,
  id: string,
  today: string,
  scope: Scope = systemScope,
): Promise<Client> {
  const [row] = await tx
    .select(clientColumns(today))
    .from(clients)
    .leftJoin(clientStats, eq(clientStats.clientId, clients.id))
    .leftJoin(users, eq(users.id, clients.userId))
    .where(and(eq(clients.id, id), scope.where(clients.id)));
  if (!row) throw notFound("Client");
  return {
    ...row,
    notes: scope.staff ? row.notes : null,
    bookingsCount: row.bookingsCount ?? 0,
    tripsCount: Number(row.tripsCount),
    passengersCount: Number(row.passengersCount),
    lastActivityAt: (row.lastActivityAt ?? row.updatedAt).toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The client row locked for this transaction, refused (412 with the client as it is now) when stale.
 * An edit takes `no key update`, which lets bookings of the client be made meanwhile; a deletion takes
 * `update`, which waits for them (and they for it), so its count of what blocks it stays true.
 */
export async function lockClient(
  tx: DbOrTx,
  id: string,
  today: string,
  expected: number | undefined,
  strength: "update" | "no key update",
): Promise<Client> {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for(strength);
  if (!row) throw notFound("Client");
  const current = await readClient(tx, id, today);
  assertVersion(current, expected);
  return current;
}

/**
 * Every key to a client that refuses its deletion (ON DELETE restrict), with what people call its rows.
 * A chat conversation is not named: it always belongs to one of the client's trips or requests and goes
 * with it.
 * client-deletion-keys.test.ts fails when the schema has such a key that is not listed here.
 */
export const clientDeletionBlockers = [
  [trips.clientId, "trip", "trips"],
  [bookings.clientId, "booking", "bookings"],
  [invoices.clientId, "invoice", "invoices"],
  [creditNotes.clientId, "credit note", "credit notes"],
  [payments.clientId, "payment", "payments"],
  [requests.clientId, "request", "requests"],
  [supportTickets.clientId, "support ticket", "support tickets"],
] as const;

/**
 * What keeps a client from being deleted, in words ("2 invoices and 1 payment"), or "" when nothing does:
 * one statement counting every kind. Run it under the deletion's lock (lockClient with `update`).
 */
export async function deletionBlockers(tx: DbOrTx, id: string): Promise<string> {
  const counts = clientDeletionBlockers.map(
    ([column]) => sql`(select count(*)::int from ${column.table} where ${column} = ${id})`,
  );
  const list = sql.join(counts, sql`, `);
  const [row] = await rows<{ counts: number[] }>(tx, sql`select array[${list}] as counts`);
  return countedList(
    clientDeletionBlockers.map(([, one, many], i): [number, string, string] => [
      Number(row?.counts[i] ?? 0),
      one,
      many,
    ]),
  );
}
