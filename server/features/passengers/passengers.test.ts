import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildAmadeusDocs } from "#domain/docs/amadeus-docs";
import { pageOf } from "#domain/pagination.schema";
import {
  PASSPORT_NUMBER_RULE,
  type Passenger,
  passengerListQuerySchema,
  passengerSchema,
  REAL_DATE_RULE,
} from "#domain/passengers/passenger.schema";
import {
  CONNECTION_REQUIRED_MESSAGE,
  connectionListSchema,
  connectionSchema,
} from "#domain/passengers/passenger-association.schema";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { systemScope } from "../../access/client-scope";
import { auditLogs } from "../../db/schema/audit-logs";
import { clients } from "../../db/schema/clients";
import { passengerAssociations, passengers } from "../../db/schema/passengers";
import { issues } from "../../test/issues";
import { passengerBody, passengerDocsBody } from "../../test/passenger-body";
import { createTestApp, staffViewer, type TestApp } from "../../test/test-app";
import { listPassengers } from "./passenger-list.query";

type Session = { cookie: string; origin: string; userId: string };

let t: TestApp;
let agent: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.signInAs("agent");
  admin = await t.signInAs("admin");
});
afterAll(async () => {
  await t.close();
});

async function call(session: Session | null, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: session ? { cookie: session.cookie, origin: session.origin } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function create(session: Session, overrides: Record<string, unknown> = {}): Promise<Passenger> {
  const res = await call(session, "POST", "/api/passengers", passengerBody(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return passengerSchema.parse(res.json());
}

async function connect(session: Session, from: string, to: string, associationType = "family") {
  return call(session, "POST", `/api/passengers/${from}/connections`, {
    associatedPassengerId: to,
    associationType,
  });
}

/** A client user whose account is linked to a new client. */
async function clientUser(name: string): Promise<Session & { clientId: string }> {
  const session = await t.signInAs("client");
  const [row] = await t.database.db
    .insert(clients)
    .values({ name, userId: session.userId })
    .returning({ id: clients.id });
  return { ...session, clientId: row!.id };
}

describe("access", () => {
  it("refuses anonymous callers", async () => {
    for (const [method, url] of [
      ["GET", "/api/passengers"],
      ["POST", "/api/passengers"],
      ["GET", "/api/passengers/0f8fad5b-d9cb-469f-a165-70867728950e/connections"],
    ] as const) {
      expect((await call(null, method, url)).statusCode).toBe(401);
    }
  });
});

describe("create, read, update", () => {
  it("adds a passenger with the defaults and reads it back", async () => {
    const res = await call(agent, "POST", "/api/passengers", {
      firstName: "  José ",
      surname: "Müller-Çelik",
      passportNumber: "ab 12345",
      documentExpiry: "2031-08-14",
    });
    expect(res.statusCode).toBe(201);
    const created = passengerSchema.parse(res.json());
    expect(created).toMatchObject({
      firstName: "José",
      surname: "Müller-Çelik",
      passportNumber: "AB12345",
      documentExpiry: "2031-08-14",
      status: "active",
      method: "online",
      documentType: "P",
      title: null,
      clientId: null,
      clientName: null,
      passportDocsLine: null,
    });
    const read = await call(agent, "GET", `/api/passengers/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it("needs first name, surname, passport number and expiry", async () => {
    const res = await call(agent, "POST", "/api/passengers", {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
    expect(issues(res)).toEqual({
      "body.firstName": "First name is required",
      "body.surname": "Surname is required",
      "body.passportNumber": "Passport number is required",
      "body.documentExpiry": "Passport expiry is required",
    });
  });

  it.each([
    ["documentExpiry", "2030-02-30", REAL_DATE_RULE],
    ["documentExpiry", "15/01/2030", REAL_DATE_RULE],
    ["dateOfBirth", "2999-01-01", "Date of birth must be in the past"],
    ["dateOfBirth", "1999-13-01", REAL_DATE_RULE],
    ["nationality", "XYZ", "Choose a country from the list"],
    ["countryOfIssue", "UK", "Choose a country from the list"],
    ["passportNumber", "1234", PASSPORT_NUMBER_RULE],
    ["passportNumber", "A".repeat(21), PASSPORT_NUMBER_RULE],
    ["passportNumber", "AB-1234567", PASSPORT_NUMBER_RULE],
  ])("refuses %s %j", async (field, value, message) => {
    const res = await call(agent, "POST", "/api/passengers", passengerBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({ [`body.${field}`]: message });
  });

  it.each([
    ["title", "Sir"],
    ["gender", "U"],
    ["status", "gone"],
    ["method", "fax"],
    ["documentType", "Q"],
  ])("refuses %s %j", async (field, value) => {
    const res = await call(agent, "POST", "/api/passengers", passengerBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issues(res))).toEqual([`body.${field}`]);
  });

  it("refuses an unknown client", async () => {
    const res = await call(
      agent,
      "POST",
      "/api/passengers",
      passengerBody({ clientId: "0f8fad5b-d9cb-469f-a165-70867728950e" }),
    );
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({ "body.clientId": "Client not found" });
  });

  it("updates every field and keeps the client's name with it", async () => {
    const [client] = await t.database.db.insert(clients).values({ name: "Globex" }).returning();
    const created = await create(agent);
    const res = await call(agent, "PUT", `/api/passengers/${created.id}`, {
      title: "Dr",
      firstName: "Jane",
      surname: "Doe",
      gender: "X",
      dateOfBirth: "1990-01-31",
      nationality: "FRA",
      countryOfIssue: "BEL",
      documentType: "I",
      passportNumber: created.passportNumber,
      documentExpiry: "2029-12-31",
      status: "inactive",
      method: "email",
      remarks: "Window seat",
      clientId: client!.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "Dr",
      firstName: "Jane",
      gender: "X",
      nationality: "FRA",
      countryOfIssue: "BEL",
      documentType: "I",
      status: "inactive",
      method: "email",
      remarks: "Window seat",
      clientId: client!.id,
      clientName: "Globex",
    });
    expect(res.json().updatedAt >= created.updatedAt).toBe(true);
  });

  it("answers 404 for a passenger that does not exist, and 400 for a malformed id", async () => {
    const missing = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect((await call(agent, "GET", `/api/passengers/${missing}`)).statusCode).toBe(404);
    expect((await call(agent, "PUT", `/api/passengers/${missing}`, passengerBody())).statusCode).toBe(404);
    expect((await call(agent, "DELETE", `/api/passengers/${missing}`)).statusCode).toBe(404);
    expect((await call(agent, "GET", "/api/passengers/not-an-id")).statusCode).toBe(400);
  });

  it("writes an audit row for create, update and delete", async () => {
    const created = await create(admin, { firstName: "Audit", surname: "Trail" });
    await call(admin, "PUT", `/api/passengers/${created.id}`, passengerBody({ firstName: "Audited" }));
    await call(admin, "DELETE", `/api/passengers/${created.id}`);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "passenger"), eq(auditLogs.entityId, created.id)))
      .orderBy(auditLogs.createdAt);
    expect(rows.map((r) => [r.action, r.userId, r.summary])).toEqual([
      ["create", admin.userId, "Added passenger Mr Audit Trail"],
      ["update", admin.userId, "Updated passenger Mr Audited Smith"],
      ["delete", admin.userId, "Deleted passenger Mr Audited Smith"],
    ]);
    expect(rows[1]!.details).toMatchObject({ changed: expect.arrayContaining(["firstName", "surname"]) });
  });
});

describe("realtime", () => {
  it("publishes passenger events after the change is committed", async () => {
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => events.push(event) });
    try {
      const a = await create(agent);
      const b = await create(agent);
      await connect(agent, a.id, b.id);
      await call(agent, "DELETE", `/api/passengers/${a.id}`);
      await vi.waitFor(
        () => {
          expect(events).toEqual(
            expect.arrayContaining([
              { topic: "passengers", id: a.id, op: "insert" },
              { topic: "passengers", id: b.id, op: "update" },
              { topic: "passengers", id: a.id, op: "delete" },
            ]),
          );
        },
        { timeout: 10_000 },
      );
    } finally {
      unsubscribe();
    }
  });
});

describe("search, sort, pagination", () => {
  const tag = "Qzx";
  beforeAll(async () => {
    const people = [
      ["Zoë", `${tag}ångström`, "SWE", "2027-01-01"],
      ["Anna", `${tag}müller`, "DEU", "2026-06-01"],
      ["Émile", `${tag}zola`, "FRA", "2035-03-03"],
      ["Mehmet", `${tag}çelik`, "TUR", "2029-09-09"],
      ["Bob", `${tag}baker`, null, "2028-08-08"],
    ] as const;
    for (const [firstName, surname, nationality, documentExpiry] of people) {
      await create(agent, { firstName, surname, nationality, documentExpiry });
    }
  });

  async function list(query: string) {
    const res = await call(agent, "GET", `/api/passengers?${query}`);
    expect(res.statusCode).toBe(200);
    return pageOf(passengerSchema).parse(res.json());
  }
  const names = (page: { items: Passenger[] }) => page.items.map((p) => p.firstName);

  it("finds by name regardless of case and accents, both ways", async () => {
    expect(names(await list(`search=${tag}MULLER`))).toEqual(["Anna"]);
    expect(names(await list(`search=${encodeURIComponent(`${tag}Müller`)}`))).toEqual(["Anna"]);
    expect(names(await list(`search=${encodeURIComponent(`${tag}celik mehmet`)}`))).toEqual(["Mehmet"]);
    expect(names(await list(`search=${encodeURIComponent("zoe")}`))).toContain("Zoë");
  });

  it("finds by passport number, with or without spaces in the term", async () => {
    const p = await create(agent, { passportNumber: "ZK9876543" });
    expect((await list("search=zk9876543")).items.map((x) => x.id)).toEqual([p.id]);
    expect((await list("search=9876543")).items.map((x) => x.id)).toEqual([p.id]);
  });

  it("matches a word of one or two letters at the start of a word only", async () => {
    expect(names(await list(`search=${tag} an`))).toEqual(["Anna"]);
    expect(names(await list(`search=${tag} %C3%89m`))).toEqual(["Émile"]);
    // "et" ends Mehmet and "ng" is inside Ångström: neither starts a word.
    expect((await list(`search=${tag} et`)).total).toBe(0);
    expect((await list(`search=${tag} ng`)).total).toBe(0);
    expect(names(await list(`search=${tag} meh`))).toEqual(["Mehmet"]);
  });

  it("treats % and _ as plain characters", async () => {
    expect((await list(`search=${encodeURIComponent("%")}`)).total).toBe(0);
    expect((await list("search=_")).total).toBe(0);
  });

  it("sorts by name, nationality and expiry, both directions", async () => {
    // Case and accents are ignored: Ångström sorts with A.
    const byName = ["Zoë", "Bob", "Mehmet", "Anna", "Émile"];
    expect(names(await list(`search=${tag}&sort=name`))).toEqual(byName);
    expect(names(await list(`search=${tag}&sort=name&direction=desc`))).toEqual([...byName].reverse());
    // Missing nationality sorts last.
    expect(names(await list(`search=${tag}&sort=nationality`))).toEqual([
      "Anna",
      "Émile",
      "Zoë",
      "Mehmet",
      "Bob",
    ]);
    const byExpiry = ["Anna", "Zoë", "Bob", "Mehmet", "Émile"];
    expect(names(await list(`search=${tag}&sort=expiry`))).toEqual(byExpiry);
    expect(names(await list(`search=${tag}&sort=expiry&direction=desc`))).toEqual([...byExpiry].reverse());
  });

  it("pages through the results with the total", async () => {
    const first = await list(`search=${tag}&pageSize=2&page=1`);
    const second = await list(`search=${tag}&pageSize=2&page=2`);
    const third = await list(`search=${tag}&pageSize=2&page=3`);
    expect(first.total).toBe(5);
    expect([...names(first), ...names(second), ...names(third)]).toEqual([
      "Zoë",
      "Bob",
      "Mehmet",
      "Anna",
      "Émile",
    ]);
    expect(third.items).toHaveLength(1);
    expect((await list(`search=${tag}&pageSize=2&page=9`)).items).toEqual([]);
  });

  it("says the total on a page past the end", async () => {
    const past = await list(`search=${tag}&pageSize=2&page=9`);
    expect(past).toEqual({ items: [], total: 5 });
  });

  it("lists everyone without a search, counted by the trigger as rows come and go", async () => {
    const countRows = async () => (await t.database.db.select({ n: count() }).from(passengers))[0]?.n;
    const before = await list("pageSize=3");
    expect(before.total).toBe(await countRows());
    const added = await create(agent, { surname: "Countme" });
    expect((await list("pageSize=3")).total).toBe(before.total + 1);
    expect((await call(agent, "DELETE", `/api/passengers/${added.id}`)).statusCode).toBe(200);
    expect((await list("pageSize=3")).total).toBe(before.total);
    expect(before.total).toBe(await countRows());
  });

  it("pages the whole list in every sort without gaps or repeats, with rows as read one by one", async () => {
    const { total } = await list("pageSize=1");
    for (const sort of ["name", "nationality", "expiry"]) {
      for (const direction of ["asc", "desc"]) {
        const seen: Passenger[] = [];
        for (let page = 1; seen.length < total; page++) {
          seen.push(...(await list(`sort=${sort}&direction=${direction}&pageSize=7&page=${page}`)).items);
        }
        expect(new Set(seen.map((p) => p.id)).size).toBe(total);
        const whole = await list(`sort=${sort}&direction=${direction}&pageSize=200`);
        expect(seen).toEqual(whole.items);
      }
    }
    const [first] = (await list("pageSize=1")).items;
    expect((await call(agent, "GET", `/api/passengers/${first?.id}`)).json()).toEqual(first);
    // The service hands out passengers only, not the total each row of the query carries.
    const page = await listPassengers(
      t.database,
      systemScope,
      passengerListQuerySchema.parse({ pageSize: "1" }),
    );
    expect(page.items).toEqual([first]);
  });

  it("lists one client's passengers, searched or not, for staff and for that client only", async () => {
    const clientA = await clientUser("Filter Client A");
    const clientB = await clientUser("Filter Client B");
    const ownA = await create(agent, { surname: "Filterwell", clientId: clientA.clientId });
    const ownA2 = await create(agent, { surname: "Otherly", clientId: clientA.clientId });
    await create(agent, { surname: "Filterwell", clientId: clientB.clientId });
    await create(agent, { surname: "Filterwell" });
    const ids = (page: { items: Passenger[] }) => page.items.map((p) => p.id).sort();
    const ofA = await list(`clientId=${clientA.clientId}`);
    expect(ofA.total).toBe(2);
    expect(ids(ofA)).toEqual([ownA.id, ownA2.id].sort());
    const searched = await list(`clientId=${clientA.clientId}&search=filterwell`);
    expect(ids(searched)).toEqual([ownA.id]);
    expect(searched.total).toBe(1);
    // A client asking for another client's passengers gets none of them.
    const crossed = await call(clientB, "GET", `/api/passengers?clientId=${clientA.clientId}`);
    expect(crossed.json()).toEqual({ items: [], total: 0 });
  });

  it("refuses bad list queries", async () => {
    for (const query of [
      "sort=passport",
      "direction=up",
      "pageSize=500",
      "page=0",
      "connectableTo=x",
      "clientId=x",
    ]) {
      expect((await call(agent, "GET", `/api/passengers?${query}`)).statusCode).toBe(400);
    }
  });
});

describe("possible duplicates", () => {
  it("finds passengers with the same passport number and issuing country", async () => {
    const original = await create(agent, { passportNumber: "DUP123456", countryOfIssue: "ITA" });
    await create(agent, { passportNumber: "DUP123456", countryOfIssue: "ESP" });
    const res = await call(
      agent,
      "GET",
      "/api/passengers/duplicates?passportNumber=dup%20123456&countryOfIssue=ita",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { id: string }) => p.id)).toEqual([original.id]);
    const self = await call(
      agent,
      "GET",
      `/api/passengers/duplicates?passportNumber=DUP123456&countryOfIssue=ITA&excludeId=${original.id}`,
    );
    expect(self.json().items).toEqual([]);
  });
});

describe("connections", () => {
  it("shows a connection from both sides and refuses it twice, either way", async () => {
    const a = await create(agent, { firstName: "Alice" });
    const b = await create(agent, { firstName: "Bruno" });
    const res = await connect(agent, a.id, b.id, "family");
    expect(res.statusCode).toBe(201);
    const link = connectionSchema.parse(res.json());
    expect(link.passenger).toEqual({ id: b.id, title: "Mr", firstName: "Bruno", surname: "Smith" });

    const fromA = connectionListSchema.parse(
      (await call(agent, "GET", `/api/passengers/${a.id}/connections`)).json(),
    );
    const fromB = connectionListSchema.parse(
      (await call(agent, "GET", `/api/passengers/${b.id}/connections`)).json(),
    );
    expect(fromA.items.map((c) => [c.id, c.passenger.id, c.associationType])).toEqual([
      [link.id, b.id, "family"],
    ]);
    expect(fromB.items.map((c) => [c.id, c.passenger.id, c.associationType])).toEqual([
      [link.id, a.id, "family"],
    ]);

    for (const [from, to] of [
      [a.id, b.id],
      [b.id, a.id],
    ] as const) {
      const again = await connect(agent, from, to, "group");
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe("These passengers are already connected.");
    }
  });

  it("refuses a self-link and a missing passenger or relationship", async () => {
    const a = await create(agent);
    const self = await connect(agent, a.id, a.id);
    expect(self.statusCode).toBe(400);
    expect(issues(self)).toEqual({
      "body.associatedPassengerId": "A passenger cannot be connected to themselves.",
    });
    const empty = await call(agent, "POST", `/api/passengers/${a.id}/connections`, {
      associatedPassengerId: "",
      associationType: "",
    });
    expect(empty.statusCode).toBe(400);
    expect(issues(empty)).toEqual({
      "body.associatedPassengerId": CONNECTION_REQUIRED_MESSAGE,
      "body.associationType": CONNECTION_REQUIRED_MESSAGE,
    });
    const unknownType = await connect(agent, a.id, (await create(agent)).id, "friends");
    expect(unknownType.statusCode).toBe(400);
    const missing = await connect(agent, a.id, "0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(missing.statusCode).toBe(404);
  });

  it("offers only passengers not yet connected in the picker", async () => {
    const a = await create(agent, { surname: "Pickerton" });
    const b = await create(agent, { surname: "Pickerton" });
    const c = await create(agent, { surname: "Pickerton" });
    await connect(agent, b.id, a.id, "group");
    const res = await call(agent, "GET", `/api/passengers?search=pickerton&connectableTo=${a.id}`);
    expect(res.json().items.map((p: Passenger) => p.id)).toEqual([c.id]);
  });

  it("answers a client another client's passenger as connectableTo exactly as an id that does not exist", async () => {
    const clientA = await clientUser("Oracle Client A");
    const clientB = await clientUser("Oracle Client B");
    const ownA = await create(agent, { surname: "Oracleton", clientId: clientA.clientId });
    const ownA2 = await create(agent, { surname: "Oracleton", clientId: clientA.clientId });
    const theirs = await create(agent, { surname: "Oracleton", clientId: clientB.clientId });
    // Staff may connect passengers of two clients: that link must not show through A's list.
    expect((await connect(agent, ownA.id, theirs.id, "group")).statusCode).toBe(201);
    const ask = (id: string, search = "") =>
      call(clientA, "GET", `/api/passengers?connectableTo=${id}${search && `&search=${search}`}`);
    for (const search of ["", "oracleton"]) {
      const other = await ask(theirs.id, search);
      const missing = await ask("0f8fad5b-d9cb-469f-a165-70867728950e", search);
      expect(other.statusCode).toBe(missing.statusCode);
      expect(other.json()).toEqual(missing.json());
      expect(other.json()).toEqual({ items: [], total: 0 });
    }
    // Their own passenger still picks the others of their client.
    const own = await ask(ownA2.id, "oracleton");
    expect(own.json().items.map((p: Passenger) => p.id)).toEqual([ownA.id]);
  });

  it("removes a connection from either side", async () => {
    const a = await create(agent);
    const b = await create(agent);
    const link = connectionSchema.parse((await connect(agent, a.id, b.id, "organization")).json());
    const res = await call(agent, "DELETE", `/api/passengers/${b.id}/connections/${link.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(agent, "GET", `/api/passengers/${a.id}/connections`)).json().items).toEqual([]);
    expect((await call(agent, "DELETE", `/api/passengers/${a.id}/connections/${link.id}`)).statusCode).toBe(
      404,
    );
  });

  it("only removes a connection through one of its passengers", async () => {
    const [a, b, c] = [await create(agent), await create(agent), await create(agent)];
    const link = connectionSchema.parse((await connect(agent, a.id, b.id)).json());
    expect((await call(agent, "DELETE", `/api/passengers/${c.id}/connections/${link.id}`)).statusCode).toBe(
      404,
    );
  });

  it("goes with the passenger when it is deleted, and says how many", async () => {
    const a = await create(agent);
    const b = await create(agent);
    const c = await create(agent);
    await connect(agent, a.id, b.id);
    await connect(agent, c.id, a.id);
    const res = await call(agent, "DELETE", `/api/passengers/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connectionsRemoved: 2 });
    expect((await call(agent, "GET", `/api/passengers/${a.id}`)).statusCode).toBe(404);
    expect((await call(agent, "GET", `/api/passengers/${b.id}/connections`)).json().items).toEqual([]);
    const left = await t.database.db
      .select()
      .from(passengerAssociations)
      .where(eq(passengerAssociations.associatedPassengerId, a.id));
    expect(left).toEqual([]);
  });

  it("writes audit rows for connecting and disconnecting", async () => {
    const a = await create(agent, { firstName: "Carla" });
    const b = await create(agent, { firstName: "Dario" });
    const link = connectionSchema.parse((await connect(agent, a.id, b.id, "group")).json());
    await call(agent, "DELETE", `/api/passengers/${a.id}/connections/${link.id}`);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "passenger_association"), eq(auditLogs.entityId, link.id)))
      .orderBy(auditLogs.createdAt);
    expect(rows.map((r) => [r.action, r.summary])).toEqual([
      ["create", "Connected Mr Carla Smith with Mr Dario Smith (group)"],
      ["delete", "Disconnected Mr Carla Smith from Mr Dario Smith"],
    ]);
  });
});

describe("DOCS line", () => {
  const docs = {
    documentType: "P",
    issuingCountry: "DEU",
    documentNumber: "C01X00T47",
    nationality: "DEU",
    dateOfBirth: "1987-03-05",
    gender: "F",
    expiryDate: "2031-08-14",
    surname: "Müller",
    givenNames: "Anna Lena",
    passengerNumber: 1,
  };

  it("stores the Amadeus line rebuilt on the server with the fields it was built from", async () => {
    const p = await create(agent, { firstName: "Anna Lena", surname: "Müller", gender: "M" });
    const res = await call(agent, "PUT", `/api/passengers/${p.id}/docs`, docs);
    expect(res.statusCode).toBe(200);
    const expected = "SRDOCS YY HK1-P-DEU-C01X00T47-DEU-05MAR87-F-14AUG31-MUELLER-ANNA LENA/P1";
    expect(buildAmadeusDocs({ ...docs, documentType: "P", gender: "F" })).toBe(expected);
    expect(res.json()).toMatchObject({
      passportDocsLine: expected,
      passportNumber: "C01X00T47",
      countryOfIssue: "DEU",
      nationality: "DEU",
      dateOfBirth: "1987-03-05",
      gender: "F",
      documentExpiry: "2031-08-14",
      documentType: "P",
      // Names keep their accents; only the line is transliterated.
      surname: "Müller",
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entity, "passenger"), eq(auditLogs.action, "update"), eq(auditLogs.entityId, p.id)),
      );
    expect(audit?.summary).toBe("Updated the DOCS line of Mr Anna Lena Müller");
  });

  it("checks the fields like the passenger form does", async () => {
    const p = await create(agent);
    const res = await call(agent, "PUT", `/api/passengers/${p.id}/docs`, {
      ...docs,
      expiryDate: "2031-02-30",
      documentNumber: "12",
      issuingCountry: "ZZZ",
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({
      "body.expiryDate": REAL_DATE_RULE,
      "body.documentNumber": PASSPORT_NUMBER_RULE,
      "body.issuingCountry": "Choose a country from the list",
    });
  });
});

describe("client scoping", () => {
  it("lets a client user see and manage only their own client's passengers", async () => {
    const clientA = await clientUser("Client A");
    const clientB = await clientUser("Client B");
    const ownA = await create(clientA, { surname: "Scopewell" });
    const ownA2 = await create(clientA, { surname: "Scopewell" });
    const ownB = await create(clientB, { surname: "Scopewell" });
    const staffOnly = await create(agent, { surname: "Scopewell" });
    expect(ownA.clientId).toBe(clientA.clientId);
    expect(ownA.clientName).toBe("Client A");
    expect(ownB.clientId).toBe(clientB.clientId);

    // Lists and searches stay inside the client.
    const listA = await call(clientA, "GET", "/api/passengers?search=scopewell");
    expect(
      listA
        .json()
        .items.map((p: Passenger) => p.id)
        .sort(),
    ).toEqual([ownA.id, ownA2.id].sort());
    expect(listA.json().total).toBe(2);
    const listAgent = await call(agent, "GET", "/api/passengers?search=scopewell");
    expect(listAgent.json().total).toBe(4);

    // Someone else's passenger is "not found", never "forbidden".
    for (const other of [ownB.id, staffOnly.id]) {
      expect((await call(clientA, "GET", `/api/passengers/${other}`)).statusCode).toBe(404);
      expect((await call(clientA, "PUT", `/api/passengers/${other}`, passengerBody())).statusCode).toBe(404);
      expect(
        (await call(clientA, "PUT", `/api/passengers/${other}/docs`, passengerDocsBody)).statusCode,
      ).toBe(404);
      expect((await call(clientA, "DELETE", `/api/passengers/${other}`)).statusCode).toBe(404);
      expect((await call(clientA, "GET", `/api/passengers/${other}/connections`)).statusCode).toBe(404);
      expect((await connect(clientA, ownA.id, other)).statusCode).toBe(404);
      expect((await connect(clientA, other, ownA.id)).statusCode).toBe(404);
    }
    expect((await call(clientB, "GET", `/api/passengers/${ownB.id}`)).statusCode).toBe(200);

    // Duplicates only among their own passengers.
    const dup = await call(
      clientA,
      "GET",
      `/api/passengers/duplicates?passportNumber=${ownB.passportNumber}&countryOfIssue=GBR`,
    );
    expect(dup.json().items).toEqual([]);

    // They manage their own.
    const updated = await call(
      clientA,
      "PUT",
      `/api/passengers/${ownA.id}`,
      passengerBody({ firstName: "Own" }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().clientId).toBe(clientA.clientId);
    const link = await connect(clientA, ownA.id, ownA2.id);
    expect(link.statusCode).toBe(201);
    expect(
      (await call(clientB, "DELETE", `/api/passengers/${ownB.id}/connections/${link.json().id}`)).statusCode,
    ).toBe(404);
    expect((await call(clientA, "DELETE", `/api/passengers/${ownA2.id}`)).statusCode).toBe(200);
  });

  it("never shows a client the other clients' passengers connected to their own", async () => {
    const clientA = await clientUser("Client C");
    const clientB = await clientUser("Client D");
    const ownA = await create(clientA);
    const ownB = await create(clientB);
    const link = connectionSchema.parse((await connect(agent, ownA.id, ownB.id, "group")).json());
    expect((await call(agent, "GET", `/api/passengers/${ownA.id}/connections`)).json().items).toHaveLength(1);
    expect((await call(clientA, "GET", `/api/passengers/${ownA.id}/connections`)).json().items).toEqual([]);
    expect(
      (await call(clientA, "DELETE", `/api/passengers/${ownA.id}/connections/${link.id}`)).statusCode,
    ).toBe(404);
  });

  it("creates a client user's passengers for their own client only", async () => {
    const clientA = await clientUser("Client E");
    const clientB = await clientUser("Client F");
    const other = await call(
      clientA,
      "POST",
      "/api/passengers",
      passengerBody({ clientId: clientB.clientId }),
    );
    expect(other.statusCode).toBe(404);
    const own = await call(clientA, "POST", "/api/passengers", passengerBody({ clientId: clientA.clientId }));
    expect(own.statusCode).toBe(201);
    // Editing cannot move the passenger to another client either.
    const url = `/api/passengers/${own.json().id}`;
    expect((await call(clientA, "PUT", url, passengerBody({ clientId: clientB.clientId }))).statusCode).toBe(
      404,
    );
    const kept = await call(clientA, "PUT", url, passengerBody({ clientId: null }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().clientId).toBe(clientA.clientId);
  });

  it("shows a client user without a client nothing and lets them add nothing", async () => {
    const lonely = await t.signInAs("client");
    const list = await call(lonely, "GET", "/api/passengers");
    expect(list.json()).toEqual({ items: [], total: 0 });
    const res = await call(lonely, "POST", "/api/passengers", passengerBody());
    expect(res.statusCode).toBe(403);
  });
});
