// Measures the platform budgets of DESIGN.md after `npm run build`, and prints them with their ratio to the target:
//   /login first load ≤ 150 KB of JavaScript (gzip); any route's own chunk ≤ 60 KB gzip;
//   start to healthy on the embedded database ≤ 5 s.
// Exits non-zero when a budget is broken, so CI notices.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startBuiltServer, stop } from "./lib/built-server.mjs";

const DIST = "dist/web";
const manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8"));
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

// Everything a browser downloads for a chunk: the chunk and its static imports, transitively.
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const bytesOf = (keys) => [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);

const results = [];
function report(name, value, target, unit, format = (v) => v) {
  const ratio = value / target;
  results.push(ratio <= 1);
  console.log(
    `${name}: ${format(value)} ${unit} (target ≤ ${format(target)} ${unit}, ratio ${ratio.toFixed(2)}) ${ratio <= 1 ? "ok" : "OVER BUDGET"}`,
  );
}

const loginKey = Object.keys(manifest).find((k) => k.endsWith("features/auth/login-page.tsx"));
const login = closure(loginKey, closure("index.html"));
report("/login first load JavaScript (gzip)", bytesOf(login), 150 * 1024, "KB", kb);

// A route's own chunk is its file; chunks it shares with other routes (zod, dialogs) are cached once.
let largest = { key: "", size: 0, withShared: 0 };
const entry = closure("index.html");
// Not routes: the dashboard loads its chart panel (recharts) on demand, and #16 exempts that chunk from 60 KB.
const chartChunks = new Set(["features/analytics/components/analytics-panel.tsx"]);
for (const [key, chunk] of Object.entries(manifest)) {
  if (chartChunks.has(key)) {
    console.log(`chart chunk (${key}), no route budget: ${kb(gz(chunk.file))} KB`);
    continue;
  }
  if (!chunk.isDynamicEntry) continue;
  const size = gz(chunk.file);
  const withShared = [...closure(key)]
    .filter((k) => !entry.has(k))
    .reduce((sum, k) => sum + gz(manifest[k].file), 0);
  if (size > largest.size) largest = { key, size, withShared };
}
report(`largest route chunk (${largest.key})`, largest.size, 60 * 1024, "KB", kb);
console.log(`  with the chunks it shares with other routes: ${kb(largest.withShared)} KB`);

async function startToHealthy(dataDir) {
  const port = 3000 + Math.floor(Math.random() * 2000) + 2000;
  const { child, ms } = await startBuiltServer({ port, dataDir });
  await stop(child);
  return ms;
}
const dataDir = mkdtempSync(join(tmpdir(), "itinera-bench-"));
try {
  // The very first start also creates the database and loads the demo data, once: printed, not budgeted.
  const first = (await startToHealthy(dataDir)) / 1000;
  console.log(`first start (creates the database, loads demo data): ${first.toFixed(2)} s`);
  report("start to healthy, embedded database", (await startToHealthy(dataDir)) / 1000, 5, "s", (v) =>
    v.toFixed(2),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

process.exit(results.every(Boolean) ? 0 : 1);
