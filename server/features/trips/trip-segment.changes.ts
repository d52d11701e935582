import { and, eq, sql } from "drizzle-orm";
import { fieldError, notFound } from "#domain/errors";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { Segment, SegmentInput } from "#domain/segments/segment.schema";
import { findVisibleTrip, type VisibleTrip } from "../../access/client-scope";
import type { DbOrTx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { itineraries, segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import { type Change, signedInUser } from "../../kernel/mutate";
import { staffOnly } from "../../realtime/audience";
import { notifyScheduleChanges } from "../notifications";
import { itineraryJoin, segmentColumns, toSegment } from "./trip-columns";
import { tripEvent } from "./trip-records.service";

// A trip's segments, changed by hand: one use case each, run by the kernel (ctx.kernel.mutate). Each takes
// the trip's row lock first, then the segment's.

const ENTITY = "segment";

/** "LH 400 FRA → JFK", "hotel in New York": how a segment reads in the audit log. */
function segmentLabel(
  s: Pick<SegmentInput, "segmentType" | "airline" | "flightNumber" | "origin" | "destination">,
) {
  if (s.segmentType === "flight")
    return `flight ${s.airline} ${s.flightNumber} ${s.origin} → ${s.destination}`;
  return s.destination
    ? `${s.segmentType} ${s.origin} → ${s.destination}`
    : `${s.segmentType} in ${s.origin}`;
}

async function readSegment(tx: DbOrTx, tripId: string, segmentId: string, lock = false): Promise<Segment> {
  const query = tx
    .select(segmentColumns)
    .from(segments)
    .leftJoin(itineraries, itineraryJoin)
    .where(and(eq(segments.id, segmentId), eq(segments.tripId, tripId)));
  const [row] = lock ? await query.for("update", { of: segments }) : await query;
  if (!row) throw notFound("Segment");
  return toSegment(row);
}

async function touchTrip(tx: DbOrTx, tripId: string) {
  await tx.update(trips).set({ updatedAt: sql`now()` }).where(eq(trips.id, tripId));
}

/** The trip changed; a flight also changes the Flights screen (staff's only), which reads the same rows. */
function segmentEvents(
  trip: VisibleTrip,
  segmentId: string,
  op: "insert" | "update" | "delete",
  flight: boolean,
): PublishedEvent[] {
  const tripChanged = tripEvent(trip.id, "update", trip.clientId);
  return flight
    ? [tripChanged, { topic: topics.flights, id: segmentId, op, audience: staffOnly }]
    : [tripChanged];
}

export async function createSegment(change: Change, tripId: string, input: SegmentInput): Promise<Segment> {
  const { tx, audit, emit } = change;
  const trip = await findVisibleTrip(tx, signedInUser(change), tripId, { forUpdate: true });
  const [row] = await tx
    .insert(segments)
    .values({ ...input, tripId, source: "manual" })
    .returning({ id: segments.id });
  if (!row) throw new Error("insert returned no row");
  await touchTrip(tx, tripId);
  await audit({
    action: "create",
    entity: ENTITY,
    entityId: row.id,
    summary: `Added ${segmentLabel(input)}`,
    details: { tripId, ...input },
  });
  const created = await readSegment(tx, tripId, row.id);
  emit(segmentEvents(trip, created.id, "insert", created.segmentType === "flight"));
  return created;
}

export async function updateSegment(
  change: Change,
  tripId: string,
  segmentId: string,
  input: SegmentInput,
  today: string,
  expected?: number,
): Promise<Segment> {
  const { tx, audit, emit } = change;
  const trip = await findVisibleTrip(tx, signedInUser(change), tripId, { forUpdate: true });
  const before = await readSegment(tx, tripId, segmentId, true);
  assertVersion(before, expected);
  // An imported flight stays a flight: its reservation still lists it.
  if (before.source === "gds" && input.segmentType !== before.segmentType) {
    throw fieldError("body.segmentType", "A segment imported from a reservation stays a flight");
  }
  await tx
    .update(segments)
    .set({ ...input, version: bumpVersion(segments.version), updatedAt: sql`now()` })
    .where(eq(segments.id, segmentId));
  await touchTrip(tx, tripId);
  await audit({
    action: "update",
    entity: ENTITY,
    entityId: segmentId,
    summary: `Updated ${segmentLabel(input)}`,
    details: { tripId, ...input },
  });
  const after = await readSegment(tx, tripId, segmentId);
  const flight = before.segmentType === "flight" || after.segmentType === "flight";
  emit(segmentEvents(trip, segmentId, "update", flight));
  await notifyScheduleChanges(change, [{ segmentId, before: before.status }], today);
  return after;
}

export async function removeSegment(
  change: Change,
  tripId: string,
  segmentId: string,
  expected?: number,
): Promise<void> {
  const { tx, audit, emit } = change;
  const trip = await findVisibleTrip(tx, signedInUser(change), tripId, { forUpdate: true });
  const before = await readSegment(tx, tripId, segmentId, true);
  assertVersion(before, expected);
  await tx.delete(segments).where(eq(segments.id, segmentId));
  await touchTrip(tx, tripId);
  await audit({
    action: "delete",
    entity: ENTITY,
    entityId: segmentId,
    summary: `Deleted ${segmentLabel(before)}`,
    details: { tripId, source: before.source, recordLocator: before.recordLocator },
  });
  emit(segmentEvents(trip, segmentId, "delete", before.segmentType === "flight"));
}
