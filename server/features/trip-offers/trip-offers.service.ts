import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { isStaff } from "#domain/auth/role";
import { AppError, notFound } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import type {
  TripOffer,
  TripOfferItemInput,
  TripOfferList,
  tripOfferDeclineInputSchema,
  tripOfferInputSchema,
} from "#domain/trip-offers/trip-offer.schema";
import {
  effectiveOfferStatus,
  isOpenOfferStatus,
  isPastExpiry,
  type OfferCurrency,
  offerExpiresAt,
  type TripOfferStatus,
  tripOfferStatusLabels,
} from "#domain/trip-offers/trip-offer-values";
import { findVisibleTrip } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { users } from "../../db/schema/auth";
import { tripOfferItems, tripOffers } from "../../db/schema/trip-offers";
import { tripAudience } from "../../realtime/audience";

/** Trip detail queries all start with this realtime topic; an offer's change is a change of its trip. */
const ENTITY = "trip_offer";

type OfferInput = z.output<typeof tripOfferInputSchema>;
type DeclineInput = z.output<typeof tripOfferDeclineInputSchema>;

export interface TripOffersOptions {
  /** The clock every expiry decision reads; tests move it instead of waiting. */
  now?: () => Date;
}

const o = tripOffers;
const item = tripOfferItems;
const OPEN_STATUSES = ["draft", "sent"] as const;

/** "2026-03-31 23:30 UTC" */
function utc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** The status as the offer behaves at `now`: the SQL twin of effectiveOfferStatus. */
function effectiveStatusSql(now: Date): SQL<TripOfferStatus> {
  return sql<TripOfferStatus>`case when ${o.status} in ('draft', 'sent') and ${o.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired' else ${o.status} end`;
}

/** Clients never see an offer still in draft: it has not been sent to them. */
function visibleToFilter(user: SessionUser): SQL | undefined {
  return isStaff(user.role) ? undefined : ne(o.status, "draft");
}

export function createTripOffersService(ctx: AppContext, options: TripOffersOptions = {}) {
  const { db } = ctx;
  const clock = options.now ?? (() => new Date());

  /** Offers with their items and per-currency totals: three queries whatever the number of offers. */
  async function load(tx: DbOrTx, where: SQL | undefined, now: Date): Promise<TripOffer[]> {
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
        .map((t) => ({ currency: t.currency as OfferCurrency, amountCents: t.amountCents })),
    }));
  }

  async function getOffer(tx: DbOrTx, user: SessionUser, tripId: string, offerId: string, now: Date) {
    const [offer] = await load(tx, and(eq(o.id, offerId), eq(o.tripId, tripId), visibleToFilter(user)), now);
    if (!offer) throw notFound("Offer");
    return offer;
  }

  /** The stored row, locked until the transaction ends, so two answers to one offer never both win. */
  async function lockOffer(tx: DbOrTx, user: SessionUser, tripId: string, offerId: string) {
    const [row] = await tx
      .select()
      .from(o)
      .where(and(eq(o.id, offerId), eq(o.tripId, tripId), visibleToFilter(user)))
      .for("update");
    if (!row) throw notFound("Offer");
    return row;
  }

  async function publish(tripId: string) {
    await ctx.hub.publish({
      topic: topics.trips,
      id: tripId,
      op: "update",
      audience: await tripAudience(db, tripId),
    });
  }

  /** The client's answer: only on a sent offer that has not expired, and only by the trip's client. */
  async function respond(
    user: SessionUser,
    tripId: string,
    offerId: string,
    answer: { status: "accepted" } | { status: "declined"; reason: string | null },
  ): Promise<TripOffer> {
    const verb = answer.status === "accepted" ? "accept" : "decline";
    if (isStaff(user.role)) {
      throw new AppError(
        "FORBIDDEN",
        `Only the trip's client can ${verb} an offer; staff change the offer's status instead.`,
      );
    }
    const updated = await db.transaction(async (tx) => {
      const now = clock();
      const trip = await findVisibleTrip(tx, user, tripId);
      const row = await lockOffer(tx, user, tripId, offerId);
      const status = effectiveOfferStatus(row.status, row.expiresAt, now);
      if (status === "expired") {
        throw new AppError(
          "CONFLICT",
          `This offer expired on ${utc(row.expiresAt)} and can no longer be ${answer.status}. Ask your agent for a new offer.`,
        );
      }
      if (status !== "sent") {
        throw new AppError(
          "CONFLICT",
          `This offer is already ${tripOfferStatusLabels[status].toLowerCase()}; only a sent offer can be ${answer.status}.`,
        );
      }
      await tx
        .update(o)
        .set({
          status: answer.status,
          declineReason: answer.status === "declined" ? answer.reason : null,
          respondedAt: now,
          version: nextVersion(o.version),
          updatedAt: now,
        })
        .where(eq(o.id, offerId));
      await writeAudit(tx, {
        userId: user.id,
        action: "update",
        entity: ENTITY,
        entityId: offerId,
        summary: `The client ${answer.status} offer "${row.title}" on trip ${trip.title}`,
        details: { tripId, ...(answer.status === "declined" ? { reason: answer.reason } : {}) },
      });
      return getOffer(tx, user, tripId, offerId, now);
    });
    await publish(tripId);
    return updated;
  }

  return {
    async list(user: SessionUser, tripId: string): Promise<TripOfferList> {
      await findVisibleTrip(db, user, tripId);
      const items = await load(db, and(eq(o.tripId, tripId), visibleToFilter(user)), clock());
      return { items, total: items.length };
    },

    /** A new offer, sent to the client at once; it expires exactly 3 days after now. */
    async create(user: SessionUser, tripId: string, input: OfferInput): Promise<TripOffer> {
      const created = await db.transaction(async (tx) => {
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
          entity: ENTITY,
          entityId: row.id,
          summary: `Sent offer "${input.title}" on trip ${trip.title}`,
          details: { tripId, ...input },
        });
        return getOffer(tx, user, tripId, row.id, now);
      });
      await publish(tripId);
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
          entity: ENTITY,
          entityId: offerId,
          summary: `Added a ${input.type} item to offer "${row.title}" on trip ${trip.title}`,
          details: { tripId, item: input },
        });
        return getOffer(tx, user, tripId, offerId, now);
      });
      await publish(tripId);
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
      const updated = await db.transaction(async (tx) => {
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
          entity: ENTITY,
          entityId: offerId,
          summary: `Marked offer "${row.title}" on trip ${trip.title} as ${status}`,
          details: { tripId, from: before, to: status },
        });
        return getOffer(tx, user, tripId, offerId, now);
      });
      await publish(tripId);
      return updated;
    },

    accept: (user: SessionUser, tripId: string, offerId: string) =>
      respond(user, tripId, offerId, { status: "accepted" }),

    decline: (user: SessionUser, tripId: string, offerId: string, input: DeclineInput) =>
      respond(user, tripId, offerId, { status: "declined", reason: input.reason }),

    /**
     * Stores "expired" on open offers past their expiry (what the queries already show), with an audit
     * row each, and tells open screens; the background job (server/jobs) calls it. Returns how many it marked.
     */
    async expireDue(now = clock()): Promise<number> {
      const expired = await db.transaction(async (tx) => {
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
            entity: ENTITY,
            entityId: row.id,
            summary: `Offer "${row.title}" expired on ${utc(row.expiresAt)}`,
            details: { tripId: row.tripId },
          })),
        );
        return rows;
      });
      for (const tripId of new Set(expired.map((row) => row.tripId))) await publish(tripId);
      return expired.length;
    },
  };
}
