import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  TripOffer,
  TripOfferItemInput,
  TripOfferList,
  tripOfferInputSchema,
} from "#domain/trip-offers/trip-offer.schema";
import type { TripOfferStatus } from "#domain/trip-offers/trip-offer-values";
import { findVisibleTrip } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { tripOffers } from "../../db/schema/trip-offers";
import { SYSTEM } from "../../kernel/mutate";
import { mailOfferSent } from "../notifications";
import {
  addOfferItem,
  expireDueOffers,
  type OfferSent,
  sendNewOffer,
  setOfferStatus,
} from "./trip-offer.changes";
import { loadOffers, visibleToFilter } from "./trip-offer-queries";

type OfferInput = z.output<typeof tripOfferInputSchema>;

export interface TripOffersOptions {
  /** The clock every expiry decision reads; tests move it instead of waiting. */
  now?: () => Date;
}

/**
 * A trip's offers: read at the service's clock, changed through the kernel (trip-offer.changes.ts) at it,
 * and mailed to the client once an offer that reaches them has committed.
 */
export function createTripOffersService(ctx: AppContext, options: TripOffersOptions = {}) {
  const { db } = ctx;
  const clock = options.now ?? (() => new Date());

  async function mail(offer: TripOffer, sent: OfferSent | null) {
    if (sent) await mailOfferSent(ctx, { ...sent, expiresAt: new Date(offer.expiresAt) });
  }

  return {
    async list(user: SessionUser, tripId: string): Promise<TripOfferList> {
      await findVisibleTrip(db, user, tripId);
      const items = await loadOffers(db, and(eq(tripOffers.tripId, tripId), visibleToFilter(user)), clock());
      return { items, total: items.length };
    },

    /** A new offer, sent to the client at once; it expires exactly 3 days after now. */
    async create(user: SessionUser, tripId: string, input: OfferInput): Promise<TripOffer> {
      const { offer, sent } = await ctx.kernel.mutate(user, (c) => sendNewOffer(c, tripId, input, clock()));
      await mail(offer, sent);
      return offer;
    },

    addItem: (user: SessionUser, tripId: string, offerId: string, input: TripOfferItemInput) =>
      ctx.kernel.mutate(user, (c) => addOfferItem(c, tripId, offerId, input, clock())),

    async setStatus(
      user: SessionUser,
      tripId: string,
      offerId: string,
      status: TripOfferStatus,
      expected?: number,
    ): Promise<TripOffer> {
      const { offer, sent } = await ctx.kernel.mutate(user, (c) =>
        setOfferStatus(c, tripId, offerId, status, expected, clock()),
      );
      await mail(offer, sent);
      return offer;
    },

    /** The background job (server/jobs): marks open offers past their expiry; answers how many. */
    expireDue: (now = clock()) => ctx.kernel.mutate(SYSTEM, (c) => expireDueOffers(c, now)),
  };
}
