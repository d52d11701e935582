// Soak (#33): two instances of the built server on one PostgreSQL database, nothing else shared, under mixed
// traffic for 15 minutes: lists, writes, chat over live-update sockets, uploads through one instance downloaded
// through the other. Prints per minute the requests, errors and p95, and each instance's RSS at start and end.
// Targets: RSS growth under 10 % (each instance's mean RSS in the last minute against the second: the first
// warms up), no 5xx or failed request, and after the warm-up minute every minute's p95 within 20 % of their median.
//   npm run build && node bench/soak.mjs     SOAK_MINUTES=15 by default; BENCH_DATABASE_URL for another server
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import WebSocket from "ws";
import { startBuiltServer, stop } from "./lib/built-server.mjs";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 15);
const WORKERS = 6;
const PACE_MS = 25;
const SOCKETS = 4;
const ORIGIN = "http://localhost:3000";
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const database = `itinera_soak_${Date.now().toString(36)}`;
const withDatabase = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);

const folders = [];
async function instance() {
  const folder = mkdtempSync(join(tmpdir(), "itinera-soak-"));
  folders.push(folder);
  const port = 4000 + Math.floor(Math.random() * 3000);
  const { child } = await startBuiltServer({
    port,
    dataDir: folder,
    timeoutMs: 120_000,
    env: {
      DATABASE_URL: withDatabase(serverUrl, database),
      FILES_DIR: join(folder, "files"),
      PUBLIC_URL: ORIGIN,
    },
  });
  return { child, base: `http://127.0.0.1:${port}`, port };
}
const rssMb = (child) => {
  const line = readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

// The first start seeds the demo agency; the second finds it there.
const a = await instance();
const b = await instance();
const instances = [a, b];
const rssAtStart = instances.map((i) => rssMb(i.child));

async function signIn(on, email) {
  const res = await fetch(`${on.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email, password: "itinera-demo" }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const cookies = [await signIn(a, "admin@itinera.local"), await signIn(b, "agent@itinera.local")];
const trips = (
  await (
    await fetch(`${a.base}/api/trips?pageSize=20`, { headers: { cookie: cookies[0], origin: ORIGIN } })
  ).json()
).items.map((trip) => trip.id);

// Per minute: latencies and failures.
const minutes = [];
const bucket = () => {
  const index = Math.floor((performance.now() - startedAt) / 60_000);
  minutes[index] ??= { latencies: [], errors: 0, failures: new Map() };
  return minutes[index];
};
let counter = 0;
let stopping = false;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function timed(label, request, ok = (res) => res.ok) {
  const began = performance.now();
  let res;
  try {
    res = await request();
    const body = await res.arrayBuffer();
    const into = bucket();
    into.latencies.push(performance.now() - began);
    if (!ok(res)) {
      into.errors++;
      const key = `${label} ${res.status}`;
      into.failures.set(key, (into.failures.get(key) ?? 0) + 1);
    }
    return { res, body };
  } catch (error) {
    const into = bucket();
    into.errors++;
    const key = `${label} ${error.cause?.code ?? error.message}`;
    into.failures.set(key, (into.failures.get(key) ?? 0) + 1);
    return { res: null, body: null };
  }
}

const LISTS = [
  "/api/passengers",
  "/api/trips",
  "/api/invoices",
  "/api/bookings",
  "/api/clients",
  "/api/payments",
];
const pdf = (n) => Buffer.from(`%PDF-1.4\n% soak ${n}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

async function action(worker) {
  const on = instances[worker % 2];
  const other = instances[(worker + 1) % 2];
  const cookie = cookies[worker % 2];
  const headers = { cookie, origin: ORIGIN };
  const roll = Math.random();
  if (roll < 0.6) {
    await timed("list", () =>
      fetch(`${on.base}${pick(LISTS)}?page=${1 + Math.floor(Math.random() * 5)}`, { headers }),
    );
  } else if (roll < 0.75) {
    const n = ++counter;
    await timed(
      "passenger",
      () =>
        fetch(`${on.base}/api/passengers`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({
            title: "Ms",
            firstName: "Soak",
            surname: `Traveller ${n}`,
            gender: "F",
            dateOfBirth: "1985-03-09",
            nationality: "GBR",
            countryOfIssue: "GBR",
            passportNumber: `SK${Date.now().toString(36)}${n}`.slice(0, 20).toUpperCase(),
            documentExpiry: "2031-05-01",
          }),
        }),
      (res) => res.status === 201,
    );
  } else if (roll < 0.9) {
    await timed(
      "chat",
      () =>
        fetch(`${on.base}/api/chats/trip/${pick(trips)}/messages`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ message: `Soak message ${++counter}` }),
        }),
      (res) => res.status === 201,
    );
  } else {
    const n = ++counter;
    const form = new FormData();
    form.append("file", new Blob([pdf(n)], { type: "application/pdf" }), `soak-${n}.pdf`);
    const { res, body } = await timed(
      "upload",
      () =>
        fetch(`${on.base}/api/chats/trip/${pick(trips)}/attachments`, {
          method: "POST",
          headers,
          body: form,
        }),
      (r) => r.status === 201,
    );
    if (res?.status !== 201) return;
    const { id } = JSON.parse(Buffer.from(body).toString());
    await timed(
      "download",
      () => fetch(`${other.base}/api/chats/attachments/${id}`, { headers }),
      (r) => r.status === 200,
    );
  }
}

