import { and, asc, eq } from "drizzle-orm";
import { passengerName } from "#domain/passengers/passenger-format";
import type { ItinerarySsr } from "#domain/trips/trip-itinerary.schema";
import type { DbOrTx } from "../../db/client";
import { passengers } from "../../db/schema/passengers";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { passengerNameColumns } from "../passengers";

/** The trip's confirmed SSR requests for the printable itinerary, in one query. */
export async function confirmedSsrsOf(tx: DbOrTx, tripId: string): Promise<ItinerarySsr[]> {
  const rows = await tx
    .select({
      id: tripSsrRequests.id,
      code: tripSsrRequests.code,
      description: tripSsrRequests.description,
      passengerId: tripSsrRequests.passengerId,
      segmentId: tripSsrRequests.segmentId,
      notes: tripSsrRequests.notes,
      ...passengerNameColumns,
    })
    .from(tripSsrRequests)
    .innerJoin(passengers, eq(passengers.id, tripSsrRequests.passengerId))
    .where(and(eq(tripSsrRequests.tripId, tripId), eq(tripSsrRequests.status, "confirmed")))
    .orderBy(asc(passengers.sortName), asc(tripSsrRequests.code), asc(tripSsrRequests.id));
  return rows.map(({ title, firstName, surname, ...row }) => ({
    ...row,
    passengerName: passengerName({ title, firstName, surname }),
  }));
}
