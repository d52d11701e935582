import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { type TripOffer, tripOfferListSchema, tripOfferSchema } from "#domain/trip-offers/trip-offer.schema";
import { OFFER_VALIDITY_MS } from "#domain/trip-offers/trip-offer-values";
import type { SessionUser } from "../../auth/session";
import { auditLogs } from "../../db/schema/audit-logs";
import { tripOffers } from "../../db/schema/trip-offers";
import { withCastApp } from "../../test/cast-app";
import { staffViewer } from "../../test/test-app";
import { issues, MISSING_ID, makeTrip, type Session, sessionUser } from "../../test/trip-fixtures";
import { createTripOfferAnswersService } from "./trip-offer-answers.service";
import { createTripOffersService } from "./trip-offers.service";

const { t, cast, call } = withCastApp();

const flight = { type: "flight", content: "LH 400 FRA–JFK, 1 May", priceCents: 45_050, currency: "EUR" };
const hotel = { type: "hotel", content: "The Standard, 4 nights", priceCents: 120_000, currency: "EUR" };
const insurance = { type: "insurance", content: "Travel cover", priceCents: 3_999, currency: "USD" };

async function tripOfA() {
  const tripId = await makeTrip(t, cast.clientA.clientId);
  return { tripId, url: `/api/trips/${tripId}/offers` };
}

async function createOffer(
  url: string,
  body: Record<string, unknown> = { title: "New York", items: [flight] },
) {
  const res = await call(cast.agent, "POST", url, body);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return tripOfferSchema.parse(res.json());
}

async function list(session: Session, url: string): Promise<TripOffer[]> {
  const res = await call(session, "GET", url);
  expect(res.statusCode).toBe(200);
  return tripOfferListSchema.parse(res.json()).items;
}

/** Moves the offer's creation and expiry into the past, as if it had been sent `ago` ms before now. */
async function age(offerId: string, ago: number) {
  const created = new Date(Date.now() - ago);
  await t.database.db
    .update(tripOffers)
    .set({ createdAt: created, expiresAt: new Date(created.getTime() + OFFER_VALIDITY_MS) })
    .where(eq(tripOffers.id, offerId));
}

describe("create and add items", () => {
  it("sends an offer that expires exactly 3 days after it was created", async () => {
    const { url, tripId } = await tripOfA();
    const offer = await createOffer(url, { title: "  New York ", items: [flight, hotel, insurance] });
    expect(offer).toMatchObject({
      tripId,
      title: "New York",
      status: "sent",
      declineReason: null,
      respondedAt: null,
    });
    expect(offer.createdBy).toBe("Test agent");
    expect(Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)).toBe(259_200_000);
    expect(offer.items.map((i) => [i.type, i.content, i.priceCents, i.currency])).toEqual([
      ["flight", flight.content, 45_050, "EUR"],
      ["hotel", hotel.content, 120_000, "EUR"],
      ["insurance", insurance.content, 3_999, "USD"],
    ]);
    expect(offer.totals).toEqual([
      { currency: "EUR", amountCents: 165_050 },
      { currency: "USD", amountCents: 3_999 },
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, "trip_offer"), eq(auditLogs.entityId, offer.id)));
    expect(audit?.summary).toContain('Sent offer "New York"');
  });

  it("ignores an expiry sent by the caller", async () => {
    const { url } = await tripOfA();
    const offer = await createOffer(url, { title: "Rome", expiresAt: "2099-01-01T00:00:00.000Z" });
    expect(Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)).toBe(OFFER_VALIDITY_MS);
    expect(offer.items).toEqual([]);
    expect(offer.totals).toEqual([]);
  });

  it("adds items to a sent offer and keeps the totals in SQL", async () => {
    const { url } = await tripOfA();
    const offer = await createOffer(url);
    let res = await call(cast.agent, "POST", `${url}/${offer.id}/items`, hotel);
    expect(res.statusCode).toBe(201);
    res = await call(cast.admin, "POST", `${url}/${offer.id}/items`, { ...hotel, priceCents: 1 });
    const updated = tripOfferSchema.parse(res.json());
    expect(updated.items).toHaveLength(3);
    expect(updated.totals).toEqual([{ currency: "EUR", amountCents: 45_050 + 120_000 + 1 }]);
  });

  it("names every bad field", async () => {
    const { url } = await tripOfA();
    let res = await call(cast.agent, "POST", url, { title: " ", items: [{ type: "yacht" }] });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toMatchObject({
      "body.title": "Title is required",
      "body.items.0.type": "Type must be one of flight, hotel, package, transfer, insurance, other",
      "body.items.0.content": "Describe the item",
      "body.items.0.priceCents": "Price is required",
    });
    const offer = await createOffer(url);
    res = await call(cast.agent, "POST", `${url}/${offer.id}/items`, {
      type: "hotel",
      content: "x",
      priceCents: 10.5,
      currency: "JPY",
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({
      "body.priceCents": "Price must be a whole number of cents",
      "body.currency": "Currency must be one of EUR, USD, GBP",
    });
    res = await call(cast.agent, "POST", `${url}/${offer.id}/items`, { ...hotel, priceCents: -1 });
    expect(issues(res)).toEqual({ "body.priceCents": "Price cannot be negative" });
  });

  it("adds no items to an offer that was answered or expired", async () => {
    const { url } = await tripOfA();
    const answered = await createOffer(url);
    await call(cast.clientA, "POST", `${url}/${answered.id}/accept`);
    let res = await call(cast.agent, "POST", `${url}/${answered.id}/items`, hotel);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "This offer is accepted: items can only be added to a draft or sent offer.",
    );
    const old = await createOffer(url);
    await age(old.id, OFFER_VALIDITY_MS);
    res = await call(cast.agent, "POST", `${url}/${old.id}/items`, hotel);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^This offer is expired/);
  });
});

