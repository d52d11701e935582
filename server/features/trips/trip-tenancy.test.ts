import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { tripSsrRequestListSchema } from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { tripPassengerListSchema } from "#domain/trips/trip-passenger.schema";
import { passengers } from "../../db/schema/passengers";
import { segments } from "../../db/schema/segments";
import { ssrDefinitions } from "../../db/schema/ssr";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { tripPassengers, trips } from "../../db/schema/trips";
import { withCastApp } from "../../test/cast-app";
import { type Cast, issues, makeTrip } from "../../test/trip-fixtures";

/** Finding 8 of issue 11: a trip's passengers and SSR requests always belong to the trip's client. */

const { t, cast, call } = withCastApp();
let wchr: string;
let counter = 0;

beforeAll(async () => {
  const [row] = await t.database.db
    .insert(ssrDefinitions)
    .values({ code: "WCHR", description: "Wheelchair", defaultPriceCents: 0 })
    .returning({ id: ssrDefinitions.id });
  wchr = row!.id;
});

function passengerBody(clientId: string | null, surname = "Silva") {
  return {
    firstName: "Ana",
    surname,
    passportNumber: `TN${100000 + ++counter}`,
    documentExpiry: "2031-01-31",
    countryOfIssue: "PRT",
    nationality: "PRT",
    clientId,
  };
}

async function newPassenger(clientId: string | null, surname?: string): Promise<string> {
  const res = await call(cast.agent, "POST", "/api/passengers", passengerBody(clientId, surname));
  if (res.statusCode !== 201) throw new Error(`passenger: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

async function addToTrip(tripId: string, passengerId: string) {
  return call(cast.agent, "POST", `/api/trips/${tripId}/passengers`, { passengerIds: [passengerId] });
}

const flightBody = {
  airline: "LH",
  flightNumber: "400",
  origin: "FRA",
  destination: "JFK",
  departureLocal: "2026-05-01T10:15",
  arrivalLocal: "2026-05-01T12:50",
  bookingClass: "M",
};

describe("a passenger's client", () => {
  it("cannot change while they travel on the trips of their client; client A never reads B's passenger", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId, "Alpha in Lisbon");
    const passengerId = await newPassenger(cast.clientA.clientId);
    expect((await addToTrip(tripId, passengerId)).statusCode).toBe(200);

    const moved = await call(cast.agent, "PUT", `/api/passengers/${passengerId}`, {
      ...passengerBody(cast.clientB.clientId),
      passportNumber: "BSECRET1",
    });
    expect(moved.statusCode).toBe(409);
    expect(issues(moved)["body.clientId"]).toContain("“Alpha in Lisbon”");
    // Taking them off every trip of no client is refused the same way.
    const none = await call(cast.agent, "PUT", `/api/passengers/${passengerId}`, passengerBody(null));
    expect(none.statusCode).toBe(409);

    const seen = tripPassengerListSchema.parse(
      (await call(cast.clientA, "GET", `/api/trips/${tripId}/passengers`)).json(),
    );
    expect(seen.items.map((p) => [p.id, p.clientId])).toEqual([[passengerId, cast.clientA.clientId]]);
    expect(seen.items[0]?.passportNumber).not.toBe("BSECRET1");
    expect((await call(cast.clientB, "GET", `/api/passengers/${passengerId}`)).statusCode).toBe(404);

    // Off the trip, the passenger may become B's; A no longer reads them anywhere.
    await call(cast.agent, "DELETE", `/api/trips/${tripId}/passengers/${passengerId}`);
    const later = await call(cast.agent, "PUT", `/api/passengers/${passengerId}`, {
      ...passengerBody(cast.clientB.clientId),
      passportNumber: "BSECRET2",
    });
    expect(later.statusCode).toBe(200);
    const after = tripPassengerListSchema.parse(
      (await call(cast.clientA, "GET", `/api/trips/${tripId}/passengers`)).json(),
    );
    expect(after.items).toEqual([]);
  });

  it("is held by the database too: no write puts a passenger on another client's trip", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const passengerId = await newPassenger(cast.clientA.clientId);
    await addToTrip(tripId, passengerId);
    const db = t.database.db;
    await expect(
      db.update(passengers).set({ clientId: cast.clientB.clientId }).where(eq(passengers.id, passengerId)),
    ).rejects.toThrow();
    await expect(
      db.update(trips).set({ clientId: cast.clientB.clientId }).where(eq(trips.id, tripId)),
    ).rejects.toThrow();
    const foreign = await newPassenger(cast.clientB.clientId);
    await expect(
      db.insert(tripPassengers).values({ tripId, passengerId: foreign, clientId: cast.clientA.clientId }),
    ).rejects.toThrow();
    await expect(
      db.insert(tripPassengers).values({ tripId, passengerId: foreign, clientId: cast.clientB.clientId }),
    ).rejects.toThrow();
  });

  it("is given to a passenger of no client who joins a trip: they become the trip client's", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const free = await newPassenger(null, "Livre");
    expect((await call(cast.clientA, "GET", `/api/passengers/${free}`)).statusCode).toBe(404);
    expect((await addToTrip(tripId, free)).json()).toMatchObject({ added: 1 });
    const seen = await call(cast.clientA, "GET", `/api/passengers/${free}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ clientId: cast.clientA.clientId });
    // Being A's now, they cannot join B's trip.
    const tripB = await makeTrip(t, cast.clientB.clientId);
    expect((await addToTrip(tripB, free)).statusCode).toBe(400);
  });
});

