import { and, eq } from "drizzle-orm";
import { notFound } from "#domain/errors";
import { normalizeLocalDateTime } from "#domain/segments/local-date-time";
import type { TripSsrRequest } from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import type { DbOrTx } from "../../db/client";
import { passengers } from "../../db/schema/passengers";
import { segments } from "../../db/schema/segments";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { passengerNameColumns } from "../passengers";

// A trip SSR request as every read answers it, with its passenger and segment, from one query.

const r = tripSsrRequests;

export const segmentRefColumns = {
  id: segments.id,
  segmentType: segments.segmentType,
  origin: segments.origin,
  destination: segments.destination,
  departureLocal: segments.departureLocal,
  airline: segments.airline,
  flightNumber: segments.flightNumber,
};

export const passengerRefColumns = {
  id: passengers.id,
  ...passengerNameColumns,
};

export function requestQuery(tx: DbOrTx) {
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
export function toSegmentRef<T extends { departureLocal: string | null }>(segment: T): T {
  return { ...segment, departureLocal: normalizeLocalDateTime(segment.departureLocal) };
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>["execute"]>>[number];

export function toRequest({ segmentId, segment, createdAt, updatedAt, ...row }: RequestRow): TripSsrRequest {
  return {
    ...row,
    segment: segmentId && segment ? toSegmentRef(segment) : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** One request of the trip (`lock`: its row locked for the rest of the transaction), or 404. */
export async function findRequest(
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
