import { and, eq, inArray, sql } from "drizzle-orm";
import { roleLabels } from "#domain/auth/role";
import * as drafts from "#domain/notifications/notification-messages";
import { isScheduleChange } from "#domain/notifications/notification-rules";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import type { RequestCategory, RequestStatus } from "#domain/requests/request-values";
import { requestCategoryLabels, requestStatusLabels } from "#domain/requests/request-values";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import { offerSentMail } from "./notification-mails";
import { adminIds, clientUserIds, notifyInTx, tripAgentIds } from "./notifications.service";
import { dayOf, upcomingTrip } from "./upcoming-trip";

// What other features call, inside their own transaction, when something happens that someone must hear of.
// Each answers the events to publish after commit (the caller publishes them with its own).

// Offer responses

/** A client accepted or declined an offer: its trip's agent hears of it. */
export async function notifyOfferAnsweredInTx(
  tx: DbOrTx,
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
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...drafts.offerAnswered(facts),
    userIds: await tripAgentIds(tx, facts.tripId, facts.ownerId),
    dedupeKey: `offer-answer:${facts.offerId}`,
  });
}

/** Offers that expired unanswered (the expiry job): each trip's agent hears of theirs. */
export async function notifyOffersExpiredInTx(
  tx: DbOrTx,
  offers: readonly { offerId: string; tripId: string; title: string }[],
): Promise<PublishedEvent[]> {
  if (offers.length === 0) return [];
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
  const events: PublishedEvent[] = [];
  for (const offer of offers) {
    const trip = byId.get(offer.tripId);
    if (!trip) continue;
    events.push(
      ...(await notifyInTx(tx, {
        ...drafts.offerExpired({ tripId: trip.id, tripTitle: trip.title, offerTitle: offer.title }),
        userIds: await tripAgentIds(tx, trip.id, trip.ownerId),
        dedupeKey: `offer-expired:${offer.offerId}`,
      })),
    );
  }
  return events;
}

/** An offer sent to the client: their portal user hears of it (the mail goes with mailOfferSent). */
export async function notifyOfferSentInTx(
  tx: DbOrTx,
  facts: { offerId: string; tripId: string; tripTitle: string; clientId: string; offerTitle: string },
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...drafts.offerSent(facts),
    userIds: await clientUserIds(tx, facts.clientId),
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
  const url = `${ctx.config.publicUrl}${drafts.links.trip(facts.tripId, "offers")}`;
  try {
    await ctx.mailer.send(offerSentMail({ to: portal.email, ...facts, url }));
  } catch (err) {
    ctx.log.error({ err, tripId: facts.tripId }, "could not mail an offer to the client");
  }
}

// System alerts

/** Someone signed up asking for admin or agent access: the admins hear of it. */
export async function notifyRoleRequestedInTx(
  tx: DbOrTx,
  facts: { userId: string; email: string; role: "admin" | "agent" },
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...drafts.roleRequested({ email: facts.email, roleLabel: roleLabels[facts.role] }),
    userIds: await adminIds(tx),
  });
}

/** A client user filed a request: the agent of its trip when it names one, else the admins (who assign). */
export async function notifyRequestFiledInTx(
  tx: DbOrTx,
  facts: {
    requestId: string;
    clientName: string;
    category: RequestCategory;
    details: string;
    tripId: string | null;
  },
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...drafts.requestFiled({ ...facts, categoryLabel: requestCategoryLabels[facts.category] }),
    userIds: facts.tripId ? await tripAgentIds(tx, facts.tripId) : await adminIds(tx),
  });
}

/** A request was given to someone other than who did it. */
export async function notifyRequestAssignedInTx(
  tx: DbOrTx,
  facts: {
    requestId: string;
    assigneeId: string;
    actorId: string;
    clientName: string;
    category: RequestCategory;
  },
): Promise<PublishedEvent[]> {
  if (facts.assigneeId === facts.actorId) return [];
  return notifyInTx(tx, {
    ...drafts.requestAssigned({ ...facts, categoryLabel: requestCategoryLabels[facts.category] }),
    userIds: [facts.assigneeId],
  });
}

/** A request's status moved: the client's portal user hears of it. */
export async function notifyRequestStatusInTx(
  tx: DbOrTx,
  facts: { requestId: string; clientId: string; category: RequestCategory; status: RequestStatus },
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...drafts.requestStatusChanged({
      requestId: facts.requestId,
      categoryLabel: requestCategoryLabels[facts.category],
      statusLabel: requestStatusLabels[facts.status],
    }),
    userIds: await clientUserIds(tx, facts.clientId),
  });
}

/** A comment on a ticket: its reporter hears of it, or, when the reporter wrote it, its assignee. */
export async function notifyTicketCommentInTx(
  tx: DbOrTx,
  facts: {
    ticketId: string;
    title: string;
    reporterId: string | null;
    assigneeId: string | null;
    authorId: string;
    authorName: string;
  },
): Promise<PublishedEvent[]> {
  const recipient = facts.authorId === facts.reporterId ? facts.assigneeId : facts.reporterId;
  if (!recipient || recipient === facts.authorId) return [];
  return notifyInTx(tx, {
    ...drafts.ticketCommented({ ticketId: facts.ticketId, title: facts.title, authorName: facts.authorName }),
    userIds: [recipient],
  });
}

