import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openTripOfferListSchema, tripOfferSchema } from "#domain/trip-offers/trip-offer.schema";
import { OFFER_VALIDITY_MS } from "#domain/trip-offers/trip-offer-values";
import { tripOffers } from "../../db/schema/trip-offers";
import { withCastApp } from "../../test/cast-app";
import { issues, makeTrip, type Session } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();

async function sendOffer(tripId: string, title: string) {
  const res = await call(cast.agent, "POST", `/api/trips/${tripId}/offers`, {
    title,
    items: [{ type: "hotel", content: "4 nights", priceCents: 80_000, currency: "EUR" }],
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return tripOfferSchema.parse(res.json());
}

/** Sent `ago` ms before now: expires OFFER_VALIDITY_MS after that. */
async function age(offerId: string, ago: number) {
  const created = new Date(Date.now() - ago);
  await t.database.db
    .update(tripOffers)
    .set({ createdAt: created, expiresAt: new Date(created.getTime() + OFFER_VALIDITY_MS) })
    .where(eq(tripOffers.id, offerId));
}

async function open(session: Session, query = "") {
  const res = await call(session, "GET", `/api/trip-offers/open${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return openTripOfferListSchema.parse(res.json());
}

describe("GET /api/trip-offers/open", () => {
  let ids: { soon: string; later: string; expired: string; accepted: string; draft: string; ofB: string };

  beforeAll(async () => {
    const tripA = await makeTrip(t, cast.clientA.clientId, "Lisbon in May");
    const otherA = await makeTrip(t, cast.clientA.clientId, "Porto weekend");
    const tripB = await makeTrip(t, cast.clientB.clientId, "Beta's Rome");
    const later = await sendOffer(tripA, "Later offer");
    const soon = await sendOffer(otherA, "Soon offer");
    await age(soon.id, 2 * 24 * 3_600_000);
    const expired = await sendOffer(tripA, "Expired offer");
    await age(expired.id, OFFER_VALIDITY_MS + 60_000);
    const accepted = await sendOffer(tripA, "Accepted offer");
    await call(cast.clientA, "POST", `/api/trips/${tripA}/offers/${accepted.id}/accept`);
    const draft = await sendOffer(tripA, "Draft offer");
    await t.database.db.update(tripOffers).set({ status: "draft" }).where(eq(tripOffers.id, draft.id));
    const ofB = await sendOffer(tripB, "B's offer");
    ids = {
      soon: soon.id,
      later: later.id,
      expired: expired.id,
      accepted: accepted.id,
      draft: draft.id,
      ofB: ofB.id,
    };
  });

  it("lists a client's sent, unexpired offers across their trips, soonest expiry first, with the trip", async () => {
    const list = await open(cast.clientA);
    expect(list.total).toBe(2);
    expect(list.items.map((o) => [o.id, o.title, o.tripTitle, o.status])).toEqual([
      [ids.soon, "Soon offer", "Porto weekend", "sent"],
      [ids.later, "Later offer", "Lisbon in May", "sent"],
    ]);
    expect(list.items[0]?.totals).toEqual([{ currency: "EUR", amountCents: 80_000 }]);
    const body = JSON.stringify(list);
    for (const hidden of [ids.expired, ids.accepted, ids.draft, ids.ofB]) expect(body).not.toContain(hidden);
  });

  it("scopes each client to its own trips; staff see every client's; pages", async () => {
    expect((await open(cast.clientB)).items.map((o) => o.id)).toEqual([ids.ofB]);
    expect(await open(cast.clientless)).toEqual({ items: [], total: 0 });
    const staff = await open(cast.agent);
    expect(staff.items.map((o) => o.id)).toEqual(expect.arrayContaining([ids.soon, ids.later, ids.ofB]));
    const second = await open(cast.clientA, "?page=2&pageSize=1");
    expect(second).toMatchObject({ total: 2, items: [{ id: ids.later }] });
  });

  it("refuses anonymous callers and bad paging", async () => {
    expect((await call(null, "GET", "/api/trip-offers/open")).statusCode).toBe(401);
    const bad = await call(cast.clientA, "GET", "/api/trip-offers/open?pageSize=0");
    expect(bad.statusCode).toBe(400);
    expect(issues(bad)).toHaveProperty("query.pageSize");
  });
});
