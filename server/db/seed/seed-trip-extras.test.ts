import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { effectiveOfferStatus, OFFER_VALIDITY_MS } from "#domain/trip-offers/trip-offer-values";
import { withDemoDatabase } from "../../test/demo-database";
import { clients } from "../schema/clients";
import { tripOfferItems, tripOffers } from "../schema/trip-offers";
import { tripSsrRequests } from "../schema/trip-ssr-requests";
import { trips } from "../schema/trips";

const { database } = withDemoDatabase();

describe("seedTripExtras", () => {
  it("seeds SSR requests in every status", async () => {
    const rows = await database.db.select({ status: tripSsrRequests.status }).from(tripSsrRequests);
    expect(rows.length).toBeGreaterThan(40);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["requested", "confirmed", "rejected"]));
  });

  it("seeds offers that expire 3 days after creation, in every status, each with items", async () => {
    const now = new Date();
    const offers = await database.db
      .select({
        status: tripOffers.status,
        createdAt: tripOffers.createdAt,
        expiresAt: tripOffers.expiresAt,
        items: sql<number>`(select count(*)::int from ${tripOfferItems} where ${tripOfferItems.offerId} = ${tripOffers.id})`,
        email: clients.email,
      })
      .from(tripOffers)
      .innerJoin(trips, eq(trips.id, tripOffers.tripId))
      .innerJoin(clients, eq(clients.id, trips.clientId));
    for (const offer of offers) {
      expect(offer.expiresAt.getTime() - offer.createdAt.getTime()).toBe(OFFER_VALIDITY_MS);
      expect(offer.items).toBeGreaterThan(0);
    }
    const shown = offers.map((o) => effectiveOfferStatus(o.status, o.expiresAt, now));
    expect(new Set(shown)).toEqual(new Set(["draft", "sent", "accepted", "declined", "expired"]));
    const demo = offers
      .filter((o) => o.email === "client@itinera.local")
      .map((o) => effectiveOfferStatus(o.status, o.expiresAt, now));
    expect(demo).toEqual(expect.arrayContaining(["accepted", "expired", "sent"]));
  });
});
