import { and, count, eq, inArray } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "#domain/auth/role";
import { flightListSchema } from "#domain/flights/flight.schema";
import {
  GDS_CONTENT_MAX_BYTES,
  GDS_CONTENT_TOO_LARGE_MESSAGE,
  gdsImportResultSchema,
  gdsPreviewSchema,
} from "#domain/gds-import/gds-import.schema";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { itineraries, segments } from "../../db/schema/segments";
import { tripPassengers, trips } from "../../db/schema/trips";
import { createTestApp, staffViewer, type TestApp } from "../../test/test-app";

let t: TestApp;
const headers: Partial<Record<Role, Record<string, string>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "agent", "client"] as const) {
    const { cookie, origin } = await t.signInAs(role);
    headers[role] = { cookie, origin };
  }
});
afterAll(async () => {
  await t?.close();
});

type Who = Role | "anonymous";

function call(who: Who, options: InjectOptions) {
  return t.app.inject({
    ...options,
    headers: { ...(who === "anonymous" ? {} : headers[who]), ...options.headers },
  });
}

const REFERENCE = "2026-01-10";

/** An Amadeus RT display: two passengers (one with DOCS), three flights, one line nobody can read. */
function amadeus(
  locator: string,
  lines = [
    "  3  LH 400 M 15MAR 7 FRAJFK HK2  1015 1250  15MAR  E  LH/ABC123",
    "  4  AA 100 M 20MAR 5 JFKLAX HK2  0800 1120  20MAR  E  AA/XYZ789",
    "  5  LH 457 M 27MAR 5 LAXFRA HK2  1555 1135  28MAR  E  LH/ABC123",
  ],
) {
  return [
    `RP/FRAL12100/FRAL12100            AA/SU  10JAN26/0930Z   ${locator}`,
    "FRAL12100/1234AA/10JAN26",
    "  1.SCHNEIDER/ANNA MRS   2.MUELLER/JUERGEN MR",
    "~~~ coffee spilled on the terminal ~~~",
    ...lines,
    "  6 AP FRA 069 1234567 - SCHNEIDER - H",
    "  7 TK OK10JAN/FRAL12100",
    "  8 SSR DOCS LH HK1 P/DEU/C01X00T47/DEU/12AUG85/F/11JAN31/SCHNEIDER/ANNA/P1",
  ].join("\r\n");
}

async function parse(content: string, who: Who = "agent") {
  return call(who, { method: "POST", url: "/api/gds/parse", payload: { content, referenceDate: REFERENCE } });
}

async function importGds(payload: Record<string, unknown>, who: Who = "agent") {
  return call(who, {
    method: "POST",
    url: "/api/gds/import",
    payload: { referenceDate: REFERENCE, ...payload },
  });
}

async function newClient(name: string) {
  const [row] = await t.database.db.insert(clients).values({ name }).returning({ id: clients.id });
  return row!.id;
}

async function newTrip(clientId: string, title = "Existing trip") {
  const [row] = await t.database.db
    .insert(trips)
    .values({ title, clientId, startDate: "2026-03-10", endDate: "2026-03-20" })
    .returning({ id: trips.id });
  return row!.id;
}

let passportCounter = 500000;
async function newPassenger(clientId: string | null, firstName: string, surname: string) {
  const [row] = await t.database.db
    .insert(passengers)
    .values({
      firstName,
      surname,
      passportNumber: `GD${++passportCounter}`,
      documentExpiry: "2031-01-01",
      clientId,
    })
    .returning({ id: passengers.id });
  return row!.id;
}

function issues(res: { json(): unknown }): Record<string, string> {
  const body = res.json() as { error: { details?: { issues?: { path: string; message: string }[] } } };
  return Object.fromEntries((body.error.details?.issues ?? []).map((i) => [i.path, i.message]));
}

