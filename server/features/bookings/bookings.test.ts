import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type BookingDetail, bookingDetailSchema } from "#domain/bookings/booking.schema";
import { todayIn } from "#domain/dates";
import { auditLogs } from "../../db/schema/audit-logs";
import { bookingParticipants, bookings } from "../../db/schema/bookings";
import { clientStats, clients } from "../../db/schema/clients";
import { makeClientPassenger, makePackage } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";
import { clientViewer, listenAs } from "../../test/hub-listeners";
import { staffViewer, testConfig } from "../../test/test-app";

/** The agency's day, as the test app reads it. */
const todayIsoDate = () => todayIn(testConfig().agencyTimeZone);

import { clientUser, issues, MISSING_ID, makeTrip, type Session } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();
/** Client A's two passengers, and one of client B's. */
let ana: string;
let ben: string;
let bea: string;

beforeAll(async () => {
  ana = await makeClientPassenger(t, cast.clientA.clientId, { firstName: "Ana", surname: "Alves" });
  ben = await makeClientPassenger(t, cast.clientA.clientId, { firstName: "Ben", surname: "Brown" });
  bea = await makeClientPassenger(t, cast.clientB.clientId, { firstName: "Bea", surname: "Bauer" });
});

async function book(session: Session, body: Record<string, unknown>): Promise<BookingDetail> {
  const res = await call(session, "POST", "/api/bookings", body);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return bookingDetailSchema.parse(res.json());
}

async function bookPackage(
  packageId: string,
  participantIds = [ana, ben],
  extra: Record<string, unknown> = {},
) {
  return book(cast.agent, { clientId: cast.clientA.clientId, packageId, participantIds, ...extra });
}

async function stats(clientId: string) {
  const [row] = await t.database.db.select().from(clientStats).where(eq(clientStats.clientId, clientId));
  return row!;
}

