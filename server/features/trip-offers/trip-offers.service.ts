import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "#domain/errors";
import type {
  TripOffer,
  TripOfferItemInput,
  TripOfferList,
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
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { assertVersion, nextVersion } from "../../db/record-version";
import { tripOfferItems, tripOffers } from "../../db/schema/trip-offers";
import {
  mailOfferSent,
  notifyOfferSentInTx,
  notifyOffersExpiredInTx,
} from "../notifications/offer-notification-producers.service";
import {
  getOffer,
  loadOffers,
  lockOffer,
  OFFER_ENTITY,
  publishOfferChange,
  utc,
  visibleToFilter,
} from "./trip-offer-queries";

type OfferInput = z.output<typeof tripOfferInputSchema>;

export interface TripOffersOptions {
  /** The clock every expiry decision reads; tests move it instead of waiting. */
  now?: () => Date;
}

const o = tripOffers;
const item = tripOfferItems;
const OPEN_STATUSES = ["draft", "sent"] as const;

export function createTripOffersService(ctx: AppContext, options: TripOffersOptions = {}) {
  const { db } = ctx;
  const clock = options.now ?? (() => new Date());

  return {
    async list(user: SessionUser, tripId: string): Promise<TripOfferList> {
      await findVisibleTrip(db, user, tripId);
      const items = await loadOffers(db, and(eq(o.tripId, tripId), visibleToFilter(user)), clock());
      return { items, total: items.length };
    },

    /** A new offer, sent to the client at once; it expires exactly 3 days after now. */
    async create(user: SessionUser, tripId: string, input: OfferInput): Promise<TripOffer> {
      const { created, sent, notices } = await db.transaction(async (tx) => {
        const now = clock();
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
        await writeAudit(tx, {
          userId: user.id,
          action: "create",
          entity: OFFER_ENTITY,
          entityId: row.id,
          summary: `Sent offer "${input.title}" on trip ${trip.title}`,
          details: { tripId, ...input },
        });
        const sent = { offerId: row.id, tripId, tripTitle: trip.title, clientId: trip.clientId };
        return {
          created: await getOffer(tx, user, tripId, row.id, now),
          sent,
          notices: await notifyOfferSentInTx(tx, { ...sent, offerTitle: input.title }),
        };
      });
      await publishOfferChange(ctx, tripId);
      for (const event of notices) await ctx.hub.publish(event);
      await mailOfferSent(ctx, {
        ...sent,
        offerTitle: created.title,
        expiresAt: new Date(created.expiresAt),
      });
      return created;
    },

    async addItem(
      user: SessionUser,
      tripId: string,
      offerId: string,
      input: TripOfferItemInput,
    ): Promise<TripOffer> {
      const updated = await db.transaction(async (tx) => {
        const now = clock();
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
          .set({ version: nextVersion(o.version), updatedAt: now })
          .where(eq(o.id, offerId));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: OFFER_ENTITY,
          entityId: offerId,
          summary: `Added a ${input.type} item to offer "${row.title}" on trip ${trip.title}`,
          details: { tripId, item: input },
        });
        return getOffer(tx, user, tripId, offerId, now);
      });
      await publishOfferChange(ctx, tripId);
      return updated;
    },

    /** Staff set any status, except reopening an offer past its expiry (it would only show as expired). */
    async setStatus(
      user: SessionUser,
      tripId: string,
      offerId: string,
      status: TripOfferStatus,
      expected?: number,
    ): Promise<TripOffer> {
      const { updated, sent, notices } = await db.transaction(async (tx) => {
        const now = clock();
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
        await tx
          .update(o)
          .set({
            status,
            respondedAt: answered ? (row.respondedAt ?? now) : null,
            declineReason: status === "declined" ? row.declineReason : null,
            version: nextVersion(o.version),
            updatedAt: now,
          })
          .where(eq(o.id, offerId));
        await writeAudit(tx, {
          userId: user.id,
          action: "update",
          entity: OFFER_ENTITY,
          entityId: offerId,
          summary: `Marked offer "${row.title}" on trip ${trip.title} as ${status}`,
          details: { tripId, from: before, to: status },
        });
        // A draft marked sent reaches the client now, as a new offer does.
        const sent =
          status === "sent" && before === "draft"
            ? { offerId, tripId, tripTitle: trip.title, clientId: trip.clientId, offerTitle: row.title }
            : null;
        return {
          updated: await getOffer(tx, user, tripId, offerId, now),
          sent,
          notices: sent ? await notifyOfferSentInTx(tx, sent) : [],
        };
      });
      await publishOfferChange(ctx, tripId);
      for (const event of notices) await ctx.hub.publish(event);
      if (sent) await mailOfferSent(ctx, { ...sent, expiresAt: new Date(updated.expiresAt) });
      return updated;
    },

    /**
     * Stores "expired" on open offers past their expiry (what the queries already show), with an audit
     * row each, and tells open screens; the background job (server/jobs) calls it. Returns how many it marked.
     */
    async expireDue(now = clock()): Promise<number> {
      const { expired, notices } = await db.transaction(async (tx) => {
        // Only sent offers went unanswered: a draft that expired was never in front of the client.
        const unanswered = await tx
          .select({ id: o.id })
          .from(o)
          .where(and(eq(o.status, "sent"), sql`${o.expiresAt} <= ${now.toISOString()}::timestamptz`))
          .for("update");
        const rows = await tx
          .update(o)
          .set({ status: "expired", version: nextVersion(o.version), updatedAt: now })
          .where(
            and(
              inArray(o.status, [...OPEN_STATUSES]),
              sql`${o.expiresAt} <= ${now.toISOString()}::timestamptz`,
            ),
          )
          .returning({ id: o.id, tripId: o.tripId, title: o.title, expiresAt: o.expiresAt });
        await writeAudit(
          tx,
          rows.map((row) => ({
            userId: null,
            action: "update",
            entity: OFFER_ENTITY,
            entityId: row.id,
            summary: `Offer "${row.title}" expired on ${utc(row.expiresAt)}`,
            details: { tripId: row.tripId },
          })),
        );
        const sentIds = new Set(unanswered.map((row) => row.id));
        const notices = await notifyOffersExpiredInTx(
          tx,
          rows
            .filter((row) => sentIds.has(row.id))
            .map((row) => ({ offerId: row.id, tripId: row.tripId, title: row.title })),
        );
        return { expired: rows, notices };
      });
      for (const tripId of new Set(expired.map((row) => row.tripId))) await publishOfferChange(ctx, tripId);
      for (const event of notices) await ctx.hub.publish(event);
      return expired.length;
    },
  };
}
