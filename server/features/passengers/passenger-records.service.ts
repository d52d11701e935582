import { eq } from "drizzle-orm";
import type { PassengerInput } from "#domain/passengers/passenger.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { passengers } from "../../db/schema/passengers";
import { clientAudience, passengerAudience } from "../../realtime/audience";

// Passenger writes inside the caller's transaction, each with its audit row: this feature's service and
// other features (a GDS import) build on them; the caller publishes the returned events once committed.

/** The audit log's entity name for passengers. */
export const PASSENGER_ENTITY = "passenger";

function passengerEvent(
  id: string,
  op: "insert" | "update" | "delete",
  clientId: string | null,
): PublishedEvent {
  return { topic: topics.passengers, id, op, audience: clientAudience(clientId) };
}

/** Heard by the passenger's client(s): a move between clients tells both; without any, the stored one's. */
export async function publishPassenger(
  ctx: AppContext,
  id: string,
  op: "insert" | "update" | "delete",
  ...clientIds: (string | null)[]
): Promise<void> {
  const audiences = clientIds.length
    ? [...new Set(clientIds)].map(clientAudience)
    : [await passengerAudience(ctx.db, id)];
  for (const audience of audiences) await ctx.hub.publish({ topic: topics.passengers, id, op, audience });
}

/**
 * A new passenger of the client in `input` (checked by the caller). `origin` says where they came from in
 * the audit row ("from reservation ABC123").
 */
export async function createPassengerInTx(
  tx: DbOrTx,
  user: SessionUser,
  input: PassengerInput,
  origin?: string,
): Promise<{ id: string; event: PublishedEvent }> {
  const [row] = await tx.insert(passengers).values(input).returning({ id: passengers.id });
  if (!row) throw new Error("insert returned no row");
  await writeAudit(tx, {
    userId: user.id,
    action: "create",
    entity: PASSENGER_ENTITY,
    entityId: row.id,
    summary: [`Added passenger ${passengerName(input)}`, origin].filter(Boolean).join(" "),
    details: input,
  });
  return { id: row.id, event: passengerEvent(row.id, "insert", input.clientId) };
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