describe("booking a package", () => {
  it("computes the total from the package, dates it today, and starts pending", async () => {
    const before = await stats(cast.clientA.clientId);
    const packageId = await makePackage(t, {
      title: "Lisbon Lights",
      destination: "Lisbon, Portugal",
      priceCents: 129_900,
      discountPercent: 10,
      startDate: "2099-05-01",
    });
    const res = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: [ben, ana],
      notes: "  Sea view please ",
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = bookingDetailSchema.parse(res.json());
    expect(booking).toMatchObject({
      clientId: cast.clientA.clientId,
      clientName: "Alpha Travellers",
      packageId,
      packageTitle: "Lisbon Lights",
      destination: "Lisbon, Portugal",
      tripId: null,
      participants: 2,
      status: "pending",
      paymentStatus: "awaiting_payment",
      cancelReason: null,
      unitPriceCents: 129_900,
      discountPercent: 10,
      // 2 × 1 299.00: the package's price already has its 10% off (SPEC §9), so it is not taken off again.
      totalCents: 259_800,
      currency: "EUR",
      totalAdjustmentReason: null,
      travelDate: "2099-05-01",
      bookingDate: todayIsoDate(),
      notes: "Sea view please",
      version: 1,
    });
    expect(booking.reference).toBe(`BK-${String(booking.number).padStart(6, "0")}`);
    expect(booking.travellers.map((p) => `${p.firstName} ${p.surname}`)).toEqual(["Ana Alves", "Ben Brown"]);
    expect(booking.history).toHaveLength(1);
    expect(booking.history[0]).toMatchObject({ status: "pending", byName: "Test agent" });
    expect(booking.history[0]!.summary).toContain("Booked package “Lisbon Lights” for Alpha Travellers");

    const read = await call(cast.agent, "GET", `/api/bookings/${booking.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(booking);
    // The triggers counted it; pending spends nothing yet.
    const after = await stats(cast.clientA.clientId);
    expect(after.bookingsCount).toBe(before.bookingsCount + 1);
    expect(after.spentCents).toBe(before.spentCents);
  });

  it("keeps the package's places: GET /api/packages/:id counts pending and confirmed bookings", async () => {
    const packageId = await makePackage(t, { maxParticipants: 5 });
    await bookPackage(packageId);
    const pkg = await call(cast.clientA, "GET", `/api/packages/${packageId}`);
    expect(pkg.json()).toMatchObject({ maxParticipants: 5, bookedPlaces: 2, placesLeft: 3, bookable: true });
  });

  it("refuses more participants than places left, and frees places on cancellation", async () => {
    const packageId = await makePackage(t, { title: "Tiny Tour", maxParticipants: 3 });
    const first = await bookPackage(packageId);
    const carl = await makeClientPassenger(t, cast.clientA.clientId);
    const refused = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: [carl, ana],
    });
    expect(refused.statusCode).toBe(409);
    expect(issues(refused)).toEqual({ "body.participantIds": "Only 1 place is left on “Tiny Tour”" });
    await bookPackage(packageId, [carl]);
    const full = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: [ana],
    });
    expect(issues(full)).toEqual({ "body.participantIds": "“Tiny Tour” is fully booked" });
    const cancel = await call(cast.agent, "POST", `/api/bookings/${first.id}/cancel`, {
      reason: "Changed plans",
    });
    expect(cancel.statusCode).toBe(200);
    await bookPackage(packageId, [ana, ben]);
  });

  it("starts on today for a package under way, and keeps the travel date within the package's dates", async () => {
    const packageId = await makePackage(t, { startDate: "2020-01-01", endDate: "2099-12-31" });
    expect((await bookPackage(packageId)).travelDate).toBe(todayIsoDate());
    const outside = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: [ana],
      travelDate: "2019-12-31",
    });
    expect(outside.statusCode).toBe(400);
    expect(issues(outside)).toEqual({
      "body.travelDate": "Choose a travel date from 1 Jan 2020 to 31 Dec 2099",
    });
  });

  it("refuses packages that ended, are expired or archived, and a total given for a package", async () => {
    const ended = await makePackage(t, {
      title: "Old Times",
      startDate: "2020-01-01",
      endDate: "2020-02-01",
    });
    const expired = await makePackage(t, { title: "Gone", status: "expired" });
    const archived = await makePackage(t, { title: "Shelved", archivedAt: new Date() });
    const open = await makePackage(t);
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [
        { packageId: ended },
        409,
        { "body.packageId": "“Old Times” ended on 1 Feb 2020 and can no longer be booked." },
      ],
      [{ packageId: expired }, 409, { "body.packageId": "“Gone” is expired and can no longer be booked." }],
      [
        { packageId: archived },
        409,
        { "body.packageId": "“Shelved” is archived and can no longer be booked." },
      ],
      [{ packageId: MISSING_ID }, 400, { "body.packageId": "Package not found" }],
      [
        { packageId: open, totalCents: 100 },
        400,
        {
          "body.totalCents":
            "A package booking's total is computed from the package; change it on the booking, with a reason",
        },
      ],
    ];
    for (const [body, status, expected] of cases) {
      const res = await call(cast.agent, "POST", "/api/bookings", {
        clientId: cast.clientA.clientId,
        participantIds: [ana],
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(issues(res)).toEqual(expected);
    }
  });
});

describe("booking a trip", () => {
  it("takes the total staff give, in the client's preferred currency, dated from the trip", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId, "Family in Rome");
    const booking = await book(cast.agent, {
      clientId: cast.clientA.clientId,
      tripId,
      participantIds: [ana],
      totalCents: 250_000,
      bookingDate: "2026-01-10",
    });
    expect(booking).toMatchObject({
      tripId,
      tripTitle: "Family in Rome",
      packageId: null,
      destination: null,
      unitPriceCents: null,
      discountPercent: 0,
      totalCents: 250_000,
      currency: "EUR",
      travelDate: "2026-05-01",
      bookingDate: "2026-01-10",
    });
  });

  it("refuses another client's trip and a trip without a total", async () => {
    const tripOfB = await makeTrip(t, cast.clientB.clientId, "Beta's own trip");
    const other = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      tripId: tripOfB,
      participantIds: [ana],
      totalCents: 100,
    });
    expect(issues(other)).toEqual({ "body.tripId": "This trip is Beta Holidays's, not Alpha Travellers's" });
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const noTotal = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      tripId,
      participantIds: [ana],
    });
    expect(noTotal.statusCode).toBe(400);
    expect(issues(noTotal)).toEqual({ "body.totalCents": "Enter the booking's total" });
  });
});

describe("bad input names its field", () => {
  it.each([
    [
      // The package-or-trip rule waits until the fields themselves are right.
      {},
      { "body.participantIds": "Choose at least one participant" },
    ],
    [{ participantIds: [MISSING_ID] }, { "body.packageId": "Choose a package or a trip" }],
    [
      { packageId: MISSING_ID, tripId: MISSING_ID, participantIds: ["x"] },
      {
        "body.tripId": "Book a package or a trip, not both",
        "body.totalCents": "Enter the booking's total",
        "body.participantIds.0": "Choose participants from the list",
      },
    ],
    [
      { packageId: MISSING_ID, participantIds: [] },
      { "body.participantIds": "Choose at least one participant" },
    ],
    [
      { packageId: MISSING_ID, participantIds: [MISSING_ID, MISSING_ID] },
      { "body.participantIds": "Each participant can be chosen only once" },
    ],
    [
      { packageId: MISSING_ID, participantIds: [MISSING_ID], travelDate: "2026-02-30" },
      { "body.travelDate": "Use a real date as YYYY-MM-DD" },
    ],
    [
      { tripId: MISSING_ID, participantIds: [MISSING_ID], totalCents: -1 },
      { "body.totalCents": "Total cannot be negative" },
    ],
    [
      { tripId: MISSING_ID, participantIds: [MISSING_ID], totalCents: 1.5 },
      { "body.totalCents": "Total must be a whole number of cents" },
    ],
  ])("%j", async (body, expected) => {
    const res = await call(cast.agent, "POST", "/api/bookings", body);
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual(expected);
  });

  it("says which participants are not the client's before the database has to", async () => {
    const packageId = await makePackage(t);
    const res = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: [ana, bea],
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({
      "body.participantIds": "One of the chosen participants is not a passenger of Alpha Travellers",
    });
    const stranger = await makeClientPassenger(t, null);
    const two = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: [stranger, bea],
    });
    expect(issues(two)).toEqual({
      "body.participantIds": "2 of the chosen participants are not passengers of Alpha Travellers",
    });
  });

  it("needs a client from staff, an existing one, not archived", async () => {
    const packageId = await makePackage(t);
    const none = await call(cast.agent, "POST", "/api/bookings", { packageId, participantIds: [ana] });
    expect(issues(none)).toEqual({ "body.clientId": "Choose a client" });
    const missing = await call(cast.agent, "POST", "/api/bookings", {
      clientId: MISSING_ID,
      packageId,
      participantIds: [ana],
    });
    expect(issues(missing)).toEqual({ "body.clientId": "Client not found" });
    const [archived] = await t.database.db
      .insert(clients)
      .values({ name: "Dormant Ltd", archivedAt: new Date() })
      .returning({ id: clients.id });
    const res = await call(cast.agent, "POST", "/api/bookings", {
      clientId: archived!.id,
      packageId,
      participantIds: [ana],
    });
    expect(issues(res)).toEqual({
      "body.clientId": "Dormant Ltd is archived: restore the client before booking for them",
    });
  });
});

describe("editing a booking", () => {
  it("recomputes a package booking's total from its price at booking time", async () => {
    const packageId = await makePackage(t, { priceCents: 50_000, discountPercent: 20 });
    const booking = await bookPackage(packageId, [ana]);
    // The 20% is already in the price per person (SPEC §9): one traveller pays the price.
    expect(booking.totalCents).toBe(50_000);
    const res = await call(
      cast.agent,
      "PUT",
      `/api/bookings/${booking.id}`,
      { participantIds: [ana, ben], travelDate: "2099-06-01", notes: "Twin room" },
      { "if-match": '"1"' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({
      participants: 2,
      totalCents: 100_000,
      travelDate: "2099-06-01",
      notes: "Twin room",
      version: 2,
      totalAdjustmentReason: null,
    });
    expect(res.json().travellers).toHaveLength(2);
    const rows = await t.database.db
      .select()
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, booking.id));
    expect(rows).toHaveLength(2);
  });

  it("changes the total by hand only with a reason, kept on the booking and in its history", async () => {
    const packageId = await makePackage(t, { priceCents: 50_000 });
    const booking = await bookPackage(packageId, [ana]);
    const body = { participantIds: [ana], travelDate: "2099-05-01", totalCents: 45_000 };
    const noReason = await call(cast.agent, "PUT", `/api/bookings/${booking.id}`, body);
    expect(noReason.statusCode).toBe(400);
    expect(issues(noReason)).toEqual({ "body.totalAdjustmentReason": "Say why the total changes" });
    const res = await call(cast.agent, "PUT", `/api/bookings/${booking.id}`, {
      ...body,
      totalAdjustmentReason: "Loyalty discount",
    });
    expect(res.statusCode).toBe(200);
    const updated = bookingDetailSchema.parse(res.json());
    expect(updated).toMatchObject({ totalCents: 45_000, totalAdjustmentReason: "Loyalty discount" });
    expect(updated.history.at(-1)).toMatchObject({
      reason: "Loyalty discount",
      summary: `Updated booking ${booking.reference}; total €500.00 → €450.00 (Loyalty discount)`,
    });
    // Back to the computed total: the reason goes with the override.
    const reset = await call(cast.agent, "PUT", `/api/bookings/${booking.id}`, {
      participantIds: [ana],
      travelDate: "2099-05-01",
    });
    expect(reset.json()).toMatchObject({ totalCents: 50_000, totalAdjustmentReason: null });
  });

  it("keeps a trip booking's total unless staff change it", async () => {
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const booking = await book(cast.agent, {
      clientId: cast.clientA.clientId,
      tripId,
      participantIds: [ana],
      totalCents: 99_000,
    });
    const res = await call(cast.agent, "PUT", `/api/bookings/${booking.id}`, {
      participantIds: [ana, ben],
      travelDate: "2026-05-02",
    });
    expect(res.json()).toMatchObject({ participants: 2, totalCents: 99_000 });
  });

  it("refuses a stale version, a closed booking and more participants than places", async () => {
    const packageId = await makePackage(t, { title: "Small Group", maxParticipants: 2 });
    const booking = await bookPackage(packageId, [ana]);
    const body = { participantIds: [ana], travelDate: "2099-05-01" };
    await call(cast.agent, "PUT", `/api/bookings/${booking.id}`, body);
    const stale = await call(cast.agent, "PUT", `/api/bookings/${booking.id}`, body, { "if-match": '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.details.current.version).toBe(2);

    const carl = await makeClientPassenger(t, cast.clientA.clientId);
    const tooMany = await call(cast.agent, "PUT", `/api/bookings/${booking.id}`, {
      ...body,
      participantIds: [ana, ben, carl],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(issues(tooMany)).toEqual({ "body.participantIds": "Only 1 place is left on “Small Group”" });
    const fits = await call(cast.agent, "PUT", `/api/bookings/${booking.id}`, {
      ...body,
      participantIds: [ana, ben],
    });
    expect(fits.statusCode).toBe(200);

    await call(cast.agent, "POST", `/api/bookings/${booking.id}/cancel`, { reason: "Illness" });
    const closed = await call(cast.agent, "PUT", `/api/bookings/${booking.id}`, body);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe("A cancelled booking can no longer be changed.");
  });
});

describe("status changes", () => {
  it("moves pending → confirmed → completed, with history and the client's spend", async () => {
    const packageId = await makePackage(t, { priceCents: 10_000 });
    const booking = await bookPackage(packageId, [ana]);
    const spent = (await stats(cast.clientA.clientId)).spentCents;
    const early = await call(cast.agent, "POST", `/api/bookings/${booking.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      "Only a confirmed booking can be completed; this one is pending.",
    );

    const confirmed = await call(cast.agent, "POST", `/api/bookings/${booking.id}/confirm`, undefined, {
      "if-match": '"1"',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed", version: 2 });
    // What a client spent is what it paid (migration 0028): confirming spends nothing by itself.
    expect((await stats(cast.clientA.clientId)).spentCents).toBe(spent);
    const again = await call(cast.agent, "POST", `/api/bookings/${booking.id}/confirm`);
    expect(again.json().error.message).toBe("This booking is already confirmed.");

    const completed = await call(cast.admin, "POST", `/api/bookings/${booking.id}/complete`);
    const detail = bookingDetailSchema.parse(completed.json());
    expect(detail.status).toBe("completed");
    expect(detail.history.map((h) => h.status)).toEqual(["pending", "confirmed", "completed"]);
    expect(detail.history[2]!.byName).toBe("Test admin");
    const cancel = await call(cast.agent, "POST", `/api/bookings/${booking.id}/cancel`, {
      reason: "Too late",
    });
    expect(cancel.json().error.message).toBe(
      "Only a pending or confirmed booking can be cancelled; this one is completed.",
    );
  });

  it("cancels only with a reason, which the booking and its history keep", async () => {
    const packageId = await makePackage(t);
    const booking = await bookPackage(packageId, [ana]);
    const count = (await stats(cast.clientA.clientId)).bookingsCount;
    for (const body of [{}, { reason: "   " }]) {
      const res = await call(cast.agent, "POST", `/api/bookings/${booking.id}/cancel`, body);
      expect(res.statusCode).toBe(400);
      expect(issues(res)).toEqual({ "body.reason": "Give a reason for the cancellation" });
    }
    const res = await call(cast.agent, "POST", `/api/bookings/${booking.id}/cancel`, {
      reason: "Flight strike",
    });
    const detail = bookingDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ status: "cancelled", cancelReason: "Flight strike" });
    expect(detail.history.at(-1)).toMatchObject({ status: "cancelled", reason: "Flight strike" });
    expect((await stats(cast.clientA.clientId)).bookingsCount).toBe(count - 1);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "booking"), eq(auditLogs.entityId, booking.id)))
      .orderBy(auditLogs.createdAt)
      .offset(1);
    expect(audit?.summary).toBe(`Cancelled booking ${booking.reference}: Flight strike`);
  });

  it("tells the booking's client, the package and the client's figures after each change", async () => {
    const packageId = await makePackage(t);
    const { heard, stop } = listenAs(t, { staff: staffViewer, b: clientViewer(cast.clientB) });
    try {
      const booking = await bookPackage(packageId, [ana]);
      await call(cast.agent, "POST", `/api/bookings/${booking.id}/confirm`);
      await call(cast.agent, "POST", `/api/bookings/${booking.id}/cancel`, { reason: "Storm" });
      const client = cast.clientA.clientId;
      const expected = [
        { topic: "bookings", id: booking.id, op: "insert" },
        { topic: "packages", id: packageId, op: "update" },
        { topic: "clients", id: client, op: "update" },
        // Confirming keeps the places held, but the package's bookings changed, and so did the spend.
        { topic: "bookings", id: booking.id, op: "update" },
        { topic: "packages", id: packageId, op: "update" },
        { topic: "clients", id: client, op: "update" },
        // Cancelling frees the places and takes the booking out of the figures.
        { topic: "bookings", id: booking.id, op: "update" },
        { topic: "packages", id: packageId, op: "update" },
        { topic: "clients", id: client, op: "update" },
      ];
      await vi.waitFor(
        () =>
          expect(
            heard.staff.filter((e) => e.id === booking.id || e.id === packageId || e.id === client),
          ).toEqual(expected),
        { timeout: 10_000 },
      );
      // Client B hears nothing of client A's booking, only that the catalogue changed (everyone's).
      expect(heard.b).toEqual(expected.filter((e) => e.topic === "packages"));
    } finally {
      stop();
    }
  });
});

