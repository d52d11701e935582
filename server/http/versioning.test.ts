import { describe, expect, it } from "vitest";
import { STALE_MESSAGE } from "../db/record-version";
import { ssrDefinitions } from "../db/schema/ssr";
import { withCastApp } from "../test/cast-app";
import { passengerBody, passengerDocsBody } from "../test/passenger-body";
import { makePassenger, makeTrip } from "../test/trip-fixtures";

// Every editable record through HTTP: GET answers its version as ETag, writes honour If-Match, a stale one
// is a 412 carrying the record as it is now, and concurrent writers from one version never both win.

const { t, cast, call } = withCastApp();
let counter = 0;

type Json = Record<string, unknown> & { id: string; version: number };

function tripBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Lisbon city break",
    clientId: cast.clientA.clientId,
    startDate: "2026-05-01",
    endDate: "2026-05-09",
    description: null,
    notes: null,
    status: "planning",
    ...overrides,
  };
}

const flightSegment = {
  segmentType: "flight",
  airline: "TP",
  flightNumber: "0347",
  origin: "LHR",
  destination: "LIS",
  departureLocal: "2026-05-01T07:05",
  arrivalLocal: "2026-05-01T09:45",
  status: "HK",
};
const manualFlight = {
  airline: "LH",
  flightNumber: "0400",
  origin: "FRA",
  destination: "JFK",
  departureLocal: "2026-05-01T10:15",
  arrivalLocal: "2026-05-01T12:50",
  bookingClass: "Y",
};

const ssrFlags = { defaultPriceCents: 0, currency: "USD", isChargeable: false, documentationRequired: false };

/** A fresh four-letter SSR code starting with the prefix. */
function ssrCode(prefix: string): string {
  let n = ++counter;
  let letters = "";
  for (let i = 0; i < 3; i++, n = Math.floor(n / 26)) letters = String.fromCharCode(65 + (n % 26)) + letters;
  return prefix + letters;
}

async function created(res: { statusCode: number; body: string; json(): unknown }): Promise<Json> {
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as Json;
}

/** A client user the admin made through the API, and the e-mail that finds it. */
async function adminMadeUser(prefix: string) {
  const email = `${prefix}-${++counter}@test.itinera`;
  const user = await created(
    await call(cast.admin, "POST", "/api/users", {
      email,
      password: "correct-horse-battery",
      role: "client",
    }),
  );
  return { email, user };
}

/** An SSR definition the admin made through the API, and the fresh code that finds it. */
async function adminMadeSsr(prefix: string, description: string) {
  const code = ssrCode(prefix);
  const ssr = await created(await call(cast.admin, "POST", "/api/ssr", { code, description, ...ssrFlags }));
  return { code, ssr };
}

/** One kind of editable record: how to make one, change it twice, read it back and delete it. */
interface Kind {
  name: string;
  make(): Promise<{
    id: string;
    /** The write honouring If-Match, with two different valid bodies. */
    write: { method: "PUT" | "PATCH" | "POST"; url: string; bodies: [unknown, unknown] };
    /** The record as the API shows it now. */
    read(): Promise<Json>;
    remove?: string;
  }>;
}

async function findIn(url: string, id: string): Promise<Json> {
  const res = await call(cast.admin, "GET", url);
  expect(res.statusCode).toBe(200);
  const found = (res.json() as { items: Json[] }).items.find((item) => item.id === id);
  if (!found) throw new Error(`${id} not in ${url}`);
  return found;
}

async function getOne(url: string): Promise<Json> {
  const res = await call(cast.admin, "GET", url);
  expect(res.statusCode).toBe(200);
  return res.json() as Json;
}

