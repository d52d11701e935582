import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import {
  type TripSsrRequest,
  tripSsrRequestListSchema,
  tripSsrRequestOptionsSchema,
  tripSsrRequestSchema,
} from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { ssrDefinitions, ssrPricing } from "../../db/schema/ssr";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { tripPassengers } from "../../db/schema/trips";
import { withCastApp } from "../../test/cast-app";
import { staffViewer } from "../../test/test-app";
import {
  issues,
  MISSING_ID,
  makeFlight,
  makePassenger,
  makeTrip,
  type Session,
} from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();
let xbag: string;
let wchr: string;

async function addSsr(code: string, description: string, defaultPriceCents: number) {
  const [row] = await t.database.db
    .insert(ssrDefinitions)
    .values({ code, description, defaultPriceCents })
    .returning({ id: ssrDefinitions.id });
  return row!.id;
}

beforeAll(async () => {
  xbag = await addSsr("XBAG", "Excess baggage", 6000);
  wchr = await addSsr("WCHR", "Wheelchair to the aircraft door", 0);
  await t.database.db.insert(ssrPricing).values({ ssrId: xbag, airlineCode: "LH", priceCents: 7000 });
});

/** A trip of client A with one passenger on it and an LH and a BA flight. */
async function setUp() {
  const tripId = await makeTrip(t, cast.clientA.clientId);
  const passengerId = await makePassenger(t, tripId, { title: "Mrs", firstName: "Anna", surname: "Müller" });
  const lh = await makeFlight(t, tripId, { airline: "LH" });
  const ba = await makeFlight(t, tripId, { airline: "BA", flightNumber: "117" });
  return { tripId, passengerId, lh, ba, url: `/api/trips/${tripId}/ssr-requests` };
}

async function create(session: Session, url: string, body: Record<string, unknown>): Promise<TripSsrRequest> {
  const res = await call(session, "POST", url, body);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return tripSsrRequestSchema.parse(res.json());
}

