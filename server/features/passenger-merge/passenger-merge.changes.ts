import { asc, eq, inArray, sql } from "drizzle-orm";
import { AppError, fieldError, notFound } from "#domain/errors";
import type {
  PassengerMergeMoves,
  PassengerMergeResult,
} from "#domain/passenger-merge/passenger-merge.schema";
import { describePassengerMoves } from "#domain/passenger-merge/passenger-merge-summary";
import { passengerName } from "#domain/passengers/passenger-format";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { DbOrTx } from "../../db/client";
import { bumpVersion } from "../../db/record-version";
import { passengers } from "../../db/schema/passengers";
import type { Change } from "../../kernel/mutate";
import { clientAudience } from "../../realtime/audience";
import { moveBookingPlacesToPassenger } from "../bookings";
import { moveConnectionsToPassenger, PASSENGER_ENTITY, passengerEvent } from "../passengers";
import { moveSsrRequestsToPassenger } from "../trip-ssr-requests";
import { copyTripLinksToPassenger, dropTripLinksOfPassenger } from "../trips";
import { passengerSummary } from "./passenger-duplicates.query";
import { blockedReason, type PassengerRow, plannedMoves } from "./passenger-merge-plan";

// Merging two records of one person, run by the kernel (ctx.kernel.mutate) as one change.

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

/**
 * Every (table, column) naming a passenger that moveLinks handles (the source's own row goes last).
 * merge-keys.test.ts fails when the schema has a key to a passenger that is not listed here.
 */
export const passengerMergeHandles: readonly (readonly [table: string, column: string])[] = [
  ["trip_passengers", "passenger_id"],
  ["trip_ssr_requests", "passenger_id"],
  ["booking_participants", "passenger_id"],
  ["passenger_associations", "passenger_id"],
  ["passenger_associations", "associated_passenger_id"],
];

/**
 * Moves every trip link, SSR request, booking place and connection of the source to the survivor, each by
 * the step of the feature that owns the rows, in this order; answers the bookings whose places moved.
 */
async function moveLinks(change: Change, survivorId: string, sourceId: string): Promise<string[]> {
  await copyTripLinksToPassenger(change, sourceId, survivorId);
  await moveSsrRequestsToPassenger(change, sourceId, survivorId);
  await dropTripLinksOfPassenger(change, sourceId);
  const bookingIds = await moveBookingPlacesToPassenger(change, sourceId, survivorId);
  await moveConnectionsToPassenger(change, sourceId, survivorId);
  return bookingIds;
}

function mergedRemarks(survivor: PassengerRow, source: PassengerRow): string | null {
  if (!source.remarks?.trim()) return survivor.remarks;
  const added = `From ${passengerName(source)} (merged): ${source.remarks.trim()}`;
  return survivor.remarks?.trim() ? `${survivor.remarks.trimEnd()}\n\n${added}` : added;
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

/** The source merges into the survivor and is deleted, in one change; answers what moved. */
export async function mergePassengers(
  change: Change,
  survivorId: string,
  sourceId: string,
): Promise<PassengerMergeResult> {
  const { tx, audit, emit } = change;
  if (survivorId === sourceId) {
    throw fieldError("body.sourceId", "A passenger cannot be merged into themselves.");
  }
  const { survivor, source } = await lockPair(tx, survivorId, sourceId);
  const blocked = await blockedReason(tx, survivor, source);
  if (blocked) throw new AppError("CONFLICT", blocked);
  const moved = await plannedMoves(tx, survivor, source);
  const bookingIds = await moveLinks(change, survivorId, sourceId);
  await tx.delete(passengers).where(eq(passengers.id, sourceId));
  await tx
    .update(passengers)
    .set({
      ...Object.fromEntries(moved.filledFields.map((field) => [field, source[field]])),
      remarks: mergedRemarks(survivor, source),
      version: bumpVersion(passengers.version),
      updatedAt: sql`now()`,
    })
    .where(eq(passengers.id, survivorId));
  await audit({
    action: "update",
    entity: PASSENGER_ENTITY,
    entityId: survivorId,
    summary: `Merged passenger ${passengerName(source)} (${sourceId}) into ${passengerName(survivor)}: moved ${describePassengerMoves(moved)}`,
    details: {
      source: { id: sourceId, name: passengerName(source), passportNumber: source.passportNumber },
      moved,
    },
  });
  const clientId = survivor.clientId;
  emit([
    passengerEvent(survivorId, "update", clientId),
    passengerEvent(sourceId, "delete", clientId),
    ...linkEvents(clientId, moved, bookingIds),
  ]);
  return { survivor: await passengerSummary(tx, survivorId), moved };
}
