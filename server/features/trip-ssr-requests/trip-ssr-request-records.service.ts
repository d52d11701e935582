import { and, eq, sql } from "drizzle-orm";
import { passengerName } from "#domain/passengers/passenger-format";
import { topics } from "#domain/realtime/topics";
import type { TripSsrStatus } from "#domain/trip-ssr-requests/trip-ssr-request-values";
import type { VisibleTrip } from "../../access/client-scope";
import { passengers } from "../../db/schema/passengers";
import { segments } from "../../db/schema/segments";
import { ssrDefinitions, ssrPricing } from "../../db/schema/ssr";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import type { Change } from "../../kernel/mutate";
import { tripAudience } from "../../realtime/audience";
import { passengerNameColumns } from "../passengers";

// SSR requests made as part of another feature's use case (a GDS import): they join the caller's change,
// each with its audit row, and announce the trip's change.

/** A catalogue SSR for a passenger already on the trip, on one of its segments or on the whole trip. */
export interface SsrRequestToMake {
  passengerId: string;
  ssrId: string;
  segmentId: string | null;
  status: TripSsrStatus;
  notes: string | null;
}

/**
 * Requests these SSRs on the trip (locked by the caller), priced like a request made by hand: the
 * segment airline's price when it has one, else the catalogue's default. A request the trip already has
 * (same passenger, code and segment) is left as it is. Answers each new request's id, or null for those
 * that were there already, in the order given.
 */
export async function requestSsrs(
  { tx, user, audit, emit }: Change,
  trip: VisibleTrip,
  requests: readonly SsrRequestToMake[],
  origin?: string,
): Promise<(string | null)[]> {
  const ids: (string | null)[] = [];
  for (const request of requests) {
    const [segment] = request.segmentId
      ? await tx
          .select({ airline: segments.airline })
          .from(segments)
          .where(and(eq(segments.id, request.segmentId), eq(segments.tripId, trip.id)))
      : [];
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
        and(eq(ssrPricing.ssrId, ssrDefinitions.id), eq(ssrPricing.airlineCode, segment?.airline ?? "")),
      )
      .where(eq(ssrDefinitions.id, request.ssrId));
    if (!ssr) throw new Error(`SSR definition ${request.ssrId} vanished during the import`);
    const [row] = await tx
      .insert(tripSsrRequests)
      .values({
        tripId: trip.id,
        passengerId: request.passengerId,
        ssrId: request.ssrId,
        code: ssr.code,
        description: ssr.description,
        segmentId: request.segmentId,
        status: request.status,
        notes: request.notes,
        priceCents: ssr.priceCents,
        currency: ssr.currency,
        createdBy: user?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: tripSsrRequests.id });
    ids.push(row?.id ?? null);
    if (!row) continue;
    const [passenger] = await tx
      .select(passengerNameColumns)
      .from(passengers)
      .where(eq(passengers.id, request.passengerId));
    await audit({
      action: "create",
      entity: "trip_ssr_request",
      entityId: row.id,
      summary: [
        `Requested ${ssr.code} for ${passenger ? passengerName(passenger) : "a passenger"} on trip ${trip.title}`,
        origin,
      ]
        .filter(Boolean)
        .join(" "),
      details: { tripId: trip.id, ...request, priceCents: ssr.priceCents, currency: ssr.currency },
    });
  }
  if (ids.some(Boolean)) {
    emit({ topic: topics.trips, id: trip.id, op: "update", audience: await tripAudience(tx, trip.id) });
  }
  return ids;
}
