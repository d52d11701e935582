import { and, asc, count, eq, inArray, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  passengerDuplicateListSchema,
  passengerMergePreviewSchema,
  passengerMergeResultSchema,
} from "#domain/passenger-merge/passenger-merge.schema";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { bookingParticipants, bookings } from "../../db/schema/bookings";
import { clients } from "../../db/schema/clients";
import { passengerAssociations, passengers } from "../../db/schema/passengers";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { tripPassengers } from "../../db/schema/trips";
import { withCastApp } from "../../test/cast-app";
import { issues, MISSING_ID, makeTrip, type Session } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();

let counter = 0;

async function makeClient(name = `Passenger merge client ${++counter}`): Promise<string> {
  const [row] = await t.database.db.insert(clients).values({ name }).returning({ id: clients.id });
  return row!.id;
}

type PassengerValues = Partial<typeof passengers.$inferInsert>;

async function makePassenger(clientId: string | null, values: PassengerValues = {}): Promise<string> {
  const [row] = await t.database.db
    .insert(passengers)
    .values({
      firstName: "Ana",
      surname: `Traveller${++counter}`,
      passportNumber: `PM${100000 + counter}`,
      countryOfIssue: "PRT",
      documentExpiry: "2031-01-01",
      clientId,
      ...values,
    })
    .returning({ id: passengers.id });
  return row!.id;
}

async function onTrip(tripId: string, passengerId: string, clientId: string) {
  await t.database.db.insert(tripPassengers).values({ tripId, passengerId, clientId });
}

async function requestSsr(tripId: string, passengerId: string, code: string) {
  await t.database.db.insert(tripSsrRequests).values({ tripId, passengerId, code, description: code });
}

async function connect(a: string, b: string) {
  await t.database.db
    .insert(passengerAssociations)
    .values({ passengerId: a, associatedPassengerId: b, associationType: "family" });
}

async function book(clientId: string, tripId: string, passengerIds: string[]) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      clientId,
      tripId,
      participants: passengerIds.length,
      travelDate: "2026-05-01",
      unitPriceCents: 10_000,
      totalCents: 10_000 * passengerIds.length,
      currency: "EUR",
    })
    .returning({ id: bookings.id, number: bookings.number });
  await t.database.db
    .insert(bookingParticipants)
    .values(passengerIds.map((passengerId) => ({ bookingId: row!.id, passengerId, clientId })));
  return row!;
}

const merge = (session: Session, survivorId: string, sourceId: unknown) =>
  call(session, "POST", `/api/passengers/${survivorId}/merge`, { sourceId });

const tripsOf = async (passengerId: string) =>
  (
    await t.database.db
      .select({ tripId: tripPassengers.tripId })
      .from(tripPassengers)
      .where(eq(tripPassengers.passengerId, passengerId))
      .orderBy(asc(tripPassengers.tripId))
  ).map((row) => row.tripId);

describe("likely duplicates of a passenger", () => {
  it("finds the same passport, the same name and birth date, and similar names of the same client", async () => {
    const client = await makeClient();
    const other = await makeClient();
    const me = await makePassenger(client, {
      firstName: "Joana",
      surname: "Ferreira",
      dateOfBirth: "1980-02-03",
      passportNumber: "P1234567",
    });
    const samePassport = await makePassenger(other, { passportNumber: "P1234567", countryOfIssue: "PRT" });
    const otherCountry = await makePassenger(other, { passportNumber: "P1234567", countryOfIssue: "ESP" });
    const nameAndBirth = await makePassenger(null, {
      firstName: "JOANA",
      surname: "FERREIRA",
      dateOfBirth: "1980-02-03",
    });
    const similar = await makePassenger(client, { firstName: "Joanna", surname: "Ferreira" });
    const similarElsewhere = await makePassenger(other, { firstName: "Joanna", surname: "Ferreira" });
    const unrelated = await makePassenger(client, { firstName: "Rui", surname: "Costa" });

    const res = await call(cast.agent, "GET", `/api/passengers/${me}/duplicates`);
    expect(res.statusCode, res.body).toBe(200);
    const list = passengerDuplicateListSchema.parse(res.json());
    expect(list.passenger).toMatchObject({ id: me, firstName: "Joana", clientId: client, tripsCount: 0 });
    expect(list.items.map((d) => [d.passenger.id, d.reasons])).toEqual([
      [samePassport, ["passport"]],
      [nameAndBirth, ["nameAndBirth"]],
      [similar, ["similarName"]],
    ]);
    const listed = list.items.map((d) => d.passenger.id);
    for (const id of [otherCountry, similarElsewhere, unrelated]) expect(listed).not.toContain(id);
  });

  it("answers 404 for a missing passenger and 400 for a bad id", async () => {
    expect((await call(cast.agent, "GET", `/api/passengers/${MISSING_ID}/duplicates`)).statusCode).toBe(404);
    const bad = await call(cast.agent, "GET", "/api/passengers/nope/duplicates");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issues(bad))).toEqual(["params.id"]);
  });
});

