import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError, fieldError } from "#domain/errors";
import { passengerName } from "#domain/passengers/passenger-format";
import type {
  TripSsrRequest,
  TripSsrRequestInput,
  tripSsrRequestUpdateSchema,
} from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { tripSsrStatusLabels } from "#domain/trip-ssr-requests/trip-ssr-request-values";
import { findVisibleTrip } from "../../access/client-scope";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { passengers } from "../../db/schema/passengers";
import { segments } from "../../db/schema/segments";
import { ssrDefinitions, ssrPricing } from "../../db/schema/ssr";
import { tripSsrRequests as r } from "../../db/schema/trip-ssr-requests";
import { tripPassengers } from "../../db/schema/trips";
import { isUniqueViolation } from "../../db/sql-helpers";
import { type Change, signedInUser } from "../../kernel/mutate";
import { tripEvent } from "../trips";
import { findRequest, passengerRefColumns } from "./trip-ssr-request-rows";

// A trip's SSR requests, changed by hand: one use case each, run by the kernel (ctx.kernel.mutate). Each
// locks the trip first, then the request; every change here is a change of the trip.

const ENTITY = "trip_ssr_request";

type UpdateInput = z.output<typeof tripSsrRequestUpdateSchema>;

export async function requestTripSsr(
  change: Change,
  tripId: string,
  input: TripSsrRequestInput,
): Promise<TripSsrRequest> {
  const { tx, user, audit, emit } = change;
  const trip = await findVisibleTrip(tx, signedInUser(change), tripId, { forUpdate: true });
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
        sql<number>`coalesce(${ssrPricing.priceCents}, ${ssrDefinitions.defaultPriceCents})`.mapWith(Number),
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
      createdBy: user?.id ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: r.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw new AppError("CONFLICT", "This SSR is already requested for this passenger.");
      }
      throw error;
    });
  if (!row) {
    throw new AppError(
      "CONFLICT",
      `${ssr.code} is already requested for ${passengerName(passenger)} ${input.segmentId ? "on this segment" : "on this trip"}.`,
    );
  }
  await audit({
    action: "create",
    entity: ENTITY,
    entityId: row.id,
    summary: `Requested ${ssr.code} for ${passengerName(passenger)} on trip ${trip.title}`,
    details: { tripId, ...input, priceCents: ssr.priceCents, currency: ssr.currency, airline },
  });
  emit(tripEvent(tripId, "update", trip.clientId));
  return findRequest(tx, tripId, row.id);
}

export async function updateTripSsrRequest(
  change: Change,
  tripId: string,
  requestId: string,
  input: UpdateInput,
  expected?: number,
): Promise<TripSsrRequest> {
  const { tx, audit, emit } = change;
  const trip = await findVisibleTrip(tx, signedInUser(change), tripId, { forUpdate: true });
  const before = await findRequest(tx, tripId, requestId, true);
  assertVersion(before, expected);
  await tx
    .update(r)
    .set({
      status: input.status,
      ...(input.notes === undefined ? {} : { notes: input.notes }),
      version: bumpVersion(r.version),
      updatedAt: sql`now()`,
    })
    .where(eq(r.id, requestId));
  await audit({
    action: "update",
    entity: ENTITY,
    entityId: requestId,
    summary: `${tripSsrStatusLabels[input.status]}: ${before.code} for ${passengerName(before.passenger)} on trip ${trip.title}`,
    details: { tripId, before: { status: before.status, notes: before.notes }, after: input },
  });
  emit(tripEvent(tripId, "update", trip.clientId));
  return findRequest(tx, tripId, requestId);
}

export async function removeTripSsrRequest(
  change: Change,
  tripId: string,
  requestId: string,
  expected?: number,
): Promise<void> {
  const { tx, audit, emit } = change;
  const trip = await findVisibleTrip(tx, signedInUser(change), tripId, { forUpdate: true });
  const before = await findRequest(tx, tripId, requestId, true);
  assertVersion(before, expected);
  await tx.delete(r).where(eq(r.id, requestId));
  await audit({
    action: "delete",
    entity: ENTITY,
    entityId: requestId,
    summary: `Removed ${before.code} for ${passengerName(before.passenger)} from trip ${trip.title}`,
    details: { tripId, code: before.code, passengerId: before.passenger.id, status: before.status },
  });
  emit(tripEvent(tripId, "update", trip.clientId));
}
