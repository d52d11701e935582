import { and, asc, count, eq, gt, inArray } from "drizzle-orm";
import type { PageQuery } from "#domain/pagination.schema";
import { pageOffset } from "#domain/pagination.schema";
import type { OpenTripOfferList } from "#domain/trip-offers/trip-offer.schema";
import { visibleTripsFilter } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { tripOffers } from "../../db/schema/trip-offers";
import { trips } from "../../db/schema/trips";
import { loadOffers } from "./trip-offer-queries";
import type { TripOffersOptions } from "./trip-offers.service";

const o = tripOffers;

/** Offers waiting for an answer across trips, the soonest to expire first: the client's home lists them. */
export function createOpenTripOffersService(ctx: AppContext, options: TripOffersOptions = {}) {
  const { db } = ctx;
  const clock = options.now ?? (() => new Date());

  return {
    async list(user: SessionUser, query: PageQuery): Promise<OpenTripOfferList> {
      const now = clock();
      // Sent and not yet expired (drafts were never sent); the trip's client or staff see them.
      const where = and(eq(o.status, "sent"), gt(o.expiresAt, now), visibleTripsFilter(user));
      const [page, [counted]] = await Promise.all([
        db
          .select({ id: o.id, tripTitle: trips.title })
          .from(o)
          .innerJoin(trips, eq(trips.id, o.tripId))
          .where(where)
          .orderBy(asc(o.expiresAt), asc(o.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(o).innerJoin(trips, eq(trips.id, o.tripId)).where(where),
      ]);
      const offers =
        page.length === 0
          ? []
          : await loadOffers(
              db,
              inArray(
                o.id,
                page.map((p) => p.id),
              ),
              now,
            );
      const byId = new Map(offers.map((offer) => [offer.id, offer]));
      const items = page.flatMap(({ id, tripTitle }) => {
        const offer = byId.get(id);
        return offer ? [{ ...offer, tripTitle }] : [];
      });
      return { items, total: counted?.n ?? 0 };
    },
  };
}
