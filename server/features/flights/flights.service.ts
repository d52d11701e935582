import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { fieldError, notFound } from "#domain/errors";
import type { AirportList, Flight, FlightInput, FlightListQuery } from "#domain/flights/flight.schema";
import { flightDesignator } from "#domain/flights/flight-format";
import { pageOffset } from "#domain/pagination.schema";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { itineraries, segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import { likePattern } from "../../db/sql-helpers";
import { notifyScheduleChangesInTx } from "../notifications/notification-producers.service";
import { checkSegmentMove } from "../trips/trip-segments.service";
import { type AirportDirectory, airportDirectory } from "./airport-directory";
import { flightEvents } from "./flight-records.service";
import { flightColumns, itineraryJoin, toFlight, tripJoin } from "./flight-rows";
import { zonedToEpoch } from "./zoned-time";

const ENTITY = "segment";
const MAX_SEARCH_WORDS = 5;

const isFlight = eq(segments.segmentType, "flight");

/**
 * Every word must match the airline, the flight number ("LH400", "LH 400" as two words), an airport or
 * a city with airports ("FRA", "Frankfurt"), or the record locator.
 */
function searchFilter(search: string | undefined, airports: AirportDirectory): SQL | undefined {
  const words = (search ?? "")
    .toUpperCase()
    .split(/[\s,/→>-]+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const code = word.replace(/[^A-Z0-9]/g, "");
      const prefix = `${code.replace(/[\\%_]/g, "")}%`;
      const places = airports.codesForPlace(word);
      const options: (SQL | undefined)[] = [
        code
          ? sql`(${segments.airline} || coalesce(${segments.flightNumber}, '')) like ${prefix}`
          : undefined,
        code ? sql`${segments.flightNumber} like ${prefix}` : undefined,
        code.length === 3 ? or(eq(segments.origin, code), eq(segments.destination, code)) : undefined,
        code ? sql`${itineraries.recordLocator} ilike ${likePattern(code)}` : undefined,
        places.length > 0
          ? or(inArray(segments.origin, places), inArray(segments.destination, places))
          : undefined,
      ];
      return or(...options.filter(Boolean)) ?? sql`false`;
    }),
  );
}

function listFilter(query: FlightListQuery, airports: AirportDirectory): SQL | undefined {
  const statuses = query.status?.split(",").filter(Boolean) ?? [];
  return and(
    isFlight,
    searchFilter(query.search, airports),
    statuses.length > 0 ? inArray(segments.status, statuses) : undefined,
    query.from ? sql`${segments.departureLocal} >= ${`${query.from}T00:00`}::timestamp` : undefined,
    query.to ? sql`${segments.departureLocal} < (${query.to}::date + 1)::timestamp` : undefined,
  );
}

