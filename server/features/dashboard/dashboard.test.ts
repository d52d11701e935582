import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sortCockpit } from "#domain/dashboard/cockpit";
import {
  type CockpitItem,
  type DashboardAlerts,
  type DashboardOverview,
  dashboardAlertsSchema,
  dashboardOverviewSchema,
} from "#domain/dashboard/dashboard.schema";
import { addDays, todayIn } from "#domain/dates";
import { addMonthsToDay } from "#domain/notifications/notification-rules";
import type { DbOrTx } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { conversations, messages } from "../../db/schema/chat";
import { clients } from "../../db/schema/clients";
import { invoices, payments } from "../../db/schema/invoices";
import { travelPackages } from "../../db/schema/packages";
import { passengers } from "../../db/schema/passengers";
import { requests } from "../../db/schema/requests";
import { itineraries, segments } from "../../db/schema/segments";
import { tripOffers } from "../../db/schema/trip-offers";
import { tripTimeLimits } from "../../db/schema/trip-time-limits";
import { tripPassengers, trips } from "../../db/schema/trips";
import { createTestApp, type TestApp, testConfig } from "../../test/test-app";

/**
 * Every figure of the dashboard against a small data set written here, worked out by hand in the comments.
 * Dates are relative to today where the tests run (the server's today), instants to now.
 */

type Session = { cookie: string; origin: string; userId: string };

let t: TestApp;
let agent1: Session;
let agent2: Session;
let admin: Session;
let clientUser: Session;

const HOUR = 3_600_000;
const now = new Date();
/** Today plus n days, as YYYY-MM-DD on the agency's calendar (the test app's zone). */
const day = (n: number) => addDays(todayIn(testConfig().agencyTimeZone, now), n);
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
const ahead = (hours: number) => new Date(now.getTime() + hours * HOUR);

const ids = {} as Record<string, string>;

async function get(session: Session | null, url: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: session ? { cookie: session.cookie, origin: session.origin } : {},
  });
}

async function overview(): Promise<DashboardOverview> {
  const res = await get(agent1, "/api/dashboard/overview");
  expect(res.statusCode, res.body).toBe(200);
  return dashboardOverviewSchema.parse(res.json());
}

async function alerts(session: Session, scope?: "mine" | "all"): Promise<DashboardAlerts> {
  const res = await get(session, `/api/dashboard/alerts${scope ? `?scope=${scope}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return dashboardAlertsSchema.parse(res.json());
}

async function insertClient(name: string, archived = false): Promise<string> {
  const [row] = await t.database.db
    .insert(clients)
    .values({ name, archivedAt: archived ? now : null })
    .returning({ id: clients.id });
  return row!.id;
}

async function insertPackage(
  title: string,
  destination: string,
  values: {
    start: number;
    end: number;
    max?: number;
    status?: "active" | "upcoming" | "expired";
    archived?: boolean;
  },
): Promise<string> {
  const [row] = await t.database.db
    .insert(travelPackages)
    .values({
      title,
      destination,
      description: `${title}.`,
      priceCents: 10_000,
      startDate: day(values.start),
      endDate: day(values.end),
      maxParticipants: values.max ?? 20,
      status: values.status ?? "active",
      archivedAt: values.archived ? now : null,
    })
    .returning({ id: travelPackages.id });
  return row!.id;
}

async function insertBooking(
  clientId: string,
  target: { packageId: string } | { tripId: string },
  values: {
    participants: number;
    status: "pending" | "confirmed" | "completed" | "cancelled";
    booked: number;
    travel: number;
  },
): Promise<string> {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      clientId,
      ...target,
      participants: values.participants,
      status: values.status,
      cancelReason: values.status === "cancelled" ? "Change of plans" : null,
      bookingDate: day(values.booked),
      travelDate: day(values.travel),
      unitPriceCents: 10_000,
      totalCents: 10_000 * values.participants,
      currency: "EUR",
    })
    .returning({ id: bookings.id });
  return row!.id;
}

let invoiceCounter = 0;
/** An invoice with its rate locked at creation: base amount = round(amount × rate). */
async function insertInvoice(values: {
  clientId: string;
  bookingId?: string | null;
  tripId?: string | null;
  currency: "EUR" | "USD" | "GBP";
  rate: string;
  amount: number;
  paid?: number;
  credited?: number;
  due: number;
  status: "unpaid" | "partially_paid" | "paid" | "overdue" | "cancelled";
  createdBy?: string;
}): Promise<string> {
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      number: `INV-TEST-${String(++invoiceCounter).padStart(4, "0")}`,
      clientId: values.clientId,
      bookingId: values.bookingId ?? null,
      tripId: values.tripId ?? null,
      currency: values.currency,
      subtotalCents: values.amount,
      taxCents: 0,
      amountCents: values.amount,
      paidCents: values.paid ?? 0,
      creditedCents: values.credited ?? 0,
      issueDate: day(-40),
      dueDate: day(values.due),
      status: values.status,
      cancelReason: values.status === "cancelled" ? "Booking cancelled" : null,
      baseCurrency: "EUR",
      exchangeRate: values.rate,
      baseAmountCents: Math.round(values.amount * Number(values.rate)),
      createdBy: values.createdBy ?? null,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

async function insertPayment(
  invoiceId: string,
  clientId: string,
  values: {
    currency: "EUR" | "USD" | "GBP";
    rate: string;
    amount: number;
    base: number;
    status?: "completed" | "pending" | "failed";
  },
): Promise<string> {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      invoiceId,
      clientId,
      amountCents: values.amount,
      currency: values.currency,
      status: values.status ?? "completed",
      refundReason: values.amount < 0 ? "Charged twice" : null,
      baseCurrency: "EUR",
      exchangeRate: values.rate,
      baseAmountCents: values.base,
    })
    .returning({ id: payments.id });
  return row!.id;
}