const kinds: Kind[] = [
  {
    name: "passenger",
    async make() {
      const p = await created(await call(cast.agent, "POST", "/api/passengers", passengerBody()));
      const url = `/api/passengers/${p.id}`;
      return {
        id: p.id,
        write: {
          method: "PUT",
          url,
          bodies: [passengerBody({ firstName: "Jane" }), passengerBody({ remarks: "Aisle" })],
        },
        read: () => getOne(url),
        remove: url,
      };
    },
  },
  {
    name: "passenger DOCS",
    async make() {
      const p = await created(await call(cast.agent, "POST", "/api/passengers", passengerBody()));
      return {
        id: p.id,
        write: {
          method: "PUT",
          url: `/api/passengers/${p.id}/docs`,
          bodies: [passengerDocsBody, { ...passengerDocsBody, documentNumber: "987654321" }],
        },
        read: () => getOne(`/api/passengers/${p.id}`),
      };
    },
  },
  {
    name: "trip",
    async make() {
      const trip = await created(await call(cast.agent, "POST", "/api/trips", tripBody()));
      const url = `/api/trips/${trip.id}`;
      return {
        id: trip.id,
        write: { method: "PUT", url, bodies: [tripBody({ title: "Porto" }), tripBody({ notes: "Window" })] },
        read: () => getOne(url),
        remove: url,
      };
    },
  },
  {
    name: "trip segment",
    async make() {
      const tripId = await makeTrip(t, cast.clientA.clientId);
      const list = `/api/trips/${tripId}/segments`;
      const segment = await created(await call(cast.agent, "POST", list, flightSegment));
      const url = `${list}/${segment.id}`;
      return {
        id: segment.id,
        write: {
          method: "PUT",
          url,
          bodies: [
            { ...flightSegment, seatCount: 2 },
            { ...flightSegment, notes: "Extra legroom" },
          ],
        },
        read: () => findIn(list, segment.id),
        remove: url,
      };
    },
  },
  {
    name: "flight",
    async make() {
      const flight = await created(await call(cast.agent, "POST", "/api/flights", manualFlight));
      const url = `/api/flights/${flight.id}`;
      return {
        id: flight.id,
        write: {
          method: "PUT",
          url,
          bodies: [
            { ...manualFlight, bookingClass: "M" },
            { ...manualFlight, notes: "Meal" },
          ],
        },
        read: () => getOne(url),
        remove: url,
      };
    },
  },
  {
    name: "SSR definition",
    async make() {
      const { code, ssr } = await adminMadeSsr("V", "Versioned");
      const url = `/api/ssr/${ssr.id}`;
      return {
        id: ssr.id,
        write: { method: "PATCH", url, bodies: [{ description: "First" }, { defaultPriceCents: 500 }] },
        read: () => findIn(`/api/ssr?search=${code}`, ssr.id),
        remove: url,
      };
    },
  },
  {
    name: "SSR pricing",
    async make() {
      const { code, ssr } = await adminMadeSsr("P", "Priced");
      return {
        id: ssr.id,
        write: {
          method: "PUT",
          url: `/api/ssr/${ssr.id}/pricing`,
          bodies: [
            { pricing: [{ airlineCode: "LH", priceCents: 100 }] },
            { pricing: [{ airlineCode: "BA", priceCents: 200 }] },
          ],
        },
        read: () => findIn(`/api/ssr?search=${code}`, ssr.id),
      };
    },
  },
  {
    name: "trip SSR request",
    async make() {
      const tripId = await makeTrip(t, cast.clientA.clientId);
      const passengerId = await makePassenger(t, tripId);
      const [ssr] = await t.database.db
        .insert(ssrDefinitions)
        .values({ code: ssrCode("R"), description: "Request" })
        .returning({ id: ssrDefinitions.id });
      const list = `/api/trips/${tripId}/ssr-requests`;
      const request = await created(await call(cast.agent, "POST", list, { passengerId, ssrId: ssr!.id }));
      const url = `${list}/${request.id}`;
      return {
        id: request.id,
        write: {
          method: "PATCH",
          url,
          bodies: [{ status: "confirmed" }, { status: "rejected", notes: "No wheelchair" }],
        },
        read: () => findIn(list, request.id),
        remove: url,
      };
    },
  },
  {
    name: "trip offer",
    async make() {
      const tripId = await makeTrip(t, cast.clientA.clientId);
      const list = `/api/trips/${tripId}/offers`;
      const offer = await created(await call(cast.agent, "POST", list, { title: "Rome", items: [] }));
      return {
        id: offer.id,
        write: {
          method: "PUT",
          url: `${list}/${offer.id}/status`,
          bodies: [{ status: "draft" }, { status: "sent" }],
        },
        read: () => findIn(list, offer.id),
      };
    },
  },
  {
    name: "user role",
    async make() {
      const { email, user } = await adminMadeUser("versioned");
      return {
        id: user.id,
        write: {
          method: "PUT",
          url: `/api/users/${user.id}/role`,
          bodies: [{ role: "agent" }, { role: "client" }],
        },
        read: () => findIn(`/api/users?search=${email}`, user.id),
        remove: `/api/users/${user.id}`,
      };
    },
  },
  {
    name: "user ban",
    async make() {
      const { email, user } = await adminMadeUser("banned");
      return {
        id: user.id,
        write: {
          method: "POST",
          url: `/api/users/${user.id}/ban`,
          bodies: [{ reason: "Spam" }, { reason: "Fraud" }],
        },
        read: () => findIn(`/api/users?search=${email}`, user.id),
      };
    },
  },
];

const ifMatch = (version: number | string) => ({
  "if-match": typeof version === "string" ? version : `"${version}"`,
});

