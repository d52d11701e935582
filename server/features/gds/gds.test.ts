import { and, count, eq, inArray } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { flightListSchema } from "#domain/flights/flight.schema";
import {
  GDS_CONTENT_MAX_BYTES,
  GDS_CONTENT_TOO_LARGE_MESSAGE,
  gdsImportResultSchema,
  gdsPreviewSchema,
} from "#domain/gds-import/gds-import.schema";
import { NOTHING_READ_MESSAGE } from "#domain/gds-import/nothing-read";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { itineraries, segments } from "../../db/schema/segments";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { tripTimeLimits } from "../../db/schema/trip-time-limits";
import { tripPassengers, trips } from "../../db/schema/trips";
import { seedSsr } from "../../db/seed/seed-ssr";
import { issues } from "../../test/issues";
import { type RoleCaller, signInRoles, type Who } from "../../test/role-caller";
import { createTestApp, staffViewer, type TestApp } from "../../test/test-app";
import { type ClientSession, clientUser } from "../../test/trip-fixtures";

let t: TestApp;
let call: RoleCaller;

beforeAll(async () => {
  t = await createTestApp();
  await seedSsr(t.database.db);
  ({ call } = await signInRoles(t));
});
afterAll(async () => {
  await t?.close();
});

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

  it("says 'Nothing was read' of text that holds no reservation, and imports nothing (#31)", async () => {
    // A system's header, even a record locator, without a passenger or a flight is no reservation.
    const headerOnly = [
      "RP/FRAL12100/FRAL12100            AA/SU  10JAN26/0930Z   EMP001",
      "FRAL12100/1234AA/10JAN26",
      "  7 TK OK10JAN/FRAL12100",
    ].join("\r\n");
    for (const content of [headerOnly, "hello world\nthis is not a booking"]) {
      const res = await parse(content);
      expect(res.statusCode).toBe(200);
      const preview = gdsPreviewSchema.parse(res.json());
      expect(preview.importProblem, content).toBe(NOTHING_READ_MESSAGE);
      const before = await t.database.db.select({ n: count() }).from(itineraries);
      const imported = await importGds({ content, target: null });
      expect(imported.statusCode, content).toBe(400);
      expect(issues(imported)).toEqual({ "body.content": NOTHING_READ_MESSAGE });
      expect(await t.database.db.select({ n: count() }).from(itineraries)).toEqual(before);
    }
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
        { name: "Juergen Mueller", passengerId: juergenId, addedToTrip: true, passportMissing: false },
      ]);
      expect(result.passengers.created).toEqual([
        {
          name: "Anna Schneider",
          passengerId: expect.any(String),
          addedToTrip: true,
          passportMissing: false,
        },
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
      { name: "Anna Schneider", passengerId: anna, addedToTrip: false, passportMissing: false },
      { name: "Juergen Mueller", passengerId: juergenId, addedToTrip: true, passportMissing: false },
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
        summary: "Extended trip Spring in America to 10 Mar 2026 – 28 Mar 2026 from GDS reservation EXT001",
      },
    ]);
  });

  it("reports travellers to create when not asked to create them, and creates them from the name when asked", async () => {
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
    expect(asked.passengers.created.map((p) => [p.name, p.passportMissing])).toEqual([
      ["Anna Schneider", false],
      ["Juergen Mueller", true],
    ]);
    expect(asked.passengers.toCreate).toEqual([]);
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

describe("import fidelity: travellers without DOCS, SSRs, title, line accounting, time limits", () => {
  /**
   * Paris → New York and back through London, as the agent tried it: three travellers and no DOCS, meal
   * SSRs per traveller and flight, an SSR the catalogue lacks, a ticketing time limit and an airline deadline.
   */
  function family(locator: string) {
    return [
      `RP/PARAF2100/PARAF2100            AA/SU  10JAN26/0930Z   ${locator}`,
      "PARAF2100/1234AA/10JAN26",
      "  1.DURAND/PIERRE MR   2.DURAND/MARIE MRS   3.DURAND/LEO MSTR(CHD/12MAR18)",
      "  4  AF1080 Y 15MAR 7 CDGLHR HK3  0700 0720  15MAR  E  AF/QWE111",
      "  5  BA 117 Y 15MAR 7 LHRJFK HK3  1000 1305  15MAR  E  BA/ZXC222",
      "  6  BA 112 Y 22MAR 7 JFKLHR HK3  1900 0700  23MAR  E  BA/ZXC222",
      "  7  AF1081 Y 23MAR 1 LHRCDG HK3  0900 1115  23MAR  E  AF/QWE111",
      "  8 AP PAR 01 4567 8900 - DURAND - H",
      "  9 TK TL20FEB/PARAF2100",
      " 10 SSR VGML BA HK1/S5/P2",
      " 11 SSR AVML BA HK1/S6/P2",
      " 12 SSR CHML BA NN1/S5-6/P3",
      " 13 SSR MAAS BA HK1 MEET AND ASSIST/S5/P1",
      " 14 SSR ADTK 1A TO BA BY 25FEB 1200 OTHERWISE WILL BE XXLD",
    ].join("\r\n");
  }

  let clientId: string;
  let owner: ClientSession;
  beforeAll(async () => {
    owner = await clientUser(t, "Durand Family");
    clientId = owner.clientId;
  });

  async function ids(tripId: string) {
    const rows = await t.database.db
      .select({ id: tripSsrRequests.id })
      .from(tripSsrRequests)
      .where(eq(tripSsrRequests.tripId, tripId));
    return rows.map((r) => r.id);
  }

  async function importFamily(locator: string, target: Record<string, unknown> = { newTrip: { clientId } }) {
    const res = await importGds({ content: family(locator), target, createPassengers: true });
    expect(res.statusCode).toBe(200);
    return gdsImportResultSchema.parse(res.json());
  }

  it("creates the three named travellers without DOCS as the client's passengers, on the trip", async () => {
    const result = await importFamily("FAM001");
    expect(result.passengers.created.map((p) => [p.name, p.passportMissing])).toEqual([
      ["Pierre Durand", true],
      ["Marie Durand", true],
      ["Leo Durand", true],
    ]);
    expect(result.passengers.toCreate).toEqual([]);
    const onTrip = await t.database.db
      .select({
        firstName: passengers.firstName,
        dateOfBirth: passengers.dateOfBirth,
        remarks: passengers.remarks,
      })
      .from(tripPassengers)
      .innerJoin(passengers, eq(passengers.id, tripPassengers.passengerId))
      .where(eq(tripPassengers.tripId, result.tripId!));
    expect(onTrip.map((p) => p.firstName).sort()).toEqual(["Leo", "Marie", "Pierre"]);
    // The child's birth date comes from the name element; the remark says what is still missing.
    expect(onTrip.find((p) => p.firstName === "Leo")?.dateOfBirth).toBe("2018-03-12");
    expect(onTrip.every((p) => p.remarks?.includes("without passport data"))).toBe(true);
    const [stored] = await t.database.db
      .select({ clientId: passengers.clientId, passportNumber: passengers.passportNumber })
      .from(passengers)
      .where(eq(passengers.id, result.passengers.created[0]!.passengerId));
    expect(stored).toEqual({ clientId, passportNumber: "" });

    // The same display again finds them by name instead of creating them twice.
    const again = await importFamily("FAM001");
    expect(again.passengers.created).toEqual([]);
    expect(again.passengers.matched.map((p) => [p.name, p.addedToTrip])).toEqual([
      ["Pierre Durand", false],
      ["Marie Durand", false],
      ["Leo Durand", false],
    ]);
  });

  it("matches travellers without DOCS to the client's passengers by name", async () => {
    const other = await newClient("Durand Cousins");
    const marie = await newPassenger(other, "Marie", "Durand");
    const result = await importFamily("FAM002", { newTrip: { clientId: other } });
    expect(result.passengers.matched).toEqual([
      { name: "Marie Durand", passengerId: marie, addedToTrip: true, passportMissing: false },
    ]);
    expect(result.passengers.created.map((p) => p.name)).toEqual(["Pierre Durand", "Leo Durand"]);
  });

  it("requests the catalogue's SSRs for the right traveller and flight, and reports the code it lacks", async () => {
    const result = await importFamily("FAM003");
    expect(result.ssrRequests.created).toEqual([
      { code: "VGML", passengerName: "Marie Durand", segment: "BA 117 LHR → JFK", status: "confirmed" },
      { code: "AVML", passengerName: "Marie Durand", segment: "BA 112 JFK → LHR", status: "confirmed" },
      { code: "CHML", passengerName: "Leo Durand", segment: "BA 117 LHR → JFK", status: "requested" },
      { code: "CHML", passengerName: "Leo Durand", segment: "BA 112 JFK → LHR", status: "requested" },
    ]);
    expect(result.ssrRequests.skipped).toEqual([
      {
        lineNumber: 13,
        text: "13 SSR MAAS BA HK1 MEET AND ASSIST/S5/P1",
        reason: "SSR MAAS is not in the SSR catalogue: not imported",
      },
    ]);
    const rows = await t.database.db
      .select({
        code: tripSsrRequests.code,
        firstName: passengers.firstName,
        flight: segments.flightNumber,
        status: tripSsrRequests.status,
      })
      .from(tripSsrRequests)
      .innerJoin(passengers, eq(passengers.id, tripSsrRequests.passengerId))
      .innerJoin(segments, eq(segments.id, tripSsrRequests.segmentId))
      .where(eq(tripSsrRequests.tripId, result.tripId!));
    expect(rows.map((r) => `${r.code} ${r.firstName} ${r.flight} ${r.status}`).sort()).toEqual([
      "AVML Marie 112 confirmed",
      "CHML Leo 112 requested",
      "CHML Leo 117 requested",
      "VGML Marie 117 confirmed",
    ]);
    // Each request is audited by the feature that owns it, saying where it came from.
    const audited = await t.database.db
      .select({ summary: auditLogs.summary })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entity, "trip_ssr_request"), inArray(auditLogs.entityId, await ids(result.tripId!))),
      );
    expect(audited).toHaveLength(4);
    expect(audited.map((a) => a.summary)).toContain(
      "Requested VGML for Mrs Marie Durand on trip CDG → JFK, Mar 2026 from GDS reservation FAM003",
    );
    // The trip's own SSR list shows them to the client the trip is for.
    const listed = await call("agent", { method: "GET", url: `/api/trips/${result.tripId}/ssr-requests` });
    expect(listed.json().total).toBe(4);

    // A re-import leaves the requests (and what the agent did with them) as they are.
    const again = await importFamily("FAM003");
    expect(again.ssrRequests).toMatchObject({ created: [], alreadyRequested: 4 });
  });

  it("prints the imported SSRs on the itinerary by traveller and flight, never as raw /S5/P2 references (#31)", async () => {
    const result = await importFamily("FAM006");
    const res = await call("agent", { method: "GET", url: `/api/trips/${result.tripId}/itinerary` });
    expect(res.statusCode).toBe(200);
    const itinerary = res.json() as {
      segments: { id: string; flightNumber: string | null }[];
      confirmedSsrs: {
        code: string;
        passengerName: string;
        segmentId: string | null;
        notes: string | null;
      }[];
    };
    const flightOf = (id: string | null) => itinerary.segments.find((s) => s.id === id)?.flightNumber;
    expect(
      itinerary.confirmedSsrs.map((r) => `${r.code} ${r.passengerName} ${flightOf(r.segmentId)}`).sort(),
    ).toEqual(["AVML Mrs Marie Durand 112", "VGML Mrs Marie Durand 117"]);
    // Nothing the printout shows carries the GDS's own segment or passenger references.
    expect(res.body).not.toMatch(/\/[SP]\d/);
  });

  it("reports the SSRs of a traveller who is not on the trip, and requests none without a trip", async () => {
    const tripId = await newTrip(await newClient("Strangers Inc"));
    const res = await importGds({ content: family("FAM004"), target: { tripId }, createPassengers: false });
    const result = gdsImportResultSchema.parse(res.json());
    expect(result.ssrRequests.created).toEqual([]);
    expect(result.ssrRequests.skipped.map((s) => s.reason)).toEqual([
      "SSR VGML not requested: Marie Durand is not on the trip",
      "SSR AVML not requested: Marie Durand is not on the trip",
      "SSR CHML not requested: Leo Durand is not on the trip",
      "SSR MAAS is not in the SSR catalogue: not imported",
    ]);
    const none = gdsImportResultSchema.parse((await importGds({ content: family("FAM005") })).json());
    expect(none.ssrRequests.skipped.map((s) => s.lineNumber)).toEqual([10, 11, 12, 13]);
    expect(none.ssrRequests.skipped[0]?.reason).toBe("SSR VGML not requested: the reservation is on no trip");
  });

  it("titles the new trip origin → turnaround point, not the first leg", async () => {
    const preview = gdsPreviewSchema.parse((await parse(family("FAM006"))).json());
    expect(preview.suggestedTripTitle).toBe("CDG → JFK, Mar 2026");
    const result = await importFamily("FAM006");
    expect(result.tripTitle).toBe("CDG → JFK, Mar 2026");
  });

  it("accounts for every line in the preview: imported, recognised but not imported with why, not understood", async () => {
    const content = `${family("FAM007")}\r\n ~~~ coffee spilled on the terminal ~~~`;
    const preview = gdsPreviewSchema.parse((await parse(content)).json());
    expect(preview.lines.notImported).toEqual([
      {
        lineNumber: 8,
        text: "8 AP PAR 01 4567 8900 - DURAND - H",
        reason: expect.stringContaining("not imported"),
      },
      {
        lineNumber: 13,
        text: "13 SSR MAAS BA HK1 MEET AND ASSIST/S5/P1",
        reason: "SSR MAAS is not in the SSR catalogue: not imported",
      },
    ]);
    expect(preview.lines.unparsed).toEqual([
      { lineNumber: 15, text: "~~~ coffee spilled on the terminal ~~~" },
    ]);
    expect(preview.lines.counts).toEqual({ imported: 12, notImported: 2, unparsed: 1 });
  });

  it("stores the time limits on the trip, replaces them on re-import, and shows them to whoever may see the trip", async () => {
    const result = await importFamily("FAM008");
    expect(result.timeLimits).toBe(2);
    const url = `/api/trips/${result.tripId}/time-limits`;
    const res = await call("agent", { method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        expect.objectContaining({
          kind: "ticketing",
          date: "2026-02-20",
          time: null,
          recordLocator: "FAM008",
        }),
        expect.objectContaining({
          kind: "airline-deadline",
          date: "2026-02-25",
          time: "12:00",
          airline: "BA",
        }),
      ],
      total: 2,
    });

    // The trip's client sees them; another client, anonymous and a bad id do not.
    const signedIn = (session: ClientSession) => ({ cookie: session.cookie, origin: session.origin });
    const mine = await t.app.inject({ method: "GET", url, headers: signedIn(owner) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().total).toBe(2);
    const stranger = await clientUser(t, "Someone Else");
    expect((await t.app.inject({ method: "GET", url, headers: signedIn(stranger) })).statusCode).toBe(404);
    expect((await call("anonymous", { method: "GET", url })).statusCode).toBe(401);
    const bad = await call("agent", { method: "GET", url: "/api/trips/nope/time-limits" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issues(bad))).toEqual(["params.id"]);

    // Re-imported without the ticketing line: only the airline deadline is left.
    const fewer = family("FAM008")
      .split("\r\n")
      .filter((line) => !line.includes("TK TL"))
      .join("\r\n");
    await importGds({ content: fewer });
    const left = await t.database.db
      .select({ kind: tripTimeLimits.kind, tripId: tripTimeLimits.tripId })
      .from(tripTimeLimits)
      .where(eq(tripTimeLimits.itineraryId, result.itineraryId));
    expect(left).toEqual([{ kind: "airline-deadline", tripId: result.tripId }]);
  });
});