async function insertTrip(clientId: string, ownerId: string, title: string, start: number, end: number) {
  const [row] = await t.database.db
    .insert(trips)
    .values({ title, clientId, ownerId, startDate: day(start), endDate: day(end), status: "confirmed" })
    .returning({ id: trips.id });
  return row!.id;
}

async function insertPassenger(clientId: string, tripId: string, name: string, expiry: string) {
  const [firstName, surname] = name.split(" ") as [string, string];
  const [row] = await t.database.db
    .insert(passengers)
    .values({ firstName, surname, passportNumber: `P-${name}`, documentExpiry: expiry, clientId })
    .returning({ id: passengers.id });
  await t.database.db.insert(tripPassengers).values({ tripId, passengerId: row!.id, clientId });
  return row!.id;
}

/** A request filed `hoursAgo`, with its chat: each message by a sender (null: a client whose account is gone). */
async function insertRequest(values: {
  clientId: string;
  tripId?: string;
  assigneeId?: string;
  filedBy: string;
  hoursAgo: number;
  status?: "open" | "in_progress" | "resolved";
  chat?: { sender: string | null; hoursAgo: number }[];
}): Promise<string> {
  const [row] = await t.database.db
    .insert(requests)
    .values({
      clientId: values.clientId,
      category: "date_change",
      details: "Move it",
      status: values.status ?? "open",
      tripId: values.tripId ?? null,
      assigneeId: values.assigneeId ?? null,
      createdBy: values.filedBy,
      createdAt: ago(values.hoursAgo),
    })
    .returning({ id: requests.id });
  const chat = values.chat ?? [];
  if (chat.length > 0) {
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ kind: "request", requestId: row!.id, clientId: values.clientId })
      .returning({ id: conversations.id });
    let last = { seq: 0, at: now };
    for (const message of chat) {
      const [inserted] = await t.database.db
        .insert(messages)
        .values({
          conversationId: conversation!.id,
          clientId: values.clientId,
          senderId: message.sender,
          senderName: "Someone",
          body: "Hello",
          createdAt: ago(message.hoursAgo),
        })
        .returning({ seq: messages.seq, at: messages.createdAt });
      last = inserted!;
    }
    await t.database.db
      .update(conversations)
      .set({ lastMessageSeq: last.seq, lastMessageAt: last.at })
      .where(eq(conversations.id, conversation!.id));
  }
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  agent1 = await t.signInAs("agent");
  agent2 = await t.signInAs("agent");
  admin = await t.signInAs("admin");
  clientUser = await t.signInAs("client");

  // Clients: four not archived (Eve has no booking), Dora archived with a booking.
  ids.alice = await insertClient("Alice Adams");
  ids.bruno = await insertClient("Bruno Brandt");
  ids.chloe = await insertClient("Chloé Carter");
  ids.dora = await insertClient("Dora Dunn", true);
  ids.eve = await insertClient("Eve Empty");

  // Packages, in the offers list's order (start date): P1, P2, P3 are the first three active ones.
  ids.p1 = await insertPackage("Lisbon Lights", "Lisbon", { start: -10, end: 60, max: 10 });
  ids.p2 = await insertPackage("Rome Roads", "Rome", { start: -5, end: 60, max: 5 });
  ids.p3 = await insertPackage("Paris Parks", "Paris", { start: -1, end: 60, max: 20 });
  // The fourth active offer is full, but the 80 % rule counts among the first three only.
  ids.p4 = await insertPackage("Oslo Owls", "Oslo", { start: 1, end: 60, max: 2 });
  ids.p5 = await insertPackage("Lisbon Later", "Lisbon", { start: 30, end: 90, status: "upcoming" });
  // Past its end date: expired whatever its status says. Archived: not on the list at all.
  ids.p6 = await insertPackage("Old Vienna", "Vienna", { start: -90, end: -1 });
  ids.p7 = await insertPackage("Archived Athens", "Athens", { start: -120, end: 60, archived: true });

  ids.tripA = await insertTrip(ids.alice, agent1.userId, "Alice in Lisbon", 3, 10);
  ids.tripB = await insertTrip(ids.bruno, agent2.userId, "Bruno in Rome", 20, 25);

  // Bookings: b4 is cancelled; b5, b10, b11 completed; b8 is of a trip (no package, so no destination).
  ids.b1 = await insertBooking(
    ids.alice,
    { packageId: ids.p1 },
    { participants: 3, status: "confirmed", booked: -20, travel: 10 },
  );
  ids.b2 = await insertBooking(
    ids.alice,
    { packageId: ids.p1 },
    { participants: 6, status: "pending", booked: -3, travel: 2 },
  );
  ids.b3 = await insertBooking(
    ids.bruno,
    { packageId: ids.p2 },
    { participants: 4, status: "confirmed", booked: -15, travel: 5 },
  );
  ids.b4 = await insertBooking(
    ids.bruno,
    { packageId: ids.p2 },
    { participants: 1, status: "cancelled", booked: -1, travel: 7 },
  );
  ids.b5 = await insertBooking(
    ids.chloe,
    { packageId: ids.p3 },
    { participants: 2, status: "completed", booked: -30, travel: -2 },
  );
  ids.b6 = await insertBooking(
    ids.chloe,
    { packageId: ids.p4 },
    { participants: 2, status: "confirmed", booked: -8, travel: 1 },
  );
  ids.b7 = await insertBooking(
    ids.dora,
    { packageId: ids.p5 },
    { participants: 1, status: "pending", booked: -12, travel: 40 },
  );
  ids.b8 = await insertBooking(
    ids.alice,
    { tripId: ids.tripA },
    { participants: 1, status: "confirmed", booked: -2, travel: 3 },
  );
  ids.b9 = await insertBooking(
    ids.bruno,
    { packageId: ids.p3 },
    { participants: 1, status: "pending", booked: -25, travel: 4 },
  );
  ids.b10 = await insertBooking(
    ids.bruno,
    { packageId: ids.p6 },
    { participants: 1, status: "completed", booked: -60, travel: -40 },
  );
  ids.b11 = await insertBooking(
    ids.alice,
    { packageId: ids.p7 },
    { participants: 1, status: "completed", booked: -90, travel: -70 },
  );

  // Invoices and payments, rates locked on each: USD at 0.92, GBP at 1.17 euros.
  // I1 (EUR) paid in two parts. I2 (USD) 200 of 500 paid; a pending transfer and a failed card count nothing.
  // I3 (GBP) 400 paid, 50 refunded. I4 (EUR) unpaid, 3 days overdue. I5 cancelled. I6 (EUR) 4 of 10 credited.
  ids.i1 = await insertInvoice({
    clientId: ids.alice,
    bookingId: ids.b1,
    currency: "EUR",
    rate: "1",
    amount: 30_000,
    paid: 30_000,
    due: -10,
    status: "paid",
  });
  await insertPayment(ids.i1, ids.alice, { currency: "EUR", rate: "1", amount: 20_000, base: 20_000 });
  await insertPayment(ids.i1, ids.alice, { currency: "EUR", rate: "1", amount: 10_000, base: 10_000 });
  ids.i2 = await insertInvoice({
    clientId: ids.bruno,
    bookingId: ids.b3,
    currency: "USD",
    rate: "0.92",
    amount: 50_000,
    paid: 20_000,
    due: 8,
    status: "partially_paid",
    createdBy: agent2.userId,
  });
  await insertPayment(ids.i2, ids.bruno, { currency: "USD", rate: "0.92", amount: 20_000, base: 18_400 });
  ids.pendingPayment = await insertPayment(ids.i2, ids.bruno, {
    currency: "USD",
    rate: "0.92",
    amount: 10_000,
    base: 9_200,
    status: "pending",
  });
  await insertPayment(ids.i2, ids.bruno, {
    currency: "USD",
    rate: "0.92",
    amount: 5_000,
    base: 4_600,
    status: "failed",
  });
  ids.i3 = await insertInvoice({
    clientId: ids.chloe,
    bookingId: ids.b5,
    currency: "GBP",
    rate: "1.17",
    amount: 40_000,
    paid: 35_000,
    due: 7,
    status: "partially_paid",
    createdBy: agent1.userId,
  });
  await insertPayment(ids.i3, ids.chloe, { currency: "GBP", rate: "1.17", amount: 40_000, base: 46_800 });
  await insertPayment(ids.i3, ids.chloe, { currency: "GBP", rate: "1.17", amount: -5_000, base: -5_850 });
  ids.i4 = await insertInvoice({
    clientId: ids.alice,
    bookingId: ids.b2,
    currency: "EUR",
    rate: "1",
    amount: 12_345,
    due: -3,
    status: "overdue",
    createdBy: agent1.userId,
  });
  ids.i5 = await insertInvoice({
    clientId: ids.bruno,
    bookingId: ids.b4,
    currency: "EUR",
    rate: "1",
    amount: 9_999,
    due: 2,
    status: "cancelled",
    createdBy: agent1.userId,
  });
  ids.i6 = await insertInvoice({
    clientId: ids.bruno,
    tripId: ids.tripB,
    currency: "EUR",
    rate: "1",
    amount: 1_000,
    credited: 400,
    due: 5,
    status: "partially_paid",
    createdBy: agent2.userId,
  });

  // The cockpit's dates. Offers: O1 (agent 1's trip) and O3 (agent 2's) expire within 24 h.
  const offer = async (
    tripId: string,
    title: string,
    status: "draft" | "sent" | "accepted",
    created: Date,
    expires: Date,
    by: string,
  ) => {
    const [row] = await t.database.db
      .insert(tripOffers)
      .values({ tripId, title, status, createdAt: created, expiresAt: expires, createdBy: by })
      .returning({ id: tripOffers.id });
    return row!.id;
  };
  ids.o1 = await offer(ids.tripA, "Lisbon hotel", "sent", ago(60), ahead(12), agent1.userId);
  ids.o2 = await offer(ids.tripB, "Rome later", "sent", ago(40), ahead(30), agent2.userId);
  ids.o3 = await offer(ids.tripB, "Rome draft", "draft", ago(70), ahead(2), agent2.userId);
  ids.o4 = await offer(ids.tripA, "Lisbon accepted", "accepted", ago(60), ahead(5), agent1.userId);
  ids.o5 = await offer(ids.tripA, "Lisbon gone", "sent", ago(80), ago(1), agent1.userId);

  // Passports: valid six months after trip A's end (day 10) means expiring after it; trip B's ends on day 25.
  const aLimit = addMonthsToDay(day(10), 6);
  ids.pass1 = await insertPassenger(ids.alice, ids.tripA, "Ana Short", addDays(aLimit, -1));
  ids.pass2 = await insertPassenger(ids.alice, ids.tripA, "Abel Enough", aLimit);
  ids.pass3 = await insertPassenger(ids.bruno, ids.tripB, "Bea Soon", day(1));

  // Time limits: TL1 tomorrow at noon (trip A), TL4 today with no time on a reservation of no trip (agent 2's);
  // TL2 three days out and TL3 yesterday are outside the 48 h.
  const [itA] = await t.database.db
    .insert(itineraries)
    .values({
      tripId: ids.tripA,
      recordLocator: "AAA111",
      sourceFormat: "amadeus",
      rawText: "…",
      createdBy: agent1.userId,
    })
    .returning({ id: itineraries.id });
  const [itNone] = await t.database.db
    .insert(itineraries)
    .values({
      tripId: null,
      recordLocator: "ZZZ999",
      sourceFormat: "amadeus",
      rawText: "…",
      createdBy: agent2.userId,
    })
    .returning({ id: itineraries.id });
  const limit = async (
    itineraryId: string,
    tripId: string | null,
    kind: "ticketing" | "option" | "airline-deadline",
    due: number,
    time: string | null,
    text: string,
  ) => {
    const [row] = await t.database.db
      .insert(tripTimeLimits)
      .values({
        itineraryId,
        tripId,
        kind,
        dueDate: day(due),
        dueTime: time,
        airline: "LH",
        text,
        lineNumber: 5,
      })
      .returning({ id: tripTimeLimits.id });
    return row!.id;
  };
  ids.tl1 = await limit(itA!.id, ids.tripA, "ticketing", 1, "12:00", "TK TL TOMORROW/1200");
  ids.tl2 = await limit(itA!.id, ids.tripA, "option", 3, null, "OPTION LATER");
  ids.tl3 = await limit(itA!.id, ids.tripA, "ticketing", -1, null, "TK TL YESTERDAY");
  ids.tl4 = await limit(itNone!.id, null, "airline-deadline", 0, null, "ADTK BY TODAY");

  // Segments: S1 (trip A) unable to confirm; S5 (trip B) cancelled; S2 confirmed, S3 already flown, S4 not a flight.
  const segment = async (
    tripId: string,
    type: "flight" | "hotel",
    status: string,
    departs: number,
    time: string,
    flight: string,
  ) => {
    const [row] = await t.database.db
      .insert(segments)
      .values({
        tripId,
        segmentType: type,
        status,
        departureLocal: `${day(departs)} ${time}:00`,
        airline: "LH",
        flightNumber: flight,
        origin: "LIS",
        destination: "FRA",
      })
      .returning({ id: segments.id });
    return row!.id;
  };
  ids.s1 = await segment(ids.tripA, "flight", "UN", 3, "08:00", "1171");
  ids.s2 = await segment(ids.tripA, "flight", "HK", 3, "14:00", "1172");
  ids.s3 = await segment(ids.tripA, "flight", "TK", -1, "08:00", "1173");
  ids.s4 = await segment(ids.tripA, "hotel", "UN", 4, "15:00", "");
  ids.s5 = await segment(ids.tripB, "flight", "HX", 20, "08:00", "233");

  // Requests: R1 filed by the client 50 h ago, never answered; R3 answered, then the client wrote again 26 h
  // and 25 h ago. R2 answered, R4 too recent, R5 resolved, R6 filed by staff: none waits on the agency.
  ids.r1 = await insertRequest({
    clientId: ids.alice,
    tripId: ids.tripA,
    assigneeId: agent1.userId,
    filedBy: clientUser.userId,
    hoursAgo: 50,
  });
  ids.r2 = await insertRequest({
    clientId: ids.bruno,
    assigneeId: agent2.userId,
    filedBy: clientUser.userId,
    hoursAgo: 30,
    chat: [{ sender: agent2.userId, hoursAgo: 29 }],
  });
  ids.r3 = await insertRequest({
    clientId: ids.bruno,
    assigneeId: agent2.userId,
    filedBy: clientUser.userId,
    hoursAgo: 72,
    chat: [
      { sender: clientUser.userId, hoursAgo: 71 },
      { sender: agent2.userId, hoursAgo: 70 },
      { sender: null, hoursAgo: 26 },
      { sender: clientUser.userId, hoursAgo: 25 },
    ],
  });
  ids.r4 = await insertRequest({ clientId: ids.alice, filedBy: clientUser.userId, hoursAgo: 10 });
  ids.r5 = await insertRequest({
    clientId: ids.alice,
    filedBy: clientUser.userId,
    hoursAgo: 100,
    status: "resolved",
  });
  ids.r6 = await insertRequest({ clientId: ids.alice, filedBy: agent1.userId, hoursAgo: 48 });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe("access", () => {
  it.each(["/api/dashboard/overview", "/api/dashboard/alerts"])(
    "refuses %s to anonymous callers and client users",
    async (url) => {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(clientUser, url)).statusCode).toBe(403);
      expect((await get(admin, url)).statusCode).toBe(200);
    },
  );

  it("names the field of a bad scope", async () => {
    const res = await get(agent1, "/api/dashboard/alerts?scope=everyone");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues).toEqual([
      expect.objectContaining({ path: "query.scope", message: "Choose mine or all" }),
    ]);
  });
});