describe("single-record reads", () => {
  it.each([
    [
      "passenger",
      async () => (await created(await call(cast.agent, "POST", "/api/passengers", passengerBody()))).id,
      "/api/passengers/",
    ],
    [
      "trip",
      async () => (await created(await call(cast.agent, "POST", "/api/trips", tripBody()))).id,
      "/api/trips/",
    ],
    [
      "flight",
      async () => (await created(await call(cast.agent, "POST", "/api/flights", manualFlight))).id,
      "/api/flights/",
    ],
  ])("GET a %s answers its version as the ETag", async (_name, make, prefix) => {
    const res = await call(cast.agent, "GET", `${prefix}${await make()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
    expect(res.headers.etag).toBe('"1"');
  });
});

describe.each(kinds)("$name", (kind) => {
  it("takes a change based on the current version, counts it, and answers the new ETag", async () => {
    const record = await kind.make();
    const before = await record.read();
    expect(before.version).toBe(1);
    const res = await call(
      cast.admin,
      record.write.method,
      record.write.url,
      record.write.bodies[0],
      ifMatch(1),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await record.read();
    expect(after.version).toBe(2);
    expect(res.headers.etag ?? '"2"').toBe('"2"');
    // Weak tags and * are honoured too.
    const weak = await call(
      cast.admin,
      record.write.method,
      record.write.url,
      record.write.bodies[1],
      ifMatch('W/"2"'),
    );
    expect(weak.statusCode, weak.body).toBe(200);
    const any = await call(
      cast.admin,
      record.write.method,
      record.write.url,
      record.write.bodies[0],
      ifMatch("*"),
    );
    expect(any.statusCode, any.body).toBe(200);
    expect((await record.read()).version).toBe(4);
  });

  it("refuses a change based on an older version with 412 and the record as it is now", async () => {
    const record = await kind.make();
    const first = await call(
      cast.admin,
      record.write.method,
      record.write.url,
      record.write.bodies[0],
      ifMatch(1),
    );
    expect(first.statusCode, first.body).toBe(200);
    const stored = await record.read();

    const stale = await call(
      cast.admin,
      record.write.method,
      record.write.url,
      record.write.bodies[1],
      ifMatch(1),
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toEqual({
      code: "PRECONDITION_FAILED",
      message: STALE_MESSAGE,
      details: { current: stored },
    });
    // Nothing was written.
    expect(await record.read()).toEqual(stored);
  });

  it("answers a malformed If-Match with a 400 naming the header", async () => {
    const record = await kind.make();
    for (const bad of ["1", '"abc"', '"1", "2"']) {
      const res = await call(
        cast.admin,
        record.write.method,
        record.write.url,
        record.write.bodies[0],
        ifMatch(bad),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.details.issues[0].path).toBe("headers.if-match");
    }
    expect((await record.read()).version).toBe(1);
  });

  it("still takes a change sent without If-Match", async () => {
    const record = await kind.make();
    const res = await call(cast.admin, record.write.method, record.write.url, record.write.bodies[0]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await record.read()).version).toBe(2);
  });
});

// Offers and bans are not deleted through these routes; DOCS and pricing delete with their record.
// A delete answers 204, or 200 with what it took along (a passenger's connections, a trip's segments).
const deletable = new Map([
  ["passenger", 200],
  ["trip", 200],
  ["trip segment", 204],
  ["flight", 204],
  ["SSR definition", 204],
  ["trip SSR request", 204],
  ["user role", 204],
]);

describe.each(kinds.filter((kind) => deletable.has(kind.name)))("deleting a $name", (kind) => {
  it("refuses a stale If-Match with 412 and keeps the record; the current one deletes", async () => {
    const record = await kind.make();
    if (!record.remove) throw new Error(`${kind.name} names no delete route`);
    await call(cast.admin, record.write.method, record.write.url, record.write.bodies[0], ifMatch(1));
    const stored = await record.read();

    const stale = await call(cast.admin, "DELETE", record.remove, undefined, ifMatch(1));
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.details.current).toEqual(stored);
    expect(await record.read()).toEqual(stored);

    const current = await call(cast.admin, "DELETE", record.remove, undefined, ifMatch(stored.version));
    expect(current.statusCode).toBe(deletable.get(kind.name));
  });
});

describe("concurrent writers starting from one version", () => {
  it("50 passenger updates: exactly one wins and the stored passenger is the winner's", async () => {
    const p = await created(await call(cast.agent, "POST", "/api/passengers", passengerBody()));
    const url = `/api/passengers/${p.id}`;
    const bodies = Array.from({ length: 50 }, (_, i) =>
      passengerBody({
        firstName: `Writer${i}`,
        remarks: `written by ${i}`,
        passportNumber: p.passportNumber,
      }),
    );
    const answers = await Promise.all(bodies.map((body) => call(cast.agent, "PUT", url, body, ifMatch(1))));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(49);

    const winner = bodies[statuses.indexOf(200)]!;
    const stored = await getOne(url);
    expect(stored).toMatchObject({ ...winner, version: 2 });
  });

  it("50 trip updates: exactly one wins and the stored trip is the winner's", async () => {
    const trip = await created(await call(cast.agent, "POST", "/api/trips", tripBody()));
    const url = `/api/trips/${trip.id}`;
    const bodies = Array.from({ length: 50 }, (_, i) =>
      tripBody({ title: `Writer ${i}`, notes: `written by ${i}`, status: i % 2 ? "confirmed" : "planning" }),
    );
    const answers = await Promise.all(bodies.map((body) => call(cast.agent, "PUT", url, body, ifMatch(1))));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(49);

    const winner = bodies[statuses.indexOf(200)]!;
    expect(await getOne(url)).toMatchObject({ ...winner, version: 2 });
  });
});
