import { and, count, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ClientDuplicateList,
  clientDuplicateListSchema,
  clientMergePreviewSchema,
  clientMergeResultSchema,
} from "#domain/client-merge/client-merge.schema";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { bookingParticipants, bookings } from "../../db/schema/bookings";
import { clientInvitations, clientSpend, clientStats, clients } from "../../db/schema/clients";
import { passengers } from "../../db/schema/passengers";
import { tripSsrRequests } from "../../db/schema/trip-ssr-requests";
import { tripPassengers, trips } from "../../db/schema/trips";
import { withCastApp } from "../../test/cast-app";
import { issues, MISSING_ID, makePassenger, makeTrip, type Session } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();

let counter = 0;

/** A client row written straight into the table (the clients feature's API is another helper's). */
async function makeClient(values: Partial<typeof clients.$inferInsert> = {}): Promise<string> {
  const [row] = await t.database.db
    .insert(clients)
    .values({ name: `Merge client ${++counter}`, ...values })
    .returning({ id: clients.id });
  return row!.id;
}

/** A confirmed booking of a trip for one of the client's passengers: the triggers derive the client's figures. */
async function book(clientId: string, tripId: string, passengerId: string, totalCents = 50_000) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      clientId,
      tripId,
      participants: 1,
      travelDate: "2026-05-01",
      status: "confirmed",
      unitPriceCents: totalCents,
      totalCents,
      currency: "EUR",
    })
    .returning({ id: bookings.id });
  await t.database.db.insert(bookingParticipants).values({ bookingId: row!.id, passengerId, clientId });
  return row!.id;
}