describe("expiry", () => {
  it("shows an offer as sent until exactly 3 days have passed, then as expired (controlled clock)", async () => {
    const { tripId } = await tripOfA();
    let now = new Date("2026-03-28T23:30:00.000Z");
    const service = createTripOffersService(t.ctx, { now: () => now });
    const answers = createTripOfferAnswersService(t.ctx, { now: () => now });
    const agent = await sessionUser(t, cast.agent);
    const client = await sessionUser(t, cast.clientA);
    const offer = await service.create(agent, tripId, { title: "Lisbon", items: [] });
    expect(offer.createdAt).toBe("2026-03-28T23:30:00.000Z");
    expect(offer.expiresAt).toBe("2026-03-31T23:30:00.000Z");

    now = new Date(Date.parse(offer.expiresAt) - 1);
    expect((await service.list(client, tripId)).items[0]?.status).toBe("sent");
    now = new Date(offer.expiresAt);
    expect((await service.list(client, tripId)).items[0]?.status).toBe("expired");
    expect((await service.list(agent, tripId)).items[0]?.status).toBe("expired");
    await expect(answers.accept(client, tripId, offer.id)).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "This offer expired on 2026-03-31 23:30 UTC and can no longer be accepted. Ask your agent for a new offer.",
    });
    await expect(answers.decline(client, tripId, offer.id, { reason: null })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/^This offer expired on .* can no longer be declined/),
    });
  });

  it("lets the client accept one millisecond before the expiry", async () => {
    const { tripId } = await tripOfA();
    let now = new Date("2026-06-01T08:00:00.000Z");
    const service = createTripOffersService(t.ctx, { now: () => now });
    const answers = createTripOfferAnswersService(t.ctx, { now: () => now });
    const client: SessionUser = await sessionUser(t, cast.clientA);
    const offer = await service.create(await sessionUser(t, cast.agent), tripId, {
      title: "Porto",
      items: [],
    });
    now = new Date(Date.parse(offer.expiresAt) - 1);
    const accepted = await answers.accept(client, tripId, offer.id);
    expect(accepted).toMatchObject({ status: "accepted", respondedAt: now.toISOString() });
    // An accepted offer stays accepted after its expiry.
    now = new Date(Date.parse(offer.expiresAt) + 86_400_000);
    expect((await service.list(client, tripId)).items[0]?.status).toBe("accepted");
  });

  it("refuses over HTTP to accept an offer past its expiry, with a clear 409", async () => {
    const { url } = await tripOfA();
    const offer = await createOffer(url);
    await age(offer.id, OFFER_VALIDITY_MS + 1000);
    expect((await list(cast.clientA, url))[0]?.status).toBe("expired");
    const res = await call(cast.clientA, "POST", `${url}/${offer.id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(
        /^This offer expired on \d{4}-\d\d-\d\d \d\d:\d\d UTC and can no longer be accepted/,
      ),
    });
    const [stored] = await t.database.db.select().from(tripOffers).where(eq(tripOffers.id, offer.id));
    expect(stored?.respondedAt).toBeNull();
  });

  it("marks open offers past their expiry as expired, once, with an audit row and an event", async () => {
    const { url, tripId } = await tripOfA();
    const due = await createOffer(url);
    const fresh = await createOffer(url);
    const answered = await createOffer(url);
    await call(cast.clientA, "POST", `${url}/${answered.id}/accept`);
    await age(due.id, OFFER_VALIDITY_MS);
    await age(answered.id, OFFER_VALIDITY_MS * 2);
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => events.push(event) });
    try {
      const service = createTripOffersService(t.ctx);
      expect(await service.expireDue()).toBeGreaterThanOrEqual(1);
      expect(await service.expireDue()).toBe(0);
      const stored = await t.database.db
        .select({ id: tripOffers.id, status: tripOffers.status })
        .from(tripOffers)
        .where(eq(tripOffers.tripId, tripId));
      expect(Object.fromEntries(stored.map((s) => [s.id, s.status]))).toEqual({
        [due.id]: "expired",
        [fresh.id]: "sent",
        [answered.id]: "accepted",
      });
      const audit = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityId, due.id), sql`${auditLogs.summary} like '%expired%'`));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.userId).toBeNull();
      await expect.poll(() => events.some((e) => e.topic === "trips" && e.id === tripId)).toBe(true);
    } finally {
      unsubscribe();
    }
  });
});

describe("the client's answer", () => {
  it("accepts a sent offer, once, and tells the agent's screen", async () => {
    const { url, tripId } = await tripOfA();
    const offer = await createOffer(url);
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => events.push(event) });
    try {
      const res = await call(cast.clientA, "POST", `${url}/${offer.id}/accept`);
      expect(res.statusCode).toBe(200);
      const accepted = tripOfferSchema.parse(res.json());
      expect(accepted.status).toBe("accepted");
      expect(accepted.respondedAt).not.toBeNull();
      await expect.poll(() => events).toContainEqual({ topic: "trips", id: tripId, op: "update" });
    } finally {
      unsubscribe();
    }
    expect((await list(cast.agent, url))[0]?.status).toBe("accepted");
    for (const [action, done] of [
      ["accept", "accepted"],
      ["decline", "declined"],
    ]) {
      const again = await call(cast.clientA, "POST", `${url}/${offer.id}/${action}`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        `This offer is already accepted; only a sent offer can be ${done}.`,
      );
    }
  });

  it("declines with an optional reason", async () => {
    const { url } = await tripOfA();
    const withReason = await createOffer(url);
    let res = await call(cast.clientA, "POST", `${url}/${withReason.id}/decline`, {
      reason: "  Too expensive ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "declined", declineReason: "Too expensive" });
    const without = await createOffer(url);
    res = await call(cast.clientA, "POST", `${url}/${without.id}/decline`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "declined", declineReason: null });
    res = await call(cast.clientA, "POST", `${url}/${(await createOffer(url)).id}/decline`, {
      reason: "x".repeat(1001),
    });
    expect(issues(res)).toEqual({ "body.reason": "The reason must be at most 1000 characters" });
  });

  it("refuses another client's offer as if it did not exist (404)", async () => {
    const { url } = await tripOfA();
    const offer = await createOffer(url);
    for (const session of [cast.clientB, cast.clientless]) {
      for (const action of ["accept", "decline"]) {
        expect((await call(session, "POST", `${url}/${offer.id}/${action}`)).statusCode).toBe(404);
      }
    }
    // Client B's own trip in the URL does not reach client A's offer either.
    const tripOfB = await makeTrip(t, cast.clientB.clientId);
    const res = await call(cast.clientB, "POST", `/api/trips/${tripOfB}/offers/${offer.id}/accept`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Offer not found");
    expect((await list(cast.agent, url))[0]?.status).toBe("sent");
  });

  it("keeps staff to the status route", async () => {
    const { url } = await tripOfA();
    const offer = await createOffer(url);
    const res = await call(cast.agent, "POST", `${url}/${offer.id}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/^Only the trip's client can accept an offer/);
  });

  it("hides drafts from the client", async () => {
    const { url } = await tripOfA();
    const offer = await createOffer(url);
    await call(cast.agent, "PUT", `${url}/${offer.id}/status`, { status: "draft" });
    expect(await list(cast.clientA, url)).toEqual([]);
    expect((await list(cast.agent, url)).map((o) => o.status)).toEqual(["draft"]);
    expect((await call(cast.clientA, "POST", `${url}/${offer.id}/accept`)).statusCode).toBe(404);
  });
});

