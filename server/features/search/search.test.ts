import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingReference } from "#domain/bookings/booking-format";
import { type SearchResponse, searchResponseSchema } from "#domain/search/search.schema";
import { searchLinks } from "#domain/search/search-links";
import type { SearchKind } from "#domain/search/search-values";
import { bookings } from "../../db/schema/bookings";
import { clients } from "../../db/schema/clients";
import { invoices } from "../../db/schema/invoices";
import { passengers } from "../../db/schema/passengers";
import { requests } from "../../db/schema/requests";
import { itineraries, segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import { withCastApp } from "../../test/cast-app";
import { issues, type Session } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();

/** The records of one client, each findable by fields no other client's share. */
interface Owned {
  clientId: string;
  passenger: string;
  trip: string;
  reservation: string;
  flight: string;
  booking: string;
  bookingNumber: number;
  invoice: string;
  request: string;
}
const owned = {} as Record<"a" | "b", Owned>;
const office = {} as { reservation: string; flight: string };

async function makeRecords(side: "a" | "b", clientId: string): Promise<Owned> {
  const db = t.database.db;
  const n = side === "a" ? 1 : 2;
  const [passenger] = await db
    .insert(passengers)
    .values({
      title: "Mrs",
      firstName: side === "a" ? "Anna" : "Berta",
      surname: side === "a" ? "Müller" : "Øvergård",
      passportNumber: side === "a" ? "QA7700111" : "QB8800222",
      documentExpiry: "2031-01-01",
      clientId,
    })
    .returning({ id: passengers.id });
  const [trip] = await db
    .insert(trips)
    .values({
      title: side === "a" ? "Lisbon Spring Escape" : "Kyoto Autumn Colours",
      clientId,
      startDate: "2031-05-01",
      endDate: "2031-05-09",
    })
    .returning({ id: trips.id });
  const [reservation] = await db
    .insert(itineraries)
    .values({
      tripId: trip!.id,
      recordLocator: side === "a" ? "RLAAA1" : "RLBBB2",
      airlineLocators: [{ airline: "LH", locator: side === "a" ? "ALOCA1" : "ALOCB2" }],
      sourceFormat: "amadeus",
      rawText: "RP/…",
    })
    .returning({ id: itineraries.id });
  const [flight] = await db
    .insert(segments)
    .values({
      tripId: trip!.id,
      itineraryId: reservation!.id,
      segmentType: "flight",
      source: "gds",
      airline: "XQ",
      flightNumber: side === "a" ? "400" : "401",
      origin: "FRA",
      destination: "JFK",
      departureLocal: `2031-05-0${n} 10:05:00`,
      status: "HK",
    })
    .returning({ id: segments.id });
  const [booking] = await db
    .insert(bookings)
    .values({
      clientId,
      tripId: trip!.id,
      participants: 1,
      travelDate: "2031-05-01",
      unitPriceCents: 100_000,
      totalCents: 100_000,
      currency: "EUR",
    })
    .returning({ id: bookings.id, number: bookings.number });
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: `INV-209901-000${n}`,
      clientId,
      tripId: trip!.id,
      currency: "EUR",
      subtotalCents: 100_000,
      taxCents: 0,
      amountCents: 100_000,
      dueDate: "2099-02-01",
      baseCurrency: "EUR",
      exchangeRate: "1",
      baseAmountCents: 100_000,
    })
    .returning({ id: invoices.id });
  const [request] = await db
    .insert(requests)
    .values({
      clientId,
      category: side === "a" ? "date_change" : "add_service",
      details: side === "a" ? "Please move the gondola ride to Friday" : "Add a tea ceremony in Uji",
      tripId: trip!.id,
    })
    .returning({ id: requests.id });
  return {
    clientId,
    passenger: passenger!.id,
    trip: trip!.id,
    reservation: reservation!.id,
    flight: flight!.id,
    booking: booking!.id,
    bookingNumber: booking!.number,
    invoice: invoice!.id,
    request: request!.id,
  };
}