async function duplicates(query = "pageSize=200"): Promise<ClientDuplicateList> {
  const res = await call(cast.agent, "GET", `/api/clients/duplicates?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return clientDuplicateListSchema.parse(res.json());
}

const pairOf = (list: ClientDuplicateList, a: string, b: string) =>
  list.items.find((p) => [p.first.id, p.second.id].sort().join() === [a, b].sort().join());

const merge = (session: Session, survivorId: string, sourceId: unknown) =>
  call(session, "POST", `/api/clients/${survivorId}/merge`, { sourceId });

/** Rows per client-owned table that name this client. */
async function rowsOf(clientId: string) {
  const db = t.database.db;
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    trips: await n(db.select({ n: count() }).from(trips).where(eq(trips.clientId, clientId))),
    bookings: await n(db.select({ n: count() }).from(bookings).where(eq(bookings.clientId, clientId))),
    passengers: await n(db.select({ n: count() }).from(passengers).where(eq(passengers.clientId, clientId))),
    tripPassengers: await n(
      db.select({ n: count() }).from(tripPassengers).where(eq(tripPassengers.clientId, clientId)),
    ),
    participants: await n(
      db.select({ n: count() }).from(bookingParticipants).where(eq(bookingParticipants.clientId, clientId)),
    ),
    invitations: await n(
      db.select({ n: count() }).from(clientInvitations).where(eq(clientInvitations.clientId, clientId)),
    ),
  };
}

describe("the duplicate finder", () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    ids = {
      garcia: await makeClient({ name: "Maria Garcia", email: "maria@garcia.test" }),
      garciaAccented: await makeClient({ name: "MARÍA GARCÍA", email: "mg@elsewhere.test" }),
      garciaArchived: await makeClient({ name: "Maria Garcia", archivedAt: new Date() }),
      smithers: await makeClient({ name: "Jonathan Smithers" }),
      smithersTypo: await makeClient({ name: "Jonathan Smihters" }),
      // Dated apart: two inserts can share a millisecond, and the pair lists the older one first.
      acme: await makeClient({
        name: "Acme Travel",
        kind: "company",
        email: "info@acme.test",
        createdAt: new Date("2026-01-05T10:00:00Z"),
      }),
      acmeTours: await makeClient({
        name: "Tours by Acme",
        kind: "company",
        email: "INFO@Acme.test",
        createdAt: new Date("2026-02-05T10:00:00Z"),
      }),
      brown: await makeClient({ name: "Peter Brown", phone: "+44 20 7946 0000" }),
      blanco: await makeClient({ name: "Pedro Blanco", phone: "020 7946 0000" }),
      // Same last 9 digits, other countries: Spain and France.
      madrid: await makeClient({ name: "Lucia Moreno", phone: "+34 612 345 678" }),
      paris: await makeClient({ name: "Camille Durand", phone: "+33 6 12 34 56 78" }),
      // Brown's number again, written with 00 and with the "(0)" trunk.
      london: await makeClient({ name: "Harriet Quill", phone: "0044 (0)20 7946 0000" }),
      shortPhoneA: await makeClient({ name: "Quentin Ashdown", phone: "12-34" }),
      shortPhoneB: await makeClient({ name: "Xavier Ortiz", phone: "1234" }),
      unrelated: await makeClient({
        name: "Zebedee Unrelated",
        email: "z@unrelated.test",
        phone: "555 0101 999",
      }),
    };
  });

  it("pairs clients sharing an e-mail (any case), a phone (last 9 digits) or a similar name", async () => {
    const list = await duplicates();
    expect(pairOf(list, ids.garcia!, ids.garciaAccented!)?.reasons).toEqual(["name"]);
    expect(pairOf(list, ids.smithers!, ids.smithersTypo!)?.reasons).toEqual(["name"]);
    expect(pairOf(list, ids.acme!, ids.acmeTours!)?.reasons).toEqual(["email"]);
    expect(pairOf(list, ids.brown!, ids.blanco!)?.reasons).toEqual(["phone"]);
    const acme = pairOf(list, ids.acme!, ids.acmeTours!)!;
    // Both clients as the merge dialog shows them, the older first.
    expect(acme.first).toMatchObject({ id: ids.acme, name: "Acme Travel", kind: "company", tripsCount: 0 });
    expect(acme.second).toMatchObject({ id: ids.acmeTours, email: "INFO@Acme.test", bookingsCount: 0 });
  });

  it("compares numbers that say their country in E.164 form: +34 612 345 678 is not +33 6 12 34 56 78", async () => {
    const list = await duplicates();
    expect(pairOf(list, ids.madrid!, ids.paris!)).toBeUndefined();
    expect(pairOf(list, ids.brown!, ids.london!)?.reasons).toEqual(["phone"]);
    expect(pairOf(list, ids.blanco!, ids.london!)?.reasons).toEqual(["phone"]);
    expect((await duplicates(`clientId=${ids.madrid}`)).total).toBe(0);
    expect((await duplicates(`clientId=${ids.london}`)).total).toBe(2);
  });

  it("leaves out archived clients, short phone numbers and clients that look like nobody else", async () => {
    const list = await duplicates();
    const listed = new Set(list.items.flatMap((p) => [p.first.id, p.second.id]));
    expect(listed.has(ids.garciaArchived!)).toBe(false);
    expect(listed.has(ids.shortPhoneA!)).toBe(false);
    expect(listed.has(ids.unrelated!)).toBe(false);
    expect(listed.has(cast.clientA.clientId)).toBe(false);
    expect(list.total).toBe(list.items.length);
  });

  it("lists the strongest pairs first and pages them", async () => {
    const both = await makeClient({
      name: "Double Match",
      email: "double@match.test",
      phone: "+351 912 345 678",
    });
    const twin = await makeClient({ name: "Other Name", email: "Double@Match.test", phone: "912345678" });
    const all = await duplicates();
    expect(all.items[0]?.reasons).toEqual(["email", "phone"]);
    expect([all.items[0]?.first.id, all.items[0]?.second.id].sort()).toEqual([both, twin].sort());
    const page2 = await duplicates("page=2&pageSize=2");
    expect(page2.total).toBe(all.total);
    expect(page2.items.map((p) => p.first.id)).toEqual(all.items.slice(2, 4).map((p) => p.first.id));
    const past = await duplicates("page=99&pageSize=2");
    expect(past).toEqual({ items: [], total: all.total });
  });

  it("finds every similar name of one client through the trigram index", async () => {
    const list = await duplicates(`clientId=${ids.smithers}`);
    expect(list.items).toHaveLength(1);
    expect(pairOf(list, ids.smithers!, ids.smithersTypo!)?.reasons).toEqual(["name"]);
    expect((await duplicates(`clientId=${ids.unrelated}`)).total).toBe(0);
  });

  it("answers 400 naming a bad page or client id", async () => {
    const res = await call(cast.agent, "GET", "/api/clients/duplicates?pageSize=0&clientId=nope");
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issues(res)).sort()).toEqual(["query.clientId", "query.pageSize"]);
  });
});

describe("merging two clients", () => {
  async function setUpPair() {
    const portal = await t.signInAs("client");
    const survivor = await makeClient({ name: "Helena Park", phone: "+1 415 555 0100", notes: "VIP" });
    const source = await makeClient({
      name: "Helena Parke",
      email: "helena@park.test",
      address: "1 Main St",
      notes: "Prefers aisle seats",
      userId: portal.userId,
    });
    const survivorTrip = await makeTrip(t, survivor, "Survivor's trip");
    const sourceTrips = [
      await makeTrip(t, source, "Source trip 1"),
      await makeTrip(t, source, "Source trip 2"),
    ];
    const traveller = await makePassenger(t, sourceTrips[0]!, { firstName: "Helena", surname: "Parke" });
    await t.database.db
      .insert(tripPassengers)
      .values({ tripId: sourceTrips[1]!, passengerId: traveller, clientId: source });
    await t.database.db.insert(tripSsrRequests).values({
      tripId: sourceTrips[0]!,
      passengerId: traveller,
      code: "WCHR",
      description: "Wheelchair",
    });
    const unassigned = await t.database.db
      .insert(passengers)
      .values({
        firstName: "Kid",
        surname: "Parke",
        passportNumber: `KP${++counter}00`,
        documentExpiry: "2031-01-01",
        clientId: source,
      })
      .returning({ id: passengers.id });
    const booking = await book(source, sourceTrips[0]!, traveller, 70_000);
    await t.database.db.insert(clientInvitations).values({
      clientId: source,
      email: "helena@park.test",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return {
      portal,
      survivor,
      source,
      survivorTrip,
      sourceTrips,
      traveller,
      kid: unassigned[0]!.id,
      booking,
    };
  }

  it("previews what would move, every kind, without changing anything", async () => {
    const { survivor, source } = await setUpPair();
    const invoice = await call(cast.agent, "POST", "/api/invoices", {
      clientId: source,
      dueDate: "2099-12-31",
      lines: [{ description: "Hotel", quantity: 1, unitPriceCents: 10_000 }],
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const before = await rowsOf(source);
    const res = await call(cast.agent, "GET", `/api/clients/${survivor}/merge-preview?sourceId=${source}`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = clientMergePreviewSchema.parse(res.json());
    expect(preview.moves).toEqual({
      trips: 2,
      bookings: 1,
      passengers: 2,
      invoices: 1,
      creditNotes: 0,
      payments: 0,
      requests: 0,
      tickets: 0,
      conversations: 0,
      invitations: 1,
      portalUser: true,
      filledFields: ["email", "address"],
      notesAppended: true,
    });
    expect(preview.blockedReason).toBeNull();
    expect(preview.source.portalUserEmail).toMatch(/@test\.itinera$/);
    expect(await rowsOf(source)).toEqual(before);
  });

  it("moves every trip, booking, passenger, invitation and the portal user, then deletes the source", async () => {
    const { portal, survivor, source, sourceTrips, traveller, booking } = await setUpPair();
    const before = { survivor: await rowsOf(survivor), source: await rowsOf(source) };
    const ssrBefore = await t.database.db.select({ n: count() }).from(tripSsrRequests);

    const res = await merge(cast.agent, survivor, source);
    expect(res.statusCode, res.body).toBe(200);
    const result = clientMergeResultSchema.parse(res.json());
    expect(result.moved).toMatchObject({
      trips: 2,
      bookings: 1,
      passengers: 2,
      invitations: 1,
      portalUser: true,
    });

    const after = await rowsOf(survivor);
    for (const table of Object.keys(after) as (keyof typeof after)[]) {
      expect(after[table], table).toBe(before.survivor[table] + before.source[table]);
    }
    expect(await rowsOf(source)).toEqual({
      trips: 0,
      bookings: 0,
      passengers: 0,
      tripPassengers: 0,
      participants: 0,
      invitations: 0,
    });
    // Rows keep their ids, and what hangs off them stays.
    const moved = await t.database.db
      .select({ id: trips.id })
      .from(trips)
      .where(inArray(trips.id, sourceTrips));
    expect(moved).toHaveLength(2);
    expect(await t.database.db.select({ n: count() }).from(tripSsrRequests)).toEqual(ssrBefore);
    const [participant] = await t.database.db
      .select()
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, booking));
    expect(participant).toMatchObject({ passengerId: traveller, clientId: survivor });

    const [gone] = await t.database.db.select().from(clients).where(eq(clients.id, source));
    expect(gone).toBeUndefined();
    const [kept] = await t.database.db.select().from(clients).where(eq(clients.id, survivor));
    expect(kept).toMatchObject({
      name: "Helena Park",
      phone: "+1 415 555 0100",
      email: "helena@park.test",
      address: "1 Main St",
      userId: portal.userId,
      notes: "VIP\n\nFrom Helena Parke (merged): Prefers aisle seats",
      version: 2,
    });
    // The triggers moved the figures with the bookings; the source's went with it. Spend is the payments'
    // (migration 0028): a booking alone spends nothing.
    const [stats] = await t.database.db.select().from(clientStats).where(eq(clientStats.clientId, survivor));
    expect(stats).toMatchObject({ bookingsCount: 1, spentCents: 0 });
    expect(await t.database.db.select().from(clientSpend).where(eq(clientSpend.clientId, source))).toEqual(
      [],
    );

    expect(result.survivor).toMatchObject({
      id: survivor,
      tripsCount: 3,
      bookingsCount: 1,
      passengersCount: 2,
    });
    // The portal user now reads the survivor's trips, the moved ones among them.
    const seen = await call(portal, "GET", "/api/trips?pageSize=50");
    expect(
      seen
        .json()
        .items.map((trip: { id: string }) => trip.id)
        .sort(),
    ).toEqual(
      [
        ...sourceTrips,
        ...(await t.database.db.select({ id: trips.id }).from(trips).where(eq(trips.clientId, survivor))).map(
          (r) => r.id,
        ),
      ]
        .filter((id, i, all) => all.indexOf(id) === i)
        .sort(),
    );
  });

  it("takes the source's requests, chat, tickets, invoices, credit notes and payments along", async () => {
    const { survivor, source, sourceTrips } = await setUpPair();
    const tripId = sourceTrips[0]!;
    // Straight into the tables: what matters is that every client-keyed row can follow the merge.
    await t.database.db.execute(sql`
      with r as (
        insert into requests (client_id, category, details, trip_id)
        values (${source}, 'date_change', 'Move us a day later', ${tripId}) returning id),
      c as (
        insert into conversations (kind, request_id, client_id) select 'request', r.id, ${source} from r
        returning id)
      insert into messages (conversation_id, client_id, sender_name, body)
      select c.id, ${source}, 'Helena', 'Hello' from c`);
    await t.database.db.execute(sql`
      insert into support_tickets (title, ticket_type, description, client_id)
      values ('Cannot log in', 'login_problem', 'Since Monday', ${source})`);
    await t.database.db.execute(sql`
      with i as (
        insert into invoices (number, client_id, currency, subtotal_cents, tax_cents, amount_cents, paid_cents,
          credited_cents, due_date, base_currency, exchange_rate, base_amount_cents)
        values ('INV-209901-0001', ${source}, 'EUR', 10000, 0, 10000, 4000, 1000, '2099-01-31', 'EUR', 1, 10000)
        returning id),
      cn as (
        insert into credit_notes (number, invoice_id, client_id, amount_cents, currency, reason, base_currency,
          exchange_rate, base_amount_cents)
        select 'CN-209901-0001', i.id, ${source}, 1000, 'EUR', 'Goodwill', 'EUR', 1, 1000 from i returning 1)
      insert into payments (invoice_id, client_id, amount_cents, currency, base_currency, exchange_rate,
        base_amount_cents)
      select i.id, ${source}, 4000, 'EUR', 'EUR', 1, 4000 from i`);

    const res = await merge(cast.agent, survivor, source);
    expect(res.statusCode, res.body).toBe(200);
    for (const table of [
      "requests",
      "conversations",
      "messages",
      "support_tickets",
      "invoices",
      "credit_notes",
      "payments",
    ]) {
      const rows = (await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.raw(table)} where client_id = ${survivor}`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0]?.n, table).toBe(1);
    }
    // What the survivor has spent now includes the source's payment.
    const [spend] = await t.database.db
      .select({ amountCents: clientSpend.amountCents })
      .from(clientSpend)
      .where(and(eq(clientSpend.clientId, survivor), eq(clientSpend.currency, "EUR")));
    expect(spend?.amountCents).toBe(4_000);
  });

  it("writes one audit row on the survivor naming the source and the counts", async () => {
    const { survivor, source } = await setUpPair();
    expect((await merge(cast.admin, survivor, source)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "client"), inArray(auditLogs.entityId, [survivor, source])));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entityId: survivor, userId: cast.admin.userId });
    expect(rows[0]!.summary).toBe(
      `Merged client Helena Parke (${source}) into Helena Park: moved 2 trips, 1 booking, 2 passengers, 1 portal invitation and 1 portal user`,
    );
    expect(rows[0]!.details).toMatchObject({ source: { id: source, name: "Helena Parke" } });
  });

  it("tells both clients' audiences about the clients, trips, bookings and passengers", async () => {
    const { survivor, source } = await setUpPair();
    const heard: Record<string, RealtimeEvent[]> = { survivor: [], source: [], other: [] };
    const listeners = Object.entries({ survivor, source, other: cast.clientB.clientId }).map(
      ([key, clientId]) =>
        t.ctx.hub.subscribe({
          viewer: { userId: key, staff: false, clientId },
          send: (event) => heard[key]!.push(event),
        }),
    );
    try {
      expect((await merge(cast.agent, survivor, source)).statusCode).toBe(200);
      await expect.poll(() => heard.survivor!.length).toBe(4);
      await expect.poll(() => heard.source!.length).toBe(4);
      expect(heard.survivor).toEqual(
        expect.arrayContaining([
          { topic: "clients", id: survivor, op: "update" },
          { topic: "trips", op: "update" },
          { topic: "bookings", op: "update" },
          { topic: "passengers", op: "update" },
        ]),
      );
      expect(heard.source).toContainEqual({ topic: "clients", id: source, op: "delete" });
      expect(heard.other).toEqual([]);
    } finally {
      for (const unsubscribe of listeners) unsubscribe();
    }
  });

  it("refuses to merge two clients that both have a portal user, moving nothing", async () => {
    const { survivor, source } = await setUpPair();
    const second = await t.signInAs("client");
    await t.database.db.update(clients).set({ userId: second.userId }).where(eq(clients.id, survivor));
    const before = await rowsOf(source);
    const res = await merge(cast.agent, survivor, source);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(
      /^Both clients have portal access \(.+ and .+\): revoke one of them first\.$/,
    );
    expect(await rowsOf(source)).toEqual(before);
    const preview = await call(
      cast.agent,
      "GET",
      `/api/clients/${survivor}/merge-preview?sourceId=${source}`,
    );
    expect(preview.json().blockedReason).toMatch(/^Both clients have portal access/);
  });

  it("refuses a self-merge, a missing or archived client and a bad id, each with its reason", async () => {
    const a = await makeClient();
    const archived = await makeClient({ archivedAt: new Date(), name: "Old Record" });
    const self = await merge(cast.agent, a, a);
    expect(self.statusCode).toBe(400);
    expect(issues(self)).toEqual({ "body.sourceId": "A client cannot be merged into itself." });
    const missingSurvivor = await merge(cast.agent, MISSING_ID, a);
    expect(missingSurvivor.statusCode).toBe(404);
    expect(missingSurvivor.json().error.message).toBe("Client not found");
    const missingSource = await merge(cast.agent, a, MISSING_ID);
    expect(missingSource.statusCode).toBe(400);
    expect(issues(missingSource)).toEqual({ "body.sourceId": "Client not found" });
    const intoArchived = await merge(cast.agent, archived, a);
    expect(intoArchived.statusCode).toBe(409);
    expect(intoArchived.json().error.message).toBe("Old Record is archived: restore it before merging.");
    expect((await merge(cast.agent, a, archived)).statusCode).toBe(409);
    const bad = await merge(cast.agent, a, "not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issues(bad))).toEqual(["body.sourceId"]);
    const selfPreview = await call(cast.agent, "GET", `/api/clients/${a}/merge-preview?sourceId=${a}`);
    expect(selfPreview.statusCode).toBe(400);
    // Nothing was deleted along the way.
    const left = await t.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(inArray(clients.id, [a, archived]));
    expect(left).toHaveLength(2);
  });
});

