import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CURRENCIES } from "#domain/currency";
import { tripOfferItemTypes, tripOfferStatuses } from "#domain/trip-offers/trip-offer-values";
import { users } from "./auth";
import { createdAt, editable, primaryId } from "./columns";
import { trips } from "./trips";

/** A proposal sent to the trip's client (SPEC's offers / offers-manage); valid for 3 days. */
export const tripOffers = pgTable(
  "trip_offers",
  {
    id: primaryId(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    // What the offer is for: usually its destination.
    title: text("title").notNull(),
    // As stored; an open offer past expires_at is expired whatever this says (see effective status).
    status: text("status", { enum: tripOfferStatuses }).notNull().default("sent"),
    declineReason: text("decline_reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    ...editable(),
  },
  (t) => [
    check("trip_offers_expiry_check", sql`${t.expiresAt} > ${t.createdAt}`),
    index("trip_offers_trip_idx").on(t.tripId, t.createdAt),
    // The expiry job looks for open offers past their expiry.
    index("trip_offers_open_expiry_idx").on(t.expiresAt).where(sql`${t.status} IN ('draft', 'sent')`),
  ],
);

/** One option of an offer: a flight, a hotel, a package… with its price. */
export const tripOfferItems = pgTable(
  "trip_offer_items",
  {
    id: primaryId(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => tripOffers.id, { onDelete: "cascade" }),
    type: text("type", { enum: tripOfferItemTypes }).notNull(),
    content: text("content").notNull(),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("EUR"),
    createdAt: createdAt(),
  },
  (t) => [
    check("trip_offer_items_price_check", sql`${t.priceCents} >= 0`),
    index("trip_offer_items_offer_idx").on(t.offerId, t.createdAt),
  ],
);
