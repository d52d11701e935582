import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "#domain/errors";
import type {
  TripOffer,
  TripOfferItemInput,
  tripOfferInputSchema,
} from "#domain/trip-offers/trip-offer.schema";
import {
  effectiveOfferStatus,
  isOpenOfferStatus,
  isPastExpiry,
  offerExpiresAt,
  type TripOfferStatus,
  tripOfferStatusLabels,
} from "#domain/trip-offers/trip-offer-values";
import { findVisibleTrip } from "../../access/client-scope";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { tripOfferItems, tripOffers } from "../../db/schema/trip-offers";
import { type Change, signedInUser } from "../../kernel/mutate";
import { notifyOfferSent, notifyOffersExpired } from "../notifications";
import { storeOfferStatus } from "./offer-status-store";
import { getOffer, lockOffer, OFFER_ENTITY, offerChanged, utc } from "./trip-offer-queries";

// Staff's use cases on a trip's offers and the expiry job's, run by the kernel (ctx.kernel.mutate) at `now`,
// the clock the service reads. An offer that reaches the client answers the facts of its mail, which the
// service sends once the change has committed.

type OfferInput = z.output<typeof tripOfferInputSchema>;

/** What the offer's mail to the client needs (mailOfferSent). */
export interface OfferSent {
  offerId: string;
  tripId: string;
  tripTitle: string;
  clientId: string;
  offerTitle: string;
}

const o = tripOffers;
const item = tripOfferItems;
const OPEN_STATUSES = ["draft", "sent"] as const;

/** A new offer, sent to the client at once; it expires exactly 3 days after now. */
export async function sendNewOffer(
  change: Change,
  tripId: string,
  input: OfferInput,
  now: Date,
): Promise<{ offer: TripOffer; sent: OfferSent }> {
  const { tx, audit } = change;
  const user = signedInUser(change);
  const trip = await findVisibleTrip(tx, user, tripId, { forUpdate: true });
  const [row] = await tx
    .insert(o)
    .values({
      tripId,
      title: input.title,
      status: "sent",
      createdBy: user.id,
      createdAt: now,
      expiresAt: offerExpiresAt(now),
      updatedAt: now,
    })
    .returning({ id: o.id });
  if (!row) throw new Error("insert returned no row");
  if (input.items.length > 0) {
    // A millisecond apart, so the items keep the order they were given in.
    await tx.insert(item).values(
      input.items.map((i, index) => ({
        ...i,
        offerId: row.id,
        createdAt: new Date(now.getTime() + index),
      })),
    );
  }
  await audit({
    action: "create",
    entity: OFFER_ENTITY,
    entityId: row.id,
    summary: `Sent offer "${input.title}" on trip ${trip.title}`,
    details: { tripId, ...input },
  });
  const sent = {
    offerId: row.id,
    tripId,
    tripTitle: trip.title,
    clientId: trip.clientId,
    offerTitle: input.title,
  };
  const offer = await getOffer(tx, user, tripId, row.id, now);
  await offerChanged(change, tripId);
  await notifyOfferSent(change, sent);
  return { offer, sent };
}

export async function addOfferItem(
  change: Change,
  tripId: string,
  offerId: string,
  input: TripOfferItemInput,
  now: Date,
): Promise<TripOffer> {
  const { tx, audit } = change;
  const user = signedInUser(change);
  const trip = await findVisibleTrip(tx, user, tripId);
  const row = await lockOffer(tx, user, tripId, offerId);
  const status = effectiveOfferStatus(row.status, row.expiresAt, now);
  if (!isOpenOfferStatus(status)) {
    throw new AppError(
      "CONFLICT",
      `This offer is ${tripOfferStatusLabels[status].toLowerCase()}: items can only be added to a draft or sent offer.`,
    );
  }
  await tx.insert(item).values({ ...input, offerId, createdAt: now });
  await tx
    .update(o)
    .set({ version: bumpVersion(o.version), updatedAt: now })
    .where(eq(o.id, offerId));
  await audit({
    action: "update",
    entity: OFFER_ENTITY,
    entityId: offerId,
    summary: `Added a ${input.type} item to offer "${row.title}" on trip ${trip.title}`,
    details: { tripId, item: input },
  });
  const offer = await getOffer(tx, user, tripId, offerId, now);
  await offerChanged(change, tripId);
  return offer;
}

