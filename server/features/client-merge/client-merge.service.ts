import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type {
  ClientDuplicateList,
  ClientDuplicateQuery,
  ClientMergeMoves,
  ClientMergePreview,
  ClientMergeResult,
} from "#domain/client-merge/client-merge.schema";
import { describeClientMoves } from "#domain/client-merge/client-merge-summary";
import { AppError, fieldError, notFound } from "#domain/errors";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { nextVersion } from "../../db/record-version";
import { users } from "../../db/schema/auth";
import { bookings } from "../../db/schema/bookings";
import { clientInvitations, clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { trips } from "../../db/schema/trips";
import { clientAudience } from "../../realtime/audience";
import { listClientDuplicates } from "./client-duplicates.query";
import { clientSummary } from "./client-summary.query";

/** The clients feature's audit entity: the survivor's history tab shows the merge. */
const CLIENT_ENTITY = "client";

const contactFields = ["email", "phone", "address"] as const;

const lockedColumns = {
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
type LockedClient = {
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

interface Pair {
  survivor: LockedClient;
  source: LockedClient;
}

const blank = (value: string | null) => !value?.trim();

/**
 * Both clients, row-locked in id order whichever is the survivor: two merges crossing each other (A into
 * B, B into A) queue on the same first row instead of deadlocking, and the second then finds its source
 * or survivor gone. A trip or booking being added for either waits too (its key check needs the row).
 */
async function lockPair(tx: DbOrTx, survivorId: string, sourceId: string): Promise<Pair> {
  const rows = await tx
    .select(lockedColumns)
    .from(clients)
    .leftJoin(users, eq(users.id, clients.userId))
    .where(inArray(clients.id, [survivorId, sourceId]))
    .orderBy(asc(clients.id))
    .for("update", { of: clients });
  const survivor = rows.find((row) => row.id === survivorId);
  const source = rows.find((row) => row.id === sourceId);
  if (!survivor) throw notFound("Client");
  if (!source) throw fieldError("body.sourceId", "Client not found");
  return { survivor, source };
}

/** Why this merge may not happen, or null. */
function blockedReason({ survivor, source }: Pair): string | null {
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
async function movesOf(tx: DbOrTx, { survivor, source }: Pair): Promise<ClientMergeMoves> {
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

/**
 * Re-points every client-owned row from the source to the survivor in ONE statement. trip_passengers and
 * booking_participants carry the client in composite keys with no ON UPDATE: trips, passengers and
 * bookings cannot change client while rows still name the old one, nor those rows before their targets.
 * Requests (keyed on their trip and client), chat threads and messages (keyed on their conversation and
 * client), tickets, invoices, credit notes and payments move in the same statement.
 * Key checks run at the end of the statement, when all the tables agree again; the rows keep their ids,
 * so SSR requests, offers, documents and segments hanging off them stay as they are.
 */
async function moveClientRows(tx: DbOrTx, sourceId: string, survivorId: string): Promise<void> {
  await tx.execute(sql`
    with moved_trips as (
      update trips set client_id = ${survivorId}, version = version + 1, updated_at = now()
      where client_id = ${sourceId} returning 1),
    moved_passengers as (
      update passengers set client_id = ${survivorId}, version = version + 1, updated_at = now()
      where client_id = ${sourceId} returning 1),
    moved_bookings as (
      update bookings set client_id = ${survivorId}, version = version + 1, updated_at = now()
      where client_id = ${sourceId} returning 1),
    moved_trip_passengers as (
      update trip_passengers set client_id = ${survivorId} where client_id = ${sourceId} returning 1),
    moved_participants as (
      update booking_participants set client_id = ${survivorId} where client_id = ${sourceId} returning 1),
    moved_requests as (
      update requests set client_id = ${survivorId}, version = version + 1, updated_at = now()
      where client_id = ${sourceId} returning 1),
    moved_conversations as (
      update conversations set client_id = ${survivorId} where client_id = ${sourceId} returning 1),
    moved_messages as (
      update messages set client_id = ${survivorId} where client_id = ${sourceId} returning 1),
    moved_tickets as (
      update support_tickets set client_id = ${survivorId} where client_id = ${sourceId} returning 1),
    moved_invoices as (
      update invoices set client_id = ${survivorId}, version = version + 1, updated_at = now()
      where client_id = ${sourceId} returning 1),
    moved_credit_notes as (
      update credit_notes set client_id = ${survivorId} where client_id = ${sourceId} returning 1),
    moved_payments as (
      update payments set client_id = ${survivorId}, version = version + 1, updated_at = now()
      where client_id = ${sourceId} returning 1)
    select (select count(*) from moved_trips), (select count(*) from moved_passengers),
      (select count(*) from moved_bookings), (select count(*) from moved_trip_passengers),
      (select count(*) from moved_participants), (select count(*) from moved_requests),
      (select count(*) from moved_conversations), (select count(*) from moved_messages),
      (select count(*) from moved_tickets), (select count(*) from moved_invoices),
      (select count(*) from moved_credit_notes), (select count(*) from moved_payments)`);
  await tx
    .update(clientInvitations)
    .set({ clientId: survivorId })
    .where(eq(clientInvitations.clientId, sourceId));
}

function mergedNotes(survivor: LockedClient, source: LockedClient): string | null {
  if (blank(source.notes)) return survivor.notes;
  const added = `From ${source.name} (merged): ${source.notes?.trim()}`;
  return blank(survivor.notes) ? added : `${survivor.notes?.trimEnd()}\n\n${added}`;
}

export function createClientMergeService(ctx: AppContext) {
  const { db } = ctx;

  function refuseSelf(survivorId: string, sourceId: string) {
    if (survivorId === sourceId) throw fieldError("body.sourceId", "A client cannot be merged into itself.");
  }

  return {
    async duplicates(query: ClientDuplicateQuery): Promise<ClientDuplicateList> {
      return listClientDuplicates(ctx.database, query);
    },

    /** What merging `sourceId` into `survivorId` would move, and why it would be refused if it would. */
    async preview(survivorId: string, sourceId: string): Promise<ClientMergePreview> {
      if (survivorId === sourceId)
        throw fieldError("query.sourceId", "A client cannot be merged into itself.");
      return db.transaction(async (tx) => {
        const survivor = await clientSummary(tx, survivorId);
        const source = await clientSummary(tx, sourceId).catch(() => {
          throw fieldError("query.sourceId", "Client not found");
        });
        const rows = await tx
          .select(lockedColumns)
          .from(clients)
          .leftJoin(users, eq(users.id, clients.userId))
          .where(inArray(clients.id, [survivorId, sourceId]));
        const pair = {
          survivor: rows.find((row) => row.id === survivorId)!,
          source: rows.find((row) => row.id === sourceId)!,
        };
        return { survivor, source, moves: await movesOf(tx, pair), blockedReason: blockedReason(pair) };
      });
    },

    /** The source merges into the survivor and is deleted, in one transaction; answers what moved. */
    async merge(user: SessionUser, survivorId: string, sourceId: string): Promise<ClientMergeResult> {
      refuseSelf(survivorId, sourceId);
      const result = await db.transaction(async (tx) => {
        const pair = await lockPair(tx, survivorId, sourceId);
        const blocked = blockedReason(pair);
        if (blocked) throw new AppError("CONFLICT", blocked);
        const { survivor, source } = pair;
        const moved = await movesOf(tx, pair);
        await moveClientRows(tx, source.id, survivor.id);
        await tx.delete(clients).where(eq(clients.id, source.id));
        // After the source is gone: a user belongs to one client at most (clients.user_id is unique).
        await tx
          .update(clients)
          .set({
            ...Object.fromEntries(moved.filledFields.map((field) => [field, source[field]])),
            notes: mergedNotes(survivor, source),
            ...(moved.portalUser ? { userId: source.userId } : {}),
            version: nextVersion(clients.version),
            updatedAt: sql`now()`,
          })
          .where(eq(clients.id, survivor.id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: CLIENT_ENTITY,
          entityId: survivor.id,
          summary: `Merged client ${source.name} (${source.id}) into ${survivor.name}: moved ${describeClientMoves(moved)}`,
          details: { source: { id: source.id, name: source.name }, moved },
        });
        return { survivor: await clientSummary(tx, survivor.id), moved };
      });
      for (const event of mergeEvents(survivorId, sourceId, result.moved)) await ctx.hub.publish(event);
      return result;
    },
  };
}

/** Both clients' audiences hear of the merge: the source's portal user may still be on its old socket. */
function mergeEvents(survivorId: string, sourceId: string, moved: ClientMergeMoves): PublishedEvent[] {
  const audiences = [clientAudience(survivorId), clientAudience(sourceId)];
  const events: PublishedEvent[] = [
    { topic: topics.clients, id: survivorId, op: "update", audience: audiences[0]! },
    { topic: topics.clients, id: sourceId, op: "delete", audience: audiences[1]! },
  ];
  const touched = [
    [topics.trips, moved.trips],
    [topics.bookings, moved.bookings],
    [topics.passengers, moved.passengers],
  ] as const;
  for (const [topic, n] of touched) {
    if (n > 0) for (const audience of audiences) events.push({ topic, op: "update", audience });
  }
  return events;
}