describe("access", () => {
  const routes: InjectOptions[] = [
    { method: "POST", url: "/api/gds/parse", payload: { content: amadeus("ACC001") } },
    { method: "POST", url: "/api/gds/import", payload: { content: amadeus("ACC001") } },
    { method: "GET", url: "/api/gds/trip-options" },
  ];

  it.each(routes)("$method $url: anonymous 401, client 403", async (options) => {
    expect((await call("anonymous", options)).statusCode).toBe(401);
    expect((await call("client", options)).statusCode).toBe(403);
  });

  it("lets agents and admins parse and list trips", async () => {
    for (const who of ["agent", "admin"] as const) {
      expect((await parse(amadeus("ACC002"), who)).statusCode).toBe(200);
      expect((await call(who, { method: "GET", url: "/api/gds/trip-options" })).statusCode).toBe(200);
    }
  });

  it("lets an admin import", async () => {
    const res = await importGds({ content: amadeus("ACC003") }, "admin");
    expect(res.statusCode).toBe(200);
  });
});

describe("parse (preview)", () => {
  it("reads the display and stores nothing", async () => {
    const res = await parse(amadeus("PRV001"));
    expect(res.statusCode).toBe(200);
    const preview = gdsPreviewSchema.parse(res.json());
    expect(preview.reservation).toMatchObject({ format: "amadeus", recordLocator: "PRV001" });
    expect(
      preview.reservation.segments.map((s) => [
        s.airline,
        s.flightNumber,
        s.departureDate,
        s.departureAirport,
        s.arrivalAirport,
      ]),
    ).toEqual([
      ["LH", "400", "2026-03-15", "FRA", "JFK"],
      ["AA", "100", "2026-03-20", "JFK", "LAX"],
      ["LH", "457", "2026-03-27", "LAX", "FRA"],
    ]);
    expect(preview.reservation.unparsedLines.map((l) => l.text)).toContain(
      "~~~ coffee spilled on the terminal ~~~",
    );
    expect(preview.passengers).toEqual([
      expect.objectContaining({
        name: "Anna Schneider",
        title: "MRS",
        creatable: true,
        docs: expect.objectContaining({
          documentNumber: "C01X00T47",
          nationality: "DEU",
          expiryDate: "2031-01-11",
        }),
      }),
      expect.objectContaining({ name: "Juergen Mueller", creatable: false, docs: null }),
    ]);
    expect(preview.suggestedTripTitle).toBe("FRA → LAX, Mar 2026");
    expect(preview.existing).toBeNull();
    expect(preview.importProblem).toBeNull();
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(itineraries)
      .where(eq(itineraries.recordLocator, "PRV001"));
    expect(stored?.n).toBe(0);
  });

  it("says 'Please paste GDS content first' for blank content", async () => {
    for (const content of ["", "   \r\n\t  "]) {
      const res = await parse(content);
      expect(res.statusCode).toBe(400);
      expect(issues(res)).toEqual({ "body.content": "Please paste GDS content first" });
    }
    const missing = await call("agent", { method: "POST", url: "/api/gds/parse", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(issues(missing))).toEqual(["body.content"]);
  });

  it("refuses more than 200 KB with a clear 413", async () => {
    const content = `${amadeus("BIG001")}\r\n${"RM FILLER LINE\r\n".repeat(GDS_CONTENT_MAX_BYTES / 16 + 10)}`;
    for (const url of ["/api/gds/parse", "/api/gds/import"]) {
      const res = await call("agent", { method: "POST", url, payload: { content } });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: GDS_CONTENT_TOO_LARGE_MESSAGE });
    }
  });

  it("previews text that is no reservation, and refuses to import it", async () => {
    const res = await parse("hello world\nthis is not a booking");
    expect(res.statusCode).toBe(200);
    const preview = gdsPreviewSchema.parse(res.json());
    expect(preview.reservation.segments).toEqual([]);
    expect(preview.importProblem).not.toBeNull();
    const imported = await importGds({ content: "hello world\nthis is not a booking" });
    expect(imported.statusCode).toBe(400);
    expect(Object.keys(issues(imported))).toEqual(["body.content"]);
  });
});