describe("a client user", () => {
  it("requests a bookable package for their own client, and it arrives pending", async () => {
    const packageId = await makePackage(t, { priceCents: 20_000 });
    const res = await call(cast.clientA, "POST", "/api/bookings", { packageId, participantIds: [ana] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      clientId: cast.clientA.clientId,
      status: "pending",
      totalCents: 20_000,
    });
    expect(res.json().history[0].summary).toContain("Requested package");
    const own = await call(cast.clientA, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: [ben],
    });
    expect(own.statusCode).toBe(201);
  });

  it("cannot book for another client, a trip, a total, another's passengers or from no client", async () => {
    const packageId = await makePackage(t);
    const tripId = await makeTrip(t, cast.clientA.clientId);
    const other = await call(cast.clientA, "POST", "/api/bookings", {
      clientId: cast.clientB.clientId,
      packageId,
      participantIds: [bea],
    });
    expect(other.statusCode).toBe(404);
    const trip = await call(cast.clientA, "POST", "/api/bookings", {
      tripId,
      participantIds: [ana],
      totalCents: 1,
    });
    expect(trip.statusCode).toBe(403);
    expect(trip.json().error.message).toBe("Only staff can book a trip; ask your agent.");
    const total = await call(cast.clientA, "POST", "/api/bookings", {
      packageId,
      participantIds: [ana],
      totalCents: 1,
    });
    expect(issues(total)).toEqual({ "body.totalCents": "Only staff set a booking's total" });
    const theirs = await call(cast.clientA, "POST", "/api/bookings", { packageId, participantIds: [bea] });
    expect(theirs.statusCode).toBe(400);
    const clientless = await call(cast.clientless, "POST", "/api/bookings", {
      packageId,
      participantIds: [ana],
    });
    expect(clientless.statusCode).toBe(403);
    const archived = await makePackage(t, { archivedAt: new Date() });
    const shelved = await call(cast.clientA, "POST", "/api/bookings", {
      packageId: archived,
      participantIds: [ana],
    });
    expect(issues(shelved)).toEqual({ "body.packageId": "Package not found" });
  });

  it("reads only their own client's bookings; anyone else's answers 404", async () => {
    const packageId = await makePackage(t);
    const mine = await bookPackage(packageId, [ana]);
    const theirs = await book(cast.agent, {
      clientId: cast.clientB.clientId,
      packageId,
      participantIds: [bea],
    });
    expect((await call(cast.clientA, "GET", `/api/bookings/${mine.id}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["GET", `/api/bookings/${theirs.id}`, undefined],
      ["POST", `/api/bookings/${theirs.id}/cancel`, { reason: "Not mine" }],
    ] as const) {
      const res = await call(cast.clientA, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(theirs.id);
    }
    const list = await call(cast.clientA, "GET", "/api/bookings?pageSize=200");
    const ids = list.json().items.map((b: { id: string }) => b.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.json().items.every((b: { clientId: string }) => b.clientId === cast.clientA.clientId)).toBe(
      true,
    );
    const none = await call(cast.clientless, "GET", "/api/bookings");
    expect(none.json()).toEqual({ items: [], total: 0 });
  });

  it("cancels their own pending booking with a reason, and nothing else", async () => {
    const packageId = await makePackage(t);
    const pending = await bookPackage(packageId, [ana]);
    const res = await call(cast.clientA, "POST", `/api/bookings/${pending.id}/cancel`, {
      reason: "Cannot travel",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", cancelReason: "Cannot travel" });

    const confirmed = await bookPackage(packageId, [ana]);
    await call(cast.agent, "POST", `/api/bookings/${confirmed.id}/confirm`);
    const late = await call(cast.clientA, "POST", `/api/bookings/${confirmed.id}/cancel`, { reason: "Oops" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      "A confirmed booking can be cancelled by the agency only: ask your agent.",
    );
    for (const [method, url, body] of [
      ["POST", `/api/bookings/${pending.id}/confirm`, undefined],
      ["POST", `/api/bookings/${pending.id}/complete`, undefined],
      ["PUT", `/api/bookings/${pending.id}`, { participantIds: [ana], travelDate: "2099-05-01" }],
    ] as const) {
      expect((await call(cast.clientA, method, url, body)).statusCode, url).toBe(403);
    }
  });
});

describe("participant options", () => {
  it("lists the client's passengers to staff, and a client user's own", async () => {
    const staff = await call(
      cast.agent,
      "GET",
      `/api/bookings/participant-options?clientId=${cast.clientB.clientId}`,
    );
    expect(staff.json().items.map((p: { id: string }) => p.id)).toEqual([bea]);
    const searched = await call(
      cast.agent,
      "GET",
      `/api/bookings/participant-options?clientId=${cast.clientA.clientId}&search=BRÓWN`,
    );
    expect(searched.json().items.map((p: { id: string }) => p.id)).toEqual([ben]);
    const own = await call(cast.clientA, "GET", "/api/bookings/participant-options");
    expect(own.json().items.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([ana, ben]));
    expect(own.body).not.toContain(bea);
    const theirs = await call(
      cast.clientA,
      "GET",
      `/api/bookings/participant-options?clientId=${cast.clientB.clientId}`,
    );
    expect(theirs.statusCode).toBe(404);
    const noClient = await call(cast.agent, "GET", "/api/bookings/participant-options");
    expect(issues(noClient)).toEqual({ "query.clientId": "Choose a client" });
  });
});

describe("anonymous callers", () => {
  it("are refused everywhere", async () => {
    for (const [method, url] of [
      ["GET", "/api/bookings"],
      ["POST", "/api/bookings"],
      ["GET", `/api/bookings/${MISSING_ID}`],
      ["POST", `/api/bookings/${MISSING_ID}/cancel`],
      ["GET", "/api/packages"],
    ] as const) {
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
  });
});

describe("Idempotency-Key", () => {
  it("makes a retried booking one booking", async () => {
    const packageId = await makePackage(t);
    const body = { clientId: cast.clientA.clientId, packageId, participantIds: [ana] };
    const first = await call(cast.agent, "POST", "/api/bookings", body, { "idempotency-key": "book-once-1" });
    const again = await call(cast.agent, "POST", "/api/bookings", body, { "idempotency-key": "book-once-1" });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.packageId, packageId));
    expect(rows).toHaveLength(1);
  });
});

// A client user created here has no bookings of anyone else's: the scoping never leaks by accident.
it("a new client user with no bookings sees an empty list", async () => {
  const fresh = await clientUser(t, "Gamma Group");
  expect((await call(fresh, "GET", "/api/bookings")).json()).toEqual({ items: [], total: 0 });
});