describe("access", () => {
  it("lets staff in and turns away anonymous callers (401) and client users (403)", async () => {
    const survivor = await makeClient({ name: "Access Survivor" });
    const source = await makeClient({ name: "Access Source" });
    const routes = [
      ["GET", "/api/clients/duplicates"],
      ["GET", `/api/clients/${survivor}/merge-preview?sourceId=${source}`],
      ["POST", `/api/clients/${survivor}/merge`],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === "POST" ? { sourceId: source } : undefined;
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
      for (const client of [cast.clientA, cast.clientB]) {
        // Even a client merging into itself: the policy refuses before anything is read.
        const res = await call(client, method, url.replace(survivor, client.clientId), payload);
        expect(res.statusCode, url).toBe(403);
      }
    }
    expect((await call(cast.agent, "GET", routes[0][1])).statusCode).toBe(200);
    expect((await call(cast.admin, "GET", routes[1][1])).statusCode).toBe(200);
    expect((await merge(cast.agent, survivor, source)).statusCode).toBe(200);
    const other = await makeClient({ name: "Access Other" });
    expect((await merge(cast.admin, survivor, other)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("merges racing on PostgreSQL", () => {
  it("two merges crossing each other end with one client holding every trip", async () => {
    for (let round = 0; round < 4; round++) {
      const a = await makeClient({ name: `Crossed A ${round}` });
      const b = await makeClient({ name: `Crossed B ${round}` });
      const tripsOf = { a: [await makeTrip(t, a), await makeTrip(t, a)], b: [await makeTrip(t, b)] };
      await makePassenger(t, tripsOf.a[0]!);
      await makePassenger(t, tripsOf.b[0]!);
      const [ab, ba] = await Promise.all([merge(cast.agent, b, a), merge(cast.admin, a, b)]);
      // One wins; the other, queued on the same locks, finds its survivor (the winner's source) gone.
      expect([ab.statusCode, ba.statusCode].sort(), `${ab.body} ${ba.body}`).toEqual([200, 404]);
      const left = await t.database.db
        .select({ id: clients.id })
        .from(clients)
        .where(inArray(clients.id, [a, b]));
      expect(left).toHaveLength(1);
      const rows = await rowsOf(left[0]!.id);
      expect(rows).toMatchObject({ trips: 3, passengers: 2, tripPassengers: 2 });
    }
  });

  it("a merge and a trip created for the source at once never leave a trip on a deleted client", async () => {
    const survivor = await makeClient({ name: "Race Survivor" });
    const source = await makeClient({ name: "Race Source" });
    const create = (i: number) =>
      call(cast.agent, "POST", "/api/trips", {
        title: `Raced trip ${i}`,
        clientId: source,
        startDate: "2026-06-01",
        endDate: "2026-06-02",
      });
    const all = await Promise.all([
      create(1),
      create(2),
      merge(cast.agent, survivor, source),
      create(3),
      create(4),
    ]);
    expect(all[2]!.statusCode, all[2]!.body).toBe(200);
    const made = all.filter((res, i) => i !== 2 && res.statusCode === 201).length;
    const orphans = await t.database.db.execute(
      sql`select 1 from trips t left join clients c on c.id = t.client_id where c.id is null`,
    );
    expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect((await rowsOf(survivor)).trips).toBe(made);
  });
});
