import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AppError, fieldError, notFound } from "#domain/errors";
import { passengerName } from "#domain/passengers/passenger-format";
import { topics } from "#domain/realtime/topics";
import type { Segment, SegmentInput, SegmentList } from "#domain/segments/segment.schema";
import { findVisibleTrip } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { passengers } from "../../db/schema/passengers";
import { itineraries, segments } from "../../db/schema/segments";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { tripPassengers, trips } from "../../db/schema/trips";
import { staffOnly, tripAudience } from "../../realtime/audience";
import { notifyScheduleChangesInTx } from "../notifications/notification-producers.service";
import { itineraryJoin, segmentColumns, segmentOrder, toSegment } from "./trip-columns";

const ENTITY = "segment";
/** The Flights screen's realtime topic. */

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

/** A trip's segments: every kind, flights imported from a reservation with its record locator. */
export function createTripSegmentsService(ctx: AppContext) {
  const { db } = ctx;

  /** The trip changed; a flight also changes the Flights screen, which reads the same rows. */
  async function publish(
    tripId: string,
    segmentId: string,
    op: "insert" | "update" | "delete",
    flight: boolean,
  ) {
    await ctx.hub.publish({
      topic: topics.trips,
      id: tripId,
      op: "update",
      audience: await tripAudience(db, tripId),
    });
    // The Flights screen is staff's only.
    if (flight) await ctx.hub.publish({ topic: topics.flights, id: segmentId, op, audience: staffOnly });
  }

  return {
    async list(user: SessionUser, tripId: string): Promise<SegmentList> {
      await findVisibleTrip(db, user, tripId);
      const rows = await db
        .select(segmentColumns)
        .from(segments)
        .leftJoin(itineraries, itineraryJoin)
        .where(eq(segments.tripId, tripId))
        .orderBy(...segmentOrder);
      return { items: rows.map(toSegment) };
    },

    async create(user: SessionUser, tripId: string, input: SegmentInput): Promise<Segment> {
      const created = await db.transaction(async (tx) => {
        await findVisibleTrip(tx, user, tripId, { forUpdate: true });
        const [row] = await tx
          .insert(segments)
          .values({ ...input, tripId, source: "manual" })
          .returning({ id: segments.id });
        if (!row) throw new Error("insert returned no row");
        await touchTrip(tx, tripId);
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: ENTITY,
          entityId: row.id,
          summary: `Added ${segmentLabel(input)}`,
          details: { tripId, ...input },
        });
        return readSegment(tx, tripId, row.id);
      });
      await publish(tripId, created.id, "insert", created.segmentType === "flight");
      return created;
    },

    async update(
      user: SessionUser,
      tripId: string,
      segmentId: string,
      input: SegmentInput,
      expected?: number,
    ): Promise<Segment> {
      const updated = await db.transaction(async (tx) => {
        await findVisibleTrip(tx, user, tripId, { forUpdate: true });
        const before = await readSegment(tx, tripId, segmentId, true);
        assertVersion(before, expected);
        // An imported flight stays a flight: its reservation still lists it.
        if (before.source === "gds" && input.segmentType !== before.segmentType) {
          throw fieldError("body.segmentType", "A segment imported from a reservation stays a flight");
        }
        await tx
          .update(segments)
          .set({ ...input, version: nextVersion(segments.version), updatedAt: sql`now()` })
          .where(eq(segments.id, segmentId));
        await touchTrip(tx, tripId);
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: ENTITY,
          entityId: segmentId,
          summary: `Updated ${segmentLabel(input)}`,
          details: { tripId, ...input },
        });
        const notices = await notifyScheduleChangesInTx(tx, [{ segmentId, before: before.status }]);
        return { before, after: await readSegment(tx, tripId, segmentId), notices };
      });
      const flight = updated.before.segmentType === "flight" || updated.after.segmentType === "flight";
      await publish(tripId, segmentId, "update", flight);
      for (const event of updated.notices) await ctx.hub.publish(event);
      return updated.after;
    },

    async remove(user: SessionUser, tripId: string, segmentId: string, expected?: number): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        await findVisibleTrip(tx, user, tripId, { forUpdate: true });
        const before = await readSegment(tx, tripId, segmentId, true);
        assertVersion(before, expected);
        await tx.delete(segments).where(eq(segments.id, segmentId));
        await touchTrip(tx, tripId);
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: ENTITY,
          entityId: segmentId,
          summary: `Deleted ${segmentLabel(before)}`,
          details: { tripId, source: before.source, recordLocator: before.recordLocator },
        });
        return before;
      });
      await publish(tripId, segmentId, "delete", removed.segmentType === "flight");
    },
  };
}

/**
 * Before segments move to `toTripId` (null: off every trip): their SSR requests go with them (the
 * database's segment–trip key carries them along), which needs each request's passenger on the new trip.
 * Refuses with a 409 naming the requests that could not follow, rather than leave them on the old trip or
 * drop them unasked. Answers how many requests will follow.
 */
export async function checkSegmentMove(
  tx: DbOrTx,
  segmentIds: readonly string[],
  toTripId: string | null,
): Promise<number> {
  if (segmentIds.length === 0) return 0;
  const r = tripSsrRequests;
  const moving = await tx
    .select({
      code: r.code,
      title: passengers.title,
      firstName: passengers.firstName,
      surname: passengers.surname,
      onNewTrip: toTripId
        ? sql<boolean>`exists (select 1 from ${tripPassengers} where ${tripPassengers.tripId} = ${toTripId} and ${tripPassengers.passengerId} = ${r.passengerId})`
        : sql<boolean>`false`,
    })
    .from(r)
    .innerJoin(passengers, sql`${passengers.id} = ${r.passengerId}`)
    .where(and(inArray(r.segmentId, [...segmentIds]), sql`${r.tripId} is distinct from ${toTripId}`))
    .orderBy(asc(passengers.sortName), asc(r.code));
  const stranded = moving.filter((m) => !m.onNewTrip);
  if (stranded.length > 0) {
    const list = stranded.map((m) => `${m.code} for ${passengerName(m)}`).join(", ");
    throw new AppError(
      "CONFLICT",
      toTripId
        ? `SSR requests ${list} are booked on this segment and their passengers are not on the other trip: add the passengers to that trip or remove the requests first`
        : `SSR requests ${list} are booked on this segment: remove them before taking it off its trip`,
    );
  }
  return moving.length;
}
