import { eq } from "drizzle-orm";
import type { Audience } from "#domain/realtime/event.schema";
import type { DbOrTx } from "../db/client";
import { passengers } from "../db/schema/passengers";
import { trips } from "../db/schema/trips";

export const staffOnly: Audience = { kind: "staff" };
/** What every signed-in user reads (the package catalogue): heard by every socket. */
export const everyoneSignedIn: Audience = { kind: "signed-in" };

/** A record of a client is heard by that client's users and staff; one of no client by staff only. */
export function clientAudience(clientId: string | null | undefined): Audience {
  return clientId ? { kind: "client", clientId } : staffOnly;
}

export function userAudience(userId: string): Audience {
  return { kind: "user", userId };
}

/** The audience of a trip and everything that hangs off it: its client's. A trip gone is heard by staff. */
export async function tripAudience(db: DbOrTx, tripId: string): Promise<Audience> {
  const [row] = await db.select({ clientId: trips.clientId }).from(trips).where(eq(trips.id, tripId));
  return clientAudience(row?.clientId);
}

export async function passengerAudience(db: DbOrTx, passengerId: string): Promise<Audience> {
  const [row] = await db
    .select({ clientId: passengers.clientId })
    .from(passengers)
    .where(eq(passengers.id, passengerId));
  return clientAudience(row?.clientId);
}
