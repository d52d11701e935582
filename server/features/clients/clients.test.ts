import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  CLIENT_EMAIL_MESSAGE,
  CLIENT_OPTIONS_LIMIT,
  type Client,
  type ClientListItem,
  clientHistorySchema,
  clientListSchema,
  clientOptionListSchema,
  clientSchema,
} from "#domain/clients/client.schema";
import { PHONE_CHARACTERS_MESSAGE, PHONE_DIGITS_MESSAGE } from "#domain/clients/client-phone";
import type { Currency } from "#domain/currency";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { STALE_MESSAGE } from "../../db/record-version";
import { auditLogs } from "../../db/schema/audit-logs";
import { bookings } from "../../db/schema/bookings";
import { clients } from "../../db/schema/clients";
import { creditNotes, invoices, payments } from "../../db/schema/invoices";
import { passengers } from "../../db/schema/passengers";
import { requests } from "../../db/schema/requests";
import { supportTickets } from "../../db/schema/support";
import { trips } from "../../db/schema/trips";
import type { Viewer } from "../../realtime/hub";
import { withCastApp } from "../../test/cast-app";
import { staffViewer } from "../../test/test-app";
import { issues, MISSING_ID, makePassenger, makeTrip, type Session } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();

let counter = 0;

async function create(body: Record<string, unknown>, session: Session = cast.agent): Promise<Client> {
  const res = await call(session, "POST", "/api/clients", body);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return clientSchema.parse(res.json());
}

