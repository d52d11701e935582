import { eq, sql } from "drizzle-orm";
import type { Reservation } from "#domain/gds/reservation.schema";
import type { SegmentChanges } from "#domain/gds-import/gds-import.schema";
import type { DbOrTx } from "../../db/client";
import { clients } from "../../db/schema/clients";
import { itineraries } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import type { Change, ChangeAudit } from "../../kernel/mutate";

// Step 3 of an import: the itinerary row itself (its flights are the flights feature's) and its audit row.

/** The itinerary stored for a record locator, with the trip and client it is on. */
export async function existingItinerary(tx: DbOrTx, recordLocator: string | null, lock = false) {
  if (!recordLocator) return undefined;
  const query = tx
    .select({
      id: itineraries.id,
      tripId: itineraries.tripId,
      tripTitle: trips.title,
      clientId: trips.clientId,
      clientName: clients.name,
      updatedAt: itineraries.updatedAt,
    })
    .from(itineraries)
    .leftJoin(trips, eq(trips.id, itineraries.tripId))
    .leftJoin(clients, eq(clients.id, trips.clientId))
    .where(eq(itineraries.recordLocator, recordLocator));
  const [row] = lock ? await query.for("update", { of: itineraries }) : await query;
  return row;
}

export type ExistingItinerary = NonNullable<Awaited<ReturnType<typeof existingItinerary>>>;

/** Creates the itinerary, or updates the one already stored for its record locator; answers its id. */
export async function storeItinerary(
  { tx, user }: Change,
  existing: ExistingItinerary | undefined,
  reservation: Reservation,
  rawText: string,
  tripId: string | null,
): Promise<string> {
  const values = {
    tripId,
    recordLocator: reservation.recordLocator,
    airlineLocators: reservation.airlineLocators.map(({ airline, locator }) => ({ airline, locator })),
    sourceFormat: reservation.format!,
    rawText,
  };
  if (existing) {
    await tx
      .update(itineraries)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(itineraries.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(itineraries)
    .values({ ...values, createdBy: user?.id ?? null })
    .returning({ id: itineraries.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** The import's own audit row: what it did to the itinerary's flights and travellers. */
export function importAuditEntry(
  reservation: Reservation,
  outcome: {
    itineraryId: string;
    reimported: boolean;
    tripId: string | null;
    previousTripId: string | null;
    changes: SegmentChanges;
    passengersMatched: number;
    passengersCreated: number;
    ssrRequestsCreated: number;
    ssrLinesSkipped: number;
    timeLimits: number;
  },
): ChangeAudit {
  const { recordLocator, format } = reservation;
  const { changes } = outcome;
  return {
    action: "import",
    entity: "itinerary",
    entityId: outcome.itineraryId,
    summary: `${outcome.reimported ? "Re-imported" : "Imported"} ${format} reservation ${recordLocator ?? "(no record locator)"}: ${changes.added.length} added, ${changes.changed.length} changed, ${changes.removed.length} removed`,
    details: {
      recordLocator,
      format,
      tripId: outcome.tripId,
      previousTripId: outcome.previousTripId,
      added: changes.added.length,
      changed: changes.changed.map((c) => ({ id: c.segment.id, changes: c.changes })),
      removed: changes.removed.map((r) => r.id),
      unchanged: changes.unchanged,
      passengersMatched: outcome.passengersMatched,
      passengersCreated: outcome.passengersCreated,
      ssrRequestsCreated: outcome.ssrRequestsCreated,
      ssrLinesSkipped: outcome.ssrLinesSkipped,
      timeLimits: outcome.timeLimits,
      unparsedLines: reservation.unparsedLines.length,
    },
  };
}
