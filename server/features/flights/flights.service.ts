import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AirportList, Flight, FlightListQuery } from "#domain/flights/flight.schema";
import { pageOffset } from "#domain/pagination.schema";
import type { AppContext } from "../../context";
import { itineraries, segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import { likePattern } from "../../db/sql-helpers";
import { type AirportDirectory, airportDirectory } from "./airport-directory";
import { flightColumns, isFlight, itineraryJoin, readFlight, toFlight, tripJoin } from "./flight-rows";

const MAX_SEARCH_WORDS = 5;

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
      return readFlight(db, airports(), id);
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