describe("overview cards", () => {
  it("totals revenue in the base currency at each record's locked rate, with each currency's part", async () => {
    const { revenue, baseCurrency } = await overview();
    expect(baseCurrency).toBe("EUR");
    // Collected: EUR 200 + 100; USD 200 at 0.92 = 184; GBP 400 at 1.17 = 468 less the 50 refunded (58.50).
    // Pending and failed payments count nothing; the cancelled invoice neither.
    expect(revenue.collectedCents).toBe(30_000 + 18_400 + 46_800 - 5_850);
    expect(revenue.collectedByCurrency).toEqual([
      { currency: "EUR", amountCents: 30_000 },
      { currency: "GBP", amountCents: 35_000 },
      { currency: "USD", amountCents: 20_000 },
    ]);
    // '+ pending': what is still owed. EUR 123.45 overdue + 6.00 (10 less 4 credited); USD 300 at 0.92;
    // GBP 50 at 1.17.
    expect(revenue.pendingCents).toBe(12_345 + 600 + 27_600 + 5_850);
    expect(revenue.pendingByCurrency).toEqual([
      { currency: "EUR", amountCents: 12_945 },
      { currency: "GBP", amountCents: 5_000 },
      { currency: "USD", amountCents: 30_000 },
    ]);
  });

  it("counts bookings without the cancelled one, with confirmed and pending", async () => {
    // b1…b11 less b4 (cancelled): 10; confirmed b1, b3, b6, b8; pending b2, b7, b9.
    expect((await overview()).bookings).toEqual({ total: 10, confirmed: 4, pending: 3 });
  });

  it("counts clients not archived and those of them with bookings", async () => {
    // Alice, Bruno, Chloé, Eve (Dora is archived); Eve has no booking.
    expect((await overview()).clients).toEqual({ total: 4, withBookings: 3 });
  });

  it("counts active and upcoming offers by their effective status", async () => {
    // P1–P4 active; P5 upcoming; P6 past its end (expired); P7 archived.
    expect((await overview()).offers).toEqual({ active: 4, upcoming: 1 });
  });
});

