import { sql } from "drizzle-orm";
import type { Change } from "../../kernel/mutate";

/**
 * A passenger merge's step for connections: the other end of each of the source's connections: a link to
 * the survivor, or to someone the survivor is already linked with, goes; the others move.
 */
export async function moveConnectionsToPassenger(
  { tx }: Change,
  fromPassengerId: string,
  toPassengerId: string,
): Promise<void> {
  const sourceId = fromPassengerId;
  const survivorId = toPassengerId;
  const other = sql`case when a.passenger_id = ${sourceId} then a.associated_passenger_id else a.passenger_id end`;
  await tx.execute(sql`
    delete from passenger_associations a
    where (a.passenger_id = ${sourceId} or a.associated_passenger_id = ${sourceId}) and (
      ${other} = ${survivorId} or exists (
        select 1 from passenger_associations b
        where (b.passenger_id = ${survivorId} and b.associated_passenger_id = ${other})
          or (b.associated_passenger_id = ${survivorId} and b.passenger_id = ${other})))`);
  await tx.execute(sql`
    update passenger_associations set
      passenger_id = case when passenger_id = ${sourceId} then ${survivorId}::uuid else passenger_id end,
      associated_passenger_id =
        case when associated_passenger_id = ${sourceId} then ${survivorId}::uuid else associated_passenger_id end
    where passenger_id = ${sourceId} or associated_passenger_id = ${sourceId}`);
}
