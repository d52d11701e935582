import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "../../db/schema/audit-logs";
import { users } from "../../db/schema/auth";
import { conversations } from "../../db/schema/chat";
import { chatPresence } from "../../db/schema/chat-presence";
import { notifications } from "../../db/schema/notifications";
import { passengers } from "../../db/schema/passengers";
import { requests } from "../../db/schema/requests";
import { itineraries } from "../../db/schema/segments";
import { tripTimeLimits } from "../../db/schema/trip-time-limits";
import { tripPassengers, trips } from "../../db/schema/trips";
import { withCastApp } from "../../test/cast-app";
import { linkIn, withMailCatcher } from "../../test/mail-catcher";
import { CHAT_UNREAD_GRACE_MS } from "./chat-unread-notices";
import { createNotificationJobsService } from "./notification-jobs.service";

const mail = withMailCatcher();
const { t, cast, call } = withCastApp(() => ({ mailer: mail.mailer() }));
let jobs: ReturnType<typeof createNotificationJobsService>;

beforeAll(() => {
  jobs = createNotificationJobsService(t.ctx);
});

const DAY_MS = 86_400_000;
const day = (offsetDays: number, from = Date.now()) =>
  new Date(from + offsetDays * DAY_MS).toISOString().slice(0, 10);

async function toldTo(userId: string) {
  return t.database.db
    .select({ message: notifications.message, link: notifications.link, type: notifications.type })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

let counter = 0;
async function makeTrip(
  ownerId: string | null,
  options: { startIn?: number; days?: number; status?: "planning" | "confirmed" | "cancelled" } = {},
) {
  const startIn = options.startIn ?? 30;
  const [row] = await t.database.db
    .insert(trips)
    .values({
      title: `Job trip ${++counter}`,
      clientId: cast.clientA.clientId,
      ownerId,
      status: options.status ?? "planning",
      startDate: day(startIn),
      endDate: day(startIn + (options.days ?? 7)),
    })
    .returning({ id: trips.id, title: trips.title, endDate: trips.endDate });
  return row!;
}

async function addPassenger(tripId: string, surname: string, documentExpiry: string) {
  const [row] = await t.database.db
    .insert(passengers)
    .values({
      title: "Mrs",
      firstName: "Ana",
      surname,
      passportNumber: `PX${++counter}`,
      documentExpiry,
      clientId: cast.clientA.clientId,
    })
    .returning({ id: passengers.id });
  await t.database.db
    .insert(tripPassengers)
    .values({ tripId, passengerId: row!.id, clientId: cast.clientA.clientId });
  return row!.id;
}

describe("passports expiring before an upcoming trip's end plus six months", () => {
  it("tells the trip's agent once per passport and trip, and leaves valid ones and finished trips alone", async () => {
    const agent = await t.signInAs("agent");
    const trip = await makeTrip(agent.userId);
    await addPassenger(trip.id, "Shortvalid", day(60));
    await addPassenger(trip.id, "Longvalid", day(400));
    const done = await makeTrip(agent.userId, { startIn: -20 });
    await addPassenger(done.id, "Pasttrip", day(10));
    const cancelled = await makeTrip(agent.userId, { status: "cancelled" });
    await addPassenger(cancelled.id, "Cancelled", day(10));

    expect(await jobs.passportsExpiring(new Date())).toBe(1);
    expect(await jobs.passportsExpiring(new Date())).toBe(0);
    const told = await toldTo(agent.userId);
    expect(told).toEqual([
      {
        type: "alert",
        message: expect.stringMatching(
          /^The passport of Mrs Ana Shortvalid expires on .*, less than 6 months after the trip ends/,
        ),
        link: `/trips/${trip.id}?tab=passengers`,
      },
    ]);
    // The run left one audit row, not one per notification.
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "notification"), eq(auditLogs.action, "create")));
    expect(
      audit.some((row) => row.summary.startsWith("Told trip agents of passports expiring too soon")),
    ).toBe(true);
  });
});

