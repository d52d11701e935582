import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AppError, fieldError, notFound } from "#domain/errors";
import {
  type PassengerDuplicateList,
  type PassengerMergeMoves,
  type PassengerMergePreview,
  type PassengerMergeResult,
  passengerFillableFields,
} from "#domain/passenger-merge/passenger-merge.schema";
import { describePassengerMoves } from "#domain/passenger-merge/passenger-merge-summary";
import { passengerName } from "#domain/passengers/passenger-format";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { nextVersion } from "../../db/record-version";
import { bookingParticipants, bookings } from "../../db/schema/bookings";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { clientAudience } from "../../realtime/audience";
import { PASSENGER_ENTITY, publishPassenger } from "../passengers/passenger-records.service";
import { passengerDuplicates, passengerSummary } from "./passenger-duplicates.query";

type PassengerRow = typeof passengers.$inferSelect;
type Rows<T> = { rows: T[] };

/** Both passengers, row-locked in id order so two merges crossing each other queue instead of deadlocking. */
async function lockPair(tx: DbOrTx, survivorId: string, sourceId: string) {
  const rows = await tx
    .select()
    .from(passengers)
    .where(inArray(passengers.id, [survivorId, sourceId]))
    .orderBy(asc(passengers.id))
    .for("update");
  const survivor = rows.find((row) => row.id === survivorId);
  const source = rows.find((row) => row.id === sourceId);
  if (!survivor) throw notFound("Passenger");
  if (!source) throw fieldError("body.sourceId", "Passenger not found");
  return { survivor, source };
}

async function clientName(tx: DbOrTx, clientId: string | null): Promise<string> {
  if (!clientId) return "no client";
  const [row] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name ?? "another client";
}

/**
 * Why these two may not merge, or null: a passenger's trips and bookings are their client's, so both
 * must be of one client (or both of none); two records of one person on the same booking would drop a
 * paid place, so someone decides which goes first.
 */
async function blockedReason(
  tx: DbOrTx,
  survivor: PassengerRow,
  source: PassengerRow,
): Promise<string | null> {
  if (survivor.clientId !== source.clientId) {
    const [mine, theirs] = [await clientName(tx, survivor.clientId), await clientName(tx, source.clientId)];
    return `${passengerName(survivor)} belongs to ${mine} and ${passengerName(source)} to ${theirs}: only passengers of the same client (or both of none) can be merged.`;
  }
  const mine = tx
    .select({ bookingId: bookingParticipants.bookingId })
    .from(bookingParticipants)
    .where(eq(bookingParticipants.passengerId, survivor.id));
  const shared = await tx
    .select({ number: bookings.number })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .where(and(eq(bookingParticipants.passengerId, source.id), inArray(bookingParticipants.bookingId, mine)))
    .orderBy(asc(bookings.number));
  if (shared.length === 0) return null;
  const numbers = shared.map((b) => `BK-${String(b.number).padStart(6, "0")}`).join(", ");
  return `Both passengers are participants of booking ${numbers}: take one of them off it before merging.`;
}

/** What merging would move, counted without changing anything (the merge counts the same way, locked). */
async function plannedMoves(
  tx: DbOrTx,
  survivor: PassengerRow,
  source: PassengerRow,
): Promise<PassengerMergeMoves> {
  const [s, v] = [source.id, survivor.id];
  const other = sql`case when a.passenger_id = ${s} then a.associated_passenger_id else a.passenger_id end`;
  const result = (await tx.execute(sql`
    select
      (select count(*) from trip_passengers where passenger_id = ${s})::int as trips,
      (select count(*) from booking_participants where passenger_id = ${s})::int as bookings,
      (select count(*) from trip_ssr_requests where passenger_id = ${s})::int as requests,
      (select count(*) from trip_ssr_requests r where r.passenger_id = ${s} and exists (
        select 1 from trip_ssr_requests t where t.passenger_id = ${v} and t.trip_id = r.trip_id
          and t.code = r.code and t.segment_id is not distinct from r.segment_id))::int as dropped,
      (select count(*) from passenger_associations a
        where (a.passenger_id = ${s} or a.associated_passenger_id = ${s}) and ${other} <> ${v}
          and not exists (select 1 from passenger_associations b
            where (b.passenger_id = ${v} and b.associated_passenger_id = ${other})
              or (b.associated_passenger_id = ${v} and b.passenger_id = ${other})))::int as connections`)) as unknown as Rows<{
    trips: number;
    bookings: number;
    requests: number;
    dropped: number;
    connections: number;
  }>;
  const row = result.rows[0]!;
  return {
    trips: row.trips,
    bookings: row.bookings,
    ssrRequests: row.requests - row.dropped,
    ssrRequestsDropped: row.dropped,
    connections: row.connections,
    filledFields: passengerFillableFields.filter(
      (field) => survivor[field] === null && source[field] !== null,
    ),
  };
}

/**
 * Moves every trip link, SSR request, booking place and connection of the source to the survivor. Trip
 * links are copied first (a trip both were on keeps the survivor's), so the SSR requests, whose key
 * names the trip link, can follow before the source's links go; requests the survivor already has (same
 * trip, segment and code) are dropped.
 */