describe("access", () => {
  it("lets anyone who sees the trip read, and only staff change", async () => {
    const { url, passengerId } = await setUp();
    const made = await create(cast.agent, url, { passengerId, ssrId: wchr });
    const one = `${url}/${made.id}`;

    for (const [method, path, body] of [
      ["GET", url],
      ["POST", url, { passengerId, ssrId: xbag }],
      ["PATCH", one, { status: "confirmed" }],
      ["DELETE", one],
      ["GET", `${url}/options`],
    ] as const) {
      expect((await call(null, method, path, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(cast.clientA, method, path, body)).statusCode, `${method} ${path}`).toBe(
        method === "GET" && path === url ? 200 : 403,
      );
    }
    // Other clients, and clients of nobody, cannot tell the trip exists.
    expect((await call(cast.clientB, "GET", url)).statusCode).toBe(404);
    expect((await call(cast.clientless, "GET", url)).statusCode).toBe(404);
    const seen = tripSsrRequestListSchema.parse((await call(cast.clientA, "GET", url)).json());
    expect(seen.items.map((r) => r.code)).toEqual(["WCHR"]);

    for (const staff of [cast.agent, cast.admin]) {
      expect((await call(staff, "GET", url)).statusCode).toBe(200);
      expect((await call(staff, "PATCH", one, { status: "confirmed" })).statusCode).toBe(200);
    }
    expect((await call(cast.admin, "DELETE", one)).statusCode).toBe(204);
  });

  it("answers 404 for a trip that does not exist", async () => {
    const { passengerId } = await setUp();
    const url = `/api/trips/${MISSING_ID}/ssr-requests`;
    expect((await call(cast.agent, "GET", url)).statusCode).toBe(404);
    expect((await call(cast.agent, "POST", url, { passengerId, ssrId: wchr })).statusCode).toBe(404);
  });
});

describe("create", () => {
  it("adds a request with the catalogue's default price, status requested", async () => {
    const { url, passengerId, tripId } = await setUp();
    const made = await create(cast.agent, url, { passengerId, ssrId: xbag, notes: "  Two extra bags " });
    expect(made).toMatchObject({
      tripId,
      code: "XBAG",
      description: "Excess baggage",
      ssrId: xbag,
      status: "requested",
      notes: "Two extra bags",
      priceCents: 6000,
      currency: "USD",
      segment: null,
      passenger: { id: passengerId, title: "Mrs", firstName: "Anna", surname: "Müller" },
    });
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "trip_ssr_request"), eq(auditLogs.entityId, made.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain("Requested XBAG for Mrs Anna Müller");
  });

  it("takes the airline's own price when the segment's airline has one, else the default", async () => {
    const { url, passengerId, lh, ba } = await setUp();
    const onLh = await create(cast.agent, url, { passengerId, ssrId: xbag, segmentId: lh });
    expect(onLh.priceCents).toBe(7000);
    expect(onLh.segment).toMatchObject({ id: lh, airline: "LH", flightNumber: "400", origin: "FRA" });
    const onBa = await create(cast.agent, url, { passengerId, ssrId: xbag, segmentId: ba });
    expect(onBa.priceCents).toBe(6000);
    // A later catalogue change does not touch requests already made.
    await t.database.db
      .update(ssrDefinitions)
      .set({ defaultPriceCents: 9900 })
      .where(eq(ssrDefinitions.id, xbag));
    const list = tripSsrRequestListSchema.parse((await call(cast.agent, "GET", url)).json());
    expect(list.items.map((r) => r.priceCents)).toEqual([7000, 6000]);
    await t.database.db
      .update(ssrDefinitions)
      .set({ defaultPriceCents: 6000 })
      .where(eq(ssrDefinitions.id, xbag));
  });

  it("keeps the catalogue's currency with the price it copies", async () => {
    const { url, passengerId, lh } = await setUp();
    const umnr = await addSsr("UMNR", "Unaccompanied minor", 15000);
    await t.database.db.update(ssrDefinitions).set({ currency: "EUR" }).where(eq(ssrDefinitions.id, umnr));
    await t.database.db.insert(ssrPricing).values({ ssrId: umnr, airlineCode: "LH", priceCents: 12000 });
    const made = await create(cast.agent, url, { passengerId, ssrId: umnr, segmentId: lh });
    expect(made).toMatchObject({ priceCents: 12000, currency: "EUR" });
    // Repricing the catalogue later in another currency leaves the request as it was made.
    await t.database.db.update(ssrDefinitions).set({ currency: "GBP" }).where(eq(ssrDefinitions.id, umnr));
    const list = tripSsrRequestListSchema.parse((await call(cast.agent, "GET", url)).json());
    expect(list.items.find((r) => r.id === made.id)).toMatchObject({ priceCents: 12000, currency: "EUR" });
  });

  it("refuses a passenger not on the trip, a segment of another trip and an unknown SSR", async () => {
    const { url, passengerId } = await setUp();
    const elsewhere = await setUp();
    const stranger = await makePassenger(t, null);

    let res = await call(cast.agent, "POST", url, { passengerId: stranger, ssrId: wchr });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({ "body.passengerId": "This passenger is not on the trip" });

    res = await call(cast.agent, "POST", url, { passengerId: elsewhere.passengerId, ssrId: wchr });
    expect(issues(res)).toEqual({ "body.passengerId": "This passenger is not on the trip" });

    res = await call(cast.agent, "POST", url, { passengerId, ssrId: wchr, segmentId: elsewhere.lh });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({ "body.segmentId": "This segment is not part of the trip" });

    res = await call(cast.agent, "POST", url, { passengerId, ssrId: MISSING_ID });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({ "body.ssrId": "This SSR code is not in the catalogue" });
  });

  it("names every bad field", async () => {
    const { url } = await setUp();
    const res = await call(cast.agent, "POST", url, {
      passengerId: "x",
      segmentId: 12,
      notes: "n".repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issues(res)).sort()).toEqual([
      "body.notes",
      "body.passengerId",
      "body.segmentId",
      "body.ssrId",
    ]);
    expect(issues(res)["body.ssrId"]).toBe("Choose an SSR code from the catalogue");
  });

  it("refuses the same SSR twice for one passenger on one segment (or on the whole trip)", async () => {
    const { url, passengerId, lh, ba } = await setUp();
    await create(cast.agent, url, { passengerId, ssrId: wchr });
    await create(cast.agent, url, { passengerId, ssrId: wchr, segmentId: lh });
    await create(cast.agent, url, { passengerId, ssrId: wchr, segmentId: ba });
    for (const segmentId of [null, lh]) {
      const res = await call(cast.agent, "POST", url, { passengerId, ssrId: wchr, segmentId });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/WCHR is already requested for Mrs Anna Müller/);
    }
  });
});

