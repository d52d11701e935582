import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  type PassengerMergeMoves,
  passengerFillableFields,
} from "#domain/passenger-merge/passenger-merge.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import type { DbOrTx } from "../../db/client";
import { bookingParticipants, bookings } from "../../db/schema/bookings";
import { clients } from "../../db/schema/clients";
import type { passengers } from "../../db/schema/passengers";
import { firstRow } from "../../kernel/rows";

// What a merge would do and why it may not: the preview reads it, the merge checks it again under its locks.

export type PassengerRow = typeof passengers.$inferSelect;

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
export async function blockedReason(
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

interface MoveCounts {
  trips: number;
  bookings: number;
  requests: number;
  dropped: number;
  connections: number;
}

/** What merging would move, counted without changing anything (the merge counts the same way, locked). */
export async function plannedMoves(
  tx: DbOrTx,
  survivor: PassengerRow,
  source: PassengerRow,
): Promise<PassengerMergeMoves> {
  const [s, v] = [source.id, survivor.id];
  const other = sql`case when a.passenger_id = ${s} then a.associated_passenger_id else a.passenger_id end`;
  const row = (await firstRow<MoveCounts>(
    tx,
    sql`
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
              or (b.associated_passenger_id = ${v} and b.passenger_id = ${other})))::int as connections`,
  ))!;
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
