import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Analytics, analyticsSchema } from "#domain/analytics/analytics.schema";
import { presetRange, RANGE_END_BEFORE_START, RANGE_TOO_LONG } from "#domain/analytics/analytics-range";
import type { Currency } from "#domain/currency";
import { REAL_DATE_RULE } from "#domain/date.schema";
import { todayIn } from "#domain/dates";
import { users } from "../../db/schema/auth";
import { bookings } from "../../db/schema/bookings";
import { exchangeRates, invoices, payments } from "../../db/schema/invoices";
import { segments } from "../../db/schema/segments";
import { tripOffers } from "../../db/schema/trip-offers";
import { trips } from "../../db/schema/trips";
import { makePackage } from "../../test/booking-fixtures";
import { createTestApp, type TestApp, testConfig } from "../../test/test-app";
import { caller, clientUser, issues, type Session } from "../../test/trip-fixtures";

/**
 * A small fixed agency in 2019 (so "the last 12 months" never reaches it), figures pinned by hand:
 * three currencies whose payments carry their own locked rates, a refund, pending and failed payments,
 * a payment locked to another base currency, a cancelled booking, a trip booking (its trip flies to KEF), a
 * month with nothing in it (February), and rows on both sides of the range 2019-01-01 … 2019-04-30.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Session;
let agent: Session;
let client: Session;
const ids = {} as Record<"ana" | "ben" | "banned" | "bannedBusy" | "client", string>;

const at = (date: string) => new Date(`${date}T12:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await t.signInAs("admin");
  agent = await t.signInAs("agent");
  const clientSession = await clientUser(t, "Alpha Travellers");
  client = clientSession;
  ids.client = clientSession.clientId;
  const db = t.database.db;

  const staff = await db
    .insert(users)
    .values([
      { email: "ana@analytics.test", name: "Ana Agent", role: "agent" },
      { email: "ben@analytics.test", name: "Ben Agent", role: "agent" },
      { email: "gone@analytics.test", name: "Gone Idle", role: "agent", banned: true },
      { email: "left@analytics.test", name: "Left Busy", role: "agent", banned: true },
    ])
    .returning({ id: users.id });
  [ids.ana, ids.ben, ids.banned, ids.bannedBusy] = staff.map((row) => row.id) as [
    string,
    string,
    string,
    string,
  ];

  // Today's rate for USD is far from the locked ones: the figures must not use it.
  await db.insert(exchangeRates).values({ currency: "USD", rateDate: "2019-01-01", rate: "2.0000000000" });

  const lisbon = await makePackage(t, {
    destination: "Lisbon",
    startDate: "2018-01-01",
    endDate: "2020-12-31",
  });
  const rome = await makePackage(t, { destination: "Rome", startDate: "2018-01-01", endDate: "2020-12-31" });
  const kyoto = await makePackage(t, {
    destination: "Kyoto",
    startDate: "2018-01-01",
    endDate: "2020-12-31",
  });

  const trip = async (ownerId: string, created: string) => {
    const [row] = await db
      .insert(trips)
      .values({
        title: `Trip ${created}`,
        clientId: ids.client,
        ownerId,
        startDate: "2019-06-01",
        endDate: "2019-06-10",
        createdAt: at(created),
      })
      .returning({ id: trips.id });
    return row!.id;
  };
  const t1 = await trip(ids.ana, "2019-01-10");
  await db.insert(segments).values([
    {
      tripId: t1,
      segmentType: "flight",
      origin: "LHR",
      destination: "KEF",
      departureLocal: "2019-06-01 08:00",
    },
    {
      tripId: t1,
      segmentType: "flight",
      origin: "KEF",
      destination: "LHR",
      departureLocal: "2019-06-10 13:00",
    },
  ]);
  const t2 = await trip(ids.ben, "2019-02-05");
  const t3 = await trip(ids.ana, "2018-12-20");
  await trip(ids.bannedBusy, "2019-03-03");

  const booking = async (
    target: { packageId: string } | { tripId: string },
    bookingDate: string,
    travelDate: string,
    status: "pending" | "confirmed" | "completed" | "cancelled",
    createdBy: string,
  ) => {
    const [row] = await db
      .insert(bookings)
      .values({
        clientId: ids.client,
        ...target,
        participants: 1,
        bookingDate,
        travelDate,
        status,
        cancelReason: status === "cancelled" ? "Changed plans" : null,
        unitPriceCents: 100_000,
        totalCents: 100_000,
        currency: "EUR",
        createdBy,
      })
      .returning({ id: bookings.id });
    return row!.id;
  };
  const b1 = await booking({ packageId: lisbon }, "2019-01-05", "2019-03-06", "confirmed", ids.ana); // 60 days
  await booking({ packageId: lisbon }, "2019-01-20", "2019-02-19", "completed", ids.ana); // 30 days
  await booking({ packageId: rome }, "2019-03-10", "2019-03-20", "cancelled", ids.ben); // left out of lead time
  const b4 = await booking({ packageId: rome }, "2019-03-15", "2019-05-14", "pending", ids.ben); // 60 days
  await booking({ tripId: t1 }, "2019-04-01", "2019-04-21", "confirmed", ids.ana); // 20 days, to KEF
  const b6 = await booking({ packageId: kyoto }, "2018-12-15", "2019-02-01", "confirmed", ids.ben);
  await booking({ packageId: lisbon }, "2019-05-02", "2019-06-01", "confirmed", ids.ana);

  let invoiceCounter = 0;
  const invoice = async (fields: {
    currency: Currency;
    createdBy: string | null;
    bookingId?: string;
    tripId?: string;
    status?: "unpaid" | "paid" | "cancelled";
    created: string;
  }) => {
    const amount = 1_000_000;
    const [row] = await db
      .insert(invoices)
      .values({
        number: `INV-201901-${String(++invoiceCounter).padStart(4, "0")}`,
        clientId: ids.client,
        bookingId: fields.bookingId ?? null,
        tripId: fields.tripId ?? null,
        currency: fields.currency,
        subtotalCents: amount,
        taxCents: 0,
        amountCents: amount,
        paidCents: fields.status === "paid" ? amount : 0,
        issueDate: fields.created,
        dueDate: fields.created,
        status: fields.status ?? "unpaid",
        cancelReason: fields.status === "cancelled" ? "Issued twice" : null,
        baseCurrency: "EUR",
        exchangeRate: "1",
        baseAmountCents: amount,
        createdBy: fields.createdBy,
        createdAt: at(fields.created),
      })
      .returning({ id: invoices.id });
    return row!.id;
  };
  const i1 = await invoice({ currency: "EUR", createdBy: ids.ana, bookingId: b1, created: "2019-01-01" });
  const i2 = await invoice({ currency: "USD", createdBy: ids.ben, bookingId: b4, created: "2019-03-15" });
  const i3 = await invoice({
    currency: "GBP",
    createdBy: ids.ana,
    tripId: t1,
    status: "paid",
    created: "2019-04-01",
  });
  const i4 = await invoice({ currency: "EUR", createdBy: ids.ben, bookingId: b6, created: "2018-12-20" });
  const i5 = await invoice({ currency: "EUR", createdBy: null, created: "2018-12-01" });
  const i6 = await invoice({ currency: "EUR", createdBy: ids.bannedBusy, created: "2019-03-03" });
  await invoice({ currency: "EUR", createdBy: ids.ben, tripId: t2, created: "2019-02-10" });
  await invoice({ currency: "EUR", createdBy: ids.ana, tripId: t3, status: "paid", created: "2019-01-01" });
  await invoice({
    currency: "EUR",
    createdBy: ids.ben,
    tripId: t2,
    status: "cancelled",
    created: "2019-04-11",
  });

  const payment = async (
    invoiceId: string,
    currency: Currency,
    amountCents: number,
    paymentDate: string,
    locked: { rate: string; baseAmountCents: number; base?: Currency },
    status: "completed" | "pending" | "failed" = "completed",
  ) => {
    await db.insert(payments).values({
      invoiceId,
      clientId: ids.client,
      amountCents,
      currency,
      status,
      paymentDate,
      refundReason: amountCents < 0 ? "Room not available" : null,
      baseCurrency: locked.base ?? "EUR",
      exchangeRate: locked.rate,
      baseAmountCents: locked.baseAmountCents,
    });
  };
  const eur = (cents: number) => ({ rate: "1", baseAmountCents: cents });
  await payment(i1, "EUR", 100_000, "2019-01-01", eur(100_000)); // the range's first day
  await payment(i1, "EUR", 100_000, "2019-03-05", eur(100_000));
  await payment(i1, "EUR", -20_000, "2019-03-20", eur(-20_000)); // a refund
  await payment(i2, "USD", 50_000, "2019-03-16", { rate: "0.92", baseAmountCents: 46_000 });
  await payment(i2, "USD", 10_000, "2019-03-17", { rate: "0.92", baseAmountCents: 9_200 }, "pending");
  await payment(i2, "USD", 5_000, "2019-03-18", { rate: "0.92", baseAmountCents: 4_600 }, "failed");
  await payment(i2, "USD", 10_000, "2019-04-30", { rate: "0.92", baseAmountCents: 9_200 }); // the last day
  await payment(i3, "GBP", 100_000, "2019-04-02", { rate: "1.17", baseAmountCents: 117_000 });
  await payment(i4, "EUR", 30_000, "2019-01-15", eur(30_000));
  await payment(i4, "EUR", 40_000, "2019-02-10", { rate: "1.1", baseAmountCents: 44_000, base: "USD" });
  await payment(i5, "EUR", 5_000, "2018-12-31", eur(5_000));
  await payment(i5, "EUR", 7_000, "2019-05-01", eur(7_000));
  await payment(i6, "EUR", 1_000, "2019-03-04", eur(1_000));

  const offer = async (
    tripId: string,
    created: string,
    status: "draft" | "sent" | "accepted" | "declined",
  ) => {
    await db.insert(tripOffers).values({
      tripId,
      title: "Offer",
      status,
      createdAt: at(created),
      expiresAt: new Date(at(created).getTime() + 259_200_000),
    });
  };
  await offer(t1, "2019-01-11", "accepted"); // invoiced by i3 afterwards, paid
  await offer(t2, "2019-02-06", "accepted"); // invoiced on 2019-02-10, unpaid
  await offer(t2, "2019-02-07", "declined");
  await offer(t3, "2019-03-01", "accepted"); // t3's paid invoice came before it: not this offer's
  await offer(t1, "2019-03-02", "sent");
  await offer(t2, "2019-02-01", "draft"); // never sent
  await offer(t1, "2018-12-01", "accepted"); // before the range
  await offer(t2, "2019-04-10", "accepted"); // only a cancelled invoice since
});

afterAll(async () => {
  await t.close();
});

async function analytics(session: Session, query: string): Promise<Analytics> {
  const res = await call(session, "GET", `/api/analytics${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return analyticsSchema.parse(res.json());
}

const money = (currency: Currency, amountCents: number, baseAmountCents: number) => ({
  currency,
  amountCents,
  baseAmountCents,
});

describe("GET /api/analytics over 2019-01-01 … 2019-04-30", () => {
  let data: Analytics;
  beforeAll(async () => {
    data = await analytics(admin, "?from=2019-01-01&to=2019-04-30");
  });

  it("says which range and base currency the figures are in", () => {
    expect(data.from).toBe("2019-01-01");
    expect(data.to).toBe("2019-04-30");
    expect(data.baseCurrency).toBe("EUR");
    expect(data.currencies).toEqual(["EUR", "USD", "GBP"]);
  });

  it("sums completed payments net of refunds per month at their locked rates, February empty", () => {
    expect(data.revenueByMonth).toEqual([
      {
        month: "2019-01",
        baseAmountCents: 130_000,
        byCurrency: [money("EUR", 130_000, 130_000), money("USD", 0, 0), money("GBP", 0, 0)],
      },
      {
        month: "2019-02",
        baseAmountCents: 0,
        byCurrency: [money("EUR", 0, 0), money("USD", 0, 0), money("GBP", 0, 0)],
      },
      {
        month: "2019-03",
        baseAmountCents: 127_000,
        byCurrency: [money("EUR", 81_000, 81_000), money("USD", 50_000, 46_000), money("GBP", 0, 0)],
      },
      {
        month: "2019-04",
        baseAmountCents: 126_200,
        byCurrency: [money("EUR", 0, 0), money("USD", 10_000, 9_200), money("GBP", 100_000, 117_000)],
      },
    ]);
  });

  it("counts bookings per month by status", () => {
    expect(data.bookingsByMonth).toEqual([
      { month: "2019-01", pending: 0, confirmed: 1, completed: 1, cancelled: 0, total: 2 },
      { month: "2019-02", pending: 0, confirmed: 0, completed: 0, cancelled: 0, total: 0 },
      { month: "2019-03", pending: 1, confirmed: 0, completed: 0, cancelled: 1, total: 2 },
      { month: "2019-04", pending: 0, confirmed: 1, completed: 0, cancelled: 0, total: 1 },
    ]);
  });

  it("ranks destinations by bookings (cancelled left out) with the revenue on their invoices", () => {
    expect(data.topDestinations).toEqual([
      { destination: "Lisbon", bookings: 2, revenueBaseCents: 180_000 },
      { destination: "Rome", bookings: 1, revenueBaseCents: 55_200 },
      { destination: "KEF", bookings: 1, revenueBaseCents: 0 },
      { destination: "Kyoto", bookings: 0, revenueBaseCents: 30_000 },
    ]);
  });

  it("gives every staff member's trips, bookings and collected revenue; idle banned staff and clients left out", () => {
    expect(data.agents.map(({ userId: _, ...rest }) => rest)).toEqual([
      { name: "Ana Agent", tripsOwned: 1, bookingsCreated: 3, revenueBaseCents: 297_000 },
      { name: "Ben Agent", tripsOwned: 1, bookingsCreated: 2, revenueBaseCents: 85_200 },
      { name: "Left Busy", tripsOwned: 1, bookingsCreated: 0, revenueBaseCents: 1_000 },
      { name: "Test admin", tripsOwned: 0, bookingsCreated: 0, revenueBaseCents: 0 },
      { name: "Test agent", tripsOwned: 0, bookingsCreated: 0, revenueBaseCents: 0 },
    ]);
    expect(data.agents[0]!.userId).toBe(ids.ana);
    expect(data.agents.map((a) => a.userId)).not.toContain(ids.banned);
    expect(data.agents.map((a) => a.userId)).not.toContain(client.userId);
  });

  it("follows trip offers from sent to paid", () => {
    expect(data.funnel).toEqual([
      { step: "sent", label: "Offers sent", count: 6, percentOfSent: 100, percentOfPrevious: null },
      { step: "accepted", label: "Accepted", count: 4, percentOfSent: 66.7, percentOfPrevious: 66.7 },
      { step: "invoiced", label: "Invoiced", count: 2, percentOfSent: 33.3, percentOfPrevious: 50 },
      { step: "paid", label: "Paid", count: 1, percentOfSent: 16.7, percentOfPrevious: 50 },
    ]);
  });

  it("averages the days from booking to travel, cancelled bookings left out", () => {
    // (60 + 30 + 60 + 20) / 4
    expect(data.leadTime).toEqual({ averageDays: 42.5, bookings: 4 });
  });
});

describe("GET /api/analytics: a trip's bookings under its trip's destination (March 2017)", () => {
  const march = "?from=2017-03-01&to=2017-03-31";
  const trips2017 = {} as Record<"flown" | "bare", string>;
  const flights = {} as Record<"out" | "back", string>;

  beforeAll(async () => {
    const db = t.database.db;
    const made = await db
      .insert(trips)
      .values(
        ["Iceland", "Not planned yet"].map((title) => ({
          title,
          clientId: ids.client,
          ownerId: ids.ana,
          startDate: "2017-04-01",
          endDate: "2017-04-08",
          createdAt: at("2017-02-01"),
        })),
      )
      .returning({ id: trips.id });
    [trips2017.flown, trips2017.bare] = made.map((row) => row.id) as [string, string];
    const lisbon = await makePackage(t, {
      destination: "Lisbon",
      startDate: "2016-01-01",
      endDate: "2018-12-31",
    });
    let n = 0;
    for (const [target, day, paid] of [
      [{ tripId: trips2017.flown }, "2017-03-10", 40_000],
      [{ tripId: trips2017.bare }, "2017-03-11", 25_000],
      [{ packageId: lisbon }, "2017-03-14", 0],
    ] as const) {
      const [booked] = await db
        .insert(bookings)
        .values({
          clientId: ids.client,
          ...target,
          participants: 1,
          bookingDate: day,
          travelDate: "2017-04-01",
          status: "confirmed",
          unitPriceCents: 100_000,
          totalCents: 100_000,
          currency: "EUR",
          createdBy: ids.ben,
        })
        .returning({ id: bookings.id });
      if (paid === 0) continue;
      const [billed] = await db
        .insert(invoices)
        .values({
          number: `INV-201703-${String(++n).padStart(4, "0")}`,
          clientId: ids.client,
          bookingId: booked!.id,
          currency: "EUR",
          subtotalCents: 100_000,
          taxCents: 0,
          amountCents: 100_000,
          issueDate: day,
          dueDate: day,
          baseCurrency: "EUR",
          exchangeRate: "1",
          baseAmountCents: 100_000,
          createdBy: ids.ben,
          createdAt: at(day),
        })
        .returning({ id: invoices.id });
      await db.insert(payments).values({
        invoiceId: billed!.id,
        clientId: ids.client,
        amountCents: paid,
        currency: "EUR",
        paymentDate: day,
        baseCurrency: "EUR",
        exchangeRate: "1",
        baseAmountCents: paid,
      });
    }
  });

  const flight = (origin: string, destination: string, departureLocal: string) => ({
    segmentType: "flight",
    airline: "FI",
    flightNumber: "451",
    origin,
    destination,
    departureLocal,
    status: "HK",
  });

  it("counts a trip's booking and the revenue on it under where the trip's segments go; a trip without segments is no 'Unknown' bar", async () => {
    for (const [key, body] of [
      ["out", flight("LHR", "KEF", "2017-04-01T08:00")],
      ["back", flight("KEF", "LHR", "2017-04-08T13:00")],
    ] as const) {
      const res = await call(admin, "POST", `/api/trips/${trips2017.flown}/segments`, body);
      expect(res.statusCode, res.body).toBe(201);
      flights[key] = res.json().id;
    }
    const data = await analytics(admin, march);
    expect(data.topDestinations).toEqual([
      { destination: "KEF", bookings: 1, revenueBaseCents: 40_000 },
      { destination: "Lisbon", bookings: 1, revenueBaseCents: 0 },
    ]);
    // Left out of the destinations only: the bare trip's booking and payment still count elsewhere.
    expect(data.bookingsByMonth).toEqual([
      { month: "2017-03", pending: 0, confirmed: 3, completed: 0, cancelled: 0, total: 3 },
    ]);
    expect(data.revenueByMonth[0]!.baseAmountCents).toBe(65_000);
  });

  it("moves the booking and its revenue when the trip's segments change", async () => {
    const res = await call(
      admin,
      "PUT",
      `/api/trips/${trips2017.flown}/segments/${flights.back}`,
      flight("KEF", "OSL", "2017-04-08T13:00"),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await analytics(agent, march)).topDestinations).toEqual([
      { destination: "OSL", bookings: 1, revenueBaseCents: 40_000 },
      { destination: "Lisbon", bookings: 1, revenueBaseCents: 0 },
    ]);
  });

  it("leaves the booking out once the trip has no segments, and counts the other trip's once it has one", async () => {
    for (const id of [flights.out, flights.back]) {
      const res = await call(admin, "DELETE", `/api/trips/${trips2017.flown}/segments/${id}`);
      expect(res.statusCode, res.body).toBe(204);
    }
    expect((await analytics(admin, march)).topDestinations).toEqual([
      { destination: "Lisbon", bookings: 1, revenueBaseCents: 0 },
    ]);
    const hotel = { segmentType: "hotel", origin: "Reykjavík", departureLocal: "2017-04-01T15:00" };
    const res = await call(admin, "POST", `/api/trips/${trips2017.bare}/segments`, hotel);
    expect(res.statusCode, res.body).toBe(201);
    expect((await analytics(admin, march)).topDestinations).toEqual([
      { destination: "Reykjavík", bookings: 1, revenueBaseCents: 25_000 },
      { destination: "Lisbon", bookings: 1, revenueBaseCents: 0 },
    ]);
  });
});

describe("GET /api/analytics ranges", () => {
  it("narrows every figure to the range: February alone", async () => {
    const data = await analytics(agent, "?from=2019-02-01&to=2019-02-28");
    expect(data.currencies).toEqual([]);
    expect(data.revenueByMonth).toEqual([{ month: "2019-02", baseAmountCents: 0, byCurrency: [] }]);
    expect(data.bookingsByMonth).toEqual([
      { month: "2019-02", pending: 0, confirmed: 0, completed: 0, cancelled: 0, total: 0 },
    ]);
    expect(data.topDestinations).toEqual([]);
    expect(data.agents.find((a) => a.name === "Ben Agent")).toMatchObject({
      tripsOwned: 1,
      bookingsCreated: 0,
      revenueBaseCents: 0,
    });
    expect(data.funnel.map((s) => s.count)).toEqual([2, 1, 1, 0]);
    expect(data.leadTime).toEqual({ averageDays: null, bookings: 0 });
  });

  it("counts part months at the edges by their days only", async () => {
    const data = await analytics(agent, "?from=2019-03-16&to=2019-04-01");
    expect(data.revenueByMonth.map((p) => [p.month, p.baseAmountCents])).toEqual([
      ["2019-03", 26_000],
      ["2019-04", 0],
    ]);
    expect(data.bookingsByMonth.map((p) => p.total)).toEqual([0, 1]);
  });

  it("defaults to the last 12 months ending today", async () => {
    const data = await analytics(admin, "");
    const expected = presetRange(12, todayIn(testConfig().agencyTimeZone));
    expect({ from: data.from, to: data.to }).toEqual(expected);
    expect(data.revenueByMonth).toHaveLength(12);
    expect(data.bookingsByMonth.every((p) => p.total === 0)).toBe(true);
  });

  it("defaults the start to 12 months before a given end", async () => {
    const data = await analytics(admin, "?to=2019-04-30");
    expect(data.from).toBe("2018-05-01");
    expect(data.revenueByMonth).toHaveLength(12);
    expect(data.revenueByMonth.find((p) => p.month === "2018-12")?.baseAmountCents).toBe(5_000);
  });

  it.each([
    ["?from=2019-02-30", "query.from", REAL_DATE_RULE],
    ["?to=tomorrow", "query.to", REAL_DATE_RULE],
    ["?from=2019-04-02&to=2019-04-01", "query.to", RANGE_END_BEFORE_START],
    ["?from=2014-01-01&to=2019-04-30", "query.from", RANGE_TOO_LONG],
    // Only a start in the future: the end defaults to today, before it.
    ["?from=2999-01-01", "query.to", RANGE_END_BEFORE_START],
    // Only a start long ago: the range up to today is too long.
    ["?from=2000-01-01", "query.from", RANGE_TOO_LONG],
  ])("%s is a 400 naming %s", async (query, field, message) => {
    const res = await call(admin, "GET", `/api/analytics${query}`);
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({ [field]: message });
  });
});

describe("GET /api/analytics access", () => {
  it("refuses client users and anonymous callers", async () => {
    expect((await call(client, "GET", "/api/analytics")).statusCode).toBe(403);
    expect((await call(null, "GET", "/api/analytics")).statusCode).toBe(401);
  });

  it("answers agents and admins alike", async () => {
    const [a, b] = await Promise.all([
      analytics(agent, "?from=2019-01-01&to=2019-04-30"),
      analytics(admin, "?from=2019-01-01&to=2019-04-30"),
    ]);
    expect(a).toEqual(b);
  });

  it("leaves out someone who is no longer staff", async () => {
    await t.database.db.update(users).set({ role: "client" }).where(eq(users.id, ids.ben));
    try {
      const data = await analytics(admin, "?from=2019-01-01&to=2019-04-30");
      expect(data.agents.map((a) => a.name)).not.toContain("Ben Agent");
    } finally {
      await t.database.db.update(users).set({ role: "agent" }).where(eq(users.id, ids.ben));
    }
  });
});
