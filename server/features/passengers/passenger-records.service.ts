import { eq } from "drizzle-orm";
import type { PassengerInput } from "#domain/passengers/passenger.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import type { DbOrTx } from "../../db/client";
import { passengers } from "../../db/schema/passengers";
import type { Change } from "../../kernel/mutate";
import { clientAudience } from "../../realtime/audience";

// Passenger use cases that join the caller's change (this feature's and a GDS import's), with their audit
// row and event, and what other features read of passengers.

/** The audit log's entity name for passengers. */
export const PASSENGER_ENTITY = "passenger";

/** Heard by the passenger's client and staff (staff only for a passenger of no client). */
export function passengerEvent(
  id: string,
  op: "insert" | "update" | "delete",
  clientId: string | null,
): PublishedEvent {
  return { topic: topics.passengers, id, op, audience: clientAudience(clientId) };
}

/**
 * A new passenger of the client in `input` (checked by the caller). `origin` says where they came from in
 * the audit row ("from reservation ABC123"). Answers the new passenger's id.
 */
export async function createPassenger(
  { tx, audit, emit }: Change,
  input: PassengerInput,
  origin?: string,
): Promise<string> {
  const [row] = await tx.insert(passengers).values(input).returning({ id: passengers.id });
  if (!row) throw new Error("insert returned no row");
  await audit({
    action: "create",
    entity: PASSENGER_ENTITY,
    entityId: row.id,
    summary: [`Added passenger ${passengerName(input)}`, origin].filter(Boolean).join(" "),
    details: input,
  });
  emit(passengerEvent(row.id, "insert", input.clientId));
  return row.id;
}

/** A client's passengers' names, for matching travellers to them. */
export async function clientPassengerNames(
  tx: DbOrTx,
  clientId: string,
): Promise<{ id: string; firstName: string; surname: string }[]> {
  return tx
    .select({ id: passengers.id, firstName: passengers.firstName, surname: passengers.surname })
    .from(passengers)
    .where(eq(passengers.clientId, clientId));
}