describe("status changes by staff", () => {
  it("sets any status and answers the offer", async () => {
    const { url } = await tripOfA();
    const offer = await createOffer(url);
    for (const status of ["accepted", "declined", "expired", "draft", "sent"] as const) {
      const res = await call(cast.agent, "PUT", `${url}/${offer.id}/status`, { status });
      expect(res.statusCode, status).toBe(200);
      const updated = tripOfferSchema.parse(res.json());
      expect(updated.status).toBe(status);
      expect(updated.respondedAt === null).toBe(status !== "accepted" && status !== "declined");
    }
    const res = await call(cast.agent, "PUT", `${url}/${offer.id}/status`, { status: "lost" });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({
      "body.status": "Status must be one of draft, sent, accepted, declined, expired",
    });
  });

  it("does not reopen an offer past its expiry", async () => {
    const { url } = await tripOfA();
    const offer = await createOffer(url);
    await age(offer.id, OFFER_VALIDITY_MS);
    for (const status of ["sent", "draft"]) {
      const res = await call(cast.agent, "PUT", `${url}/${offer.id}/status`, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/create a new offer instead\.$/);
    }
    const res = await call(cast.agent, "PUT", `${url}/${offer.id}/status`, { status: "declined" });
    expect(res.json().status).toBe("declined");
  });
});

