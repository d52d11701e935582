import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError, fieldError, notFound } from "#domain/errors";
import { passengerName } from "#domain/passengers/passenger-format";
import { topics } from "#domain/realtime/topics";
import { normalizeLocalDateTime } from "#domain/segments/local-date-time";
import type {
  TripSsrRequest,
  TripSsrRequestInput,
  TripSsrRequestList,
  TripSsrRequestOptions,
  tripSsrRequestUpdateSchema,
} from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { tripSsrStatusLabels } from "#domain/trip-ssr-requests/trip-ssr-request-values";
import { findVisibleTrip } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { passengers } from "../../db/schema/passengers";
import { segments } from "../../db/schema/segments";
import { ssrDefinitions, ssrPricing } from "../../db/schema/ssr";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { tripPassengers } from "../../db/schema/trips";
import { isUniqueViolation } from "../../db/sql-helpers";
import { tripAudience } from "../../realtime/audience";

/** Trip detail queries all start with this realtime topic; every change here is a change of the trip. */
const ENTITY = "trip_ssr_request";

type UpdateInput = z.output<typeof tripSsrRequestUpdateSchema>;

const r = tripSsrRequests;

const segmentRefColumns = {
  id: segments.id,
  segmentType: segments.segmentType,
  origin: segments.origin,
  destination: segments.destination,
  departureLocal: segments.departureLocal,
  airline: segments.airline,
  flightNumber: segments.flightNumber,
};

const passengerRefColumns = {
  id: passengers.id,
  title: passengers.title,
  firstName: passengers.firstName,
  surname: passengers.surname,
};

function requestQuery(tx: DbOrTx) {
  return tx
    .select({
      id: r.id,
      tripId: r.tripId,
      ssrId: r.ssrId,
      code: r.code,
      description: r.description,
      status: r.status,
      notes: r.notes,
      priceCents: r.priceCents,
      currency: r.currency,
      version: r.version,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      passenger: passengerRefColumns,
      segmentId: r.segmentId,
      segment: segmentRefColumns,
    })
    .from(r)
    .innerJoin(passengers, eq(passengers.id, r.passengerId))
    .leftJoin(segments, eq(segments.id, r.segmentId));
}