// Live-update sockets, half on each instance: they must stay open and keep hearing the chat.
const sockets = Array.from({ length: SOCKETS }, (_, i) => {
  const on = instances[i % 2];
  const socket = new WebSocket(`ws://127.0.0.1:${on.port}/api/realtime`, {
    headers: { cookie: cookies[i % 2], origin: ORIGIN },
  });
  const state = { heard: 0, closedEarly: false };
  socket.on("message", () => state.heard++);
  socket.on("close", () => {
    if (!stopping) state.closedEarly = true;
  });
  return { socket, state };
});

const startedAt = performance.now();
// RSS every 5 s, by minute: one reading is at the mercy of the garbage collector.
const rssByMinute = instances.map(() => []);
const sampler = setInterval(() => {
  const minute = Math.floor((performance.now() - startedAt) / 60_000);
  instances.forEach((i, n) => {
    rssByMinute[n][minute] ??= [];
    rssByMinute[n][minute].push(rssMb(i.child));
  });
}, 5_000);
const workers = Array.from({ length: WORKERS }, async (_, worker) => {
  while (performance.now() - startedAt < MINUTES * 60_000) {
    await action(worker);
    await new Promise((resolve) => setTimeout(resolve, PACE_MS));
  }
});
await Promise.all(workers);
clearInterval(sampler);
stopping = true;
const rssAtEnd = instances.map((i) => rssMb(i.child));
for (const { socket } of sockets) socket.close();

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
const p95 = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length * 0.95)] ?? Number.NaN;
const rows = minutes.filter(Boolean).map((m, i) => ({
  minute: i + 1,
  requests: m.latencies.length,
  errors: m.errors,
  p95: p95(m.latencies),
  failures: m.failures,
}));
console.log(
  `soak: ${MINUTES} min, ${WORKERS} workers pacing ${PACE_MS} ms, 2 instances on PostgreSQL, ${SOCKETS} sockets`,
);
console.log("minute | requests | errors | p95 ms | RSS A MB | RSS B MB");
for (const row of rows) {
  const failures = [...row.failures].map(([k, n]) => `${k} ×${n}`).join(", ");
  const rss = rssByMinute.map((byMinute) =>
    byMinute[row.minute - 1] ? mean(byMinute[row.minute - 1]).toFixed(0) : "-",
  );
  console.log(
    `${String(row.minute).padStart(6)} | ${String(row.requests).padStart(8)} | ${String(row.errors).padStart(6)} | ${row.p95.toFixed(1).padStart(6)} | ${rss[0].padStart(8)} | ${rss[1].padStart(8)}${failures ? `  (${failures})` : ""}`,
  );
}
// The minutes after the warm-up one, and none past the end (a request or two finishing late).
const steady = rows.filter((row) => row.minute > 1 && row.minute <= MINUTES);
const medianP95 = [...steady.map((r) => r.p95)].sort((x, y) => x - y)[Math.floor(steady.length / 2)];
const worstDrift = Math.max(...steady.map((r) => Math.abs(r.p95 / medianP95 - 1)));
const errors = rows.reduce((sum, r) => sum + r.errors, 0);
const heard = sockets.map((s) => s.state.heard);
const closedEarly = sockets.filter((s) => s.state.closedEarly).length;
const firstSteady = rssByMinute.map((byMinute) => mean(byMinute[1] ?? byMinute[0]));
const lastMinute = rssByMinute.map((byMinute) => mean(byMinute[MINUTES - 1]));
const growth = lastMinute.map((last, i) => last / firstSteady[i] - 1);
for (const i of [0, 1]) {
  console.log(
    `instance ${"AB"[i]}: RSS at start ${rssAtStart[i].toFixed(0)} MB, mean in minute 2 ${firstSteady[i].toFixed(0)} MB and in minute ${MINUTES} ${lastMinute[i].toFixed(0)} MB, at end ${rssAtEnd[i].toFixed(0)} MB: growth ${(growth[i] * 100).toFixed(1)} % (target < 10 %)`,
  );
}
console.log(
  `p95 per minute: median ${medianP95.toFixed(1)} ms, worst minute ${(worstDrift * 100).toFixed(1)} % from it (target ≤ 20 %)`,
);
console.log(
  `errors: ${errors} (target 0); sockets closed early: ${closedEarly} of ${SOCKETS}; events heard per socket: ${heard.join(", ")}`,
);
const ok =
  errors === 0 &&
  closedEarly === 0 &&
  growth.every((g) => g < 0.1) &&
  worstDrift <= 0.2 &&
  heard.every((n) => n > 0);
console.log(ok ? "soak: ok" : "soak: OVER BUDGET");

await Promise.all(instances.map((i) => stop(i.child)));
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.end();
for (const folder of folders) rmSync(folder, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
