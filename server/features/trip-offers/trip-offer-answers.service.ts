import { eq } from "drizzle-orm";
import type { z } from "zod";
import { isStaff } from "#domain/auth/role";
import { AppError } from "#domain/errors";
import type { TripOffer, tripOfferDeclineInputSchema } from "#domain/trip-offers/trip-offer.schema";
import { effectiveOfferStatus, tripOfferStatusLabels } from "#domain/trip-offers/trip-offer-values";
import { findVisibleTrip } from "../../access/client-scope";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { nextVersion } from "../../db/record-version";
import { tripOffers } from "../../db/schema/trip-offers";
import { notifyOfferAnsweredInTx } from "../notifications/offer-notification-producers.service";
import { getOffer, lockOffer, OFFER_ENTITY, publishOfferChange, utc } from "./trip-offer-queries";
import type { TripOffersOptions } from "./trip-offers.service";

type DeclineInput = z.output<typeof tripOfferDeclineInputSchema>;

const o = tripOffers;

/** The client's answers to an offer: accept or decline, only on a sent offer that has not expired. */
export function createTripOfferAnswersService(ctx: AppContext, options: TripOffersOptions = {}) {
  const { db } = ctx;
  const clock = options.now ?? (() => new Date());

  /** Only by the trip's client: staff change the offer's status instead. */
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
    const { updated, notices } = await db.transaction(async (tx) => {
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
        entity: OFFER_ENTITY,
        entityId: offerId,
        summary: `The client ${answer.status} offer "${row.title}" on trip ${trip.title}`,
        details: { tripId, ...(answer.status === "declined" ? { reason: answer.reason } : {}) },
      });
      const notices = await notifyOfferAnsweredInTx(tx, {
        offerId,
        tripId,
        tripTitle: trip.title,
        ownerId: trip.ownerId,
        clientName: trip.clientName,
        offerTitle: row.title,
        answer: answer.status,
        reason: answer.status === "declined" ? answer.reason : null,
      });
      return { updated: await getOffer(tx, user, tripId, offerId, now), notices };
    });
    await publishOfferChange(ctx, tripId);
    for (const event of notices) await ctx.hub.publish(event);
    return updated;
  }

  return {
    accept: (user: SessionUser, tripId: string, offerId: string) =>
      respond(user, tripId, offerId, { status: "accepted" }),

    decline: (user: SessionUser, tripId: string, offerId: string, input: DeclineInput) =>
      respond(user, tripId, offerId, { status: "declined", reason: input.reason }),
  };
}
