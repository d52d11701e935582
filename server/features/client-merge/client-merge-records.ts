import { asc, count, eq, inArray } from "drizzle-orm";
import type { ClientMergeMoves } from "#domain/client-merge/client-merge.schema";
import { fieldError, notFound } from "#domain/errors";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { bookings } from "../../db/schema/bookings";
import { clientInvitations, clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { trips } from "../../db/schema/trips";

// The two clients of a merge as its preview reads them and the merge locks them, and what would move.

/** The clients feature's audit entity: the survivor's history tab shows the merge. */
export const CLIENT_ENTITY = "client";

export const contactFields = ["email", "phone", "address"] as const;

const pairColumns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  address: clients.address,
  notes: clients.notes,
  userId: clients.userId,
  portalUserEmail: users.email,
  archivedAt: clients.archivedAt,
};
export type PairClient = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  userId: string | null;
  portalUserEmail: string | null;
  archivedAt: Date | null;
};

export interface Pair {
  survivor: PairClient;
  source: PairClient;
}

export const blank = (value: string | null) => !value?.trim();

function selectPair(tx: DbOrTx, survivorId: string, sourceId: string) {
  return tx
    .select(pairColumns)
    .from(clients)
    .leftJoin(users, eq(users.id, clients.userId))
    .where(inArray(clients.id, [survivorId, sourceId]));
}

/** Both clients as they are now, for the preview (which has checked that both exist). */
export async function readPair(tx: DbOrTx, survivorId: string, sourceId: string): Promise<Pair> {
  const rows = await selectPair(tx, survivorId, sourceId);
  return {
    survivor: rows.find((row) => row.id === survivorId)!,
    source: rows.find((row) => row.id === sourceId)!,
  };
}

/**
 * Both clients, row-locked in id order whichever is the survivor: two merges crossing each other (A into
 * B, B into A) queue on the same first row instead of deadlocking, and the second then finds its source
 * or survivor gone. A trip or booking being added for either waits too (its key check needs the row).
 */
export async function lockPair(tx: DbOrTx, survivorId: string, sourceId: string): Promise<Pair> {
  const rows = await selectPair(tx, survivorId, sourceId)
    .orderBy(asc(clients.id))
    .for("update", { of: clients });
  const survivor = rows.find((row) => row.id === survivorId);
  const source = rows.find((row) => row.id === sourceId);
  if (!survivor) throw notFound("Client");
  if (!source) throw fieldError("body.sourceId", "Client not found");
  return { survivor, source };
}

/** Why this merge may not happen, or null. */
export function blockedReason({ survivor, source }: Pair): string | null {
  const archived = [survivor, source].find((client) => client.archivedAt !== null);
  if (archived) return `${archived.name} is archived: restore it before merging.`;
  if (survivor.userId && source.userId) {
    return `Both clients have portal access (${survivor.portalUserEmail} and ${source.portalUserEmail}): revoke one of them first.`;
  }
  return null;
}

async function countOf(tx: DbOrTx, table: typeof trips | typeof bookings | typeof passengers, id: string) {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.clientId, id));
  return row?.n ?? 0;
}

/** What moving the source into the survivor takes along, counted now. */
export async function movesOf(tx: DbOrTx, { survivor, source }: Pair): Promise<ClientMergeMoves> {
  const [tripsCount, bookingsCount, passengersCount, [invitations]] = await Promise.all([
    countOf(tx, trips, source.id),
    countOf(tx, bookings, source.id),
    countOf(tx, passengers, source.id),
    tx.select({ n: count() }).from(clientInvitations).where(eq(clientInvitations.clientId, source.id)),
  ]);
  return {
    trips: tripsCount,
    bookings: bookingsCount,
    passengers: passengersCount,
    invitations: invitations?.n ?? 0,
    portalUser: source.userId !== null && survivor.userId === null,
    filledFields: contactFields.filter((field) => blank(survivor[field]) && !blank(source[field])),
    notesAppended: !blank(source.notes),
  };
}
