import type { z } from "zod";
import { isStaff } from "#domain/auth/role";
import { AppError } from "#domain/errors";
import type { TripOffer, tripOfferDeclineInputSchema } from "#domain/trip-offers/trip-offer.schema";
import { effectiveOfferStatus, tripOfferStatusLabels } from "#domain/trip-offers/trip-offer-values";
import { findVisibleTrip } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { type Change, signedInUser } from "../../kernel/mutate";
import { notifyOfferAnswered } from "../notifications";
import { storeOfferStatus } from "./offer-status-store";
import { getOffer, lockOffer, offerChanged, utc } from "./trip-offer-queries";
import type { TripOffersOptions } from "./trip-offers.service";

type DeclineInput = z.output<typeof tripOfferDeclineInputSchema>;
type Answer = { status: "accepted" } | { status: "declined"; reason: string | null };

/**
 * The client's answer to an offer (run by the kernel at `now`): accept or decline, only on a sent offer that
 * has not expired, only by the trip's client (staff change the offer's status instead).
 */
export async function answerOffer(
  change: Change,
  tripId: string,
  offerId: string,
  answer: Answer,
  now: Date,
): Promise<TripOffer> {
  const { tx } = change;
  const user = signedInUser(change);
  const verb = answer.status === "accepted" ? "accept" : "decline";
  if (isStaff(user.role)) {
    throw new AppError(
      "FORBIDDEN",
      `Only the trip's client can ${verb} an offer; staff change the offer's status instead.`,
    );
  }
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
  const declineReason = answer.status === "declined" ? answer.reason : null;
  await storeOfferStatus(change, offerId, { status: answer.status, declineReason, respondedAt: now }, now, {
    summary: `The client ${answer.status} offer "${row.title}" on trip ${trip.title}`,
    details: { tripId, ...(answer.status === "declined" ? { reason: answer.reason } : {}) },
  });
  const offer = await getOffer(tx, user, tripId, offerId, now);
  await offerChanged(change, tripId);
  await notifyOfferAnswered(change, {
    offerId,
    tripId,
    tripTitle: trip.title,
    ownerId: trip.ownerId,
    clientName: trip.clientName,
    offerTitle: row.title,
    answer: answer.status,
    reason: answer.status === "declined" ? answer.reason : null,
  });
  return offer;
}

/** The client's answers at the service's clock. */
export function createTripOfferAnswersService(ctx: AppContext, options: TripOffersOptions = {}) {
  const clock = options.now ?? (() => new Date());
  const respond = (user: SessionUser, tripId: string, offerId: string, answer: Answer) =>
    ctx.kernel.mutate(user, (c) => answerOffer(c, tripId, offerId, answer, clock()));

  return {
    accept: (user: SessionUser, tripId: string, offerId: string) =>
      respond(user, tripId, offerId, { status: "accepted" }),

    decline: (user: SessionUser, tripId: string, offerId: string, input: DeclineInput) =>
      respond(user, tripId, offerId, { status: "declined", reason: input.reason }),
  };
}