export function createFlightsService(ctx: AppContext) {
  const { db } = ctx;
  const airports = () => airportDirectory(ctx.log);

  async function readFlight(tx: DbOrTx, id: string, lock = false): Promise<Flight> {
    const query = tx
      .select(flightColumns)
      .from(segments)
      .leftJoin(itineraries, itineraryJoin)
      .leftJoin(trips, tripJoin)
      .where(and(eq(segments.id, id), isFlight));
    const [row] = lock ? await query.for("update", { of: segments }) : await query;
    if (!row) throw notFound("Flight");
    return toFlight(row, airports());
  }

  /** The airports exist, the trip exists, and where both time zones are known, it lands after it leaves. */
  async function check(tx: DbOrTx, input: FlightInput): Promise<void> {
    const directory = airports();
    for (const field of ["origin", "destination"] as const) {
      if (!directory.exists(input[field])) {
        throw fieldError(`body.${field}`, `Unknown airport code ${input[field]}`);
      }
    }
    if (input.arrivalLocal) {
      const leaves = zonedToEpoch(input.departureLocal, directory.get(input.origin)?.tz ?? null);
      const lands = zonedToEpoch(input.arrivalLocal, directory.get(input.destination)?.tz ?? null);
      if (leaves !== null && lands !== null && lands <= leaves) {
        throw fieldError(
          "body.arrivalLocal",
          "Arrival must be after departure (each time is local to its airport)",
        );
      }
    }
    if (input.tripId) {
      const [trip] = await tx
        .select({ id: trips.id })
        .from(trips)
        .where(eq(trips.id, input.tripId))
        .for("update");
      if (!trip) throw fieldError("body.tripId", "Trip not found");
    }
  }

  function values(input: FlightInput) {
    return {
      airline: input.airline,
      flightNumber: input.flightNumber,
      origin: input.origin,
      destination: input.destination,
      departureLocal: input.departureLocal,
      arrivalLocal: input.arrivalLocal,
      bookingClass: input.bookingClass,
      status: input.status,
      seatCount: input.seatCount,
      operatingCarrier: input.operatingCarrier,
      tripId: input.tripId,
      notes: input.notes,
    };
  }

  async function publish(op: "insert" | "update" | "delete", id: string, tripIds: (string | null)[]) {
    for (const event of await flightEvents(db, op, id, tripIds)) await ctx.hub.publish(event);
  }

  const label = (f: {
    airline: string | null;
    flightNumber: string | null;
    origin: string | null;
    destination: string | null;
  }) => `${flightDesignator(f.airline, f.flightNumber)} ${f.origin ?? "?"}–${f.destination ?? "?"}`;

  return {
    async list(query: FlightListQuery): Promise<{ items: Flight[]; total: number }> {
      const where = listFilter(query, airports());
      const dir = query.direction === "desc" ? desc : asc;
      const [rows, counted] = await Promise.all([
        db
          .select(flightColumns)
          .from(segments)
          .leftJoin(itineraries, itineraryJoin)
          .leftJoin(trips, tripJoin)
          .where(where)
          // Walks the (departure_local, id) index and stops after one page; undated (open) segments sort
          // as PostgreSQL puts nulls: last going forward, first going backward.
          .orderBy(dir(segments.departureLocal), dir(segments.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        // Only a search reads the record locator: the plain count skips the join.
        query.search?.trim()
          ? db.select({ n: count() }).from(segments).leftJoin(itineraries, itineraryJoin).where(where)
          : db.select({ n: count() }).from(segments).where(where),
      ]);
      const directory = airports();
      return { items: rows.map((row) => toFlight(row, directory)), total: counted[0]?.n ?? 0 };
    },

    async get(id: string): Promise<Flight> {
      return readFlight(db, id);
    },

    async create(user: SessionUser, input: FlightInput): Promise<Flight> {
      const created = await db.transaction(async (tx) => {
        await check(tx, input);
        const [row] = await tx
          .insert(segments)
          .values({ ...values(input), segmentType: "flight", source: "manual" })
          .returning({ id: segments.id });
        if (!row) throw new Error("insert returned no row");
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: ENTITY,
          entityId: row.id,
          summary: `Added flight ${label(input)}`,
          details: input,
        });
        return readFlight(tx, row.id);
      });
      await publish("insert", created.id, [created.tripId]);
      return created;
    },

    async update(user: SessionUser, id: string, input: FlightInput, expected?: number): Promise<Flight> {
      const { before, after, notices } = await db.transaction(async (tx) => {
        const before = await readFlight(tx, id, true);
        assertVersion(before, expected);
        await check(tx, input);
        const ssrRequestsMoved =
          before.tripId === input.tripId ? 0 : await checkSegmentMove(tx, [id], input.tripId);
        await tx
          .update(segments)
          .set({ ...values(input), version: nextVersion(segments.version), updatedAt: sql`now()` })
          .where(eq(segments.id, id));
        const after = await readFlight(tx, id);
        const changed = (Object.keys(values(input)) as (keyof Flight)[]).filter(
          (k) => before[k] !== after[k],
        );
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: ENTITY,
          entityId: id,
          summary: `Updated flight ${label(input)}`,
          details: { changed, ...(ssrRequestsMoved > 0 ? { ssrRequestsMoved } : {}) },
        });
        const notices = await notifyScheduleChangesInTx(tx, [{ segmentId: id, before: before.status }]);
        return { before, after, notices };
      });
      await publish("update", id, [before.tripId, after.tripId]);
      for (const event of notices) await ctx.hub.publish(event);
      return after;
    },

    async remove(user: SessionUser, id: string, expected?: number): Promise<void> {
      const before = await db.transaction(async (tx) => {
        const before = await readFlight(tx, id, true);
        assertVersion(before, expected);
        await tx.delete(segments).where(eq(segments.id, id));
        await writeAudit(tx, {
          userId: user.id,
          action: "delete",
          entity: ENTITY,
          entityId: id,
          summary: `Deleted flight ${label(before)}`,
          details: {
            recordLocator: before.recordLocator,
            tripId: before.tripId,
            departureLocal: before.departureLocal,
          },
        });
        return before;
      });
      await publish("delete", id, [before.tripId]);
    },

    airports(search: string | undefined): AirportList {
      const directory = airports();
      return {
        available: directory.available,
        items: directory
          .search(search ?? "")
          .map(({ iata, name, city, country }) => ({ iata, name, city, country })),
      };
    },
  };
}
