import { and, eq, inArray, sql } from "drizzle-orm";
import { links } from "#domain/notifications/notification-messages";
import { offerAnswered, offerExpired, offerSent } from "#domain/notifications/offer-response-drafts";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { trips } from "../../db/schema/trips";
import type { Change } from "../../kernel/mutate";
import { offerSentMail } from "./notification-mails";
import { clientUserIds, notify, tripAgentIds } from "./notifications.service";

// What the trip-offers feature calls, inside its own change, when an offer is sent, answered or expires:
// `await notifyX(change, …)` writes the notifications in the change's transaction and emits their events with it.

/** A client accepted or declined an offer: its trip's agent hears of it. */
export async function notifyOfferAnswered(
  change: Change,
  facts: {
    offerId: string;
    tripId: string;
    tripTitle: string;
    ownerId: string | null;
    clientName: string;
    offerTitle: string;
    answer: "accepted" | "declined";
    reason?: string | null;
  },
): Promise<void> {
  await notify(change, {
    ...offerAnswered(facts),
    userIds: await tripAgentIds(change.tx, facts.tripId, facts.ownerId),
    dedupeKey: `offer-answer:${facts.offerId}`,
  });
}

/** Offers that expired unanswered (the expiry job): each trip's agent hears of theirs. */
export async function notifyOffersExpired(
  change: Change,
  offers: readonly { offerId: string; tripId: string; title: string }[],
): Promise<void> {
  if (offers.length === 0) return;
  const { tx } = change;
  const tripRows = await tx
    .select({ id: trips.id, title: trips.title, ownerId: trips.ownerId })
    .from(trips)
    .where(
      inArray(
        trips.id,
        offers.map((o) => o.tripId),
      ),
    );
  const byId = new Map(tripRows.map((trip) => [trip.id, trip]));
  for (const offer of offers) {
    const trip = byId.get(offer.tripId);
    if (!trip) continue;
    await notify(change, {
      ...offerExpired({ tripId: trip.id, tripTitle: trip.title, offerTitle: offer.title }),
      userIds: await tripAgentIds(tx, trip.id, trip.ownerId),
      dedupeKey: `offer-expired:${offer.offerId}`,
    });
  }
}

/** An offer sent to the client: their portal user hears of it (the mail goes with mailOfferSent). */
export async function notifyOfferSent(
  change: Change,
  facts: { offerId: string; tripId: string; tripTitle: string; clientId: string; offerTitle: string },
): Promise<void> {
  await notify(change, {
    ...offerSent(facts),
    userIds: await clientUserIds(change.tx, facts.clientId),
    dedupeKey: `offer-sent:${facts.offerId}`,
  });
}

/**
 * After commit: the offer also goes by e-mail to the client's portal user, with a link to the trip. A mail
 * that cannot be sent is logged; the offer stands and shows on the client's home and the trip.
 */
export async function mailOfferSent(
  ctx: AppContext,
  facts: { tripId: string; tripTitle: string; clientId: string; offerTitle: string; expiresAt: Date },
): Promise<void> {
  const [portal] = await ctx.db
    .select({ email: users.email })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(and(eq(clients.id, facts.clientId), sql`coalesce(${users.banned}, false) = false`));
  if (!portal) return;
  const url = `${ctx.config.publicUrl}${links.trip(facts.tripId, "offers")}`;
  try {
    await ctx.mailer.send(offerSentMail({ to: portal.email, ...facts, url }));
  } catch (err) {
    ctx.log.error({ err, tripId: facts.tripId }, "could not mail an offer to the client");
  }
}
