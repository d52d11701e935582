import { and, asc, count, desc, eq, gte, ilike, type SQL, sql } from "drizzle-orm";
import { AppError } from "#domain/errors";
import { pageOffset } from "#domain/pagination.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { topics } from "#domain/realtime/topics";
import type { Trip, TripCreate, TripListQuery, TripUpdate } from "#domain/trips/trip.schema";
import type { TripItinerary } from "#domain/trips/trip-itinerary.schema";
import { findVisibleTrip, visibleTripsFilter } from "../../access/client-scope";
import { changedFields, writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { itineraries, segments } from "../../db/schema/segments";
import { tripDocuments } from "../../db/schema/trip-documents";
import { tripOffers } from "../../db/schema/trip-offers";
import { tripPassengers, trips } from "../../db/schema/trips";
import { likePattern } from "../../db/sql-helpers";
import { tripDocumentStore } from "../../files/trip-document-store";
import { staffOnly } from "../../realtime/audience";
import {
  itineraryJoin,
  segmentColumns,
  segmentOrder,
  toSegment,
  toTrip,
  toTripPassenger,
  tripColumns,
  tripPassengerColumns,
  tripPassengerJoin,
  tripPassengerOrder,
} from "./trip-columns";
import { confirmedSsrsOf } from "./trip-itinerary-ssrs";
import { createTripInTx, readTrip, requireClient, TRIP_ENTITY, tripEvent } from "./trip-records.service";

const MAX_SEARCH_WORDS = 5;

function searchFilter(search: string | undefined): SQL | undefined {
  const words = (search ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => ilike(trips.title, likePattern(word))));
}

function orderFor(query: TripListQuery): SQL[] {
  const dir = query.direction === "desc" ? desc : asc;
  if (query.sort === "title") return [dir(trips.title), dir(trips.id)];
  return [dir(trips.startDate), dir(trips.id)];
}

/**
 * A trip's passengers, offers and documents are its client's: moving the trip to another client would hand
 * them (passports, proposals, scans) to that client. Refused while the trip carries any (409 naming them).
 */
async function refuseClientChange(tx: DbOrTx, tripId: string): Promise<void> {
  const [onTrip, [offers], [documents]] = await Promise.all([
    tx
      .select({ title: passengers.title, firstName: passengers.firstName, surname: passengers.surname })
      .from(tripPassengers)
      .innerJoin(passengers, tripPassengerJoin)
      .where(eq(tripPassengers.tripId, tripId))
      .orderBy(...tripPassengerOrder),
    tx.select({ n: count() }).from(tripOffers).where(eq(tripOffers.tripId, tripId)),
    tx.select({ n: count() }).from(tripDocuments).where(eq(tripDocuments.tripId, tripId)),
  ]);
  const held = [
    onTrip.length > 0 ? `passengers ${onTrip.map(passengerName).join(", ")}` : null,
    offers?.n ? `${offers.n} ${offers.n === 1 ? "offer" : "offers"}` : null,
    documents?.n ? `${documents.n} ${documents.n === 1 ? "document" : "documents"}` : null,
  ].filter((part): part is string => part !== null);
  if (held.length === 0) return;
  const message = `This trip still has the current client's ${held.join(", ")}: remove them before changing its client`;
  throw new AppError("CONFLICT", message, { issues: [{ path: "body.clientId", message }] });
}

