import { sql } from "drizzle-orm";
import type { Change } from "../../kernel/mutate";

// The trips feature's steps of a passenger merge: the survivor joins the source's trips first (a trip both
// were on keeps the survivor's link), so SSR requests, keyed on the link, can follow before the source's go.

/** Puts the survivor on every trip the source is on. */
export async function copyTripLinksToPassenger(
  { tx }: Change,
  fromPassengerId: string,
  toPassengerId: string,
) {
  await tx.execute(sql`
    insert into trip_passengers (trip_id, passenger_id, client_id, created_at)
    select trip_id, ${toPassengerId}::uuid, client_id, created_at from trip_passengers where passenger_id = ${fromPassengerId}
    on conflict do nothing`);
}

/** Takes the source off its trips, once nothing keyed on its links is left. */
export async function dropTripLinksOfPassenger({ tx }: Change, passengerId: string) {
  await tx.execute(sql`delete from trip_passengers where passenger_id = ${passengerId}`);
}
