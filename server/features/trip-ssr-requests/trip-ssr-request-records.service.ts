import { and, eq, sql } from "drizzle-orm";
import { passengerName } from "#domain/passengers/passenger-format";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { TripSsrStatus } from "#domain/trip-ssr-requests/trip-ssr-request-values";
import type { VisibleTrip } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { passengers } from "../../db/schema/passengers";
import { segments } from "../../db/schema/segments";
import { ssrDefinitions, ssrPricing } from "../../db/schema/ssr";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { tripAudience } from "../../realtime/audience";

// SSR request writes inside the caller's transaction, each with its audit row, for another feature (a GDS
// import); the caller publishes the returned events once it has committed.

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
export async function requestSsrsInTx(
  tx: DbOrTx,
  user: SessionUser,
  trip: VisibleTrip,
  requests: readonly SsrRequestToMake[],
  origin?: string,
): Promise<{ ids: (string | null)[]; events: PublishedEvent[] }> {
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
        createdBy: user.id,
      })
      .onConflictDoNothing()
      .returning({ id: tripSsrRequests.id });
    ids.push(row?.id ?? null);
    if (!row) continue;
    const [passenger] = await tx
      .select({ title: passengers.title, firstName: passengers.firstName, surname: passengers.surname })
      .from(passengers)
      .where(eq(passengers.id, request.passengerId));
    await writeAudit(tx, {
      userId: user.id,
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
  const events: PublishedEvent[] = ids.some(Boolean)
    ? [{ topic: topics.trips, id: trip.id, op: "update", audience: await tripAudience(tx, trip.id) }]
    : [];
  return { ids, events };
}