/** Local times as the segments API shows them: "YYYY-MM-DDTHH:mm". */
function toSegmentRef<T extends { departureLocal: string | null }>(segment: T): T {
  return { ...segment, departureLocal: normalizeLocalDateTime(segment.departureLocal) };
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>["execute"]>>[number];

function toRequest({ segmentId, segment, createdAt, updatedAt, ...row }: RequestRow): TripSsrRequest {
  return {
    ...row,
    segment: segmentId && segment ? toSegmentRef(segment) : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export function createTripSsrRequestsService(ctx: AppContext) {
  const { db } = ctx;

  async function findRequest(
    tx: DbOrTx,
    tripId: string,
    requestId: string,
    lock = false,
  ): Promise<TripSsrRequest> {
    const query = requestQuery(tx).where(and(eq(r.id, requestId), eq(r.tripId, tripId)));
    const [row] = lock ? await query.for("update", { of: r }) : await query;
    if (!row) throw notFound("SSR request");
    return toRequest(row);
  }

  async function publish(tripId: string) {
    await ctx.hub.publish({
      topic: topics.trips,
      id: tripId,
      op: "update",
      audience: await tripAudience(db, tripId),
    });
  }

  return {
    async list(user: SessionUser, tripId: string): Promise<TripSsrRequestList> {
      await findVisibleTrip(db, user, tripId);
      const rows = await requestQuery(db).where(eq(r.tripId, tripId)).orderBy(asc(r.createdAt), asc(r.id));
      return { items: rows.map(toRequest), total: rows.length };
    },

    /** The trip's passengers and segments, for the add form. */
    async options(user: SessionUser, tripId: string): Promise<TripSsrRequestOptions> {
      await findVisibleTrip(db, user, tripId);
      const [onTrip, tripSegments] = await Promise.all([
        db
          .select(passengerRefColumns)
          .from(tripPassengers)
          .innerJoin(passengers, eq(passengers.id, tripPassengers.passengerId))
          .where(eq(tripPassengers.tripId, tripId))
          .orderBy(asc(passengers.sortName), asc(passengers.id)),
        db
          .select(segmentRefColumns)
          .from(segments)
          .where(eq(segments.tripId, tripId))
          .orderBy(sql`${segments.departureLocal} asc nulls last`, asc(segments.id)),
      ]);
      return { passengers: onTrip, segments: tripSegments.map(toSegmentRef) };
    },

    async create(user: SessionUser, tripId: string, input: TripSsrRequestInput): Promise<TripSsrRequest> {
      const created = await db
        .transaction(async (tx) => {
          const trip = await findVisibleTrip(tx, user, tripId, { forUpdate: true });
          const [passenger] = await tx
            .select(passengerRefColumns)
            .from(tripPassengers)
            .innerJoin(passengers, eq(passengers.id, tripPassengers.passengerId))
            .where(and(eq(tripPassengers.tripId, tripId), eq(tripPassengers.passengerId, input.passengerId)));
          if (!passenger) throw fieldError("body.passengerId", "This passenger is not on the trip");
          let airline: string | null = null;
          if (input.segmentId) {
            const [segment] = await tx
              .select({ airline: segments.airline })
              .from(segments)
              .where(and(eq(segments.id, input.segmentId), eq(segments.tripId, tripId)));
            if (!segment) throw fieldError("body.segmentId", "This segment is not part of the trip");
            airline = segment.airline;
          }
          // The airline's own price when the segment's airline has one, else the catalogue's default.
          const [ssr] = await tx
            .select({
              code: ssrDefinitions.code,
              description: ssrDefinitions.description,
              priceCents:
                sql<number>`coalesce(${ssrPricing.priceCents}, ${ssrDefinitions.defaultPriceCents})`.mapWith(
                  Number,
                ),
              currency: ssrDefinitions.currency,
            })
            .from(ssrDefinitions)
            .leftJoin(
              ssrPricing,
              and(eq(ssrPricing.ssrId, ssrDefinitions.id), eq(ssrPricing.airlineCode, airline ?? "")),
            )
            .where(eq(ssrDefinitions.id, input.ssrId));
          if (!ssr) throw fieldError("body.ssrId", "This SSR code is not in the catalogue");
          const [row] = await tx
            .insert(r)
            .values({
              tripId,
              passengerId: input.passengerId,
              ssrId: input.ssrId,
              code: ssr.code,
              description: ssr.description,
              segmentId: input.segmentId,
              notes: input.notes,
              priceCents: ssr.priceCents,
              currency: ssr.currency,
              createdBy: user.id,
            })
            .onConflictDoNothing()
            .returning({ id: r.id });
          if (!row) {
            throw new AppError(
              "CONFLICT",
              `${ssr.code} is already requested for ${passengerName(passenger)} ${input.segmentId ? "on this segment" : "on this trip"}.`,
            );
          }
          await writeAudit(tx, {
            userId: user.id,
            action: "create",
            entity: ENTITY,
            entityId: row.id,
            summary: `Requested ${ssr.code} for ${passengerName(passenger)} on trip ${trip.title}`,
            details: { tripId, ...input, priceCents: ssr.priceCents, currency: ssr.currency, airline },
          });
          return findRequest(tx, tripId, row.id);
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw new AppError("CONFLICT", "This SSR is already requested for this passenger.");
          }
          throw error;
        });
      await publish(tripId);
      return created;
    },

    async update(
      user: SessionUser,
      tripId: string,
      requestId: string,
      input: UpdateInput,
      expected?: number,
    ): Promise<TripSsrRequest> {
      const updated = await db.transaction(async (tx) => {
        const trip = await findVisibleTrip(tx, user, tripId, { forUpdate: true });
        const before = await findRequest(tx, tripId, requestId, true);
        assertVersion(before, expected);
        await tx
          .update(r)
          .set({
            status: input.status,
            ...(input.notes === undefined ? {} : { notes: input.notes }),
            version: nextVersion(r.version),
            updatedAt: sql`now()`,
          })
          .where(eq(r.id, requestId));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: ENTITY,
          entityId: requestId,
          summary: `${tripSsrStatusLabels[input.status]}: ${before.code} for ${passengerName(before.passenger)} on trip ${trip.title}`,
          details: { tripId, before: { status: before.status, notes: before.notes }, after: input },
        });
        return findRequest(tx, tripId, requestId);
      });
      await publish(tripId);
      return updated;
    },

    async remove(user: SessionUser, tripId: string, requestId: string, expected?: number): Promise<void> {
      await db.transaction(async (tx) => {
        const trip = await findVisibleTrip(tx, user, tripId, { forUpdate: true });
        const before = await findRequest(tx, tripId, requestId, true);
        assertVersion(before, expected);
        await tx.delete(r).where(eq(r.id, requestId));
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: ENTITY,
          entityId: requestId,
          summary: `Removed ${before.code} for ${passengerName(before.passenger)} from trip ${trip.title}`,
          details: { tripId, code: before.code, passengerId: before.passenger.id, status: before.status },
        });
      });
      await publish(tripId);
    },
  };
}