describe("import", () => {
  let clientId: string;
  let juergenId: string;

  beforeAll(async () => {
    clientId = await newClient("Schneider Family");
    // Stored with accents; the reservation spells him MUELLER/JUERGEN.
    juergenId = await newPassenger(clientId, "Jürgen", "Müller");
  });

  it("stores an itinerary, a new trip, its flights, and links and creates the travellers", async () => {
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => events.push(event) });
    try {
      const res = await importGds({
        content: amadeus("IMP001"),
        target: { newTrip: { clientId } },
        createPassengers: true,
      });
      expect(res.statusCode).toBe(200);
      const result = gdsImportResultSchema.parse(res.json());
      expect(result).toMatchObject({
        recordLocator: "IMP001",
        format: "amadeus",
        itineraryCreated: true,
        tripCreated: true,
        tripTitle: "FRA → LAX, Mar 2026",
        segments: { removed: [], changed: [], unchanged: 0 },
      });
      expect(result.segments.added.map((s) => `${s.airline}${s.flightNumber} ${s.departureLocal}`)).toEqual([
        "LH400 2026-03-15T10:15",
        "AA100 2026-03-20T08:00",
        "LH457 2026-03-27T15:55",
      ]);
      expect(result.passengers.matched).toEqual([
        { name: "Juergen Mueller", passengerId: juergenId, addedToTrip: true },
      ]);
      expect(result.passengers.created).toEqual([
        { name: "Anna Schneider", passengerId: expect.any(String), addedToTrip: true },
      ]);
      expect(result.passengers.toCreate).toEqual([]);

      const db = t.database.db;
      const [trip] = await db.select().from(trips).where(eq(trips.id, result.tripId!));
      expect(trip).toMatchObject({
        clientId,
        startDate: "2026-03-15",
        endDate: "2026-03-28",
        status: "planning",
      });
      const [itinerary] = await db.select().from(itineraries).where(eq(itineraries.id, result.itineraryId));
      expect(itinerary).toMatchObject({
        tripId: result.tripId,
        recordLocator: "IMP001",
        sourceFormat: "amadeus",
        rawText: amadeus("IMP001"),
        airlineLocators: [
          { airline: "LH", locator: "ABC123" },
          { airline: "AA", locator: "XYZ789" },
        ],
      });
      const rows = await db.select().from(segments).where(eq(segments.itineraryId, result.itineraryId));
      expect(rows).toHaveLength(3);
      expect(
        rows.every((r) => r.tripId === result.tripId && r.source === "gds" && r.segmentType === "flight"),
      ).toBe(true);
      const onTrip = await db.select().from(tripPassengers).where(eq(tripPassengers.tripId, result.tripId!));
      expect(onTrip.map((r) => r.passengerId).sort()).toEqual(
        [juergenId, result.passengers.created[0]!.passengerId].sort(),
      );
      const [anna] = await db
        .select()
        .from(passengers)
        .where(eq(passengers.id, result.passengers.created[0]!.passengerId));
      expect(anna).toMatchObject({
        title: "Mrs",
        firstName: "Anna",
        surname: "Schneider",
        gender: "F",
        dateOfBirth: "1985-08-12",
        nationality: "DEU",
        countryOfIssue: "DEU",
        passportNumber: "C01X00T47",
        documentExpiry: "2031-01-11",
        clientId,
        method: "agent",
      });
      const audit = await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, "itinerary"), eq(auditLogs.entityId, result.itineraryId)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "import" });
      // The trip, the new passenger and each traveller's place on the trip are audited by their own features.
      const annaId = result.passengers.created[0]!.passengerId;
      const owned = await db
        .select({ entity: auditLogs.entity, action: auditLogs.action, summary: auditLogs.summary })
        .from(auditLogs)
        .where(inArray(auditLogs.entityId, [result.tripId!, annaId]));
      expect(owned).toEqual(
        expect.arrayContaining([
          {
            entity: "trip",
            action: "create",
            summary: "Created trip FRA → LAX, Mar 2026 from GDS reservation IMP001",
          },
          {
            entity: "passenger",
            action: "create",
            summary: "Added passenger Mrs Anna Schneider from GDS reservation IMP001",
          },
          {
            entity: "trip_passenger",
            action: "create",
            summary: "Added Mrs Anna Schneider to trip FRA → LAX, Mar 2026",
          },
          {
            entity: "trip_passenger",
            action: "create",
            summary: expect.stringMatching(/^Added .*Jürgen Müller to trip FRA → LAX, Mar 2026$/),
          },
        ]),
      );
      expect(owned).toHaveLength(4);

      // The Flights screen reads the same rows.
      const list = await call("agent", { method: "GET", url: "/api/flights", query: { search: "IMP001" } });
      const flights = flightListSchema.parse(list.json());
      expect(flights.total).toBe(3);
      expect(flights.items.map((f) => [f.recordLocator, f.tripTitle, f.departureLocal])).toEqual([
        ["IMP001", "FRA → LAX, Mar 2026", "2026-03-15T10:15"],
        ["IMP001", "FRA → LAX, Mar 2026", "2026-03-20T08:00"],
        ["IMP001", "FRA → LAX, Mar 2026", "2026-03-27T15:55"],
      ]);

      await vi.waitFor(
        () => {
          expect(events).toEqual(
            expect.arrayContaining([
              { topic: "flights", id: result.itineraryId, op: "update" },
              { topic: "trips", id: result.tripId, op: "insert" },
              { topic: "passengers", id: annaId, op: "insert" },
            ]),
          );
          // Announced once each, though several steps changed them.
          expect(events.filter((e) => e.topic === "trips" && e.id === result.tripId)).toHaveLength(1);
        },
        { timeout: 10_000 },
      );
    } finally {
      unsubscribe();
    }
  });

  it("re-importing reports segments added, removed and changed, and keeps the trip", async () => {
    const first = gdsImportResultSchema.parse(
      (await importGds({ content: amadeus("REI001"), target: { newTrip: { clientId } } })).json(),
    );
    const changed = amadeus("REI001", [
      // Status and departure time changed.
      "  3  LH 400 M 15MAR 7 FRAJFK TK2  1040 1315  15MAR  E  LH/ABC123",
      // AA 100 cancelled, UA 1 added.
      "  4  UA   1 K 21MAR 6 JFKSFO HK2  0700 1030  21MAR  E  UA/QWE456",
      "  5  LH 457 M 27MAR 5 LAXFRA HK2  1555 1135  28MAR  E  LH/ABC123",
    ]);
    const preview = gdsPreviewSchema.parse((await parse(changed)).json());
    expect(preview.existing).toMatchObject({
      itineraryId: first.itineraryId,
      tripId: first.tripId,
      changes: { unchanged: 1 },
    });

    const res = await importGds({ content: changed });
    expect(res.statusCode).toBe(200);
    const second = gdsImportResultSchema.parse(res.json());
    expect(second).toMatchObject({
      itineraryId: first.itineraryId,
      itineraryCreated: false,
      tripId: first.tripId,
      tripCreated: false,
    });
    expect(second.segments.added).toEqual([
      expect.objectContaining({ airline: "UA", flightNumber: "1", origin: "JFK", destination: "SFO" }),
    ]);
    expect(second.segments.removed).toEqual([
      expect.objectContaining({ airline: "AA", flightNumber: "100", id: first.segments.added[1]!.id }),
    ]);
    expect(second.segments.changed).toEqual([
      {
        segment: expect.objectContaining({ id: first.segments.added[0]!.id, status: "TK" }),
        changes: [
          { field: "departureLocal", label: "Departure", from: "2026-03-15T10:15", to: "2026-03-15T10:40" },
          { field: "arrivalLocal", label: "Arrival", from: "2026-03-15T12:50", to: "2026-03-15T13:15" },
          { field: "status", label: "Status", from: "HK", to: "TK" },
        ],
      },
    ]);
    expect(second.segments.unchanged).toBe(1);
    const rows = await t.database.db
      .select()
      .from(segments)
      .where(eq(segments.itineraryId, first.itineraryId));
    expect(rows.map((r) => `${r.airline}${r.flightNumber}`).sort()).toEqual(["LH400", "LH457", "UA1"]);
    expect(rows.every((r) => r.tripId === first.tripId)).toBe(true);

    // The same display again changes nothing.
    const third = gdsImportResultSchema.parse((await importGds({ content: changed })).json());
    expect(third.segments).toEqual({ added: [], removed: [], changed: [], unchanged: 3 });
  });

  it("attaches to an existing trip, matches its passengers, and grows its dates", async () => {
    const tripId = await newTrip(clientId, "Spring in America");
    const anna = await newPassenger(clientId, "Anna", "Schneider");
    await t.database.db.insert(tripPassengers).values({ tripId, passengerId: anna, clientId });
    const res = await importGds({ content: amadeus("EXT001"), target: { tripId } });
    expect(res.statusCode).toBe(200);
    const result = gdsImportResultSchema.parse(res.json());
    expect(result).toMatchObject({ tripId, tripTitle: "Spring in America", tripCreated: false });
    expect(result.passengers.matched).toEqual([
      { name: "Anna Schneider", passengerId: anna, addedToTrip: false },
      { name: "Juergen Mueller", passengerId: juergenId, addedToTrip: true },
    ]);
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, tripId));
    expect(trip).toMatchObject({ startDate: "2026-03-10", endDate: "2026-03-28", version: 2 });
    const tripAudit = await t.database.db
      .select({ action: auditLogs.action, summary: auditLogs.summary })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "trip"), eq(auditLogs.entityId, tripId)));
    expect(tripAudit).toEqual([
      {
        action: "update",
        summary: "Extended trip Spring in America to 2026-03-10 – 2026-03-28 from GDS reservation EXT001",
      },
    ]);
  });

  it("reports travellers to create when not asked to create them or when the display lacks their passport", async () => {
    const otherClient = await newClient("Nobody Known Ltd");
    const tripId = await newTrip(otherClient);
    const notAsked = gdsImportResultSchema.parse(
      (await importGds({ content: amadeus("TOC001"), target: { tripId } })).json(),
    );
    expect(notAsked.passengers.matched).toEqual([]);
    expect(notAsked.passengers.toCreate.map((p) => p.name)).toEqual(["Anna Schneider", "Juergen Mueller"]);

    const asked = gdsImportResultSchema.parse(
      (await importGds({ content: amadeus("TOC001"), createPassengers: true })).json(),
    );
    expect(asked.passengers.created.map((p) => p.name)).toEqual(["Anna Schneider"]);
    expect(asked.passengers.toCreate).toEqual([
      { name: "Juergen Mueller", reason: "The reservation has no DOCS passport data for this traveller" },
    ]);
  });

  it("imports without a trip", async () => {
    const result = gdsImportResultSchema.parse((await importGds({ content: amadeus("NOT001") })).json());
    expect(result).toMatchObject({ tripId: null, tripTitle: null, tripCreated: false });
    expect(result.passengers.toCreate).toHaveLength(2);
    const rows = await t.database.db
      .select()
      .from(segments)
      .where(eq(segments.itineraryId, result.itineraryId));
    expect(rows.map((r) => r.tripId)).toEqual([null, null, null]);
  });

  it("refuses an unknown trip or client, and moving a reservation to another client's trip", async () => {
    const unknown = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const noTrip = await importGds({ content: amadeus("BAD001"), target: { tripId: unknown } });
    expect(noTrip.statusCode).toBe(400);
    expect(issues(noTrip)).toEqual({ "body.target.tripId": "Trip not found" });
    const noClient = await importGds({
      content: amadeus("BAD001"),
      target: { newTrip: { clientId: unknown } },
    });
    expect(noClient.statusCode).toBe(400);
    expect(issues(noClient)).toEqual({ "body.target.newTrip.clientId": "Client not found" });
    const badShape = await importGds({ content: amadeus("BAD001"), target: { tripId: "nope" } });
    expect(badShape.statusCode).toBe(400);

    const first = gdsImportResultSchema.parse(
      (await importGds({ content: amadeus("MOV001"), target: { newTrip: { clientId } } })).json(),
    );
    const stranger = await newClient("Stranger Travel");
    const strangersTrip = await newTrip(stranger);
    for (const target of [{ tripId: strangersTrip }, { newTrip: { clientId: stranger } }]) {
      const moved = await importGds({ content: amadeus("MOV001"), target });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().error.message).toContain("another client's trip");
    }
    const [itinerary] = await t.database.db
      .select()
      .from(itineraries)
      .where(eq(itineraries.id, first.itineraryId));
    expect(itinerary?.tripId).toBe(first.tripId);
    // Nothing of the refused imports was kept.
    const [strangerTrips] = await t.database.db
      .select({ n: count() })
      .from(trips)
      .where(eq(trips.clientId, stranger));
    expect(strangerTrips?.n).toBe(1);
  });

  it("lists trips to attach to, by title or client", async () => {
    const res = await call("agent", {
      method: "GET",
      url: "/api/gds/trip-options",
      query: { search: "schneider" },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { title: string; clientName: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.clientName === "Schneider Family")).toBe(true);
  });
});
