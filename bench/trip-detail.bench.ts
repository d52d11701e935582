/**
 * The trip detail loads in one request per tab, and each request runs the same number of SQL queries
 * whatever the trip holds (no N+1). Measured on PostgreSQL through the real app (`app.inject`): a small
 * trip (5 segments, 2 passengers) is the baseline for a large one (50 segments, 20 passengers); every
 * query that reaches the server is counted by wrapping pg's Client#query.
 *
 *   npx tsx bench/trip-detail.bench.ts
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npx tsx bench/trip-detail.bench.ts
 *
 * Creates its own database on that server and drops it at the end; exits non-zero when a tab's query
 * count grows with the trip.
 */

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../server/app";
import { toHeaders } from "../server/auth/session";
import { clients } from "../server/db/schema/clients";
import { passengers } from "../server/db/schema/passengers";
import { itineraries, segments } from "../server/db/schema/segments";
import { tripSsrRequests } from "../server/db/schema/trip-ssr-requests";
import { tripPassengers, trips } from "../server/db/schema/trips";
import { insertVerifiedUser } from "../server/db/seed/seed-users";
import { benchConfig, createBenchDatabase } from "./lib/bench-database";
import { median } from "./lib/figures";

const PASSWORD = "bench-password-123";
const REPEAT = 50;

// Every query any pg client sends (pool.query goes through Client#query too).
let queries = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const { url: databaseUrl, database, dispose } = await createBenchDatabase();
let failed = false;

try {
  const config = benchConfig(databaseUrl);
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const db = database.db;
    const agentId = await insertVerifiedUser(db, {
      email: "agent@bench.itinera",
      name: "Bench Agent",
      role: "agent",
      password: PASSWORD,
    });
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: config.publicUrl, "content-type": "application/json" },
      payload: { email: "agent@bench.itinera", password: PASSWORD },
    });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode}`);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const [client] = await db.insert(clients).values({ name: "Bench Client" }).returning({ id: clients.id });

    /** A trip with `segmentCount` segments (a third imported from one reservation) and `passengerCount` passengers, each with an SSR request. */
    async function makeTrip(segmentCount: number, passengerCount: number): Promise<string> {
      const [trip] = await db
        .insert(trips)
        .values({
          title: `Bench trip ${segmentCount}`,
          clientId: client!.id,
          ownerId: agentId,
          startDate: "2026-05-01",
          endDate: "2026-06-30",
        })
        .returning({ id: trips.id });
      const tripId = trip!.id;
      const [itinerary] = await db
        .insert(itineraries)
        .values({
          tripId,
          recordLocator: `B${segmentCount}X${randomBytes(2).toString("hex")}`.toUpperCase(),
          sourceFormat: "amadeus",
          rawText: "…",
        })
        .returning({ id: itineraries.id });
      await db.insert(segments).values(
        Array.from({ length: segmentCount }, (_, i) => {
          const day = String(1 + (i % 28)).padStart(2, "0");
          const flight = i % 3 !== 2;
          return flight
            ? {
                tripId,
                itineraryId: i % 3 === 0 ? itinerary!.id : null,
                segmentType: "flight" as const,
                source: i % 3 === 0 ? ("gds" as const) : ("manual" as const),
                origin: "LHR",
                destination: "LIS",
                airline: "TP",
                flightNumber: String(100 + i),
                departureLocal: `2026-05-${day}T${String(6 + (i % 12)).padStart(2, "0")}:00`,
                status: "HK",
              }
            : {
                tripId,
                segmentType: "hotel" as const,
                origin: "Lisbon",
                departureLocal: `2026-05-${day}T15:00`,
                details: { name: `Hotel ${i}` },
              };
        }),
      );
      const people = await db
        .insert(passengers)
        .values(
          Array.from({ length: passengerCount }, (_, i) => ({
            firstName: `Bench${i}`,
            surname: `Traveller${segmentCount}`,
            passportNumber: `BN${segmentCount}${String(i).padStart(5, "0")}`,
            documentExpiry: "2030-01-01",
            clientId: client!.id,
          })),
        )
        .returning({ id: passengers.id });
      await db
        .insert(tripPassengers)
        .values(people.map((p) => ({ tripId, passengerId: p.id, clientId: client!.id })));
      await db.insert(tripSsrRequests).values(
        people.map((p, i) => ({
          tripId,
          passengerId: p.id,
          code: "VGML",
          description: "Vegetarian meal",
          status: i % 2 === 0 ? ("confirmed" as const) : ("requested" as const),
        })),
      );
      return tripId;
    }

    const small = await makeTrip(5, 2);
    const large = await makeTrip(50, 20);
    await database.exec("ANALYZE");

    // What the session check costs on every signed-in request, measured alone.
    const headers = toHeaders({ headers: { cookie } } as never);
    queries = 0;
    await ctx.auth.api.getSession({ headers });
    const sessionQueries = queries;

    const tabs: { tab: string; url: (id: string) => string }[] = [
      { tab: "header", url: (id) => `/api/trips/${id}` },
      { tab: "Segments", url: (id) => `/api/trips/${id}/segments` },
      { tab: "Passengers", url: (id) => `/api/trips/${id}/passengers` },
      { tab: "SSR Requests", url: (id) => `/api/trips/${id}/ssr-requests` },
      { tab: "Offers", url: (id) => `/api/trips/${id}/offers` },
      { tab: "Documents", url: (id) => `/api/trips/${id}/documents` },
      { tab: "print view", url: (id) => `/api/trips/${id}/itinerary` },
    ];

    async function measure(url: string) {
      queries = 0;
      const res = await app.inject({ method: "GET", url, headers: { cookie } });
      const count = queries;
      const items = (() => {
        const body = res.json() as { items?: unknown[]; segments?: unknown[] };
        return body.items?.length ?? body.segments?.length ?? null;
      })();
      const times: number[] = [];
      for (let i = 0; i < REPEAT; i++) {
        const t0 = performance.now();
        await app.inject({ method: "GET", url, headers: { cookie } });
        times.push(performance.now() - t0);
      }
      return { status: res.statusCode, queries: count, items, ms: median(times) };
    }

    console.log(`session check: ${sessionQueries} queries per signed-in request (included below)`);
    console.log(
      "tab           requests  status  queries 5 seg/2 pax → 50 seg/20 pax  rows        median ms (small → large)",
    );
    for (const { tab, url } of tabs) {
      const a = await measure(url(small));
      const b = await measure(url(large));
      const constant = a.queries === b.queries;
      if (a.status !== 200 || b.status !== 200 || !constant) failed = true;
      console.log(
        `${tab.padEnd(14)}${"1".padEnd(10)}${String(b.status).padEnd(8)}${`${a.queries} → ${b.queries}${constant ? "" : "  ✗ grows"}`.padEnd(37)}${`${a.items ?? "-"} → ${b.items ?? "-"}`.padEnd(12)}${a.ms.toFixed(2)} → ${b.ms.toFixed(2)}`,
      );
    }
    const [stillThere] = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, large));
    if (!stillThere) failed = true;
    console.log(
      failed
        ? "FAIL: a tab needs more than one request or more queries on a bigger trip"
        : "OK: one request per tab, query counts independent of the trip's size",
    );
  } finally {
    await app.close();
  }
} finally {
  await dispose();
}
process.exit(failed ? 1 : 0);
