import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pageOf } from "#domain/pagination.schema";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import {
  AIRLINE_RULE,
  AIRPORT_RULE,
  ARRIVAL_BEFORE_DEPARTURE,
  FLIGHT_NUMBER_RULE,
  type Segment,
  segmentListSchema,
  segmentSchema,
} from "#domain/segments/segment.schema";
import { END_BEFORE_START, REAL_DATE_RULE, type Trip, tripSchema } from "#domain/trips/trip.schema";
import { tripItinerarySchema } from "#domain/trips/trip-itinerary.schema";
import { addTripPassengersResultSchema, tripPassengerListSchema } from "#domain/trips/trip-passenger.schema";
import { findVisibleTrip } from "../../access/client-scope";
import { auditLogs } from "../../db/schema/audit-logs";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { itineraries, segments } from "../../db/schema/segments";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { tripPassengers, trips } from "../../db/schema/trips";
import { issues } from "../../test/issues";
import { createTestApp, staffViewer, type TestApp } from "../../test/test-app";

type Session = { cookie: string; origin: string; userId: string };
type ClientSession = Session & { clientId: string };

let t: TestApp;
let agent: Session;
let admin: Session;
let clientA: ClientSession;
let clientB: ClientSession;
let clientless: Session;

const MISSING = "0f8fad5b-d9cb-469f-a165-70867728950e";

async function call(session: Session | null, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: session ? { cookie: session.cookie, origin: session.origin } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A client user whose account is linked to a new client. */
async function clientUser(name: string): Promise<ClientSession> {
  const session = await t.signInAs("client");
  const [row] = await t.database.db
    .insert(clients)
    .values({ name, userId: session.userId })
    .returning({ id: clients.id });
  return { ...session, clientId: row!.id };
}

function tripBody(clientId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: "Lisbon city break",
    clientId,
    startDate: "2026-05-01",
    endDate: "2026-05-09",
    description: "Four nights in Alfama",
    notes: "Prefers aisle seats",
    ...overrides,
  };
}