describe("a trip's client", () => {
  it("cannot change while the trip carries the client's passengers", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const passengerId = await newPassenger(cast.clientA.clientId, "Traveller");
    await addToTrip(tripId, passengerId);
    const body = {
      title: "Moved",
      clientId: cast.clientB.clientId,
      startDate: "2026-05-01",
      endDate: "2026-05-09",
      status: "planning",
    };
    const res = await call(cast.agent, "PUT", `/api/trips/${tripId}`, body);
    expect(res.statusCode).toBe(409);
    expect(issues(res)["body.clientId"]).toContain("Ana Traveller");
    await call(cast.agent, "DELETE", `/api/trips/${tripId}/passengers/${passengerId}`);
    expect((await call(cast.agent, "PUT", `/api/trips/${tripId}`, body)).statusCode).toBe(200);
  });
});

describe("moving a flight to another trip", () => {
  /** A flight on a trip of client A with a WCHR requested on it for a passenger of the trip. */
  async function flightWithRequest() {
    const fromTrip = await makeTrip(t, cast.clientA.clientId, "Alpha first");
    const passengerId = await newPassenger(cast.clientA.clientId, "Cadeira");
    await addToTrip(fromTrip, passengerId);
    const created = await call(cast.agent, "POST", "/api/flights", { ...flightBody, tripId: fromTrip });
    if (created.statusCode !== 201) throw new Error(created.body);
    const flightId = (created.json() as { id: string }).id;
    const request = await call(cast.agent, "POST", `/api/trips/${fromTrip}/ssr-requests`, {
      passengerId,
      ssrId: wchr,
      segmentId: flightId,
    });
    if (request.statusCode !== 201) throw new Error(request.body);
    return { fromTrip, passengerId, flightId };
  }

  async function requestsOf(session: Cast["agent"], tripId: string) {
    const res = await call(session, "GET", `/api/trips/${tripId}/ssr-requests`);
    return tripSsrRequestListSchema.parse(res.json()).items;
  }

  it("to another client's trip is refused, naming the SSR requests; nothing moves", async () => {
    const { fromTrip, flightId } = await flightWithRequest();
    const tripB = await makeTrip(t, cast.clientB.clientId);
    const res = await call(cast.agent, "PUT", `/api/flights/${flightId}`, { ...flightBody, tripId: tripB });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain("WCHR for Ana Cadeira");
    expect((await requestsOf(cast.clientA, fromTrip)).map((r) => r.segment?.id)).toEqual([flightId]);
    expect(await requestsOf(cast.agent, tripB)).toEqual([]);
    const [segment] = await t.database.db.select().from(segments).where(eq(segments.id, flightId));
    expect(segment?.tripId).toBe(fromTrip);
  });

  it("off every trip, or to a trip without the request's passenger, is refused", async () => {
    const { flightId } = await flightWithRequest();
    const off = await call(cast.agent, "PUT", `/api/flights/${flightId}`, { ...flightBody, tripId: null });
    expect(off.statusCode).toBe(409);
    const empty = await makeTrip(t, cast.clientA.clientId);
    const res = await call(cast.agent, "PUT", `/api/flights/${flightId}`, { ...flightBody, tripId: empty });
    expect(res.statusCode).toBe(409);
  });

  it("to a trip its passengers are on takes the SSR requests along", async () => {
    const { fromTrip, passengerId, flightId } = await flightWithRequest();
    const toTrip = await makeTrip(t, cast.clientA.clientId, "Alpha second");
    await addToTrip(toTrip, passengerId);
    const res = await call(cast.agent, "PUT", `/api/flights/${flightId}`, { ...flightBody, tripId: toTrip });
    expect(res.statusCode).toBe(200);
    expect(await requestsOf(cast.agent, fromTrip)).toEqual([]);
    expect((await requestsOf(cast.clientA, toTrip)).map((r) => [r.code, r.segment?.id])).toEqual([
      ["WCHR", flightId],
    ]);
  });

  it("is held by the database too: a request never stays on a trip its segment left", async () => {
    const { flightId } = await flightWithRequest();
    const tripB = await makeTrip(t, cast.clientB.clientId);
    await expect(
      t.database.db.update(segments).set({ tripId: tripB }).where(eq(segments.id, flightId)),
    ).rejects.toThrow();
    const rows = await t.database.db
      .select({ tripId: tripSsrRequests.tripId })
      .from(tripSsrRequests)
      .where(eq(tripSsrRequests.segmentId, flightId));
    expect(rows).toHaveLength(1);
  });
});
