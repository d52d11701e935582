import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "#domain/dates";
import { formatSegmentDateTime } from "#domain/flights/flight-format";
import { OFFER_VALIDITY_MS } from "#domain/trip-offers/trip-offer-values";
import { users } from "../../db/schema/auth";
import { notifications } from "../../db/schema/notifications";
import { travelPackages } from "../../db/schema/packages";
import { segments } from "../../db/schema/segments";
import { tripOffers } from "../../db/schema/trip-offers";
import { trips } from "../../db/schema/trips";
import { makeClientPassenger, makePackage } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";
import { emittedBy } from "../../test/change-events";
import { linkIn, withMailCatcher } from "../../test/mail-catcher";
import type { Session } from "../../test/trip-fixtures";
import { issueInvoice } from "../invoices/invoice-fixtures";
import { createTripOffersService } from "../trip-offers/trip-offers.service";
import { notifyBookingConfirmed, notifyBookingRequested } from "./booking-notification-producers.service";
import {
  notifyCreditNoteIssued,
  notifyInvoiceIssued,
  notifyInvoiceOverdue,
  notifyInvoiceSent,
  notifyPaymentRecorded,
  notifyRefundRecorded,
} from "./invoice-notification-producers.service";

const mail = withMailCatcher();
const { t, cast, call } = withCastApp(() => ({ mailer: mail.mailer() }));

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** What a user has been told, oldest first. */
async function toldTo(userId: string) {
  return t.database.db
    .select({
      type: notifications.type,
      category: notifications.category,
      message: notifications.message,
      subject: notifications.subject,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

let tripCounter = 0;
/** A trip of client A owned by `ownerId`, starting `startIn` days from today and lasting a week. */
async function makeTrip(ownerId: string | null, startIn = 30, clientId = cast.clientA.clientId) {
  const [row] = await t.database.db
    .insert(trips)
    .values({
      title: `Trip ${++tripCounter}`,
      clientId,
      ownerId,
      startDate: day(startIn),
      endDate: day(startIn + 7),
    })
    .returning({ id: trips.id, title: trips.title });
  return row!;
}

async function turnOff(
  session: Session,
  key: "systemAlerts" | "offerResponses" | "agentMessages" | "invoiceUpdates",
) {
  const res = await call(session, "PUT", "/api/settings/notifications", {
    systemAlerts: true,
    offerResponses: true,
    agentMessages: true,
    invoiceUpdates: true,
    [key]: false,
  });
  expect(res.statusCode).toBe(200);
}

async function emailOf(userId: string) {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

async function sendOffer(tripId: string, title = "Lisbon in spring") {
  const res = await call(cast.agent, "POST", `/api/trips/${tripId}/offers`, { title, items: [] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

describe("offer responses", () => {
  it("tells the trip's agent when the client accepts or declines, with a link to the trip's offers", async () => {
    const trip = await makeTrip(cast.agent.userId);
    const first = await sendOffer(trip.id, "Option A");
    const second = await sendOffer(trip.id, "Option B");
    const before = (await toldTo(cast.agent.userId)).length;
    expect(
      (await call(cast.clientA, "POST", `/api/trips/${trip.id}/offers/${first.id}/accept`)).statusCode,
    ).toBe(200);
    const declined = await call(cast.clientA, "POST", `/api/trips/${trip.id}/offers/${second.id}/decline`, {
      reason: "Too expensive",
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const told = (await toldTo(cast.agent.userId)).slice(before);
    expect(told).toEqual([
      {
        type: "info",
        category: "offerResponses",
        message: "Alpha Travellers accepted the offer “Option A”",
        subject: trip.title,
        link: `/trips/${trip.id}?tab=offers`,
      },
      expect.objectContaining({
        type: "alert",
        message: "Alpha Travellers declined the offer “Option B”: “Too expensive”",
      }),
    ]);
    // Nobody else heard of it: not the client, not the other client.
    expect((await toldTo(cast.clientB.userId)).filter((n) => n.category === "offerResponses")).toEqual([]);
  });

  it("tells the admins when the trip has no agent, and nobody who turned offer responses off", async () => {
    const unowned = await makeTrip(null);
    const offer = await sendOffer(unowned.id, "Unowned");
    await call(cast.clientA, "POST", `/api/trips/${unowned.id}/offers/${offer.id}/accept`);
    expect((await toldTo(cast.admin.userId)).map((n) => n.message)).toContain(
      "Alpha Travellers accepted the offer “Unowned”",
    );

    const quiet = await t.signInAs("agent");
    await turnOff(quiet, "offerResponses");
    const trip = await makeTrip(quiet.userId);
    const muted = await sendOffer(trip.id, "Muted");
    await call(cast.clientA, "POST", `/api/trips/${trip.id}/offers/${muted.id}/decline`, { reason: null });
    expect(await toldTo(quiet.userId)).toEqual([]);
  });

  it("sends a new offer to the client's portal user in the app and by e-mail, with a link to the trip", async () => {
    const trip = await makeTrip(cast.agent.userId);
    const email = await emailOf(cast.clientA.userId);
    await sendOffer(trip.id, "Porto weekend");
    const message = await mail.waitFor(email, `New offer for ${trip.title}`);
    expect(message.body).toContain("Porto weekend");
    const link = linkIn(message, `/trips/${trip.id}`);
    expect(link.searchParams.get("tab")).toBe("offers");
    expect((await toldTo(cast.clientA.userId)).at(-1)).toMatchObject({
      category: "offerResponses",
      message: "You have a new offer, “Porto weekend”: accept or decline it within 3 days",
      link: `/trips/${trip.id}?tab=offers`,
    });
    // Client B neither hears nor gets mail of A's offer.
    expect(mail.sentTo(await emailOf(cast.clientB.userId))).toEqual([]);
  });

  it("tells the trip's agent of an offer that expired unanswered, once", async () => {
    const trip = await makeTrip(cast.agent.userId);
    const offer = await sendOffer(trip.id, "Too late");
    const created = new Date(Date.now() - OFFER_VALIDITY_MS - 60_000);
    await t.database.db
      .update(tripOffers)
      .set({ createdAt: created, expiresAt: new Date(created.getTime() + OFFER_VALIDITY_MS) })
      .where(eq(tripOffers.id, offer.id));
    const service = createTripOffersService(t.ctx);
    expect(await service.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await service.expireDue()).toBe(0);
    const expired = (await toldTo(cast.agent.userId)).filter((n) => n.message.includes("“Too late”"));
    expect(expired).toEqual([
      {
        type: "other",
        category: "offerResponses",
        message: "The offer “Too late” expired without an answer",
        subject: trip.title,
        link: `/trips/${trip.id}?tab=offers`,
      },
    ]);
  });
});

describe("system alerts", () => {
  it("tells the admins of a role request made at sign-up", async () => {
    const email = `wants-agent-${Date.now()}@test.itinera`;
    const res = await call(null, "POST", "/api/accounts/register", {
      email,
      password: "correct-horse-battery",
      accountType: "agent",
    });
    expect(res.statusCode).toBe(201);
    expect((await toldTo(cast.admin.userId)).at(-1)).toMatchObject({
      category: "systemAlerts",
      message: `${email} asks for Travel Agent access`,
      link: "/users",
    });
    expect((await toldTo(cast.agent.userId)).map((n) => n.message)).not.toContain(
      `${email} asks for Travel Agent access`,
    );
  });

  it("tells the trip's agent when a flight on an upcoming trip turns UN, NO, TK or HX, and nothing else", async () => {
    const trip = await makeTrip(cast.agent.userId);
    const past = await makeTrip(cast.agent.userId, -30);
    const flight = {
      airline: "LH",
      flightNumber: "400",
      origin: "FRA",
      destination: "JFK",
      departureLocal: `${day(30)}T10:15`,
      arrivalLocal: `${day(30)}T12:50`,
      bookingClass: "M",
      status: "HK",
      tripId: trip.id,
    };
    const created = await call(cast.agent, "POST", "/api/flights", flight);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const before = (await toldTo(cast.agent.userId)).length;
    const put = (status: string, tripId = trip.id) =>
      call(cast.agent, "PUT", `/api/flights/${id}`, { ...flight, status, tripId });
    expect((await put("HL")).statusCode).toBe(200);
    expect((await put("UN")).statusCode).toBe(200);
    expect((await put("UN")).statusCode).toBe(200);
    expect((await put("HK")).statusCode).toBe(200);
    // The trip's Segments tab changes the same rows.
    const [segment] = await t.database.db.select().from(segments).where(eq(segments.id, id));
    const tabPut = await call(cast.agent, "PUT", `/api/trips/${trip.id}/segments/${id}`, {
      segmentType: "flight",
      ...flight,
      status: "TK",
      seatCount: segment?.seatCount ?? 1,
    });
    expect(tabPut.statusCode, tabPut.body).toBe(200);
    // On a trip that is over, a cancelled flight is history, not news.
    expect((await put("HX", past.id)).statusCode).toBe(200);
    const told = (await toldTo(cast.agent.userId)).slice(before);
    expect(told).toEqual([
      {
        type: "alert",
        category: "systemAlerts",
        message: `Flight LH 400 FRA–JFK on ${formatSegmentDateTime(`${day(30)}T10:15`)} is now UN (unable, the flight is not operating)`,
        subject: trip.title,
        link: `/trips/${trip.id}`,
      },
      expect.objectContaining({
        message: expect.stringMatching(/is now TK \(schedule change, confirmed on new times\)$/),
      }),
    ]);
  });

  it("tells the trip's agent of a re-imported reservation whose flight turned TK", async () => {
    const today = day(0);
    // The display's own date dates its flights: today's, so 15MAR is the next one to come.
    const [y, m, d] = today.split("-");
    const created = `${d}${["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"][Number(m) - 1]}${y!.slice(2)}`;
    const display = (status: string) =>
      [
        `RP/FRAL12100/FRAL12100            AA/SU  ${created}/0930Z   NTF001`,
        "  1.SCHNEIDER/ANNA MRS",
        `  2  LH 400 M 15MAR 7 FRAJFK ${status}1  1015 1250  15MAR  E  LH/ABC123`,
        "  3 AP FRA 069 1234567 - SCHNEIDER - H",
      ].join("\r\n");
    const first = await call(cast.agent, "POST", "/api/gds/import", {
      content: display("HK"),
      referenceDate: today,
      target: { newTrip: { clientId: cast.clientA.clientId } },
      createPassengers: false,
    });
    expect(first.statusCode, first.body).toBe(200);
    const tripId = first.json().tripId as string;
    const before = (await toldTo(cast.agent.userId)).length;
    const again = await call(cast.agent, "POST", "/api/gds/import", {
      content: display("TK"),
      referenceDate: today,
      createPassengers: false,
    });
    expect(again.statusCode, again.body).toBe(200);
    const told = (await toldTo(cast.agent.userId)).slice(before);
    expect(told).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Flight LH 400 FRA–JFK on .* is now TK/),
        link: `/trips/${tripId}`,
      }),
    ]);
  });
});

describe("requests and tickets", () => {
  it("tells staff of a client's request, the assignee of their assignment, and the client of the status", async () => {
    const filed = await call(cast.clientA, "POST", "/api/requests", {
      category: "date_change",
      details: "Move us a week later please",
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const requestId = filed.json().id as string;
    expect((await toldTo(cast.admin.userId)).at(-1)).toEqual({
      type: "info",
      category: "systemAlerts",
      message: "Alpha Travellers filed a date change request: “Move us a week later please”",
      subject: "Date change request",
      link: `/requests/${requestId}`,
    });
    // About one of its trips: that trip's agent hears of it.
    const trip = await makeTrip(cast.agent.userId);
    await call(cast.clientA, "POST", "/api/requests", {
      category: "add_service",
      details: "Lounge",
      tripId: trip.id,
    });
    expect((await toldTo(cast.agent.userId)).at(-1)?.message).toBe(
      "Alpha Travellers filed an add service request: “Lounge”",
    );

    const assign = await call(cast.admin, "PATCH", `/api/requests/${requestId}`, {
      assigneeId: cast.agent.userId,
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect((await toldTo(cast.agent.userId)).at(-1)).toMatchObject({
      message: "You were assigned the date change request of Alpha Travellers",
      link: `/requests/${requestId}`,
    });
    const moved = await call(cast.agent, "PATCH", `/api/requests/${requestId}`, { status: "in_progress" });
    expect(moved.statusCode).toBe(200);
    expect((await toldTo(cast.clientA.userId)).at(-1)).toMatchObject({
      category: "agentMessages",
      message: "Your date change request is now in progress",
      link: `/requests/${requestId}`,
    });
    expect((await toldTo(cast.clientB.userId)).filter((n) => n.link === `/requests/${requestId}`)).toEqual(
      [],
    );
  });

  it("tells a ticket's reporter of comments and changes, and its assignee of the reporter's replies", async () => {
    const opened = await call(cast.clientA, "POST", "/api/support-tickets", {
      title: "Cannot upload",
      ticketType: "document_upload",
      description: "It stops at 90%",
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().id as string;
    const assign = await call(cast.admin, "PATCH", `/api/support-tickets/${id}`, {
      assigneeId: cast.agent.userId,
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect((await toldTo(cast.agent.userId)).at(-1)).toMatchObject({
      message: "You were assigned a support ticket",
      subject: "Cannot upload",
      link: `/support/${id}`,
    });
    expect((await toldTo(cast.clientA.userId)).at(-1)?.message).toMatch(/^Your ticket changed: assigned to /);

    await call(cast.agent, "POST", `/api/support-tickets/${id}/comments`, { body: "Try a smaller file" });
    expect((await toldTo(cast.clientA.userId)).at(-1)).toMatchObject({
      category: "agentMessages",
      message: "Test agent commented on your ticket",
    });
    await call(cast.clientA, "POST", `/api/support-tickets/${id}/comments`, { body: "It worked" });
    expect((await toldTo(cast.agent.userId)).at(-1)?.message).toBe("Test client commented on your ticket");
    await call(cast.agent, "PATCH", `/api/support-tickets/${id}`, { status: "resolved" });
    expect((await toldTo(cast.clientA.userId)).at(-1)?.message).toBe("Your ticket changed: status Resolved");
  });
});

describe("invoice updates", () => {
  const invoiceId = "5c7c1f9e-3a1b-4c2d-9e8f-0a1b2c3d4e5f";
  const paymentId = "6d8d2f0f-4b2c-4d3e-8f90-1b2c3d4e5f60";

  it("tells the client of an issued and a sent invoice, the client and its creator of payments and overdue", async () => {
    const creator = await t.signInAs("agent");
    const facts = {
      invoiceId,
      number: "INV-202611-0001",
      amountText: "€1,250.00",
      dueDate: "2026-12-01",
      clientId: cast.clientA.clientId,
      creatorId: creator.userId,
    };
    const events = await emittedBy(t, async (change) => {
      await notifyInvoiceIssued(change, facts);
      await notifyInvoiceSent(change, facts);
      await notifyPaymentRecorded(change, { ...facts, paymentId, amountText: "€250.00", actorId: null });
      await notifyInvoiceOverdue(change, facts);
      // The overdue job may run again: told once.
      await notifyInvoiceOverdue(change, facts);
    });
    expect(events).toHaveLength(6);
    const client = (await toldTo(cast.clientA.userId)).filter((n) => n.category === "invoiceUpdates");
    // One transaction, one timestamp: compared as a set.
    expect(client.map((n) => n.message).sort()).toEqual(
      [
        "Invoice INV-202611-0001 for €1,250.00 was issued, due 1 Dec 2026",
        "Invoice INV-202611-0001 for €1,250.00 was sent to you by e-mail",
        "A payment of €250.00 was recorded on invoice INV-202611-0001",
        "Invoice INV-202611-0001 is overdue: €1,250.00 was due on 1 Dec 2026",
      ].sort(),
    );
    expect(client.every((n) => n.link === `/invoices/${invoiceId}`)).toBe(true);
    expect((await toldTo(creator.userId)).map((n) => n.type).sort()).toEqual(["alert", "info"]);
    // The client who turned invoice updates off hears of none.
    await turnOff(cast.clientB, "invoiceUpdates");
    const quiet = await emittedBy(t, (change) =>
      notifyInvoiceIssued(change, { ...facts, invoiceId: paymentId, clientId: cast.clientB.clientId }),
    );
    expect(quiet).toEqual([]);
  });
});

describe("bookings, refunds and credit notes", () => {
  it("tells the admins and the package's agent of a client's booking request, and the client of its confirmation", async () => {
    const packageId = await makePackage(t, { title: "Lisbon in spring", startDate: "2099-05-01" });
    await t.database.db
      .update(travelPackages)
      .set({ createdBy: cast.agent.userId })
      .where(eq(travelPackages.id, packageId));
    const ana = await makeClientPassenger(t, cast.clientA.clientId, { firstName: "Ana" });
    const quiet = await t.signInAs("admin");
    await turnOff(quiet, "systemAlerts");

    const requested = await call(cast.clientA, "POST", "/api/bookings", { packageId, participantIds: [ana] });
    expect(requested.statusCode, requested.body).toBe(201);
    const booking = requested.json() as { id: string; reference: string };
    const told = {
      type: "info",
      category: "systemAlerts",
      message: "Alpha Travellers requested a booking of “Lisbon in spring” for 1 participant on 1 May 2099",
      subject: booking.reference,
      link: `/orders/${booking.id}`,
    };
    expect((await toldTo(cast.admin.userId)).at(-1)).toEqual(told);
    expect((await toldTo(cast.agent.userId)).at(-1)).toEqual(told);
    // Not the client who asked, and no admin who turned system alerts off.
    expect((await toldTo(cast.clientA.userId)).filter((n) => n.link === told.link)).toEqual([]);
    expect(await toldTo(quiet.userId)).toEqual([]);

    // Staff's own bookings are news to no one.
    const adminHeard = (await toldTo(cast.admin.userId)).length;
    const staffBooked = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: [ana],
    });
    expect(staffBooked.statusCode, staffBooked.body).toBe(201);
    expect(await toldTo(cast.admin.userId)).toHaveLength(adminHeard);

    const confirmed = await call(cast.agent, "POST", `/api/bookings/${booking.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await toldTo(cast.clientA.userId)).at(-1)).toEqual({
      type: "info",
      category: "agentMessages",
      message: `Your booking ${booking.reference} of “Lisbon in spring” on 1 May 2099 is confirmed`,
      subject: booking.reference,
      link: `/orders/${booking.id}`,
    });
    expect((await toldTo(cast.clientB.userId)).filter((n) => n.link === told.link)).toEqual([]);

    // Each event is told once, however often its producer runs.
    const facts = {
      bookingId: booking.id,
      reference: booking.reference,
      clientName: "Alpha Travellers",
      what: "Lisbon in spring",
      packageId,
      participants: 1,
      travelDate: "2099-05-01",
      clientId: cast.clientA.clientId,
    };
    expect(
      await emittedBy(t, async (change) => {
        await notifyBookingRequested(change, facts);
        await notifyBookingConfirmed(change, facts);
      }),
    ).toEqual([]);
  });

  it("tells the client and the invoice's creator of a refund and of a credit note, once each", async () => {
    const invoice = await issueInvoice(call, cast.agent, {
      clientId: cast.clientA.clientId,
      lines: [{ description: "Lisbon in spring", quantity: 1, unitPriceCents: 100_000 }],
    });
    const today = todayIn(t.ctx.config.agencyTimeZone);
    const paid = await call(cast.agent, "POST", `/api/invoices/${invoice.id}/payments`, {
      amountCents: 50_000,
      paymentDate: today,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const adminHeard = (await toldTo(cast.admin.userId)).length;

    const refund = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/refunds`, {
      amountCents: 20_000,
      paymentDate: today,
      reason: "One traveller stayed home",
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const credit = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
      amountCents: 10_000,
      reason: "Goodwill",
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const note = credit.json() as { id: string; number: string };

    const expected = [
      {
        type: "info",
        category: "invoiceUpdates",
        message: expect.stringMatching(
          new RegExp(`^A refund of .*200\\.00.* was made on invoice ${invoice.number}$`),
        ),
        subject: invoice.number,
        link: `/invoices/${invoice.id}`,
      },
      {
        type: "info",
        category: "invoiceUpdates",
        message: expect.stringMatching(
          new RegExp(`^Credit note ${note.number} for .*100\\.00.* was issued on invoice ${invoice.number}$`),
        ),
        subject: note.number,
        link: `/invoices/${invoice.id}`,
      },
    ];
    expect((await toldTo(cast.clientA.userId)).slice(-2)).toEqual(expected);
    // The invoice's creator hears of what someone else did to it; who did it does not.
    expect((await toldTo(cast.agent.userId)).slice(-2)).toEqual(expected);
    expect(await toldTo(cast.admin.userId)).toHaveLength(adminHeard);
    expect((await toldTo(cast.clientB.userId)).filter((n) => n.link === `/invoices/${invoice.id}`)).toEqual(
      [],
    );

    const facts = {
      paymentId: (refund.json() as { id: string }).id,
      creditNoteId: note.id,
      number: invoice.number,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      amountText: "x",
      clientId: cast.clientA.clientId,
      creatorId: cast.agent.userId,
    };
    expect(
      await emittedBy(t, async (change) => {
        await notifyRefundRecorded(change, facts);
        await notifyCreditNoteIssued(change, facts);
      }),
    ).toEqual([]);
  });

  it("tells no client who turned invoice updates off of a refund or a credit note", async () => {
    const invoice = await issueInvoice(call, cast.agent, {
      clientId: cast.clientB.clientId,
      lines: [{ description: "Porto", quantity: 1, unitPriceCents: 30_000 }],
    });
    await turnOff(cast.clientB, "invoiceUpdates");
    const credit = await call(cast.admin, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
      amountCents: 5_000,
      reason: "Goodwill",
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect((await toldTo(cast.clientB.userId)).filter((n) => n.link === `/invoices/${invoice.id}`)).toEqual(
      [],
    );
    // The creator, whose toggle is on, still hears of it.
    expect((await toldTo(cast.agent.userId)).at(-1)?.link).toBe(`/invoices/${invoice.id}`);
  });
});
