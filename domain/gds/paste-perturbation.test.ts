import { describe, expect, it } from "vitest";
import { displayCase, VARIATIONS } from "./fixtures/display-model";
import { TRIPS } from "./fixtures/trips";
import { parseReservation } from "./parse-reservation";
import type { GdsFormat, Reservation } from "./reservation.schema";

// Property: a display pasted the way terminals and clipboards mangle it parses to the same segments.

const SYSTEMS: GdsFormat[] = ["amadeus", "galileo", "sabre", "apollo", "worldspan"];
const PAGE_HEADERS = ["PAGE 2", "-- PAGE 2 OF 3 --", "CONTINUED", "MD", ")>", "PAGE 1/2"];
const RUNS_PER_DISPLAY = 6;

/** mulberry32: a small seeded generator, so a failure names the seed that reproduces it. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// Extra or missing blanks between columns: a run of blanks keeps at least one; on an itinerary line,
// whose columns are all separated by blanks, a single blank may double too (free text keeps its words).
function respace(line: string, random: Random, columns: boolean): string {
  const indent = line.length - line.trimStart().length;
  const body = line.slice(indent).replace(/ +/g, (run) => {
    const n =
      run.length === 1 ? (columns && random() < 0.25 ? 2 : 1) : 1 + Math.floor(random() * (run.length + 2));
    return " ".repeat(n);
  });
  return line.slice(0, indent) + body;
}

function tabify(line: string, random: Random): string {
  return line.replace(/(?<=\S) {2,}(?=\S)/g, (run) => (random() < 0.5 ? "\t" : run));
}

// A narrower terminal wraps a line that is not an itinerary line at a word break, indenting the rest.
function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const cut = line.lastIndexOf(" ", width);
  if (cut <= line.length - line.trimStart().length) return [line];
  return [line.slice(0, cut), `      ${line.slice(cut + 1)}`];
}

function perturb(text: string, original: Reservation, random: Random): string {
  const segmentLines = new Set(
    original.lines.filter((l) => (l.element ?? "").split("+").includes("segment")).map((l) => l.lineNumber),
  );
  const itineraryLines = new Set(
    original.lines
      .filter((l) => l.element === "segment" && !/OPERATED/i.test(l.text))
      .map((l) => l.lineNumber),
  );
  const width = 40 + Math.floor(random() * 25);
  let lines: string[] = [];
  text.split("\n").forEach((line, i) => {
    let out = random() < 0.6 ? respace(line, random, itineraryLines.has(i + 1)) : line;
    if (random() < 0.3) out = tabify(out, random);
    if (random() < 0.2) out = out.toLowerCase();
    if (!segmentLines.has(i + 1) && random() < 0.5) lines.push(...wrap(out, width));
    else lines.push(out);
  });
  if (random() < 0.6) {
    const at = 1 + Math.floor(random() * (lines.length - 1));
    lines.splice(at, 0, pick(random, PAGE_HEADERS));
  }
  if (random() < 0.5) {
    const pad = " ".repeat(1 + Math.floor(random() * 4));
    lines = lines.map((l) => (l === "" ? l : pad + l));
  }
  if (random() < 0.5) lines.unshift("", "   ");
  return lines.join(random() < 0.5 ? "\r\n" : "\n");
}

function segmentsOf(r: Reservation) {
  return r.segments.map((s) => ({
    segmentNumber: s.segmentNumber,
    airline: s.airline,
    flightNumber: s.flightNumber,
    bookingClass: s.bookingClass,
    departureDate: s.departureDate,
    departureAirport: s.departureAirport,
    arrivalAirport: s.arrivalAirport,
    status: s.status,
    seatCount: s.seatCount,
    departureTime: s.departureTime,
    arrivalTime: s.arrivalTime,
    arrivalDate: s.arrivalDate,
    dayOffset: s.dayOffset,
    operatingCarrier: s.operatingCarrier,
    flown: s.flown,
  }));
}

describe.each(SYSTEMS)("%s displays pasted with clipboard damage", (system) => {
  const cases = TRIPS.flatMap((trip) => VARIATIONS.map((v) => displayCase(system, trip, v)));
  it.each(cases.map((c, i) => ({ ...c, seed: 1000 * (SYSTEMS.indexOf(system) + 1) + i })))(
    "$name (seed $seed)",
    (c) => {
      const original = parseReservation(c.text, { referenceDate: c.ref });
      const expected = segmentsOf(original);
      expect(expected.length).toBeGreaterThan(0);
      for (let run = 0; run < RUNS_PER_DISPLAY; run++) {
        const random = prng(c.seed * 31 + run);
        const pasted = perturb(c.text, original, random);
        const r = parseReservation(pasted, { referenceDate: c.ref });
        expect(r.format, pasted).toBe(system);
        expect(segmentsOf(r), pasted).toEqual(expected);
      }
    },
  );
});