async function moveLinks(tx: DbOrTx, survivorId: string, sourceId: string): Promise<string[]> {
  await tx.execute(sql`
    insert into trip_passengers (trip_id, passenger_id, client_id, created_at)
    select trip_id, ${survivorId}::uuid, client_id, created_at from trip_passengers where passenger_id = ${sourceId}
    on conflict do nothing`);
  await tx.execute(sql`
    delete from trip_ssr_requests s where s.passenger_id = ${sourceId} and exists (
      select 1 from trip_ssr_requests t where t.passenger_id = ${survivorId} and t.trip_id = s.trip_id
        and t.code = s.code and t.segment_id is not distinct from s.segment_id)`);
  await tx.execute(sql`
    update trip_ssr_requests set passenger_id = ${survivorId}, version = version + 1, updated_at = now()
    where passenger_id = ${sourceId}`);
  await tx.execute(sql`delete from trip_passengers where passenger_id = ${sourceId}`);
  const booked = await tx
    .update(bookingParticipants)
    .set({ passengerId: survivorId })
    .where(eq(bookingParticipants.passengerId, sourceId))
    .returning({ bookingId: bookingParticipants.bookingId });
  // The other end of each of the source's connections: a link to the survivor, or to someone the
  // survivor is already linked with, goes; the others move.
  const other = sql`case when a.passenger_id = ${sourceId} then a.associated_passenger_id else a.passenger_id end`;
  await tx.execute(sql`
    delete from passenger_associations a
    where (a.passenger_id = ${sourceId} or a.associated_passenger_id = ${sourceId}) and (
      ${other} = ${survivorId} or exists (
        select 1 from passenger_associations b
        where (b.passenger_id = ${survivorId} and b.associated_passenger_id = ${other})
          or (b.associated_passenger_id = ${survivorId} and b.passenger_id = ${other})))`);
  await tx.execute(sql`
    update passenger_associations set
      passenger_id = case when passenger_id = ${sourceId} then ${survivorId}::uuid else passenger_id end,
      associated_passenger_id =
        case when associated_passenger_id = ${sourceId} then ${survivorId}::uuid else associated_passenger_id end
    where passenger_id = ${sourceId} or associated_passenger_id = ${sourceId}`);
  return booked.map((row) => row.bookingId);
}

function mergedRemarks(survivor: PassengerRow, source: PassengerRow): string | null {
  if (!source.remarks?.trim()) return survivor.remarks;
  const added = `From ${passengerName(source)} (merged): ${source.remarks.trim()}`;
  return survivor.remarks?.trim() ? `${survivor.remarks.trimEnd()}\n\n${added}` : added;
}

export function createPassengerMergeService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async duplicates(id: string): Promise<PassengerDuplicateList> {
      return passengerDuplicates(db, id);
    },

    /** What merging `sourceId` into `survivorId` would move, and why it would be refused if it would. */
    async preview(survivorId: string, sourceId: string): Promise<PassengerMergePreview> {
      if (survivorId === sourceId) {
        throw fieldError("query.sourceId", "A passenger cannot be merged into themselves.");
      }
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(passengers)
          .where(inArray(passengers.id, [survivorId, sourceId]));
        const survivor = rows.find((row) => row.id === survivorId);
        const source = rows.find((row) => row.id === sourceId);
        if (!survivor) throw notFound("Passenger");
        if (!source) throw fieldError("query.sourceId", "Passenger not found");
        return {
          survivor: await passengerSummary(tx, survivorId),
          source: await passengerSummary(tx, sourceId),
          moves: await plannedMoves(tx, survivor, source),
          blockedReason: await blockedReason(tx, survivor, source),
        };
      });
    },

    /** The source merges into the survivor and is deleted, in one transaction; answers what moved. */
    async merge(user: SessionUser, survivorId: string, sourceId: string): Promise<PassengerMergeResult> {
      if (survivorId === sourceId) {
        throw fieldError("body.sourceId", "A passenger cannot be merged into themselves.");
      }
      const { result, clientId, bookingIds } = await db.transaction(async (tx) => {
        const { survivor, source } = await lockPair(tx, survivorId, sourceId);
        const blocked = await blockedReason(tx, survivor, source);
        if (blocked) throw new AppError("CONFLICT", blocked);
        const moved = await plannedMoves(tx, survivor, source);
        const bookingIds = await moveLinks(tx, survivorId, sourceId);
        await tx.delete(passengers).where(eq(passengers.id, sourceId));
        await tx
          .update(passengers)
          .set({
            ...Object.fromEntries(moved.filledFields.map((field) => [field, source[field]])),
            remarks: mergedRemarks(survivor, source),
            version: nextVersion(passengers.version),
            updatedAt: sql`now()`,
          })
          .where(eq(passengers.id, survivorId));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: PASSENGER_ENTITY,
          entityId: survivorId,
          summary: `Merged passenger ${passengerName(source)} (${sourceId}) into ${passengerName(survivor)}: moved ${describePassengerMoves(moved)}`,
          details: {
            source: { id: sourceId, name: passengerName(source), passportNumber: source.passportNumber },
            moved,
          },
        });
        return {
          result: { survivor: await passengerSummary(tx, survivorId), moved },
          clientId: survivor.clientId,
          bookingIds,
        };
      });
      await publishPassenger(ctx, survivorId, "update", clientId);
      await publishPassenger(ctx, sourceId, "delete", clientId);
      for (const event of linkEvents(clientId, result.moved, bookingIds)) await ctx.hub.publish(event);
      return result;
    },
  };
}

/** The trips and bookings whose passenger lists changed, heard by their client. */
function linkEvents(
  clientId: string | null,
  moved: PassengerMergeMoves,
  bookingIds: string[],
): PublishedEvent[] {
  const audience = clientAudience(clientId);
  const events: PublishedEvent[] = [];
  if (moved.trips > 0) events.push({ topic: topics.trips, op: "update", audience });
  for (const id of bookingIds) events.push({ topic: topics.bookings, id, op: "update", audience });
  return events;
}