describe("overview lists", () => {
  it("lists the 5 newest bookings by booking date, the cancelled one included", async () => {
    expect((await overview()).recentBookings).toEqual([
      {
        id: ids.b4,
        number: expect.any(Number),
        clientName: "Bruno Brandt",
        title: "Rome Roads",
        participants: 1,
        status: "cancelled",
        bookingDate: day(-1),
      },
      {
        id: ids.b8,
        number: expect.any(Number),
        clientName: "Alice Adams",
        title: "Alice in Lisbon",
        participants: 1,
        status: "confirmed",
        bookingDate: day(-2),
      },
      {
        id: ids.b2,
        number: expect.any(Number),
        clientName: "Alice Adams",
        title: "Lisbon Lights",
        participants: 6,
        status: "pending",
        bookingDate: day(-3),
      },
      {
        id: ids.b6,
        number: expect.any(Number),
        clientName: "Chloé Carter",
        title: "Oslo Owls",
        participants: 2,
        status: "confirmed",
        bookingDate: day(-8),
      },
      {
        id: ids.b7,
        number: expect.any(Number),
        clientName: "Dora Dunn",
        title: "Lisbon Later",
        participants: 1,
        status: "pending",
        bookingDate: day(-12),
      },
    ]);
  });

  it("ranks at most 5 destinations by bookings that are not cancelled, ties by name", async () => {
    // Lisbon: b1, b2 (P1) and b7 (P5); Paris: b5, b9; Athens, Oslo, Rome (b4 cancelled), Vienna one each.
    // The trip booking b8 has no destination. Vienna is sixth.
    expect((await overview()).topDestinations).toEqual([
      { destination: "Lisbon", bookings: 3 },
      { destination: "Paris", bookings: 2 },
      { destination: "Athens", bookings: 1 },
      { destination: "Oslo", bookings: 1 },
      { destination: "Rome", bookings: 1 },
    ]);
  });

  it("lists the 5 soonest future travels of open bookings with days remaining", async () => {
    // b6 tomorrow, b2, b8 (a trip: no destination), b9, b3; b1 (day 10) and b7 (day 40) come later; b4 is
    // cancelled, b5 in the past.
    expect((await overview()).upcomingTravels).toEqual([
      { id: ids.b6, clientName: "Chloé Carter", destination: "Oslo", travelDate: day(1), daysRemaining: 1 },
      { id: ids.b2, clientName: "Alice Adams", destination: "Lisbon", travelDate: day(2), daysRemaining: 2 },
      { id: ids.b8, clientName: "Alice Adams", destination: null, travelDate: day(3), daysRemaining: 3 },
      { id: ids.b9, clientName: "Bruno Brandt", destination: "Paris", travelDate: day(4), daysRemaining: 4 },
      { id: ids.b3, clientName: "Bruno Brandt", destination: "Rome", travelDate: day(5), daysRemaining: 5 },
    ]);
  });

  it("ranks clients by what they paid in the base currency, with their bookings", async () => {
    // Chloé 468 − 58.50 = 409.50; Alice 300; Bruno 184. Eve and Dora paid nothing.
    expect((await overview()).topClients).toEqual([
      { id: ids.chloe, name: "Chloé Carter", bookingsCount: 2, totalSpentCents: 40_950 },
      { id: ids.alice, name: "Alice Adams", bookingsCount: 4, totalSpentCents: 30_000 },
      { id: ids.bruno, name: "Bruno Brandt", bookingsCount: 3, totalSpentCents: 18_400 },
    ]);
  });
});

