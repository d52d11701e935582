import { type AnyColumn, asc, count, eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ClientMergeMoves } from "#domain/client-merge/client-merge.schema";
import { fieldError, notFound } from "#domain/errors";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { bookings } from "../../db/schema/bookings";
import { conversations } from "../../db/schema/chat";
import { clientInvitations, clients } from "../../db/schema/clients";
import { creditNotes, invoices, payments } from "../../db/schema/invoices";
import { passengers } from "../../db/schema/passengers";
import { requests } from "../../db/schema/requests";
import { supportTickets } from "../../db/schema/support";
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

async function countOf(tx: DbOrTx, table: PgTable & { clientId: AnyColumn }, id: string) {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.clientId, id));
  return row?.n ?? 0;
}

/** Each kind of record a merge moves, counted by its table (conversations carry their messages). */
const movedKinds = {
  trips,
  bookings,
  passengers,
  invoices,
  creditNotes,
  payments,
  requests,
  tickets: supportTickets,
  conversations,
  invitations: clientInvitations,
} as const;

/** What moving the source into the survivor takes along, counted now. */
export async function movesOf(tx: DbOrTx, { survivor, source }: Pair): Promise<ClientMergeMoves> {
  const counts = await Promise.all(
    Object.entries(movedKinds).map(
      async ([kind, table]) => [kind, await countOf(tx, table, source.id)] as const,
    ),
  );
  return {
    ...(Object.fromEntries(counts) as Record<keyof typeof movedKinds, number>),
    portalUser: source.userId !== null && survivor.userId === null,
    filledFields: contactFields.filter((field) => blank(survivor[field]) && !blank(source[field])),
    notesAppended: !blank(source.notes),
  };
}