async function createTrip(clientId: string, overrides: Record<string, unknown> = {}): Promise<Trip> {
  const res = await call(agent, "POST", "/api/trips", tripBody(clientId, overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return tripSchema.parse(res.json());
}

const flight = {
  segmentType: "flight",
  airline: "tp",
  flightNumber: "0347",
  origin: "lhr",
  destination: "lis",
  departureLocal: "2026-05-01T07:05",
  arrivalLocal: "2026-05-01T09:45",
  bookingClass: "y",
  status: "HK",
  seatCount: 2,
};
const hotel = {
  segmentType: "hotel",
  origin: "Lisbon",
  departureLocal: "2026-05-01T15:00",
  arrivalLocal: "2026-05-05T11:00",
  details: { name: "Memmo Alfama", confirmation: "AB123" },
  status: "confirmed",
};

async function addSegment(tripId: string, body: Record<string, unknown>): Promise<Segment> {
  const res = await call(agent, "POST", `/api/trips/${tripId}/segments`, body);
  if (res.statusCode !== 201) throw new Error(`segment failed: ${res.statusCode} ${res.body}`);
  return segmentSchema.parse(res.json());
}

let passportCounter = 500000;
async function insertPassenger(clientId: string | null, firstName = "Ana", surname = "Silva") {
  const [row] = await t.database.db
    .insert(passengers)
    .values({
      firstName,
      surname,
      passportNumber: `TR${++passportCounter}`,
      documentExpiry: "2026-09-30",
      nationality: "PRT",
      clientId,
    })
    .returning({ id: passengers.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.signInAs("agent");
  admin = await t.signInAs("admin");
  clientA = await clientUser("Alpha Travellers");
  clientB = await clientUser("Beta Holidays");
  clientless = await t.signInAs("client");
});
afterAll(async () => {
  await t.close();
});

describe("access", () => {
  let tripA: Trip;
  let tripB: Trip;
  beforeAll(async () => {
    tripA = await createTrip(clientA.clientId, { title: "Access Alpha trip" });
    tripB = await createTrip(clientB.clientId, { title: "Access Beta trip" });
    await addSegment(tripA.id, flight);
    await addSegment(tripB.id, flight);
  });

  it("refuses anonymous callers on every route", async () => {
    for (const [method, url] of [
      ["GET", "/api/trips"],
      ["POST", "/api/trips"],
      ["GET", `/api/trips/${tripA.id}`],
      ["PUT", `/api/trips/${tripA.id}`],
      ["DELETE", `/api/trips/${tripA.id}`],
      ["GET", `/api/trips/${tripA.id}/itinerary`],
      ["GET", `/api/trips/${tripA.id}/segments`],
      ["POST", `/api/trips/${tripA.id}/segments`],
      ["PUT", `/api/trips/${tripA.id}/segments/${MISSING}`],
      ["DELETE", `/api/trips/${tripA.id}/segments/${MISSING}`],
      ["GET", `/api/trips/${tripA.id}/passengers`],
      ["GET", `/api/trips/${tripA.id}/passenger-candidates`],
      ["POST", `/api/trips/${tripA.id}/passengers`],
      ["DELETE", `/api/trips/${tripA.id}/passengers/${MISSING}`],
    ] as const) {
      expect((await call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("keeps client users read-only, even on their own trip", async () => {
    for (const [method, url, body] of [
      ["POST", "/api/trips", tripBody(clientA.clientId)],
      ["PUT", `/api/trips/${tripA.id}`, { ...tripBody(clientA.clientId), status: "confirmed" }],
      ["DELETE", `/api/trips/${tripA.id}`, undefined],
      ["POST", `/api/trips/${tripA.id}/segments`, flight],
      ["PUT", `/api/trips/${tripA.id}/segments/${MISSING}`, flight],
      ["DELETE", `/api/trips/${tripA.id}/segments/${MISSING}`, undefined],
      ["GET", `/api/trips/${tripA.id}/passenger-candidates`, undefined],
      ["POST", `/api/trips/${tripA.id}/passengers`, { passengerIds: [MISSING] }],
      ["DELETE", `/api/trips/${tripA.id}/passengers/${MISSING}`, undefined],
    ] as const) {
      expect((await call(clientA, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("shows a client user their own client's trips and nothing of another's, both ways", async () => {
    for (const [me, mine, theirs] of [
      [clientA, tripA, tripB],
      [clientB, tripB, tripA],
    ] as const) {
      const list = pageOf(tripSchema).parse((await call(me, "GET", "/api/trips?pageSize=200")).json());
      expect(list.items.map((trip) => trip.id)).toEqual([mine.id]);
      expect(list.total).toBe(1);
      for (const suffix of ["", "/segments", "/passengers", "/itinerary"]) {
        expect((await call(me, "GET", `/api/trips/${mine.id}${suffix}`)).statusCode).toBe(200);
        const other = await call(me, "GET", `/api/trips/${theirs.id}${suffix}`);
        // Exactly like a trip that does not exist.
        expect(other.statusCode).toBe(404);
        expect(other.json()).toEqual((await call(me, "GET", `/api/trips/${MISSING}${suffix}`)).json());
      }
      // Filtering by the other client does not widen the scope.
      const filtered = await call(me, "GET", `/api/trips?clientId=${theirs.clientId}`);
      expect(filtered.json()).toEqual({ items: [], total: 0 });
    }
  });

  it("shows a client user whose account belongs to no client nothing", async () => {
    expect((await call(clientless, "GET", "/api/trips")).json()).toEqual({ items: [], total: 0 });
    expect((await call(clientless, "GET", `/api/trips/${tripA.id}`)).statusCode).toBe(404);
  });

  it("lets agents and admins see and change every trip", async () => {
    for (const staff of [agent, admin]) {
      const ids = pageOf(tripSchema)
        .parse((await call(staff, "GET", "/api/trips?pageSize=200")).json())
        .items.map((trip) => trip.id);
      expect(ids).toEqual(expect.arrayContaining([tripA.id, tripB.id]));
      const put = await call(staff, "PUT", `/api/trips/${tripB.id}`, {
        ...tripBody(clientB.clientId, { title: "Access Beta trip" }),
        status: "confirmed",
      });
      expect(put.statusCode).toBe(200);
    }
    const created = await call(admin, "POST", "/api/trips", tripBody(clientA.clientId));
    expect(created.statusCode).toBe(201);
    expect(created.json().ownerId).toBe(admin.userId);
  });

  it("findVisibleTrip answers staff, the trip's client, and 404 for anyone else", async () => {
    const user = (s: Session, role: "agent" | "client") => ({ id: s.userId, email: "", name: "", role });
    const db = t.database.db;
    await expect(findVisibleTrip(db, user(agent, "agent"), tripA.id)).resolves.toMatchObject({
      id: tripA.id,
      clientId: clientA.clientId,
      clientName: "Alpha Travellers",
      ownerId: agent.userId,
    });
    await expect(findVisibleTrip(db, user(clientA, "client"), tripA.id)).resolves.toMatchObject({
      id: tripA.id,
    });
    await expect(findVisibleTrip(db, user(clientB, "client"), tripA.id)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("create", () => {
  it("creates a trip in planning, owned by the caller, with its client's name", async () => {
    const res = await call(agent, "POST", "/api/trips", {
      ...tripBody(clientA.clientId, { title: "  Porto & Douro  ", notes: "   " }),
      status: "confirmed",
    });
    expect(res.statusCode).toBe(201);
    const trip = tripSchema.parse(res.json());
    expect(trip).toMatchObject({
      title: "Porto & Douro",
      status: "planning",
      ownerId: agent.userId,
      ownerName: "Test agent",
      clientId: clientA.clientId,
      clientName: "Alpha Travellers",
      startDate: "2026-05-01",
      endDate: "2026-05-09",
      notes: null,
      segmentCount: 0,
      passengerCount: 0,
    });
    expect((await call(agent, "GET", `/api/trips/${trip.id}`)).json()).toEqual(trip);
  });

  it("needs a title, a client and both dates", async () => {
    const res = await call(agent, "POST", "/api/trips", {});
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({
      "body.title": "Title is required",
      "body.clientId": "Choose a client",
      "body.startDate": "Start date is required",
      "body.endDate": "End date is required",
    });
  });

  it.each([
    [{ endDate: "2026-04-30" }, "body.endDate", END_BEFORE_START],
    [{ startDate: "2026-02-30" }, "body.startDate", REAL_DATE_RULE],
    [{ endDate: "9/5/2026" }, "body.endDate", REAL_DATE_RULE],
    [{ title: "x".repeat(201) }, "body.title", "Title must be at most 200 characters"],
    [{ clientId: "nope" }, "body.clientId", "Choose a client"],
  ])("refuses %j", async (overrides, path, message) => {
    const res = await call(agent, "POST", "/api/trips", tripBody(clientA.clientId, overrides));
    expect(res.statusCode).toBe(400);
    expect(issues(res)[path]).toBe(message);
  });

  it("accepts a one-day trip", async () => {
    const res = await call(
      agent,
      "POST",
      "/api/trips",
      tripBody(clientA.clientId, { endDate: "2026-05-01" }),
    );
    expect(res.statusCode).toBe(201);
  });

  it("refuses a client that does not exist", async () => {
    const res = await call(agent, "POST", "/api/trips", tripBody(MISSING));
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({ "body.clientId": "Client not found" });
  });
});

describe("list: search, filters, sort, pagination", () => {
  let client: ClientSession;
  beforeAll(async () => {
    client = await clientUser("Gamma Listing Co");
    for (const [title, startDate, endDate] of [
      ["Zanzibar Beach Escape", "2026-07-01", "2026-07-10"],
      ["Alpine Ski Week", "2026-01-10", "2026-01-17"],
      ["Beach & City: Barcelona", "2026-03-05", "2026-03-08"],
      ["Ski and Spa in Zermatt", "2026-02-01", "2026-02-08"],
    ] as const) {
      await createTrip(client.clientId, { title, startDate, endDate });
    }
  });
  const titles = (res: { json(): unknown }) =>
    pageOf(tripSchema)
      .parse(res.json())
      .items.map((i) => i.title);

  it("filters by client and sorts by start date, newest first by default", async () => {
    const res = await call(agent, "GET", `/api/trips?clientId=${client.clientId}`);
    expect(titles(res)).toEqual([
      "Zanzibar Beach Escape",
      "Beach & City: Barcelona",
      "Ski and Spa in Zermatt",
      "Alpine Ski Week",
    ]);
    const asc = await call(agent, "GET", `/api/trips?clientId=${client.clientId}&direction=asc`);
    expect(titles(asc)[0]).toBe("Alpine Ski Week");
    const byTitle = await call(
      agent,
      "GET",
      `/api/trips?clientId=${client.clientId}&sort=title&direction=asc`,
    );
    expect(titles(byTitle)[0]).toBe("Alpine Ski Week");
  });

  it("searches titles case-insensitively, every word anywhere", async () => {
    const res = await call(agent, "GET", `/api/trips?clientId=${client.clientId}&search=SKI`);
    expect(titles(res)).toEqual(["Ski and Spa in Zermatt", "Alpine Ski Week"]);
    const words = await call(agent, "GET", `/api/trips?clientId=${client.clientId}&search=beach%20escape`);
    expect(titles(words)).toEqual(["Zanzibar Beach Escape"]);
    // % and _ are literal.
    const percent = await call(agent, "GET", `/api/trips?clientId=${client.clientId}&search=%25`);
    expect(titles(percent)).toEqual([]);
  });

  it("filters by status", async () => {
    const [first] = pageOf(tripSchema).parse(
      (await call(agent, "GET", `/api/trips?clientId=${client.clientId}&search=zanzibar`)).json(),
    ).items;
    await call(agent, "PUT", `/api/trips/${first!.id}`, {
      ...tripBody(client.clientId, {
        title: first!.title,
        startDate: first!.startDate,
        endDate: first!.endDate,
      }),
      status: "cancelled",
    });
    const res = await call(agent, "GET", `/api/trips?clientId=${client.clientId}&status=cancelled`);
    expect(titles(res)).toEqual(["Zanzibar Beach Escape"]);
    expect((await call(agent, "GET", "/api/trips?status=lost")).statusCode).toBe(400);
  });

  it("paginates with the total", async () => {
    const page2 = pageOf(tripSchema).parse(
      (await call(agent, "GET", `/api/trips?clientId=${client.clientId}&pageSize=3&page=2`)).json(),
    );
    expect(page2.total).toBe(4);
    expect(page2.items.map((i) => i.title)).toEqual(["Alpine Ski Week"]);
    expect((await call(agent, "GET", "/api/trips?pageSize=201")).statusCode).toBe(400);
  });

  it("counts each trip's segments and passengers", async () => {
    const trip = await createTrip(client.clientId, { title: "Counted trip" });
    await addSegment(trip.id, flight);
    await addSegment(trip.id, hotel);
    await call(agent, "POST", `/api/trips/${trip.id}/passengers`, {
      passengerIds: [await insertPassenger(client.clientId)],
    });
    const res = await call(agent, "GET", `/api/trips?clientId=${client.clientId}&search=counted`);
    expect(pageOf(tripSchema).parse(res.json()).items[0]).toMatchObject({
      segmentCount: 2,
      passengerCount: 1,
    });
  });
});

describe("update and delete", () => {
  it("changes every field; the status moves freely between the four", async () => {
    const trip = await createTrip(clientA.clientId);
    for (const status of ["completed", "planning", "cancelled", "confirmed", "planning"]) {
      const res = await call(agent, "PUT", `/api/trips/${trip.id}`, {
        ...tripBody(clientB.clientId, {
          title: `Renamed ${status}`,
          startDate: "2026-06-01",
          endDate: "2026-06-02",
          description: null,
          notes: "New notes",
        }),
        status,
      });
      expect(res.statusCode).toBe(200);
      expect(tripSchema.parse(res.json())).toMatchObject({
        title: `Renamed ${status}`,
        status,
        clientId: clientB.clientId,
        clientName: "Beta Holidays",
        startDate: "2026-06-01",
        endDate: "2026-06-02",
        description: null,
        notes: "New notes",
      });
    }
  });

  it("refuses an unknown status, an end before the start, and unknown trips", async () => {
    const trip = await createTrip(clientA.clientId);
    const bad = await call(agent, "PUT", `/api/trips/${trip.id}`, {
      ...tripBody(clientA.clientId),
      status: "draft",
    });
    expect(bad.statusCode).toBe(400);
    expect(issues(bad)["body.status"]).toBe("Choose a status from the list");
    const dates = await call(agent, "PUT", `/api/trips/${trip.id}`, {
      ...tripBody(clientA.clientId, { startDate: "2026-05-10", endDate: "2026-05-09" }),
      status: "planning",
    });
    expect(issues(dates)).toEqual({ "body.endDate": END_BEFORE_START });
    const missing = await call(agent, "PUT", `/api/trips/${MISSING}`, {
      ...tripBody(clientA.clientId),
      status: "planning",
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(agent, "DELETE", `/api/trips/${MISSING}`)).statusCode).toBe(404);
  });

  it("refuses to move a trip to another client while it carries the first client's passengers", async () => {
    const trip = await createTrip(clientA.clientId);
    const own = await insertPassenger(clientA.clientId, "Own", "Traveller");
    const free = await insertPassenger(null, "Free", "Agent");
    await call(agent, "POST", `/api/trips/${trip.id}/passengers`, { passengerIds: [own, free] });
    const move = { ...tripBody(clientB.clientId), status: "planning" };
    const res = await call(agent, "PUT", `/api/trips/${trip.id}`, move);
    expect(res.statusCode).toBe(409);
    // The passenger of no client became the trip client's on joining.
    const message =
      "This trip still has the current client's passengers Free Agent, Own Traveller: remove them before changing its client";
    expect(issues(res)).toEqual({ "body.clientId": message });
    await call(agent, "DELETE", `/api/trips/${trip.id}/passengers/${own}`);
    await call(agent, "DELETE", `/api/trips/${trip.id}/passengers/${free}`);
    expect((await call(agent, "PUT", `/api/trips/${trip.id}`, move)).statusCode).toBe(200);
  });

  it("deletes a trip with its segments and passenger list; passengers and imported reservations stay", async () => {
    const trip = await createTrip(clientA.clientId);
    const passengerId = await insertPassenger(clientA.clientId);
    await call(agent, "POST", `/api/trips/${trip.id}/passengers`, { passengerIds: [passengerId] });
    await addSegment(trip.id, flight);
    await addSegment(trip.id, hotel);
    const [itinerary] = await t.database.db
      .insert(itineraries)
      .values({ tripId: trip.id, recordLocator: "DELTRP", sourceFormat: "amadeus", rawText: "RP/…" })
      .returning({ id: itineraries.id });
    const res = await call(agent, "DELETE", `/api/trips/${trip.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ segmentsRemoved: 2, passengersRemoved: 1 });
    expect((await call(agent, "GET", `/api/trips/${trip.id}`)).statusCode).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(segments).where(eq(segments.tripId, trip.id))).toEqual([]);
    expect(await db.select().from(tripPassengers).where(eq(tripPassengers.tripId, trip.id))).toEqual([]);
    expect(
      await db.select({ id: passengers.id }).from(passengers).where(eq(passengers.id, passengerId)),
    ).toHaveLength(1);
    const [kept] = await db.select().from(itineraries).where(eq(itineraries.id, itinerary!.id));
    expect(kept?.tripId).toBeNull();
  });
});

describe("segments", () => {
  let trip: Trip;
  beforeAll(async () => {
    trip = await createTrip(clientA.clientId, { title: "Segment trip" });
  });

  it("adds a flight, normalised, and a hotel with its details", async () => {
    expect(await addSegment(trip.id, flight)).toMatchObject({
      tripId: trip.id,
      segmentType: "flight",
      source: "manual",
      airline: "TP",
      flightNumber: "347",
      origin: "LHR",
      destination: "LIS",
      departureLocal: "2026-05-01T07:05",
      arrivalLocal: "2026-05-01T09:45",
      bookingClass: "Y",
      status: "HK",
      seatCount: 2,
      recordLocator: null,
      itineraryId: null,
    });
    expect(await addSegment(trip.id, hotel)).toMatchObject({
      segmentType: "hotel",
      origin: "Lisbon",
      destination: null,
      airline: null,
      details: { name: "Memmo Alfama", confirmation: "AB123" },
      status: "confirmed",
    });
  });

  it("lists segments in travel order, undated ones last, whatever order they were added in", async () => {
    const ordered = await createTrip(clientA.clientId, { title: "Ordered trip" });
    await addSegment(ordered.id, { segmentType: "activity", origin: "Sintra day trip" });
    await addSegment(ordered.id, {
      ...flight,
      origin: "LIS",
      destination: "LHR",
      departureLocal: "2026-05-09T18:00",
      arrivalLocal: "2026-05-09T20:40",
    });
    await addSegment(ordered.id, hotel);
    await addSegment(ordered.id, flight);
    const res = await call(clientA, "GET", `/api/trips/${ordered.id}/segments`);
    const list = segmentListSchema.parse(res.json());
    expect(list.items.map((s) => [s.segmentType, s.origin, s.departureLocal])).toEqual([
      ["flight", "LHR", "2026-05-01T07:05"],
      ["hotel", "Lisbon", "2026-05-01T15:00"],
      ["flight", "LIS", "2026-05-09T18:00"],
      ["activity", "Sintra day trip", null],
    ]);
  });

  it.each([
    [{ airline: "TAP" }, "body.airline", AIRLINE_RULE],
    [{ airline: "" }, "body.airline", "Airline is required"],
    [{ flightNumber: "12345" }, "body.flightNumber", FLIGHT_NUMBER_RULE],
    [{ origin: "Lisbon" }, "body.origin", AIRPORT_RULE],
    [{ destination: "LI" }, "body.destination", AIRPORT_RULE],
    [{ departureLocal: "" }, "body.departureLocal", "Departure is required"],
    [{ arrivalLocal: "2026-04-29T09:45" }, "body.arrivalLocal", ARRIVAL_BEFORE_DEPARTURE],
  ])("refuses a flight with %j", async (overrides, path, message) => {
    const res = await call(agent, "POST", `/api/trips/${trip.id}/segments`, { ...flight, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(issues(res)[path]).toBe(message);
  });

  it.each([
    [{ origin: "" }, "body.origin", "Place is required"],
    [{ arrivalLocal: "2026-05-01T14:00" }, "body.arrivalLocal", "Check-out cannot be before check-in"],
    [
      { departureLocal: "2026-13-01T10:00" },
      "body.departureLocal",
      "Use a real date and time (YYYY-MM-DDTHH:mm)",
    ],
    [{ segmentType: "boat" }, "body.segmentType", "Choose a segment type"],
  ])("refuses a hotel with %j", async (overrides, path, message) => {
    const res = await call(agent, "POST", `/api/trips/${trip.id}/segments`, { ...hotel, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(issues(res)[path]).toBe(message);
  });

  it("updates a segment, also to another kind, and deletes it", async () => {
    const segment = await addSegment(trip.id, {
      segmentType: "transfer",
      origin: "LIS airport",
      destination: "Hotel",
    });
    const res = await call(agent, "PUT", `/api/trips/${trip.id}/segments/${segment.id}`, {
      ...flight,
      flightNumber: "349",
    });
    expect(res.statusCode).toBe(200);
    expect(segmentSchema.parse(res.json())).toMatchObject({
      id: segment.id,
      segmentType: "flight",
      flightNumber: "349",
    });
    expect((await call(agent, "DELETE", `/api/trips/${trip.id}/segments/${segment.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(agent, "DELETE", `/api/trips/${trip.id}/segments/${segment.id}`)).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for a segment of another trip", async () => {
    const other = await createTrip(clientA.clientId);
    const segment = await addSegment(other.id, hotel);
    expect((await call(agent, "PUT", `/api/trips/${trip.id}/segments/${segment.id}`, hotel)).statusCode).toBe(
      404,
    );
    expect((await call(agent, "DELETE", `/api/trips/${trip.id}/segments/${segment.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(agent, "POST", `/api/trips/${MISSING}/segments`, hotel)).statusCode).toBe(404);
  });

  it("shows flights imported from a reservation with its record locator; they stay flights", async () => {
    const imported = await createTrip(clientA.clientId, { title: "Imported trip" });
    const db = t.database.db;
    const [itinerary] = await db
      .insert(itineraries)
      .values({ tripId: imported.id, recordLocator: "QWE123", sourceFormat: "amadeus", rawText: "RP/…" })
      .returning({ id: itineraries.id });
    const [row] = await db
      .insert(segments)
      .values({
        tripId: imported.id,
        itineraryId: itinerary!.id,
        segmentType: "flight",
        source: "gds",
        airline: "LH",
        flightNumber: "400",
        origin: "FRA",
        destination: "JFK",
        departureLocal: "2026-05-01 10:30:00",
        status: "HK",
        segmentNumber: 1,
      })
      .returning({ id: segments.id });
    const list = segmentListSchema.parse(
      (await call(agent, "GET", `/api/trips/${imported.id}/segments`)).json(),
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        id: row!.id,
        source: "gds",
        recordLocator: "QWE123",
        departureLocal: "2026-05-01T10:30",
      }),
    ]);
    const res = await call(agent, "PUT", `/api/trips/${imported.id}/segments/${row!.id}`, hotel);
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({
      "body.segmentType": "A segment imported from a reservation stays a flight",
    });
    const seat = await call(agent, "PUT", `/api/trips/${imported.id}/segments/${row!.id}`, {
      ...flight,
      airline: "LH",
      flightNumber: "400",
      origin: "FRA",
      destination: "JFK",
    });
    expect(seat.statusCode).toBe(200);
    expect(seat.json()).toMatchObject({ source: "gds", recordLocator: "QWE123", seatCount: 2 });
  });
});

describe("passengers", () => {
  let trip: Trip;
  let ana: string;
  let ben: string;
  let free: string;
  let foreign: string;
  beforeAll(async () => {
    trip = await createTrip(clientA.clientId, { title: "Passenger trip", endDate: "2026-05-09" });
    ana = await insertPassenger(clientA.clientId, "Ana", "Almeida");
    ben = await insertPassenger(clientA.clientId, "Ben", "Brito");
    free = await insertPassenger(null, "Free", "Costa");
    foreign = await insertPassenger(clientB.clientId, "Fiona", "Foreign");
  });

  it("adds several passengers at once and lists them by name with their passports", async () => {
    const res = await call(agent, "POST", `/api/trips/${trip.id}/passengers`, {
      passengerIds: [ben, ana, ana],
    });
    expect(res.statusCode).toBe(200);
    const result = addTripPassengersResultSchema.parse(res.json());
    expect(result.added).toBe(2);
    expect(result.items.map((p) => p.surname)).toEqual(["Almeida", "Brito"]);
    expect(result.items[0]).toMatchObject({
      passportNumber: expect.stringMatching(/^TR/),
      documentExpiry: "2026-09-30",
      nationality: "PRT",
    });
    const list = tripPassengerListSchema.parse(
      (await call(clientA, "GET", `/api/trips/${trip.id}/passengers`)).json(),
    );
    expect(list.items.map((p) => p.id)).toEqual([ana, ben]);
    expect((await call(agent, "GET", `/api/trips/${trip.id}`)).json().passengerCount).toBe(2);
  });

  it("skips passengers already on the trip and adds passengers of no client, who become its client's", async () => {
    const res = await call(agent, "POST", `/api/trips/${trip.id}/passengers`, { passengerIds: [ana, free] });
    expect(res.json()).toMatchObject({ added: 1 });
    const [row] = await t.database.db
      .select({ clientId: passengers.clientId })
      .from(passengers)
      .where(eq(passengers.id, free));
    expect(row?.clientId).toBe(clientA.clientId);
  });

  it("refuses passengers of another client, unknown passengers and an empty choice", async () => {
    const other = await call(agent, "POST", `/api/trips/${trip.id}/passengers`, { passengerIds: [foreign] });
    expect(other.statusCode).toBe(400);
    expect(issues(other)).toEqual({ "body.passengerIds": "Fiona Foreign belongs to another client" });
    const unknown = await call(agent, "POST", `/api/trips/${trip.id}/passengers`, {
      passengerIds: [MISSING],
    });
    expect(issues(unknown)).toEqual({ "body.passengerIds": "Some of these passengers do not exist" });
    const empty = await call(agent, "POST", `/api/trips/${trip.id}/passengers`, { passengerIds: [] });
    expect(issues(empty)).toEqual({ "body.passengerIds": "Choose at least one passenger" });
    expect(
      (await call(agent, "POST", `/api/trips/${MISSING}/passengers`, { passengerIds: [ana] })).statusCode,
    ).toBe(404);
  });

  it("offers as candidates the trip client's passengers and those of no client, not those on the trip", async () => {
    const candidate = await insertPassenger(clientA.clientId, "Carla", "Candidata");
    const res = await call(agent, "GET", `/api/trips/${trip.id}/passenger-candidates?search=candidata`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { id: string }) => p.id)).toEqual([candidate]);
    const all = (await call(agent, "GET", `/api/trips/${trip.id}/passenger-candidates`))
      .json()
      .items.map((p: { id: string }) => p.id);
    expect(all).toContain(candidate);
    expect(all).not.toContain(ana);
    expect(all).not.toContain(foreign);
    const byPassport = await call(agent, "GET", `/api/trips/${trip.id}/passenger-candidates?search=fiona`);
    expect(byPassport.json().items).toEqual([]);
  });

  it("removes a passenger from the trip, not from the passenger list", async () => {
    expect((await call(agent, "DELETE", `/api/trips/${trip.id}/passengers/${ben}`)).statusCode).toBe(204);
    expect((await call(agent, "DELETE", `/api/trips/${trip.id}/passengers/${ben}`)).statusCode).toBe(404);
    const list = tripPassengerListSchema.parse(
      (await call(agent, "GET", `/api/trips/${trip.id}/passengers`)).json(),
    );
    expect(list.items.map((p) => p.id)).not.toContain(ben);
    expect((await call(agent, "GET", `/api/passengers/${ben}`)).statusCode).toBe(200);
  });
});

describe("itinerary", () => {
  it("answers trip, segments in order and passengers in one request, to the trip's client too", async () => {
    const trip = await createTrip(clientA.clientId, { title: "Printable trip" });
    await addSegment(trip.id, hotel);
    await addSegment(trip.id, flight);
    const passengerId = await insertPassenger(clientA.clientId, "Print", "Passenger");
    await call(agent, "POST", `/api/trips/${trip.id}/passengers`, { passengerIds: [passengerId] });
    await t.database.db.insert(tripSsrRequests).values([
      { tripId: trip.id, passengerId, code: "VGML", description: "Vegetarian meal", status: "confirmed" },
      { tripId: trip.id, passengerId, code: "WCHR", description: "Wheelchair to the aircraft door" },
    ]);
    const res = await call(clientA, "GET", `/api/trips/${trip.id}/itinerary`);
    expect(res.statusCode).toBe(200);
    const itinerary = tripItinerarySchema.parse(res.json());
    expect(itinerary.trip).toMatchObject({
      id: trip.id,
      title: "Printable trip",
      segmentCount: 2,
      passengerCount: 1,
    });
    expect(itinerary.segments.map((s) => s.segmentType)).toEqual(["flight", "hotel"]);
    expect(itinerary.passengers.map((p) => p.surname)).toEqual(["Passenger"]);
    expect(itinerary.confirmedSsrs).toEqual([
      expect.objectContaining({
        code: "VGML",
        passengerId,
        passengerName: "Print Passenger",
        segmentId: null,
      }),
    ]);
  });
});

describe("audit and realtime", () => {
  it("writes an audit row for every change", async () => {
    const trip = await createTrip(clientA.clientId, { title: "Audited trip" });
    await call(agent, "PUT", `/api/trips/${trip.id}`, {
      ...tripBody(clientA.clientId, { title: "Audited trip 2" }),
      status: "confirmed",
    });
    const segment = await addSegment(trip.id, flight);
    await call(agent, "PUT", `/api/trips/${trip.id}/segments/${segment.id}`, {
      ...flight,
      flightNumber: "9",
    });
    await call(agent, "DELETE", `/api/trips/${trip.id}/segments/${segment.id}`);
    const passengerId = await insertPassenger(clientA.clientId, "Audit", "Person");
    await call(agent, "POST", `/api/trips/${trip.id}/passengers`, { passengerIds: [passengerId] });
    await call(agent, "DELETE", `/api/trips/${trip.id}/passengers/${passengerId}`);
    await call(admin, "DELETE", `/api/trips/${trip.id}`);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          inArray(auditLogs.entity, ["trip", "segment", "trip_passenger"]),
          inArray(auditLogs.entityId, [trip.id, segment.id]),
        ),
      )
      .orderBy(auditLogs.createdAt, auditLogs.id);
    expect(rows.map((r) => [r.entity, r.action, r.userId, r.summary])).toEqual([
      ["trip", "create", agent.userId, "Created trip Audited trip"],
      ["trip", "update", agent.userId, "Updated trip Audited trip 2"],
      ["segment", "create", agent.userId, "Added flight TP 347 LHR → LIS"],
      ["segment", "update", agent.userId, "Updated flight TP 9 LHR → LIS"],
      ["segment", "delete", agent.userId, "Deleted flight TP 9 LHR → LIS"],
      ["trip_passenger", "create", agent.userId, "Added Audit Person to trip Audited trip 2"],
      ["trip_passenger", "delete", agent.userId, "Removed Audit Person from trip Audited trip 2"],
      ["trip", "delete", admin.userId, "Deleted trip Audited trip 2"],
    ]);
    expect(rows[1]!.details).toMatchObject({ changed: ["title", "status"], status: "confirmed" });
  });

  it("publishes trip events after the change is committed", async () => {
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => events.push(event) });
    try {
      const trip = await createTrip(clientA.clientId);
      await addSegment(trip.id, hotel);
      const segment = await addSegment(trip.id, flight);
      await call(agent, "DELETE", `/api/trips/${trip.id}`);
      await vi.waitFor(
        () => {
          expect(events).toEqual(
            expect.arrayContaining([
              { topic: "trips", id: trip.id, op: "insert" },
              { topic: "trips", id: trip.id, op: "update" },
              { topic: "trips", id: trip.id, op: "delete" },
              // The Flights screen reads the same rows.
              { topic: "flights", id: segment.id, op: "insert" },
              { topic: "flights", op: "delete" },
            ]),
          );
        },
        { timeout: 10_000 },
      );
    } finally {
      unsubscribe();
    }
  });

  it("does not publish or audit a refused change", async () => {
    const before = await t.database.db.select().from(trips);
    const res = await call(
      agent,
      "POST",
      "/api/trips",
      tripBody(clientA.clientId, { endDate: "2020-01-01" }),
    );
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(trips)).toHaveLength(before.length);
  });
});
