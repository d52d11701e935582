/**
 * Speed of the GDS reservation parser: ~10 MB built from the fixture displays of the five systems,
 * parsed one reservation at a time, as the paste box and the command line do. Printed beside a
 * baseline measured in the same run on the same corpus (splitting and cleaning the lines only, the
 * least any parse does), so a slow or busy machine shows in both figures.
 *
 *   npx tsx bench/gds-parse.bench.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { displayCase, VARIATIONS } from "#domain/gds/fixtures/display-model";
import { TRIPS } from "#domain/gds/fixtures/trips";
import { parseReservation } from "#domain/gds/parse-reservation";
import type { GdsFormat } from "#domain/gds/reservation.schema";
import { toSourceLines } from "#domain/gds/source-lines";

const TARGET_MB_PER_S = 5;
const CORPUS_BYTES = 10 * 1024 * 1024;

const fixtureRoot = resolve(import.meta.dirname, "../domain/gds/fixtures");
const fixtures = readdirSync(fixtureRoot, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(fixtureRoot, d.name))
      .filter((f) => f.endsWith(".txt"))
      .map((f) => readFileSync(join(fixtureRoot, d.name, f), "utf8")),
  );
if (fixtures.length === 0) throw new Error(`no fixtures under ${fixtureRoot}`);
// The layout-written test displays too: joined lines, extra columns, free text, wrapped names, time limits.
const systems: GdsFormat[] = ["amadeus", "galileo", "sabre", "apollo", "worldspan"];
for (const system of systems)
  for (const trip of TRIPS) for (const v of VARIATIONS) fixtures.push(displayCase(system, trip, v).text);

// Vary the texts a little so no two consecutive parses see identical input.
const corpus: string[] = [];
let bytes = 0;
for (let i = 0; bytes < CORPUS_BYTES; i++) {
  const base = fixtures[i % fixtures.length]!;
  const text = i % 3 === 0 ? base.toLowerCase() : i % 3 === 1 ? base.replace(/\n/g, "\r\n") : base;
  corpus.push(text);
  bytes += Buffer.byteLength(text, "utf8");
}

const referenceDate = "2025-01-15";
for (let i = 0; i < Math.min(200, corpus.length); i++) parseReservation(corpus[i]!, { referenceDate });

// Best of three passes: the machine is shared, and the slowest pass measures the neighbours.
function bestOfThree(run: () => void): { seconds: number; passes: number[] } {
  const passes: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const started = performance.now();
    run();
    passes.push((performance.now() - started) / 1000);
  }
  return { seconds: Math.min(...passes), passes };
}

let lines = 0;
const baseline = bestOfThree(() => {
  lines = 0;
  for (const text of corpus) lines += toSourceLines(text).length;
});
let segments = 0;
const parser = bestOfThree(() => {
  segments = 0;
  for (const text of corpus) segments += parseReservation(text, { referenceDate }).segments.length;
});

const mb = bytes / (1024 * 1024);
const rate = mb / parser.seconds;
const baseRate = mb / baseline.seconds;
const show = (passes: number[]) => passes.map((s) => `${s.toFixed(2)} s`).join(", ");
console.log(
  `gds-parse: ${rate.toFixed(1)} MB/s (target ${TARGET_MB_PER_S} MB/s, ratio ${(rate / TARGET_MB_PER_S).toFixed(2)}); baseline line split ${baseRate.toFixed(1)} MB/s in the same run (parser at ${((100 * rate) / baseRate).toFixed(0)} % of it)`,
);
console.log(
  `  ${corpus.length} reservations from ${fixtures.length} fixtures, ${mb.toFixed(1)} MB, ${segments} air segments, ${lines} lines; parser passes ${show(parser.passes)}; baseline passes ${show(baseline.passes)}`,
);