/** Staff set any status, except reopening an offer past its expiry (it would only show as expired). */
export async function setOfferStatus(
  change: Change,
  tripId: string,
  offerId: string,
  status: TripOfferStatus,
  expected: number | undefined,
  now: Date,
): Promise<{ offer: TripOffer; sent: OfferSent | null }> {
  const { tx } = change;
  const user = signedInUser(change);
  const trip = await findVisibleTrip(tx, user, tripId);
  const row = await lockOffer(tx, user, tripId, offerId);
  if (expected !== undefined && row.version !== expected) {
    assertVersion(await getOffer(tx, user, tripId, offerId, now), expected);
  }
  if (isOpenOfferStatus(status) && isPastExpiry(row.expiresAt, now)) {
    throw new AppError(
      "CONFLICT",
      `This offer expired on ${utc(row.expiresAt)} and cannot be marked as ${status}; create a new offer instead.`,
    );
  }
  const before = effectiveOfferStatus(row.status, row.expiresAt, now);
  const answered = status === "accepted" || status === "declined";
  const respondedAt = answered ? (row.respondedAt ?? now) : null;
  const declineReason = status === "declined" ? row.declineReason : null;
  await storeOfferStatus(change, offerId, { status, respondedAt, declineReason }, now, {
    summary: `Marked offer "${row.title}" on trip ${trip.title} as ${status}`,
    details: { tripId, from: before, to: status },
  });
  // A draft marked sent reaches the client now, as a new offer does.
  const sent =
    status === "sent" && before === "draft"
      ? { offerId, tripId, tripTitle: trip.title, clientId: trip.clientId, offerTitle: row.title }
      : null;
  const offer = await getOffer(tx, user, tripId, offerId, now);
  await offerChanged(change, tripId);
  if (sent) await notifyOfferSent(change, sent);
  return { offer, sent };
}

/**
 * The expiry job's use case: stores "expired" on open offers past their expiry (what the queries already
 * show), with an audit row each, and tells open screens and the agents of the sent ones. Answers how many.
 */
export async function expireDueOffers(change: Change, now: Date): Promise<number> {
  const { tx, audit } = change;
  // Only sent offers went unanswered: a draft that expired was never in front of the client.
  const unanswered = await tx
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.status, "sent"), sql`${o.expiresAt} <= ${now.toISOString()}::timestamptz`))
    .for("update");
  const rows = await tx
    .update(o)
    .set({ status: "expired", version: bumpVersion(o.version), updatedAt: now })
    .where(
      and(inArray(o.status, [...OPEN_STATUSES]), sql`${o.expiresAt} <= ${now.toISOString()}::timestamptz`),
    )
    .returning({ id: o.id, tripId: o.tripId, title: o.title, expiresAt: o.expiresAt });
  await audit(
    rows.map((row) => ({
      action: "update",
      entity: OFFER_ENTITY,
      entityId: row.id,
      summary: `Offer "${row.title}" expired on ${utc(row.expiresAt)}`,
      details: { tripId: row.tripId },
    })),
  );
  for (const tripId of new Set(rows.map((row) => row.tripId))) await offerChanged(change, tripId);
  const sentIds = new Set(unanswered.map((row) => row.id));
  await notifyOffersExpired(
    change,
    rows
      .filter((row) => sentIds.has(row.id))
      .map((row) => ({ offerId: row.id, tripId: row.tripId, title: row.title })),
  );
  return rows.length;
}