describe("SPEC's alerts", () => {
  it("counts pending bookings, almost sold out among the first 3 active offers, and bookings to be paid", async () => {
    const figures = await alerts(agent1, "all");
    expect(figures.pendingBookings).toBe(3);
    // P1 holds 9 of 10 (90 %); P2 4 of 5 (exactly 80 %: not more); P3 1 of 20 (b5 completed holds nothing).
    // P4 is full but fourth.
    expect(figures.almostSoldOut).toBe(1);
    // Awaiting: b2 (invoiced, nothing paid) and b6, b7, b8, b9, b10, b11 (no invoice); partly paid: b3, b5; b1 paid;
    // b4 cancelled.
    expect(figures.awaitingPayment).toBe(7);
    expect(figures.partiallyPaid).toBe(2);
  });

  it("agrees with the bookings list's payment status filter (less the cancelled bookings)", async () => {
    const total = async (query: string) => {
      const res = await get(agent1, `/api/bookings?pageSize=1&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { total: number }).total;
    };
    const figures = await alerts(agent1, "all");
    for (const [status, figure] of [
      ["awaiting_payment", figures.awaitingPayment],
      ["partially_paid", figures.partiallyPaid],
    ] as const) {
      const open =
        (await total(`paymentStatus=${status}`)) - (await total(`paymentStatus=${status}&status=cancelled`));
      expect(figure, status).toBe(open);
    }
  });
});

describe("deadline cockpit", () => {
  const byKind = (items: CockpitItem[]) => {
    const grouped: Record<string, string[]> = {};
    for (const item of items) grouped[item.kind] = [...(grouped[item.kind] ?? []), item.id];
    for (const list of Object.values(grouped)) list.sort();
    return grouped;
  };
  const sorted = (...list: string[]) => [...list].sort();

  it("lists every date of the agency, soonest first", async () => {
    const { cockpit, scope } = await alerts(admin, "all");
    expect(scope).toBe("all");
    expect(byKind(cockpit.items)).toEqual({
      "offer-expiring": sorted(ids.o1!, ids.o3!),
      "invoice-due": sorted(ids.i3!, ids.i4!, ids.i6!),
      "time-limit": sorted(ids.tl1!, ids.tl4!),
      "segment-status": sorted(ids.s1!, ids.s5!),
      "passport-expiring": sorted(ids.pass1!, ids.pass3!),
      "request-unanswered": sorted(ids.r1!, ids.r3!),
    });
    expect(cockpit.counts).toEqual({
      "offer-expiring": 2,
      "invoice-due": 3,
      "time-limit": 2,
      "segment-status": 2,
      "passport-expiring": 2,
      "request-unanswered": 2,
    });
    expect(cockpit.items).toEqual(sortCockpit(cockpit.items));
    // The overdue invoice first. A day alone falls due at its end, so trip B's flight at 08:00 on day 20 comes
    // before the passport due by that day.
    expect(cockpit.items[0]!.id).toBe(ids.i4);
    expect(cockpit.items.slice(-2).map((item) => item.id)).toEqual([ids.s5, ids.pass3]);
  });

  it("says what each date is and when it falls due", async () => {
    const { cockpit } = await alerts(admin, "all");
    const find = (id: string) => cockpit.items.find((item) => item.id === id);
    const [o1] = await t.database.db
      .select({ at: tripOffers.expiresAt })
      .from(tripOffers)
      .where(eq(tripOffers.id, ids.o1!));
    expect(find(ids.o1!)).toMatchObject({
      kind: "offer-expiring",
      dueAt: o1!.at.toISOString(),
      allDay: false,
      overdue: false,
      label: "Lisbon hotel",
      clientName: "Alice Adams",
      tripId: ids.tripA,
      tripTitle: "Alice in Lisbon",
    });
    expect(find(ids.i4!)).toMatchObject({
      kind: "invoice-due",
      dueDate: day(-3),
      allDay: true,
      overdue: true,
      label: "INV-TEST-0004",
      clientName: "Alice Adams",
      amountCents: 12_345,
      currency: "EUR",
    });
    // Balance: 10 less 4 credited.
    expect(find(ids.i6!)).toMatchObject({
      overdue: false,
      amountCents: 600,
      tripId: ids.tripB,
      dueDate: day(5),
    });
    const [y, m, d] = day(1).split("-").map(Number) as [number, number, number];
    expect(find(ids.tl1!)).toMatchObject({
      kind: "time-limit",
      dueAt: new Date(y, m - 1, d, 12, 0).toISOString(),
      dueDate: day(1),
      allDay: false,
      code: "ticketing",
      label: "TK TL TOMORROW/1200",
      tripId: ids.tripA,
    });
    expect(find(ids.tl4!)).toMatchObject({
      allDay: true,
      dueDate: day(0),
      code: "airline-deadline",
      tripId: null,
    });
    expect(find(ids.s1!)).toMatchObject({
      kind: "segment-status",
      code: "UN",
      label: "LH 1171 LIS–FRA",
      dueDate: day(3),
      allDay: false,
      tripTitle: "Alice in Lisbon",
    });
    expect(find(ids.pass1!)).toMatchObject({
      kind: "passport-expiring",
      label: "Ana Short",
      dueDate: day(3),
      tripId: ids.tripA,
    });
    expect(find(ids.pass3!)).toMatchObject({ date: day(1), dueDate: day(20) });
    const [r1] = await t.database.db
      .select({ at: requests.createdAt })
      .from(requests)
      .where(eq(requests.id, ids.r1!));
    expect(find(ids.r1!)).toMatchObject({
      kind: "request-unanswered",
      dueAt: new Date(r1!.at.getTime() + 24 * HOUR).toISOString(),
      overdue: true,
      label: "date_change",
      clientName: "Alice Adams",
    });
    // Waiting since the client's first word after staff's reply, 26 h ago.
    const r3 = find(ids.r3!)!;
    expect(Math.round((Date.parse(r3.dueAt) - now.getTime()) / HOUR)).toBe(-2);
  });

  it("narrows to an agent's own trips and records with scope mine, the default", async () => {
    const mine = await alerts(agent1);
    expect(mine.scope).toBe("mine");
    expect(byKind(mine.cockpit.items)).toEqual({
      "offer-expiring": [ids.o1],
      "invoice-due": sorted(ids.i3!, ids.i4!),
      "time-limit": [ids.tl1],
      "segment-status": [ids.s1],
      "passport-expiring": [ids.pass1],
      "request-unanswered": [ids.r1],
    });
    const theirs = await alerts(agent2, "mine");
    expect(byKind(theirs.cockpit.items)).toEqual({
      "offer-expiring": [ids.o3],
      "invoice-due": [ids.i6],
      "time-limit": [ids.tl4],
      "segment-status": [ids.s5],
      "passport-expiring": [ids.pass3],
      "request-unanswered": [ids.r3],
    });
    // SPEC's three alerts are the agency's whatever the scope.
    expect(theirs.pendingBookings).toBe(3);
    expect((await alerts(admin, "mine")).cockpit.items).toEqual([]);
  });
});

describe("the trigger-kept figures", () => {
  async function snapshot() {
    const { rows } = (await t.database.db.execute(sql`select json_build_object(
      'money', (select json_agg(t order by currency, base_currency) from dashboard_currency_totals t),
      'clients', (select json_agg(t order by client_id) from dashboard_client_revenue t where collected_base_cents <> 0),
      'packages', (select json_agg(t order by package_id) from dashboard_package_bookings t where bookings <> 0),
      'bookings', (select json_agg(t order by booking_id) from dashboard_booking_payments t),
      'counts', (select json_agg(t order by payment_status) from dashboard_booking_payment_count t)
    ) as figures`)) as unknown as { rows: { figures: unknown }[] };
    return rows[0]!.figures;
  }

  /** What the triggers kept equals what a recount from the records gives. */
  async function expectEqualToRecount() {
    const kept = await snapshot();
    await t.database.db.execute(sql`select dashboard_summaries_rebuild()`);
    expect(kept).toEqual(await snapshot());
  }

  it("equal a recount after the data set went in", async () => {
    await expectEqualToRecount();
  });

  it("follow payments, invoices and bookings as they change, and the cards with them", async () => {
    const before = await overview();
    const beforeAlerts = await alerts(agent1, "all");
    // The announced USD transfer arrives: 100 more collected (92 in euros), 100 less owed on I2.
    await t.database.db.transaction(async (tx) => {
      await tx.update(payments).set({ status: "completed" }).where(eq(payments.id, ids.pendingPayment!));
      await tx.update(invoices).set({ paidCents: 30_000 }).where(eq(invoices.id, ids.i2!));
    });
    // I4 is paid in full, so b2 is paid; and b6 is cancelled, in one transaction.
    await t.database.db.transaction(async (tx) => {
      await insertPaymentIn(tx, ids.i4!, ids.alice!, 12_345);
      await tx.update(invoices).set({ paidCents: 12_345, status: "paid" }).where(eq(invoices.id, ids.i4!));
      await tx
        .update(bookings)
        .set({ status: "cancelled", cancelReason: "Ill" })
        .where(eq(bookings.id, ids.b6!));
    });
    const after = await overview();
    expect(after.revenue.collectedCents).toBe(before.revenue.collectedCents + 9_200 + 12_345);
    expect(after.revenue.pendingCents).toBe(before.revenue.pendingCents - 9_200 - 12_345);
    expect(after.bookings).toEqual({ total: 9, confirmed: 3, pending: 3 });
    expect(after.topDestinations).not.toContainEqual({ destination: "Oslo", bookings: 1 });
    const afterAlerts = await alerts(agent1, "all");
    // b2 paid, b6 cancelled: two fewer awaiting payment.
    expect(afterAlerts.awaitingPayment).toBe(beforeAlerts.awaitingPayment - 2);
    expect(afterAlerts.partiallyPaid).toBe(beforeAlerts.partiallyPaid);
    await expectEqualToRecount();
  });

  it("follow deletions and a cancelled invoice", async () => {
    const client = await insertClient("Gone Soon");
    const booking = await insertBooking(
      client,
      { packageId: ids.p3! },
      { participants: 1, status: "confirmed", booked: -1, travel: 9 },
    );
    const invoice = await insertInvoice({
      clientId: client,
      bookingId: booking,
      currency: "GBP",
      rate: "1.17",
      amount: 2_000,
      paid: 500,
      due: 3,
      status: "partially_paid",
    });
    const payment = await insertPayment(invoice, client, {
      currency: "GBP",
      rate: "1.17",
      amount: 500,
      base: 585,
    });
    await expectEqualToRecount();
    await t.database.db
      .update(invoices)
      .set({ status: "cancelled", cancelReason: "Wrong client" })
      .where(eq(invoices.id, invoice));
    await expectEqualToRecount();
    await t.database.db.transaction(async (tx) => {
      await tx.delete(payments).where(eq(payments.id, payment));
      await tx.delete(invoices).where(eq(invoices.id, invoice));
      await tx.delete(bookings).where(eq(bookings.id, booking));
      await tx.delete(clients).where(eq(clients.id, client));
    });
    await expectEqualToRecount();
  });

  it.each([
    [0, 0, "awaiting_payment"],
    [1000, 0, "awaiting_payment"],
    [0, 500, "awaiting_payment"],
    [1000, 1, "partially_paid"],
    [1000, 999, "partially_paid"],
    [1000, 1000, "paid"],
    [1000, 1200, "paid"],
    [-5, 10, "awaiting_payment"],
  ])(
    "derive a booking invoiced %i and paid %i as %s, like derivePaymentStatus",
    async (invoiced, paid, status) => {
      const { derivePaymentStatus } = await import("#domain/bookings/payment-status");
      expect(derivePaymentStatus({ invoicedCents: invoiced, paidCents: paid })).toBe(status);
      const { rows } = (await t.database.db.execute(sql`
      update dashboard_booking_payments set invoiced_cents = ${invoiced}, paid_cents = ${paid}
      where booking_id = ${ids.b11} returning payment_status as status`)) as unknown as {
        rows: { status: string }[];
      };
      expect(rows[0]!.status).toBe(status);
      await t.database.db.execute(sql`select dashboard_summaries_rebuild()`);
    },
  );
});

async function insertPaymentIn(tx: DbOrTx, invoiceId: string, clientId: string, amount: number) {
  await tx.insert(payments).values({
    invoiceId,
    clientId,
    amountCents: amount,
    currency: "EUR",
    baseCurrency: "EUR",
    exchangeRate: "1",
    baseAmountCents: amount,
  });
}