describe("status, removal and what follows other changes", () => {
  it("changes the status and notes, and refuses an unknown status", async () => {
    const { url, passengerId } = await setUp();
    const made = await create(cast.agent, url, { passengerId, ssrId: wchr, notes: "Own chair" });
    let res = await call(cast.agent, "PATCH", `${url}/${made.id}`, { status: "confirmed" });
    expect(res.statusCode).toBe(200);
    expect(tripSsrRequestSchema.parse(res.json())).toMatchObject({ status: "confirmed", notes: "Own chair" });
    res = await call(cast.agent, "PATCH", `${url}/${made.id}`, { status: "rejected", notes: "" });
    expect(res.json()).toMatchObject({ status: "rejected", notes: null });
    res = await call(cast.agent, "PATCH", `${url}/${made.id}`, { status: "cancelled" });
    expect(res.statusCode).toBe(400);
    expect(issues(res)["body.status"]).toBe("Status must be one of requested, confirmed, rejected");
  });

  it("only finds a request under its own trip", async () => {
    const { url, passengerId } = await setUp();
    const other = await setUp();
    const made = await create(cast.agent, url, { passengerId, ssrId: wchr });
    expect(
      (await call(cast.agent, "PATCH", `${other.url}/${made.id}`, { status: "confirmed" })).statusCode,
    ).toBe(404);
    expect((await call(cast.agent, "DELETE", `${other.url}/${made.id}`)).statusCode).toBe(404);
  });

  it("removes a request once", async () => {
    const { url, passengerId } = await setUp();
    const made = await create(cast.agent, url, { passengerId, ssrId: wchr });
    expect((await call(cast.agent, "DELETE", `${url}/${made.id}`)).statusCode).toBe(204);
    expect((await call(cast.agent, "DELETE", `${url}/${made.id}`)).statusCode).toBe(404);
    expect(tripSsrRequestListSchema.parse((await call(cast.agent, "GET", url)).json()).total).toBe(0);
  });

  it("goes with the passenger when they leave the trip, and keeps its code when the catalogue drops it", async () => {
    const { url, passengerId, tripId } = await setUp();
    const second = await makePassenger(t, tripId, { firstName: "Jonas" });
    const temporary = await addSsr("TEMP", "Temporary service", 1500);
    await create(cast.agent, url, { passengerId, ssrId: wchr });
    await create(cast.agent, url, { passengerId: second, ssrId: temporary });
    await t.database.db
      .delete(tripPassengers)
      .where(and(eq(tripPassengers.tripId, tripId), eq(tripPassengers.passengerId, passengerId)));
    await t.database.db.delete(ssrDefinitions).where(eq(ssrDefinitions.id, temporary));
    const list = tripSsrRequestListSchema.parse((await call(cast.agent, "GET", url)).json());
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ code: "TEMP", description: "Temporary service", ssrId: null });
    const stored = await t.database.db
      .select()
      .from(tripSsrRequests)
      .where(eq(tripSsrRequests.tripId, tripId));
    expect(stored).toHaveLength(1);
  });

  it("offers the trip's passengers and segments to the add form", async () => {
    const { url, passengerId, lh, ba } = await setUp();
    const options = tripSsrRequestOptionsSchema.parse(
      (await call(cast.agent, "GET", `${url}/options`)).json(),
    );
    expect(options.passengers.map((p) => p.id)).toEqual([passengerId]);
    expect(options.segments.map((s) => s.id).sort()).toEqual([lh, ba].sort());
  });

  it("publishes a trips event for the trip after each change", async () => {
    const { url, passengerId, tripId } = await setUp();
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => events.push(event) });
    try {
      const made = await create(cast.agent, url, { passengerId, ssrId: wchr });
      await call(cast.agent, "PATCH", `${url}/${made.id}`, { status: "confirmed" });
      await call(cast.agent, "DELETE", `${url}/${made.id}`);
      await expect.poll(() => events.filter((e) => e.topic === "trips").length).toBe(3);
      expect(events.filter((e) => e.topic === "trips")).toEqual(
        Array(3).fill({ topic: "trips", id: tripId, op: "update" }),
      );
    } finally {
      unsubscribe();
    }
  });
});
