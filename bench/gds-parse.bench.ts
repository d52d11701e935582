/**
 * Speed of the GDS reservation parser: ~10 MB built from the fixture displays, parsed one
 * reservation at a time, as the paste box and the command line do.
 *
 *   npx tsx bench/gds-parse.bench.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseReservation } from "#domain/gds/parse-reservation";

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
const passes: number[] = [];
let segments = 0;
for (let pass = 0; pass < 3; pass++) {
  segments = 0;
  const started = performance.now();
  for (const text of corpus) segments += parseReservation(text, { referenceDate }).segments.length;
  passes.push((performance.now() - started) / 1000);
}
const seconds = Math.min(...passes);

const mb = bytes / (1024 * 1024);
const rate = mb / seconds;
console.log(
  `gds-parse: ${rate.toFixed(1)} MB/s (target ${TARGET_MB_PER_S} MB/s, ratio ${(rate / TARGET_MB_PER_S).toFixed(2)})`,
);
console.log(
  `  ${corpus.length} reservations, ${mb.toFixed(1)} MB, ${segments} air segments; passes ${passes.map((s) => `${s.toFixed(2)} s`).join(", ")}`,
);