beforeAll(async () => {
  await t.database.db
    .update(clients)
    .set({ email: "desk@alpha-travellers.example" })
    .where(eq(clients.id, cast.clientA.clientId));
  owned.a = await makeRecords("a", cast.clientA.clientId);
  owned.b = await makeRecords("b", cast.clientB.clientId);
  // A reservation and its flight on no trip: the office's, never a client's.
  const [reservation] = await t.database.db
    .insert(itineraries)
    .values({ recordLocator: "RLOFF9", sourceFormat: "sabre", rawText: "…" })
    .returning({ id: itineraries.id });
  const [flight] = await t.database.db
    .insert(segments)
    .values({
      itineraryId: reservation!.id,
      segmentType: "flight",
      source: "gds",
      airline: "XQ",
      flightNumber: "0402",
      origin: "LHR",
      destination: "LIS",
      status: "HK",
    })
    .returning({ id: segments.id });
  office.reservation = reservation!.id;
  office.flight = flight!.id;
});

async function search(session: Session | null, q: string): Promise<SearchResponse> {
  const res = await call(session, "GET", `/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json());
}

/** The ids found of one kind. */
async function found(session: Session, q: string, kind: SearchKind): Promise<string[]> {
  const body = await search(session, q);
  return body.groups.find((group) => group.kind === kind)?.items.map((item) => item.id) ?? [];
}

describe("staff find every kind of record by its fields", () => {
  it.each<[SearchKind, string, (o: Owned) => string]>([
    ["passengers", "Müller", (o) => o.passenger],
    ["passengers", "muller", (o) => o.passenger],
    ["passengers", "anna mu", (o) => o.passenger],
    ["passengers", "QA7700111", (o) => o.passenger],
    ["passengers", "7700111", (o) => o.passenger],
    ["trips", "lisbon", (o) => o.trip],
    ["trips", "Spring Escape", (o) => o.trip],
    ["reservations", "RLAAA1", (o) => o.reservation],
    ["reservations", "rlaaa", (o) => o.reservation],
    ["reservations", "ALOCA1", (o) => o.reservation],
    ["flights", "XQ 400", (o) => o.flight],
    ["flights", "xq400", (o) => o.flight],
    ["flights", "XQ 0400", (o) => o.flight],
    ["clients", "Alpha", (o) => o.clientId],
    ["clients", "desk@alpha", (o) => o.clientId],
    ["invoices", "INV-209901-0001", (o) => o.invoice],
    ["invoices", "209901-0001", (o) => o.invoice],
    ["invoices", "0001", (o) => o.invoice],
    ["invoices", "9901-0001", (o) => o.invoice],
    ["requests", "gondola", (o) => o.request],
    ["requests", "date change", (o) => o.request],
  ])("%s by %j", async (kind, q, id) => {
    expect(await found(cast.agent, q, kind)).toEqual([id(owned.a)]);
  });

  it("finds a booking by its reference, written any way", async () => {
    const { booking, bookingNumber } = owned.a;
    for (const q of [bookingReference(bookingNumber), `bk${bookingNumber}`, `#${bookingNumber}`]) {
      expect(await found(cast.agent, q, "bookings"), q).toEqual([booking]);
    }
  });

  it("answers each result with its title, subtitle and the screen that opens it", async () => {
    const body = await search(cast.agent, "RLAAA1");
    expect(body.query).toBe("RLAAA1");
    expect(body.groups).toEqual([
      {
        kind: "reservations",
        total: 1,
        capped: false,
        items: [
          {
            kind: "reservations",
            id: owned.a.reservation,
            title: "RLAAA1",
            subtitle: "Lisbon Spring Escape · LH ALOCA1",
            link: searchLinks.trip(owned.a.trip),
          },
        ],
      },
    ]);
    const [passenger] = (await search(cast.agent, "QA7700111")).groups;
    expect(passenger?.items[0]).toEqual({
      kind: "passengers",
      id: owned.a.passenger,
      title: "Mrs Anna Müller",
      subtitle: "Passport QA7700111 · Alpha Travellers",
      link: searchLinks.passenger(owned.a.passenger, "Anna Müller"),
    });
    const [invoice] = (await search(cast.agent, "INV-209901-0002")).groups;
    expect(invoice?.items[0]).toMatchObject({
      title: "INV-209901-0002",
      subtitle: "Beta Holidays · Unpaid · Due 1 Feb 2099",
      link: searchLinks.invoice(owned.b.invoice),
    });
  });

  it("groups kinds in a fixed order, each with its count", async () => {
    // "XQ" names an airline (its three flights) and starts no name, title or locator here.
    const body = await search(cast.admin, "XQ");
    expect(body.groups.map((group) => [group.kind, group.total])).toEqual([["flights", 3]]);
    // The latest departure first; the office's open-dated flight last; the flight on no trip opens the Flights screen.
    const flights = body.groups[0]!.items;
    expect(flights.map((item) => item.id)).toEqual([owned.b.flight, owned.a.flight, office.flight]);
    expect(flights[2]!.link).toBe(searchLinks.flights("XQ0402"));
    // One text, several kinds: "209901" is an invoice month and starts no passport number.
    const month = await search(cast.agent, "209901");
    expect(month.groups.map((group) => [group.kind, group.total])).toEqual([["invoices", 2]]);
    expect(month.groups[0]!.items.map((item) => item.id)).toEqual([owned.a.invoice, owned.b.invoice]);
  });

  it("finds both clients' records and the office's own", async () => {
    expect(await found(cast.agent, "INV-209901", "invoices")).toHaveLength(2);
    expect(await found(cast.admin, "RLOFF9", "reservations")).toEqual([office.reservation]);
    expect(await found(cast.admin, "XQ 402", "flights")).toEqual([office.flight]);
    expect(await found(cast.agent, "Berta", "passengers")).toEqual([owned.b.passenger]);
    expect(await found(cast.agent, "Holidays", "clients")).toEqual([owned.b.clientId]);
  });

  it("finds an invoice by a part of its number, not only by its start (#31)", async () => {
    const both = [owned.a.invoice, owned.b.invoice];
    expect(await found(cast.agent, "0002", "invoices")).toEqual([owned.b.invoice]);
    expect(await found(cast.agent, "002", "invoices")).toEqual([owned.b.invoice]);
    expect(await found(cast.agent, "9901-00", "invoices")).toEqual(both);
    expect(await found(cast.agent, "209901-00", "invoices")).toEqual(both);
    expect(await found(cast.agent, "0003", "invoices")).toEqual([]);
    // The part is the sequence's, found inside the number: its count says one.
    const [group] = (await search(cast.agent, "0002")).groups.filter((g) => g.kind === "invoices");
    expect(group).toMatchObject({ total: 1, capped: false });
    // A client user finds their own invoice by a part of its number, never another client's.
    expect(await found(cast.clientA, "0001", "invoices")).toEqual([owned.a.invoice]);
    expect(await found(cast.clientA, "0002", "invoices")).toEqual([]);
    expect(await found(cast.clientA, "9901-00", "invoices")).toEqual([owned.a.invoice]);
  });

  it("counts up to 100 and shows the first five by name", async () => {
    await t.database.db.insert(passengers).values(
      Array.from({ length: 105 }, (_, i) => ({
        firstName: `Cap${String(i).padStart(3, "0")}`,
        surname: "Zyzzyva",
        passportNumber: `ZZ${100_000 + i}`,
        documentExpiry: "2031-01-01",
      })),
    );
    const [group] = (await search(cast.agent, "zyzzyva")).groups;
    expect(group).toMatchObject({ kind: "passengers", total: 100, capped: true });
    expect(group!.items).toHaveLength(5);
    const names = group!.items.map((item) => item.title);
    expect(names).toEqual([...names].sort());
  });

  it("takes LIKE's wildcards literally", async () => {
    expect((await search(cast.agent, "%%")).groups).toEqual([]);
    expect((await search(cast.agent, "__")).groups).toEqual([]);
    expect((await search(cast.agent, "a%a")).groups).toEqual([]);
  });

  it("answers no group for a text nothing matches", async () => {
    expect(await search(cast.agent, "no such record anywhere")).toEqual({
      query: "no such record anywhere",
      groups: [],
    });
  });
});

