import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const fixtures = join(root, "domain/gds/fixtures");
const amadeus = join(fixtures, "amadeus/two-adults-return.txt");
const sabre = join(fixtures, "sabre/two-pax-codeshare.txt");
const galileo = join(fixtures, "galileo/family-return.txt");
const apollo = join(fixtures, "apollo/us-domestic.txt");
const worldspan = join(fixtures, "worldspan/family-codeshare.txt");

function run(...args: string[]) {
  const r = spawnSync("npx", ["tsx", "scripts/gds-parse.ts", ...args], { cwd: root, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const SEGMENT_KEYS = [
  "airline",
  "flightNumber",
  "bookingClass",
  "departureDate",
  "departureAirport",
  "arrivalAirport",
  "status",
  "seatCount",
  "departureTime",
  "arrivalTime",
];

describe("gds-parse command line", { timeout: 60_000 }, () => {
  it("prints one JSON object for one file", () => {
    const r = run("--json", "--reference-date", "2025-01-15", amadeus);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ format: "amadeus", recordLocator: "Q7WX2M" });
    expect(out.passengers).toHaveLength(2);
    expect(out.segments).toHaveLength(2);
    for (const key of SEGMENT_KEYS) expect(out.segments[0]).toHaveProperty(key);
    expect(out.segments[0]).toMatchObject({
      airline: "AF",
      flightNumber: "1234",
      bookingClass: "Y",
      departureDate: "2025-03-15",
      departureAirport: "CDG",
      arrivalAirport: "JFK",
      status: "HK",
      seatCount: 2,
      departureTime: "10:30",
      arrivalTime: "12:50",
    });
  });

  it("prints an array in file order, null for missing and blank files, and exits 1", () => {
    const dir = mkdtempSync(join(tmpdir(), "gds-parse-"));
    const blank = join(dir, "blank.txt");
    writeFileSync(blank, "  \r\n\n");
    const r = run(
      "--json",
      "--reference-date=2025-01-15",
      sabre,
      join(dir, "missing.txt"),
      blank,
      galileo,
      apollo,
    );
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.map((o: { format: string } | null) => o?.format ?? null)).toEqual([
      "sabre",
      null,
      null,
      "galileo",
      "apollo",
    ]);
    expect(r.stderr).toMatch(/missing\.txt/);
    expect(r.stderr).toMatch(/Please paste GDS content first/);
  });

  it("reads a Worldspan display with its time limits and an account of every line", () => {
    const r = run("--json", "--reference-date", "2025-01-15", worldspan);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ format: "worldspan", recordLocator: "7KQ2ZD" });
    expect(out.segments).toHaveLength(4);
    expect(out.passengers).toHaveLength(4);
    expect(out.timeLimits).toEqual([
      expect.objectContaining({ kind: "ticketing", date: "2025-05-02" }),
      expect.objectContaining({ kind: "airline-deadline", date: "2025-05-05", time: "23:59", airline: "DL" }),
    ]);
    expect(out.lines).toHaveLength(
      out.lineCounts.parsed + out.lineCounts.recognised + out.lineCounts.unparsed,
    );
    expect(out.lineCounts.unparsed).toBe(0);
  });

  it("handles 100 files in one call", () => {
    const files = Array.from({ length: 100 }, (_, i) => [amadeus, sabre, galileo, apollo, worldspan][i % 5]!);
    const r = run("--json", ...files);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toHaveLength(100);
    expect(out[98].format).toBe("apollo");
    expect(out[99].format).toBe("worldspan");
  });

  it("prints a readable table without --json", () => {
    const r = run("--reference-date", "2025-01-15", amadeus);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/AIRLINE/);
    expect(r.stdout).toMatch(/AF\s+1234\s+Y\s+2025-03-15\s+CDG\s+JFK/);
  });

  it.each([
    [[] as string[]],
    [["--json"]],
    [["--bogus", amadeus]],
    [["--reference-date", "15/01/2025", amadeus]],
  ])("exits 2 on bad usage %j", (args) => {
    const r = run(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/Usage/);
  });
});