/** A ticket's status or assignee changed: its reporter hears what changed; a new assignee that it is theirs. */
export async function notifyTicketChangedInTx(
  tx: DbOrTx,
  facts: {
    ticketId: string;
    title: string;
    reporterId: string | null;
    actorId: string;
    change: string;
    newAssigneeId: string | null;
  },
): Promise<PublishedEvent[]> {
  const events: PublishedEvent[] = [];
  if (facts.reporterId && facts.reporterId !== facts.actorId) {
    events.push(
      ...(await notifyInTx(tx, {
        ...drafts.ticketChanged({ ticketId: facts.ticketId, title: facts.title, change: facts.change }),
        userIds: [facts.reporterId],
      })),
    );
  }
  if (facts.newAssigneeId && facts.newAssigneeId !== facts.actorId) {
    events.push(
      ...(await notifyInTx(tx, {
        ...drafts.ticketAssigned({ ticketId: facts.ticketId, title: facts.title }),
        userIds: [facts.newAssigneeId],
      })),
    );
  }
  return events;
}

/**
 * Flight segments whose status may have changed (`before`: the status they had): each one now UN, NO, TK or
 * HX on an upcoming trip tells the trip's agent, once per version of the segment.
 */
export async function notifyScheduleChangesInTx(
  tx: DbOrTx,
  changes: readonly { segmentId: string; before: string | null }[],
  now = new Date(),
): Promise<PublishedEvent[]> {
  if (changes.length === 0) return [];
  const rows = await tx
    .select({
      id: segments.id,
      status: segments.status,
      version: segments.version,
      airline: segments.airline,
      flightNumber: segments.flightNumber,
      origin: segments.origin,
      destination: segments.destination,
      departureLocal: segments.departureLocal,
      tripId: trips.id,
      tripTitle: trips.title,
      ownerId: trips.ownerId,
    })
    .from(segments)
    .innerJoin(trips, eq(trips.id, segments.tripId))
    .where(
      and(
        inArray(
          segments.id,
          changes.map((c) => c.segmentId),
        ),
        eq(segments.segmentType, "flight"),
        upcomingTrip(dayOf(now)),
      ),
    );
  const before = new Map(changes.map((c) => [c.segmentId, c.before]));
  const events: PublishedEvent[] = [];
  for (const row of rows) {
    if (!row.status || !isScheduleChange(before.get(row.id), row.status)) continue;
    events.push(
      ...(await notifyInTx(tx, {
        ...drafts.scheduleChanged({ ...row, status: row.status.toUpperCase() }),
        userIds: await tripAgentIds(tx, row.tripId, row.ownerId),
        dedupeKey: `schedule:${row.id}:${row.version}`,
      })),
    );
  }
  return events;
}

// Invoice updates: the invoices and payments features call these with the facts they already hold.

/** An invoice was issued: the client's portal user hears of it. */
export async function notifyInvoiceIssued(
  tx: DbOrTx,
  facts: { invoiceId: string; number: string; amountText: string; dueDate: string; clientId: string },
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...drafts.invoiceIssued(facts),
    userIds: await clientUserIds(tx, facts.clientId),
    dedupeKey: `invoice-issued:${facts.invoiceId}`,
  });
}

/** An invoice was sent by e-mail: the client's portal user hears of it (each sending). */
export async function notifyInvoiceSent(
  tx: DbOrTx,
  facts: { invoiceId: string; number: string; amountText: string; clientId: string },
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...drafts.invoiceSent(facts),
    userIds: await clientUserIds(tx, facts.clientId),
  });
}

/** A payment was recorded: the client's portal user and the invoice's creator hear of it. */
export async function notifyPaymentRecorded(
  tx: DbOrTx,
  facts: {
    paymentId: string;
    invoiceId: string;
    number: string;
    amountText: string;
    clientId: string;
    creatorId: string | null;
    /** Who recorded it is not told of their own entry. */
    actorId?: string | null;
  },
): Promise<PublishedEvent[]> {
  const agent = facts.creatorId && facts.creatorId !== facts.actorId ? [facts.creatorId] : [];
  return notifyInTx(tx, {
    ...drafts.paymentRecorded(facts),
    userIds: [...(await clientUserIds(tx, facts.clientId)), ...agent],
    dedupeKey: `payment:${facts.paymentId}`,
  });
}

/** An invoice fell overdue: the client's portal user and its creator hear of it, once per invoice. */
export async function notifyInvoiceOverdue(
  tx: DbOrTx,
  facts: {
    invoiceId: string;
    number: string;
    amountText: string;
    dueDate: string;
    clientId: string;
    creatorId: string | null;
  },
): Promise<PublishedEvent[]> {
  return notifyInTx(tx, {
    ...drafts.invoiceOverdue(facts),
    userIds: [...(await clientUserIds(tx, facts.clientId)), facts.creatorId],
    dedupeKey: `invoice-overdue:${facts.invoiceId}:${facts.dueDate}`,
  });
}