describe("a client user finds only their own client's records", () => {
  it.each<[SearchKind, string, (o: Owned) => string]>([
    ["passengers", "Müller", (o) => o.passenger],
    ["passengers", "QA7700111", (o) => o.passenger],
    ["trips", "Lisbon", (o) => o.trip],
    ["reservations", "RLAAA1", (o) => o.reservation],
    ["reservations", "ALOCA1", (o) => o.reservation],
    ["flights", "XQ 400", (o) => o.flight],
    ["invoices", "INV-209901-0001", (o) => o.invoice],
    ["requests", "gondola", (o) => o.request],
  ])("%s by %j: A finds it, B finds nothing", async (kind, q, id) => {
    expect(await found(cast.clientA, q, kind)).toEqual([id(owned.a)]);
    expect((await search(cast.clientB, q)).groups).toEqual([]);
  });

  it("finds nothing of another client's, however it is searched", async () => {
    const { bookingNumber: _, ...records } = owned.b;
    const bIds = Object.values(records);
    for (const q of [
      "Berta",
      "Øvergård",
      "QB8800222",
      "Kyoto",
      "RLBBB2",
      "ALOCB2",
      "XQ 401",
      "INV-209901-0002",
      bookingReference(owned.b.bookingNumber),
      "tea ceremony",
      "Beta Holidays",
      "add service",
    ]) {
      const res = await call(cast.clientA, "GET", `/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().groups, q).toEqual([]);
      for (const id of bIds) expect(res.body, `${q} shows ${id}`).not.toContain(id);
    }
  });

  it("finds their own booking, and among an airline's flights only their own", async () => {
    expect(await found(cast.clientA, bookingReference(owned.a.bookingNumber), "bookings")).toEqual([
      owned.a.booking,
    ]);
    expect(await found(cast.clientB, "XQ", "flights")).toEqual([owned.b.flight]);
    expect(await found(cast.clientA, "INV-2099", "invoices")).toEqual([owned.a.invoice]);
  });

  it("never searches the clients, not even their own, nor the office's reservations", async () => {
    expect((await search(cast.clientA, "Alpha")).groups.map((group) => group.kind)).not.toContain("clients");
    expect((await search(cast.clientA, "RLOFF9")).groups).toEqual([]);
    expect((await search(cast.clientA, "XQ 402")).groups).toEqual([]);
  });

  it("finds nothing at all for a user whose account belongs to no client", async () => {
    expect((await search(cast.clientless, "Müller")).groups).toEqual([]);
    expect((await search(cast.clientless, "XQ")).groups).toEqual([]);
  });
});

describe("input", () => {
  it.each([
    ["", "Type at least 2 characters"],
    ["?q=a", "Type at least 2 characters"],
    ["?q=%20%20a%20%20", "Type at least 2 characters"],
    [`?q=${"x".repeat(101)}`, "Search at most 100 characters"],
  ])("refuses %j naming q", async (query, message) => {
    const res = await call(cast.agent, "GET", `/api/search${query}`);
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({ "query.q": message });
  });

  it("refuses text no database column can hold", async () => {
    const res = await call(cast.agent, "GET", "/api/search?q=ab%00cd");
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issues(res))).toEqual(["query.q"]);
  });

  it("asks who is searching", async () => {
    expect((await call(null, "GET", "/api/search?q=Lisbon")).statusCode).toBe(401);
  });
});