describe("time limits within 48 hours", () => {
  it("tells the trip's agent of limits falling due soon, once each", async () => {
    const agent = await t.signInAs("agent");
    const trip = await makeTrip(agent.userId);
    const [itinerary] = await t.database.db
      .insert(itineraries)
      .values({ tripId: trip.id, recordLocator: "TLM001", sourceFormat: "amadeus", rawText: "…" })
      .returning({ id: itineraries.id });
    const now = new Date("2026-12-10T09:00:00Z");
    const limit = (date: string, time: string | null, kind: "ticketing" | "option" = "ticketing") => ({
      itineraryId: itinerary!.id,
      tripId: trip.id,
      kind,
      dueDate: date,
      dueTime: time,
      text: `TK TL${date}`,
      lineNumber: 7,
    });
    await t.database.db
      .insert(tripTimeLimits)
      .values([
        limit("2026-12-11", "12:00"),
        limit("2026-12-12", null, "option"),
        limit("2026-12-14", "09:00"),
      ]);
    expect(await jobs.timeLimitsDue(now)).toBe(1);
    expect(await jobs.timeLimitsDue(now)).toBe(0);
    // A day later the option falls within 48 hours too.
    expect(await jobs.timeLimitsDue(new Date("2026-12-11T09:00:00Z"))).toBe(1);
    expect((await toldTo(agent.userId)).map((n) => n.message)).toEqual([
      "Ticketing time limit (reservation TLM001) falls on 11 Dec 2026 12:00",
      "Option (reservation TLM001) falls on 12 Dec 2026",
    ]);
  });
});

describe("agent messages: unread chat messages", () => {
  async function fileRequest(assigneeId: string | null) {
    const filed = await call(cast.clientA, "POST", "/api/requests", { category: "support", details: "Help" });
    const id = filed.json().id as string;
    if (assigneeId) await call(cast.admin, "PATCH", `/api/requests/${id}`, { assigneeId });
    return id;
  }
  const later = () => new Date(Date.now() + CHAT_UNREAD_GRACE_MS + 5_000);
  /** The user's socket shows the request's thread in a visible tab (the thread is created for it). */
  async function lookingAt(userId: string, requestId: string) {
    const [request] = await t.database.db
      .select({ clientId: requests.clientId })
      .from(requests)
      .where(eq(requests.id, requestId));
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ kind: "request", requestId, clientId: request!.clientId })
      .returning({ id: conversations.id });
    await t.database.db
      .insert(chatPresence)
      .values({ socketId: randomUUID(), userId, conversationId: conversation!.id });
  }
  const chatToldTo = async (userId: string) =>
    (await toldTo(userId)).filter((n) => n.link?.startsWith("/chat"));

  it("tells a participant who was looking but did not read a message within the grace period, once per unread run", async () => {
    const agent = await t.signInAs("agent");
    const requestId = await fileRequest(agent.userId);
    // The agent has the thread open in a visible tab: not told when it is sent, the job is the fallback.
    await lookingAt(agent.userId, requestId);
    const sent = await call(cast.clientA, "POST", `/api/chats/request/${requestId}/messages`, {
      message: "Hello?",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // Just sent: the agent may be reading it right now.
    await jobs.unreadChats(new Date());
    expect(await chatToldTo(agent.userId)).toEqual([]);
    await jobs.unreadChats(later());
    await jobs.unreadChats(later());
    expect(await chatToldTo(agent.userId)).toEqual([
      { type: "info", message: "New message from Test client", link: `/chat?request=${requestId}` },
    ]);
    // Read, then a new message left unread: told again.
    const read = await call(agent, "POST", `/api/chats/request/${requestId}/read`, { seq: sent.json().seq });
    expect(read.statusCode).toBe(200);
    await call(cast.clientA, "POST", `/api/chats/request/${requestId}/messages`, { message: "Anyone?" });
    await call(cast.clientA, "POST", `/api/chats/request/${requestId}/messages`, { message: "Please" });
    await jobs.unreadChats(later());
    expect((await chatToldTo(agent.userId)).map((n) => n.message)).toEqual([
      "New message from Test client",
      "New message from Test client (2 unread)",
    ]);
    // The client is told of the agent's reply; the sender never of their own.
    await call(agent, "POST", `/api/chats/request/${requestId}/messages`, { message: "On it" });
    await jobs.unreadChats(later());
    expect(
      (await toldTo(cast.clientA.userId)).filter((n) => n.link === `/chat?request=${requestId}`),
    ).toEqual([{ type: "info", message: "New message from Test agent", link: `/chat?request=${requestId}` }]);
  });

  it("tells nobody who was looking: the open thread marked the message read as it arrived", async () => {
    const agent = await t.signInAs("agent");
    const requestId = await fileRequest(agent.userId);
    await lookingAt(agent.userId, requestId);
    const sent = await call(cast.clientA, "POST", `/api/chats/request/${requestId}/messages`, {
      message: "Hi",
    });
    await call(agent, "POST", `/api/chats/request/${requestId}/read`, { seq: sent.json().seq });
    await jobs.unreadChats(later());
    expect(await chatToldTo(agent.userId)).toEqual([]);
  });

  it("tells the admins of a message on a request nobody on staff has taken up, unless they turned it off", async () => {
    const quietAdmin = await t.signInAs("admin");
    await call(quietAdmin, "PUT", "/api/settings/notifications", {
      systemAlerts: true,
      offerResponses: true,
      agentMessages: false,
      invoiceUpdates: true,
    });
    const requestId = await fileRequest(null);
    await call(cast.clientA, "POST", `/api/chats/request/${requestId}/messages`, {
      message: "Is anyone there?",
    });
    await jobs.unreadChats(later());
    expect((await toldTo(cast.admin.userId)).map((n) => n.link)).toContain(`/chat?request=${requestId}`);
    expect((await toldTo(quietAdmin.userId)).map((n) => n.link)).not.toContain(`/chat?request=${requestId}`);
    expect((await toldTo(cast.clientB.userId)).map((n) => n.link)).not.toContain(
      `/chat?request=${requestId}`,
    );
  });
});