export function createTripsService(ctx: AppContext) {
  const { db } = ctx;
  const documentFiles = tripDocumentStore(ctx.config.filesDir);

  /** Heard by the trip's client (both, when it moved from one to another) and staff. */
  async function publish(id: string, op: "insert" | "update" | "delete", ...clientIds: string[]) {
    for (const clientId of new Set(clientIds)) {
      await ctx.hub.publish(tripEvent(id, op, clientId));
    }
  }

  return {
    async list(user: SessionUser, query: TripListQuery): Promise<{ items: Trip[]; total: number }> {
      const where = and(
        visibleTripsFilter(user),
        searchFilter(query.search),
        query.status ? eq(trips.status, query.status) : undefined,
        query.clientId ? eq(trips.clientId, query.clientId) : undefined,
        query.endDateFrom ? gte(trips.endDate, query.endDateFrom) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select(tripColumns)
          .from(trips)
          .innerJoin(clients, eq(clients.id, trips.clientId))
          .leftJoin(users, eq(users.id, trips.ownerId))
          .where(where)
          .orderBy(...orderFor(query))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(trips).where(where),
      ]);
      return { items: rows.map(toTrip), total: counted[0]?.n ?? 0 };
    },

    async get(user: SessionUser, id: string): Promise<Trip> {
      return readTrip(db, id, user);
    },

    async create(user: SessionUser, input: TripCreate): Promise<Trip> {
      const { trip, event } = await db.transaction(async (tx) => {
        await requireClient(tx, input.clientId);
        return createTripInTx(tx, user, input);
      });
      await ctx.hub.publish(event);
      return trip;
    },

    async update(user: SessionUser, id: string, input: TripUpdate, expected?: number): Promise<Trip> {
      let previousClientId = "";
      const updated = await db.transaction(async (tx) => {
        await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).for("update");
        // Read under the lock: the version compared is the one this update replaces.
        const before = await readTrip(tx, id, user);
        previousClientId = before.clientId;
        assertVersion(before, expected);
        if (input.clientId !== before.clientId) {
          await requireClient(tx, input.clientId);
          await refuseClientChange(tx, id);
        }
        await tx
          .update(trips)
          .set({ ...input, version: nextVersion(trips.version), updatedAt: sql`now()` })
          .where(eq(trips.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: TRIP_ENTITY,
          entityId: id,
          summary: `Updated trip ${input.title}`,
          details: { changed: changedFields(before, input), status: input.status },
        });
        return readTrip(tx, id);
      });
      await publish(id, "update", previousClientId, updated.clientId);
      return updated;
    },

    /**
     * Deletes the trip with its segments, passenger list and documents (their files right after the
     * commit); imported reservations stay, unlinked. The trip is locked first and its segments and
     * passengers deleted one by one, so the counts are what was deleted even while others add to it.
     */
    async remove(
      user: SessionUser,
      id: string,
      expected?: number,
    ): Promise<{ segmentsRemoved: number; passengersRemoved: number }> {
      const { summary, fileKeys, clientId } = await db.transaction(async (tx) => {
        const trip = await findVisibleTrip(tx, user, id, { forUpdate: true });
        assertVersion(await readTrip(tx, id, user), expected);
        const files = await tx
          .select({ key: tripDocuments.storageKey })
          .from(tripDocuments)
          .where(eq(tripDocuments.tripId, id));
        const removedSegments = await tx
          .delete(segments)
          .where(eq(segments.tripId, id))
          .returning({ id: segments.id });
        const removedPassengers = await tx
          .delete(tripPassengers)
          .where(eq(tripPassengers.tripId, id))
          .returning({ id: tripPassengers.passengerId });
        await tx.delete(trips).where(eq(trips.id, id));
        const summary = {
          segmentsRemoved: removedSegments.length,
          passengersRemoved: removedPassengers.length,
        };
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: TRIP_ENTITY,
          entityId: id,
          summary: `Deleted trip ${trip.title}`,
          details: { clientId: trip.clientId, ...summary, documentsRemoved: files.length },
        });
        return { summary, fileKeys: files.map((f) => f.key), clientId: trip.clientId };
      });
      // Only once the rows are gone for good; the hourly orphan sweep is the backstop if this fails.
      for (const key of fileKeys) {
        await documentFiles
          .remove(key)
          .catch((err: unknown) => ctx.log.warn({ err, key }, "could not remove a deleted trip's file"));
      }
      await publish(id, "delete", clientId);
      // Its flights went with it, and the Flights screen reads the same rows.
      if (summary.segmentsRemoved > 0) {
        await ctx.hub.publish({ topic: topics.flights, op: "delete", audience: staffOnly });
      }
      return summary;
    },

    /** The printable itinerary: trip, segments in order, passengers, confirmed SSRs. */
    async itinerary(user: SessionUser, id: string): Promise<TripItinerary> {
      const trip = await readTrip(db, id, user);
      const [segmentRows, passengerRows, confirmedSsrs] = await Promise.all([
        db
          .select(segmentColumns)
          .from(segments)
          .leftJoin(itineraries, itineraryJoin)
          .where(eq(segments.tripId, id))
          .orderBy(...segmentOrder),
        db
          .select(tripPassengerColumns)
          .from(tripPassengers)
          .innerJoin(passengers, tripPassengerJoin)
          .where(eq(tripPassengers.tripId, id))
          .orderBy(...tripPassengerOrder),
        confirmedSsrsOf(db, id),
      ]);
      return {
        trip,
        segments: segmentRows.map(toSegment),
        passengers: passengerRows.map(toTripPassenger),
        confirmedSsrs,
      };
    },
  };
}
