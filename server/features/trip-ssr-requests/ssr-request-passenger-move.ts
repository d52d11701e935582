import { eq, sql } from "drizzle-orm";
import { bumpVersion } from "../../db/record-version";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import type { Change } from "../../kernel/mutate";

/**
 * A passenger merge's step for SSR requests: the source's move to the survivor, except those the survivor
 * already has (same trip, segment and code), which are dropped. Runs while both are on the trips.
 */
export async function moveSsrRequestsToPassenger(
  { tx }: Change,
  fromPassengerId: string,
  toPassengerId: string,
): Promise<void> {
  await tx.execute(sql`
    delete from trip_ssr_requests s where s.passenger_id = ${fromPassengerId} and exists (
      select 1 from trip_ssr_requests t where t.passenger_id = ${toPassengerId} and t.trip_id = s.trip_id
        and t.code = s.code and t.segment_id is not distinct from s.segment_id)`);
  await tx
    .update(tripSsrRequests)
    .set({ passengerId: toPassengerId, version: bumpVersion(tripSsrRequests.version), updatedAt: sql`now()` })
    .where(eq(tripSsrRequests.passengerId, fromPassengerId));
}