describe("access", () => {
  it("lets the trip's client read and answer, staff manage, and nobody else in", async () => {
    const { url } = await tripOfA();
    const offer = await createOffer(url);
    const one = `${url}/${offer.id}`;
    const staffOnly = [
      ["POST", url, { title: "Oslo" }],
      ["POST", `${one}/items`, hotel],
      ["PUT", `${one}/status`, { status: "sent" }],
    ] as const;
    for (const [method, path, body] of [...staffOnly, ["GET", url], ["POST", `${one}/accept`]] as const) {
      expect((await call(null, method, path, body)).statusCode, `${method} ${path}`).toBe(401);
    }
    for (const [method, path, body] of staffOnly) {
      expect((await call(cast.clientA, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(cast.agent, method, path, body)).statusCode, `${method} ${path}`).toBeLessThan(300);
      expect((await call(cast.admin, method, path, body)).statusCode, `${method} ${path}`).toBeLessThan(300);
    }
    expect((await list(cast.clientA, url)).length).toBe(3);
    expect((await call(cast.clientB, "GET", url)).statusCode).toBe(404);
    expect((await call(cast.clientless, "GET", url)).statusCode).toBe(404);
    expect((await call(cast.agent, "GET", `/api/trips/${MISSING_ID}/offers`)).statusCode).toBe(404);
    expect(
      (await call(cast.agent, "PUT", `${url}/${MISSING_ID}/status`, { status: "sent" })).statusCode,
    ).toBe(404);
  });
});