describe("the daily e-mail digest", () => {
  it("mails each user who turned it on their unread, unmailed notifications with links, once", async () => {
    const reader = await t.signInAs("agent");
    const other = await t.signInAs("agent");
    const save = await call(reader, "PUT", "/api/settings/notifications", {
      systemAlerts: true,
      offerResponses: true,
      agentMessages: true,
      invoiceUpdates: true,
      emailDigest: true,
    });
    expect(save.json().emailDigest).toBe(true);
    const trip = await makeTrip(reader.userId);
    const now = Date.now();
    await t.database.db.insert(notifications).values([
      {
        userId: reader.userId,
        type: "alert",
        category: "systemAlerts",
        message: "Flight LH 400 is now UN",
        subject: trip.title,
        link: `/trips/${trip.id}`,
        createdAt: new Date(now - 60_000),
      },
      {
        userId: reader.userId,
        type: "info",
        category: "offerResponses",
        message: "Already read",
        readAt: new Date(now),
        createdAt: new Date(now - 50_000),
      },
      {
        userId: other.userId,
        type: "info",
        category: "systemAlerts",
        message: "Not mailed: digest off",
        createdAt: new Date(now - 50_000),
      },
    ]);
    const email = await emailOf(reader.userId);
    expect(await jobs.dailyDigest(new Date())).toBe(1);
    const digest = await mail.waitFor(email, "1 unread notification");
    expect(digest.body).toContain("Flight LH 400 is now UN");
    expect(digest.body).toContain(`Re: ${trip.title}`);
    expect(digest.body).not.toContain("Already read");
    expect(linkIn(digest, `/trips/${trip.id}`).origin).toBe("http://localhost:3000");
    expect(linkIn(digest, "/settings")).toBeDefined();
    expect(mail.sentTo(await emailOf(other.userId))).toEqual([]);
    const mailed = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, reader.userId), isNotNull(notifications.emailedAt)));
    expect(mailed).toHaveLength(1);
    // Nothing new: no second mail.
    expect(await jobs.dailyDigest(new Date())).toBe(0);
  });
});

async function emailOf(userId: string) {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}
