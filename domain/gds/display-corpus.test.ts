import { describe, expect, it } from "vitest";
import { displayExpectation } from "./display-expectation";
import { displayCase, VARIATIONS } from "./fixtures/display-model";
import { TRIPS } from "./fixtures/trips";
import { parseReservation } from "./parse-reservation";
import type { GdsFormat } from "./reservation.schema";

const SYSTEMS: GdsFormat[] = ["amadeus", "galileo", "sabre", "apollo", "worldspan"];

describe.each(SYSTEMS)("%s displays from the documented layout", (system) => {
  const cases = TRIPS.flatMap((trip) => VARIATIONS.map((v) => displayCase(system, trip, v)));

  it("covers at least 40 displays", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)("$name", (c) => {
    const { actual, expected } = displayExpectation(system, c);
    expect(actual).toMatchObject(expected);
  });

  it.each(cases)("accounts for every line exactly once: $name", (c) => {
    const r = parseReservation(c.text, { referenceDate: c.ref });
    const count = c.text.split(/\r\n|\r|\n/).length;
    expect(r.lines.map((l) => l.lineNumber)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(r.lineCounts.parsed + r.lineCounts.recognised + r.lineCounts.unparsed).toBe(count);
    for (const line of r.lines) expect(line.reason !== null).toBe(line.outcome === "recognised");
  });
});