async function list(query: string): Promise<{ items: ClientListItem[]; total: number }> {
  const res = await call(cast.agent, "GET", `/api/clients?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return clientListSchema.parse(res.json());
}

const names = (page: { items: { name: string }[] }) => page.items.map((c) => c.name);

/** A booking row written straight into the table: the triggers, not the app, derive the client's figures. */
async function book(
  clientId: string,
  totalCents: number,
  currency: Currency,
  status: "pending" | "confirmed" | "completed" | "cancelled",
) {
  const tripId = await makeTrip(t, clientId);
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      clientId,
      tripId,
      participants: 1,
      travelDate: "2026-05-01",
      status,
      cancelReason: status === "cancelled" ? "Changed plans" : null,
      unitPriceCents: totalCents,
      totalCents,
      currency,
    })
    .returning({ id: bookings.id });
  return { bookingId: row!.id, tripId };
}

let invoiceCounter = 0;

/** An invoice of the client written straight into the table; answers its id. */
async function invoiceOf(
  clientId: string,
  amountCents = 100_00,
  currency: Currency = "EUR",
): Promise<string> {
  const [invoice] = await t.database.db
    .insert(invoices)
    .values({
      number: `INV-209912-${String(++invoiceCounter).padStart(4, "0")}`,
      clientId,
      currency,
      subtotalCents: amountCents,
      taxCents: 0,
      amountCents,
      dueDate: "2026-06-01",
      baseCurrency: "EUR",
      exchangeRate: "1",
      baseAmountCents: amountCents,
    })
    .returning({ id: invoices.id });
  return invoice!.id;
}

/** An invoice and one payment on it, written straight into the tables: the triggers derive the client's spend. */
async function pay(
  clientId: string,
  amountCents: number,
  currency: Currency,
  status: "completed" | "pending" | "failed",
) {
  const invoiceId = await invoiceOf(clientId, amountCents, currency);
  await t.database.db.insert(payments).values({
    invoiceId,
    clientId,
    amountCents,
    currency,
    status,
    baseCurrency: "EUR",
    exchangeRate: "1",
    baseAmountCents: amountCents,
  });
}

describe("access", () => {
  it("refuses anonymous callers on every route", async () => {
    const id = cast.clientA.clientId;
    for (const [method, url] of [
      ["GET", "/api/clients"],
      ["GET", "/api/clients/options"],
      ["POST", "/api/clients"],
      ["GET", `/api/clients/${id}`],
      ["PUT", `/api/clients/${id}`],
      ["DELETE", `/api/clients/${id}`],
      ["POST", `/api/clients/${id}/archive`],
      ["POST", `/api/clients/${id}/restore`],
      ["GET", `/api/clients/${id}/history`],
    ] as const) {
      expect((await call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("lets a client user read only their own client, without the staff notes, and change nothing", async () => {
    const { clientA, clientB } = cast;
    await t.database.db.update(clients).set({ notes: "Pays late" }).where(eq(clients.id, clientA.clientId));
    const own = await call(clientA, "GET", `/api/clients/${clientA.clientId}`);
    expect(own.statusCode).toBe(200);
    expect(clientSchema.parse(own.json())).toMatchObject({ name: "Alpha Travellers", notes: null });
    expect((await call(cast.agent, "GET", `/api/clients/${clientA.clientId}`)).json().notes).toBe(
      "Pays late",
    );
    // Another client's record answers exactly like a missing one; so does any record for a clientless user.
    for (const [session, id] of [
      [clientA, clientB.clientId],
      [clientB, clientA.clientId],
      [clientA, MISSING_ID],
      [cast.clientless, clientA.clientId],
    ] as const) {
      const res = await call(session, "GET", `/api/clients/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Client not found");
    }
    const body = { name: "Alpha Travellers" };
    for (const [method, url, payload] of [
      ["GET", "/api/clients", undefined],
      ["GET", "/api/clients/options", undefined],
      ["POST", "/api/clients", body],
      ["PUT", `/api/clients/${clientA.clientId}`, body],
      ["DELETE", `/api/clients/${clientA.clientId}`, undefined],
      ["POST", `/api/clients/${clientA.clientId}/archive`, undefined],
      ["POST", `/api/clients/${clientA.clientId}/restore`, undefined],
      ["GET", `/api/clients/${clientA.clientId}/history`, undefined],
    ] as const) {
      expect((await call(clientA, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("lets agents and admins manage clients", async () => {
    for (const session of [cast.agent, cast.admin]) {
      const client = await create({ name: `Staff made ${++counter}` }, session);
      const read = await call(session, "GET", `/api/clients/${client.id}`);
      expect(read.statusCode).toBe(200);
      const del = await call(session, "DELETE", `/api/clients/${client.id}`);
      expect(del.statusCode).toBe(200);
    }
  });
});

describe("create, read, update", () => {
  it("adds a client with the defaults, tidied, and reads it back with its ETag", async () => {
    const res = await call(cast.agent, "POST", "/api/clients", {
      name: "  José Müller ",
      email: "  Jose.Muller@Example.COM ",
      phone: " +44 (20) 7946-0000 ",
      address: "  ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    const created = clientSchema.parse(res.json());
    expect(created).toMatchObject({
      kind: "person",
      name: "José Müller",
      email: "jose.muller@example.com",
      phone: "+44 (20) 7946-0000",
      address: null,
      notes: null,
      preferredCurrency: "EUR",
      bookingsCount: 0,
      totalSpent: [],
      archivedAt: null,
      portalUserEmail: null,
      tripsCount: 0,
      passengersCount: 0,
      nextTrip: null,
      version: 1,
    });
    const read = await call(cast.agent, "GET", `/api/clients/${created.id}`);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(created);
  });

  it("updates every field with If-Match, and refuses a stale version with the current record", async () => {
    const client = await create({ name: "Edit Me Ltd", kind: "company" });
    const body = {
      kind: "company",
      name: "Edited Ltd",
      email: "office@edited.example",
      phone: "030 123 456",
      address: "1 Main Street, Lisbon",
      preferredCurrency: "GBP",
      notes: "VIP",
    };
    const res = await call(cast.agent, "PUT", `/api/clients/${client.id}`, body, { "if-match": '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(clientSchema.parse(res.json())).toMatchObject({ ...body, version: 2 });
    const stale = await call(cast.agent, "PUT", `/api/clients/${client.id}`, body, { "if-match": '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toMatchObject({
      message: STALE_MESSAGE,
      details: { current: { id: client.id, version: 2, name: "Edited Ltd" } },
    });
    expect((await call(cast.agent, "PUT", `/api/clients/${MISSING_ID}`, body)).statusCode).toBe(404);
  });

  it("refuses bad input with a 400 naming each field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "body.name", "Name is required"],
      [{ name: "   " }, "body.name", "Name is required"],
      [{ name: "x".repeat(201) }, "body.name", "Name must be at most 200 characters"],
      [{ name: "A", kind: "robot" }, "body.kind", "Kind must be person or company"],
      [{ name: "A", email: "not-an-address" }, "body.email", CLIENT_EMAIL_MESSAGE],
      [{ name: "A", email: 42 }, "body.email", "E-mail must be text"],
      [{ name: "A", phone: "call me" }, "body.phone", PHONE_CHARACTERS_MESSAGE],
      [{ name: "A", phone: "+44 1" }, "body.phone", PHONE_DIGITS_MESSAGE],
      [{ name: "A", phone: "1".repeat(41) }, "body.phone", "Phone must be at most 40 characters"],
      [{ name: "A", address: "x".repeat(501) }, "body.address", "Address must be at most 500 characters"],
      [{ name: "A", notes: "x".repeat(5001) }, "body.notes", "Notes must be at most 5000 characters"],
      [
        { name: "A", preferredCurrency: "JPY" },
        "body.preferredCurrency",
        "Currency must be one of EUR, USD, GBP",
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await call(cast.agent, "POST", "/api/clients", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(issues(res)[path], JSON.stringify(body)).toBe(message);
    }
    const client = await create({ name: "Valid Co" });
    const res = await call(cast.agent, "PUT", `/api/clients/${client.id}`, { name: "" });
    expect(issues(res)).toEqual({ "body.name": "Name is required" });
    expect((await call(cast.agent, "GET", "/api/clients/not-a-uuid")).statusCode).toBe(400);
  });

  it("writes an audit row for every change, with who made it", async () => {
    const client = await create({ name: "Audit Trail Co" }, cast.admin);
    await call(cast.admin, "PUT", `/api/clients/${client.id}`, { name: "Audited Co", phone: "1234" });
    await call(cast.admin, "POST", `/api/clients/${client.id}/archive`);
    await call(cast.admin, "POST", `/api/clients/${client.id}/restore`);
    await call(cast.admin, "DELETE", `/api/clients/${client.id}`);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "client"), eq(auditLogs.entityId, client.id)))
      .orderBy(auditLogs.createdAt);
    expect(rows.map((r) => [r.action, r.userId, r.summary])).toEqual([
      ["create", cast.admin.userId, "Added client Audit Trail Co"],
      ["update", cast.admin.userId, "Updated client Audited Co: name, phone"],
      ["update", cast.admin.userId, "Archived client Audited Co"],
      ["update", cast.admin.userId, "Restored client Audited Co"],
      ["delete", cast.admin.userId, "Deleted client Audited Co"],
    ]);
    expect(rows[1]!.details).toMatchObject({ changed: expect.arrayContaining(["name", "phone"]) });
  });
});

describe("realtime", () => {
  it("tells staff and the client's own users, and nobody else, once the change is committed", async () => {
    const heard = { staff: [] as RealtimeEvent[], a: [] as RealtimeEvent[], b: [] as RealtimeEvent[] };
    const hear = (into: RealtimeEvent[]) => (e: RealtimeEvent) => into.push(e);
    // On PostgreSQL an earlier test's event can still arrive through LISTEN: read only this test's clients.
    const mine = new Set<string>([cast.clientA.clientId]);
    const only = (events: RealtimeEvent[]) => events.filter((e) => !e.id || mine.has(e.id));
    const viewerOf = (clientId: string): Viewer => ({ userId: "observer", staff: false, clientId });
    const stops = [
      t.ctx.hub.subscribe({ viewer: staffViewer, send: hear(heard.staff) }),
      t.ctx.hub.subscribe({ viewer: viewerOf(cast.clientA.clientId), send: hear(heard.a) }),
      t.ctx.hub.subscribe({ viewer: viewerOf(cast.clientB.clientId), send: hear(heard.b) }),
    ];
    try {
      const created = await create({ name: "Live Co" });
      mine.add(created.id);
      const a = cast.clientA.clientId;
      const current = clientSchema.parse((await call(cast.agent, "GET", `/api/clients/${a}`)).json());
      await call(cast.agent, "PUT", `/api/clients/${a}`, { name: current.name, notes: current.notes });
      await call(cast.agent, "DELETE", `/api/clients/${created.id}`);
      await vi.waitFor(
        () =>
          expect(only(heard.staff)).toEqual([
            { topic: "clients", id: created.id, op: "insert" },
            { topic: "clients", id: a, op: "update" },
            { topic: "clients", id: created.id, op: "delete" },
          ]),
        { timeout: 10_000 },
      );
      expect(only(heard.a)).toEqual([{ topic: "clients", id: a, op: "update" }]);
      expect(only(heard.b)).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe("list", () => {
  const tag = "Qzl";
  let ids: Record<string, string>;

  beforeAll(async () => {
    ids = {};
    for (const [key, body] of [
      ["zoe", { name: `${tag} Zoë Ångström`, email: "zoe@north.example", phone: "+46 8 123 45 67" }],
      ["anna", { name: `${tag} Anna Müller`, email: "anna@mueller.example", phone: "+49 30 9876 5432" }],
      ["acme", { name: `${tag} Acme Travel GmbH`, kind: "company", preferredCurrency: "USD" }],
      ["bob", { name: `${tag} Bob Baker`, email: "bob@bakery.example", preferredCurrency: "GBP" }],
    ] as const) {
      ids[key] = (await create(body)).id;
    }
    // Bookings and payments written straight into the tables: the triggers derive counts from the bookings
    // and the spend from the payments.
    await book(ids.zoe!, 100_00, "EUR", "confirmed");
    await book(ids.zoe!, 50_00, "EUR", "completed");
    await book(ids.zoe!, 999_00, "EUR", "pending");
    await book(ids.zoe!, 777_00, "EUR", "cancelled");
    await book(ids.acme!, 2_000_00, "USD", "confirmed");
    await book(ids.acme!, 10_00, "EUR", "confirmed");
    await book(ids.bob!, 30_00, "GBP", "pending");
    await pay(ids.zoe!, 100_00, "EUR", "completed");
    await pay(ids.zoe!, 50_00, "EUR", "completed");
    await pay(ids.zoe!, 999_00, "EUR", "pending");
    await pay(ids.zoe!, 777_00, "EUR", "failed");
    await pay(ids.acme!, 2_000_00, "USD", "completed");
    await pay(ids.acme!, 10_00, "EUR", "completed");
    await pay(ids.bob!, 30_00, "GBP", "pending");
  });

  it("derives bookings count from the bookings and total spent per currency from the payments", async () => {
    const page = await list(`search=${tag}&pageSize=10`);
    const byName = Object.fromEntries(page.items.map((c) => [c.id, c]));
    // Cancelled bookings do not count; only completed payments are spent, not pending or failed ones.
    expect(byName[ids.zoe!]).toMatchObject({
      bookingsCount: 3,
      totalSpent: [{ currency: "EUR", amountCents: 150_00 }],
    });
    // The preferred currency comes first.
    expect(byName[ids.acme!]).toMatchObject({
      bookingsCount: 2,
      totalSpent: [
        { currency: "USD", amountCents: 2_000_00 },
        { currency: "EUR", amountCents: 10_00 },
      ],
    });
    expect(byName[ids.bob!]).toMatchObject({ bookingsCount: 1, totalSpent: [] });
    expect(byName[ids.anna!]).toMatchObject({ bookingsCount: 0, totalSpent: [] });
    // A payment received later moves the figures too.
    await t.database.db.update(payments).set({ status: "completed" }).where(eq(payments.clientId, ids.bob!));
    const bob = (await list(`search=${encodeURIComponent(`${tag} bob`)}`)).items[0];
    expect(bob).toMatchObject({ bookingsCount: 1, totalSpent: [{ currency: "GBP", amountCents: 30_00 }] });
    const detail = clientSchema.parse((await call(cast.agent, "GET", `/api/clients/${ids.bob}`)).json());
    expect(detail).toMatchObject({ bookingsCount: 1, totalSpent: [{ currency: "GBP", amountCents: 30_00 }] });
  });

  it("sorts by name, bookings, total spent and last activity, both ways", async () => {
    const sorted = async (sort: string, order: string) =>
      names(await list(`search=${tag}&sort=${sort}&order=${order}`)).map((n) => n.split(" ")[1]);
    expect(await sorted("name", "asc")).toEqual(["Acme", "Anna", "Bob", "Zoë"]);
    expect(await sorted("name", "desc")).toEqual(["Zoë", "Bob", "Anna", "Acme"]);
    expect(await sorted("bookingsCount", "desc")).toEqual(["Zoë", "Acme", "Bob", "Anna"]);
    expect((await sorted("bookingsCount", "asc"))[0]).toBe("Anna");
    // Spend in each client's preferred currency: Acme 2000 USD, Zoë 150 EUR, Bob 30 GBP, Anna none.
    expect(await sorted("totalSpent", "desc")).toEqual(["Acme", "Zoë", "Bob", "Anna"]);
    // Anna was only created; every other client had bookings written after.
    await t.database.db.insert(trips).values({
      title: "Fresh trip",
      clientId: ids.anna!,
      startDate: "2026-09-01",
      endDate: "2026-09-05",
    });
    expect((await sorted("lastActivity", "desc"))[0]).toBe("Anna");
    expect((await sorted("lastActivity", "asc"))[3]).toBe("Anna");
  });

  it("walks every sort without a client twice or missing, the unsearched list too", async () => {
    for (const sort of ["name", "bookingsCount", "totalSpent", "lastActivity"]) {
      for (const order of ["asc", "desc"]) {
        for (const search of [`&search=${tag}`, ""]) {
          const whole = await list(`sort=${sort}&order=${order}&pageSize=200${search}`);
          const seen: ClientListItem[] = [];
          for (let page = 1; page <= Math.ceil(whole.total / 3); page++) {
            seen.push(...(await list(`sort=${sort}&order=${order}&pageSize=3&page=${page}${search}`)).items);
          }
          expect(seen.map((c) => c.id)).toEqual(whole.items.map((c) => c.id));
        }
      }
    }
    const past = await list(`search=${tag}&page=99`);
    expect(past).toEqual({ items: [], total: 4 });
  });

  it("finds clients by name, e-mail or phone, ignoring case and accents", async () => {
    const found = async (search: string) => names(await list(`search=${encodeURIComponent(search)}`));
    expect(await found(`${tag} MULLER`)).toEqual([`${tag} Anna Müller`]);
    expect(await found(`${tag} angstrom zoe`)).toEqual([`${tag} Zoë Ångström`]);
    expect(await found("anna@mueller")).toEqual([`${tag} Anna Müller`]);
    expect(await found("9876 5432")).toEqual([`${tag} Anna Müller`]);
    expect(await found("bakery.example")).toEqual([`${tag} Bob Baker`]);
    expect(await found("%")).toEqual([]);
  });

  it("filters persons or companies", async () => {
    expect(names(await list(`search=${tag}&kind=company`))).toEqual([`${tag} Acme Travel GmbH`]);
    expect((await list(`search=${tag}&kind=person`)).total).toBe(3);
  });

  it("refuses bad list queries", async () => {
    for (const query of ["sort=spent", "order=up", "kind=robot", "archived=yes", "pageSize=500", "page=0"]) {
      expect((await call(cast.agent, "GET", `/api/clients?${query}`)).statusCode, query).toBe(400);
    }
  });
});

/** The 409 that refuses a deletion, naming what the client still has. */
const refusal = (has: string) =>
  `This client still has ${has}: a client with records cannot be deleted. Archive the client instead.`;

let creditNoteCounter = 0;

/** A credit note on one of the client's invoices, written straight into the table. */
async function creditNote(clientId: string, invoiceId: string) {
  await t.database.db.insert(creditNotes).values({
    number: `CN-209912-${String(++creditNoteCounter).padStart(4, "0")}`,
    invoiceId,
    clientId,
    amountCents: 1_00,
    currency: "EUR",
    reason: "Goodwill",
    baseCurrency: "EUR",
    exchangeRate: "1",
    baseAmountCents: 1_00,
  });
}

async function fileRequest(clientId: string) {
  await t.database.db
    .insert(requests)
    .values({ clientId, category: "date_change", details: "Move it a week" });
}

async function raiseTicket(clientId: string) {
  await t.database.db
    .insert(supportTickets)
    .values({ clientId, title: "Cannot log in", ticketType: "login_problem", description: "It says no" });
}

describe("archive, restore, delete", () => {
  it("hides an archived client from the list and the picker until it is restored", async () => {
    const client = await create({ name: "Qza Archived Voyages", email: "old@voyages.example" });
    const res = await call(cast.agent, "POST", `/api/clients/${client.id}/archive`, undefined, {
      "if-match": '"1"',
    });
    expect(res.statusCode).toBe(200);
    const archived = clientSchema.parse(res.json());
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.version).toBe(2);
    expect((await list("search=qza")).total).toBe(0);
    expect(names(await list("search=qza&archived=true"))).toEqual(["Qza Archived Voyages"]);
    expect((await call(cast.agent, "GET", "/api/clients/options?search=qza")).json().items).toEqual([]);
    // A second archive changes nothing; a stale one is refused.
    const again = await call(cast.agent, "POST", `/api/clients/${client.id}/archive`);
    expect(again.json().version).toBe(2);
    const stale = await call(cast.agent, "POST", `/api/clients/${client.id}/restore`, undefined, {
      "if-match": '"1"',
    });
    expect(stale.statusCode).toBe(412);
    const restored = await call(cast.agent, "POST", `/api/clients/${client.id}/restore`);
    expect(restored.json()).toMatchObject({ archivedAt: null, version: 3 });
    expect(names(await list("search=qza"))).toEqual(["Qza Archived Voyages"]);
    expect((await call(cast.agent, "POST", `/api/clients/${MISSING_ID}/archive`)).statusCode).toBe(404);
  });

  it("refuses to delete a client with trips or bookings, saying exactly what it has", async () => {
    const client = await create({ name: "Busy Client" });
    await makeTrip(t, client.id);
    const oneTrip = await call(cast.agent, "DELETE", `/api/clients/${client.id}`);
    expect(oneTrip.statusCode).toBe(409);
    expect(oneTrip.json().error.message).toBe(refusal("1 trip"));
    await makeTrip(t, client.id);
    await book(client.id, 10_00, "EUR", "pending");
    await book(client.id, 10_00, "EUR", "cancelled");
    const res = await call(cast.agent, "DELETE", `/api/clients/${client.id}`);
    expect(res.statusCode).toBe(409);
    // Each booking came with its own trip here: 2 + 2 trips.
    expect(res.json().error.message).toBe(refusal("4 trips and 2 bookings"));
    expect((await call(cast.agent, "GET", `/api/clients/${client.id}`)).statusCode).toBe(200);
  });

  it("names each other kind that blocks a deletion on its own, with its count", async () => {
    const cases: [string, (clientId: string) => Promise<unknown>][] = [
      ["2 invoices", async (id) => [await invoiceOf(id), await invoiceOf(id)]],
      ["1 invoice and 1 payment", (id) => pay(id, 10_00, "EUR", "pending")],
      ["1 invoice and 1 credit note", async (id) => creditNote(id, await invoiceOf(id))],
      ["1 request", (id) => fileRequest(id)],
      ["1 support ticket", (id) => raiseTicket(id)],
    ];
    for (const [has, make] of cases) {
      const client = await create({ name: `Blocked by ${has}` });
      await make(client.id);
      const res = await call(cast.agent, "DELETE", `/api/clients/${client.id}`);
      expect(res.statusCode, has).toBe(409);
      expect(res.json().error, has).toMatchObject({ code: "CONFLICT", message: refusal(has) });
      expect((await call(cast.agent, "GET", `/api/clients/${client.id}`)).statusCode, has).toBe(200);
    }
  });

  it("names every kind together, in one message", async () => {
    const client = await create({ name: "Everything Co" });
    await makeTrip(t, client.id);
    await book(client.id, 10_00, "EUR", "confirmed");
    await book(client.id, 10_00, "EUR", "pending");
    await pay(client.id, 10_00, "EUR", "completed");
    await creditNote(client.id, await invoiceOf(client.id));
    await fileRequest(client.id);
    await raiseTicket(client.id);
    await raiseTicket(client.id);
    const res = await call(cast.admin, "DELETE", `/api/clients/${client.id}`, undefined, {
      "if-match": '"1"',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      refusal("3 trips, 2 bookings, 2 invoices, 1 credit note, 1 payment, 1 request and 2 support tickets"),
    );
  });

  it("deletes a client without trips or bookings, keeping its passengers without a client", async () => {
    const client = await create({ name: "Short Lived" });
    const [passenger] = await t.database.db
      .insert(passengers)
      .values({
        firstName: "Kept",
        surname: "Traveller",
        passportNumber: "KT12345",
        documentExpiry: "2031-01-01",
        clientId: client.id,
      })
      .returning({ id: passengers.id });
    const stale = await call(cast.agent, "DELETE", `/api/clients/${client.id}`, undefined, {
      "if-match": '"7"',
    });
    expect(stale.statusCode).toBe(412);
    const res = await call(cast.agent, "DELETE", `/api/clients/${client.id}`, undefined, {
      "if-match": '"1"',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ passengersUnlinked: 1 });
    expect((await call(cast.agent, "GET", `/api/clients/${client.id}`)).statusCode).toBe(404);
    const [kept] = await t.database.db
      .select({ clientId: passengers.clientId })
      .from(passengers)
      .where(eq(passengers.id, passenger!.id));
    expect(kept).toEqual({ clientId: null });
    expect((await call(cast.agent, "DELETE", `/api/clients/${client.id}`)).statusCode).toBe(404);
  });
});

describe("picker", () => {
  it("answers at most 20 clients matching what was typed, by name, e-mail or phone", async () => {
    for (let i = 0; i < CLIENT_OPTIONS_LIMIT + 5; i++) {
      await create({ name: `Qzp Picker ${String(i).padStart(2, "0")}`, email: `p${i}@pick.example` });
    }
    const company = await create({ name: "Qzp Company", kind: "company", phone: "+1 555 0100" });
    const options = async (search: string) => {
      const res = await call(cast.agent, "GET", `/api/clients/options?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      return clientOptionListSchema.parse(res.json()).items;
    };
    const many = await options("qzp picker");
    expect(many).toHaveLength(CLIENT_OPTIONS_LIMIT);
    expect(many[0]).toEqual({
      id: expect.any(String),
      name: "Qzp Picker 00",
      kind: "person",
      email: "p0@pick.example",
    });
    expect((await options("p7@pick")).map((o) => o.name)).toEqual(["Qzp Picker 07"]);
    expect(await options("555 0100")).toEqual([
      { id: company.id, name: "Qzp Company", kind: "company", email: null },
    ]);
    expect((await call(cast.agent, "GET", "/api/clients/options")).json().items.length).toBeLessThanOrEqual(
      CLIENT_OPTIONS_LIMIT,
    );
  });
});

describe("history", () => {
  it("lists the audit rows of the client and its trips, bookings and passengers, newest first", async () => {
    const client = await create({ name: "History Co" }, cast.admin);
    await call(cast.admin, "PUT", `/api/clients/${client.id}`, { name: "History Co", phone: "1234" });
    const trip = await call(cast.agent, "POST", "/api/trips", {
      title: "History trip",
      clientId: client.id,
      startDate: "2026-05-01",
      endDate: "2026-05-09",
    });
    expect(trip.statusCode).toBe(201);
    const passenger = await call(cast.agent, "POST", "/api/passengers", {
      firstName: "Hanna",
      surname: "Story",
      passportNumber: "HS12345",
      documentExpiry: "2031-01-01",
      clientId: client.id,
    });
    expect(passenger.statusCode).toBe(201);
    const { bookingId } = await book(client.id, 10_00, "EUR", "pending");
    await t.database.db.insert(auditLogs).values({
      userId: cast.agent.userId,
      action: "create",
      entity: "booking",
      entityId: bookingId,
      summary: "Booked History trip",
    });
    // Another client's rows stay out.
    await makePassenger(t, await makeTrip(t, cast.clientB.clientId));
    await call(cast.agent, "PUT", `/api/clients/${cast.clientB.clientId}`, { name: "Beta Holidays" });

    const res = await call(cast.agent, "GET", `/api/clients/${client.id}/history`);
    expect(res.statusCode).toBe(200);
    const history = clientHistorySchema.parse(res.json());
    expect(history.total).toBe(5);
    expect(history.items.map((h) => [h.entity, h.summary, h.userName])).toEqual([
      ["booking", "Booked History trip", "Test agent"],
      ["passenger", "Added passenger Hanna Story", "Test agent"],
      ["trip", "Created trip History trip", "Test agent"],
      ["client", "Updated client History Co: phone", "Test admin"],
      ["client", "Added client History Co", "Test admin"],
    ]);
    const second = clientHistorySchema.parse(
      (await call(cast.agent, "GET", `/api/clients/${client.id}/history?page=2&pageSize=2`)).json(),
    );
    expect(second.total).toBe(5);
    expect(second.items.map((h) => h.summary)).toEqual([
      "Created trip History trip",
      "Updated client History Co: phone",
    ]);
    expect((await call(cast.agent, "GET", `/api/clients/${MISSING_ID}/history`)).statusCode).toBe(404);
  });
});

describe("detail figures", () => {
  it("counts trips and passengers and names the next trip that has not ended", async () => {
    const client = await create({ name: "Figures Co" });
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const rows = await t.database.db
      .insert(trips)
      .values([
        { title: "Past", clientId: client.id, startDate: "2020-01-01", endDate: "2020-01-05" },
        { title: "Later", clientId: client.id, startDate: inDays(40), endDate: inDays(45) },
        { title: "Soon", clientId: client.id, startDate: inDays(10), endDate: inDays(12) },
        {
          title: "Called off",
          clientId: client.id,
          startDate: today,
          endDate: inDays(3),
          status: "cancelled",
        },
      ])
      .returning({ id: trips.id, title: trips.title });
    await makePassenger(t, rows[0]!.id);
    const detail = clientSchema.parse((await call(cast.agent, "GET", `/api/clients/${client.id}`)).json());
    expect(detail).toMatchObject({
      tripsCount: 4,
      passengersCount: 1,
      nextTrip: { id: rows.find((r) => r.title === "Soon")!.id, title: "Soon", startDate: inDays(10) },
    });
  });
});