describe("merging two passengers", () => {
  async function setUp() {
    const client = await makeClient();
    const [t1, t2, t3] = [await makeTrip(t, client), await makeTrip(t, client), await makeTrip(t, client)];
    const survivor = await makePassenger(client, {
      firstName: "Ana",
      surname: "Silva",
      remarks: "Window seat",
    });
    const source = await makePassenger(client, {
      firstName: "Anna",
      surname: "Silva",
      dateOfBirth: "1990-07-01",
      nationality: "PRT",
      remarks: "Vegetarian",
    });
    // The source is on trips 1 and 2, the survivor on 2 and 3.
    await onTrip(t1, source, client);
    await onTrip(t2, source, client);
    await onTrip(t2, survivor, client);
    await onTrip(t3, survivor, client);
    await requestSsr(t1, source, "WCHR");
    await requestSsr(t2, source, "VGML");
    await requestSsr(t2, source, "WCHR");
    await requestSsr(t2, survivor, "VGML");
    const [x, y, z] = [await makePassenger(client), await makePassenger(client), await makePassenger(client)];
    await connect(source, survivor);
    await connect(source, x);
    await connect(source, y);
    await connect(y, survivor);
    await connect(z, source);
    const booking = await book(client, t1, [source]);
    return { client, trips: [t1, t2, t3], survivor, source, x, y, z, booking };
  }

  it("keeps every trip link exactly once and moves SSR requests, booking places and connections", async () => {
    const { trips, survivor, source, x, y, z, booking } = await setUp();
    const preview = await call(
      cast.agent,
      "GET",
      `/api/passengers/${survivor}/merge-preview?sourceId=${source}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const planned = passengerMergePreviewSchema.parse(preview.json());
    expect(planned.blockedReason).toBeNull();
    expect(planned.source).toMatchObject({
      id: source,
      tripsCount: 2,
      bookingsCount: 1,
      connectionsCount: 4,
    });
    const res = await merge(cast.agent, survivor, source);
    expect(res.statusCode, res.body).toBe(200);
    const result = passengerMergeResultSchema.parse(res.json());
    expect(result.moved).toEqual({
      trips: 2,
      bookings: 1,
      ssrRequests: 2,
      ssrRequestsDropped: 1,
      connections: 2,
      filledFields: ["dateOfBirth", "nationality"],
    });
    expect(result.survivor).toMatchObject({
      id: survivor,
      tripsCount: 3,
      bookingsCount: 1,
      connectionsCount: 3,
    });

    expect(await tripsOf(survivor)).toEqual([...trips].sort());
    expect(await tripsOf(source)).toEqual([]);
    const requests = await t.database.db
      .select({
        tripId: tripSsrRequests.tripId,
        passengerId: tripSsrRequests.passengerId,
        code: tripSsrRequests.code,
      })
      .from(tripSsrRequests)
      .where(inArray(tripSsrRequests.tripId, trips));
    expect(
      requests.map((r) => `${trips.indexOf(r.tripId) + 1}:${r.code}:${r.passengerId === survivor}`).sort(),
    ).toEqual(["1:WCHR:true", "2:VGML:true", "2:WCHR:true"]);
    const [place] = await t.database.db
      .select()
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, booking.id));
    expect(place?.passengerId).toBe(survivor);

    const links = await t.database.db
      .select()
      .from(passengerAssociations)
      .where(
        or(
          inArray(passengerAssociations.passengerId, [survivor, source]),
          inArray(passengerAssociations.associatedPassengerId, [survivor, source]),
        ),
      );
    const others = links.map((l) => (l.passengerId === survivor ? l.associatedPassengerId : l.passengerId));
    expect(others.sort()).toEqual([x, y, z].sort());

    const [gone] = await t.database.db.select().from(passengers).where(eq(passengers.id, source));
    expect(gone).toBeUndefined();
    const [kept] = await t.database.db.select().from(passengers).where(eq(passengers.id, survivor));
    expect(kept).toMatchObject({
      firstName: "Ana",
      dateOfBirth: "1990-07-01",
      nationality: "PRT",
      remarks: "Window seat\n\nFrom Anna Silva (merged): Vegetarian",
      version: 2,
    });
  });

  it("writes one audit row on the survivor and tells the client's audience", async () => {
    const { client, survivor, source } = await setUp();
    const heard: RealtimeEvent[] = [];
    const other: RealtimeEvent[] = [];
    const stop = [
      t.ctx.hub.subscribe({
        viewer: { userId: "c", staff: false, clientId: client },
        send: (e) => heard.push(e),
      }),
      t.ctx.hub.subscribe({
        viewer: { userId: "b", staff: false, clientId: cast.clientB.clientId },
        send: (e) => other.push(e),
      }),
    ];
    try {
      expect((await merge(cast.admin, survivor, source)).statusCode).toBe(200);
      await expect.poll(() => heard.length).toBe(4);
      expect(heard).toEqual(
        expect.arrayContaining([
          { topic: "passengers", id: survivor, op: "update" },
          { topic: "passengers", id: source, op: "delete" },
          { topic: "trips", op: "update" },
          expect.objectContaining({ topic: "bookings", op: "update" }),
        ]),
      );
      expect(other).toEqual([]);
    } finally {
      for (const unsubscribe of stop) unsubscribe();
    }
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "passenger"), inArray(auditLogs.entityId, [survivor, source])));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entityId: survivor, userId: cast.admin.userId });
    expect(rows[0]!.summary).toBe(
      `Merged passenger Anna Silva (${source}) into Ana Silva: moved 2 trips, 1 booking, 2 SSR requests and 2 connections`,
    );
  });

  it("merges two passengers of no client", async () => {
    const a = await makePassenger(null);
    const b = await makePassenger(null);
    await connect(a, b);
    const res = await merge(cast.agent, a, b);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved).toMatchObject({ trips: 0, connections: 0 });
    expect(
      await t.database.db
        .select()
        .from(passengerAssociations)
        .where(eq(passengerAssociations.passengerId, a)),
    ).toEqual([]);
  });

  it("refuses passengers of different clients, shared bookings, a self-merge and missing ids", async () => {
    const clientA = await makeClient("Client Aurora");
    const clientB = await makeClient("Client Boreal");
    const a = await makePassenger(clientA, { firstName: "Ana", surname: "Aurora" });
    const b = await makePassenger(clientB, { firstName: "Ana", surname: "Boreal" });
    const none = await makePassenger(null, { firstName: "Ana", surname: "Nobody" });
    const crossed = await merge(cast.agent, a, b);
    expect(crossed.statusCode).toBe(409);
    expect(crossed.json().error.message).toBe(
      "Ana Aurora belongs to Client Aurora and Ana Boreal to Client Boreal: only passengers of the same client (or both of none) can be merged.",
    );
    expect((await merge(cast.agent, none, a)).json().error.message).toMatch(/belongs to no client and/);
    const preview = await call(cast.agent, "GET", `/api/passengers/${a}/merge-preview?sourceId=${b}`);
    expect(preview.json().blockedReason).toBe(crossed.json().error.message);

    const twin = await makePassenger(clientA);
    const trip = await makeTrip(t, clientA);
    const booking = await book(clientA, trip, [a, twin]);
    const shared = await merge(cast.agent, a, twin);
    expect(shared.statusCode).toBe(409);
    expect(shared.json().error.message).toBe(
      `Both passengers are participants of booking BK-${String(booking.number).padStart(6, "0")}: take one of them off it before merging.`,
    );

    const sharedPreview = await call(
      cast.agent,
      "GET",
      `/api/passengers/${a}/merge-preview?sourceId=${twin}`,
    );
    expect(sharedPreview.json().blockedReason).toBe(shared.json().error.message);
    const self = await merge(cast.agent, a, a);
    expect(self.statusCode).toBe(400);
    expect(issues(self)).toEqual({ "body.sourceId": "A passenger cannot be merged into themselves." });
    expect((await merge(cast.agent, MISSING_ID, a)).statusCode).toBe(404);
    const missingSource = await merge(cast.agent, a, MISSING_ID);
    expect(missingSource.statusCode).toBe(400);
    expect(issues(missingSource)).toEqual({ "body.sourceId": "Passenger not found" });
    expect(Object.keys(issues(await merge(cast.agent, a, 42)))).toEqual(["body.sourceId"]);
    const selfPreview = await call(cast.agent, "GET", `/api/passengers/${a}/merge-preview?sourceId=${a}`);
    expect(issues(selfPreview)).toEqual({
      "query.sourceId": "A passenger cannot be merged into themselves.",
    });
    const missingPreview = await call(
      cast.agent,
      "GET",
      `/api/passengers/${a}/merge-preview?sourceId=${MISSING_ID}`,
    );
    expect(issues(missingPreview)).toEqual({ "query.sourceId": "Passenger not found" });
    // Every refusal left every passenger in place.
    const [left] = await t.database.db
      .select({ n: count() })
      .from(passengers)
      .where(inArray(passengers.id, [a, b, none, twin]));
    expect(left?.n).toBe(4);
  });
});

describe("access", () => {
  it("lets staff in and turns away anonymous callers (401) and client users (403), their own passengers too", async () => {
    const own = await makePassenger(cast.clientA.clientId);
    const ownTwin = await makePassenger(cast.clientA.clientId);
    for (const [method, url, payload] of [
      ["GET", `/api/passengers/${own}/duplicates`, undefined],
      ["GET", `/api/passengers/${own}/merge-preview?sourceId=${ownTwin}`, undefined],
      ["POST", `/api/passengers/${own}/merge`, { sourceId: ownTwin }],
    ] as const) {
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      expect((await call(cast.clientA, method, url, payload)).statusCode).toBe(403);
      expect((await call(cast.clientB, method, url, payload)).statusCode).toBe(403);
    }
    expect((await call(cast.agent, "GET", `/api/passengers/${own}/duplicates`)).statusCode).toBe(200);
    expect((await merge(cast.admin, own, ownTwin)).statusCode).toBe(200);
    const third = await makePassenger(cast.clientA.clientId);
    expect((await merge(cast.agent, own, third)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("passenger merges racing on PostgreSQL", () => {
  it("two merges crossing each other end with one passenger on every trip once", async () => {
    for (let round = 0; round < 4; round++) {
      const client = await makeClient();
      const [t1, t2] = [await makeTrip(t, client), await makeTrip(t, client)];
      const a = await makePassenger(client);
      const b = await makePassenger(client);
      await onTrip(t1, a, client);
      await onTrip(t2, a, client);
      await onTrip(t2, b, client);
      const [ab, ba] = await Promise.all([merge(cast.agent, b, a), merge(cast.admin, a, b)]);
      expect([ab.statusCode, ba.statusCode].sort()[0], `${ab.body} ${ba.body}`).toBe(200);
      const left = await t.database.db
        .select({ id: passengers.id })
        .from(passengers)
        .where(inArray(passengers.id, [a, b]));
      expect(left).toHaveLength(1);
      expect(await tripsOf(left[0]!.id)).toEqual([t1, t2].sort());
    }
  });
});
