import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import type { Currency } from "#domain/currency";
import { notFound } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import type { TripOffer } from "#domain/trip-offers/trip-offer.schema";
import type { TripOfferStatus } from "#domain/trip-offers/trip-offer-values";
import type { SessionUser } from "../../auth/session";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { tripOfferItems, tripOffers } from "../../db/schema/trip-offers";
import type { Change } from "../../kernel/mutate";
import { tripAudience } from "../../realtime/audience";

// Reads the feature's services share: offers as they behave at a given moment, as a user may see them.

/** The audit log's entity name for offers. */
export const OFFER_ENTITY = "trip_offer";

const o = tripOffers;
const item = tripOfferItems;

/** "2026-03-31 23:30 UTC" */
export function utc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** The status as the offer behaves at `now`: the SQL twin of effectiveOfferStatus. */
function effectiveStatusSql(now: Date): SQL<TripOfferStatus> {
  return sql<TripOfferStatus>`case when ${o.status} in ('draft', 'sent') and ${o.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired' else ${o.status} end`;
}

/** Clients never see an offer still in draft: it has not been sent to them. */
export function visibleToFilter(user: SessionUser): SQL | undefined {
  return isStaff(user.role) ? undefined : ne(o.status, "draft");
}

/** Offers with their items and per-currency totals: three queries whatever the number of offers. */
export async function loadOffers(tx: DbOrTx, where: SQL | undefined, now: Date): Promise<TripOffer[]> {
  const offers = await tx
    .select({
      id: o.id,
      tripId: o.tripId,
      title: o.title,
      status: effectiveStatusSql(now),
      declineReason: o.declineReason,
      createdBy: users.name,
      createdAt: o.createdAt,
      expiresAt: o.expiresAt,
      respondedAt: o.respondedAt,
      version: o.version,
    })
    .from(o)
    .leftJoin(users, eq(users.id, o.createdBy))
    .where(where)
    .orderBy(desc(o.createdAt), desc(o.id));
  const ids = offers.map((offer) => offer.id);
  if (ids.length === 0) return [];
  const [items, totals] = await Promise.all([
    tx
      .select({
        id: item.id,
        offerId: item.offerId,
        type: item.type,
        content: item.content,
        priceCents: item.priceCents,
        currency: item.currency,
        createdAt: item.createdAt,
      })
      .from(item)
      .where(inArray(item.offerId, ids))
      .orderBy(asc(item.createdAt), asc(item.id)),
    tx
      .select({
        offerId: item.offerId,
        currency: item.currency,
        amountCents: sql<number>`sum(${item.priceCents})`.mapWith(Number),
      })
      .from(item)
      .where(inArray(item.offerId, ids))
      .groupBy(item.offerId, item.currency)
      .orderBy(asc(item.currency)),
  ]);
  return offers.map((offer) => ({
    ...offer,
    createdAt: offer.createdAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    respondedAt: offer.respondedAt?.toISOString() ?? null,
    items: items
      .filter((i) => i.offerId === offer.id)
      .map(({ offerId: _, createdAt, ...i }) => ({ ...i, createdAt: createdAt.toISOString() })),
    totals: totals
      .filter((t) => t.offerId === offer.id)
      .map((t) => ({ currency: t.currency as Currency, amountCents: t.amountCents })),
  }));
}

export async function getOffer(
  tx: DbOrTx,
  user: SessionUser,
  tripId: string,
  offerId: string,
  now: Date,
): Promise<TripOffer> {
  const [offer] = await loadOffers(
    tx,
    and(eq(o.id, offerId), eq(o.tripId, tripId), visibleToFilter(user)),
    now,
  );
  if (!offer) throw notFound("Offer");
  return offer;
}

/** The stored row, locked until the transaction ends, so two answers to one offer never both win. */
export async function lockOffer(tx: DbOrTx, user: SessionUser, tripId: string, offerId: string) {
  const [row] = await tx
    .select()
    .from(o)
    .where(and(eq(o.id, offerId), eq(o.tripId, tripId), visibleToFilter(user)))
    .for("update");
  if (!row) throw notFound("Offer");
  return row;
}

/** An offer's change is a change of its trip: trip detail queries all start with the trips topic. */
export async function offerChanged(change: Change, tripId: string): Promise<void> {
  change.emit({
    topic: topics.trips,
    id: tripId,
    op: "update",
    audience: await tripAudience(change.tx, tripId),
  });
}
