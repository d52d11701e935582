import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { requestStatusChanged, ticketCommented } from "#domain/notifications/agent-message-drafts";
import type { NotificationDraft } from "#domain/notifications/notification-messages";
import { offerAnswered, offerSent } from "#domain/notifications/offer-response-drafts";
import {
  requestAssigned,
  requestFiled,
  roleRequested,
  scheduleChanged,
  ticketAssigned,
} from "#domain/notifications/system-alert-drafts";
import { requestCategoryLabels, requestStatusLabels } from "#domain/requests/request-values";
import type { DbOrTx } from "../client";
import { users } from "../schema/auth";
import { clients } from "../schema/clients";
import { notifications } from "../schema/notifications";
import { requests } from "../schema/requests";
import { segments } from "../schema/segments";
import { supportTickets, ticketComments } from "../schema/support";
import { tripOffers } from "../schema/trip-offers";
import { trips } from "../schema/trips";

const HOUR = 3_600_000;

type Who = "admin" | "agent" | "client";
const emails: Record<Who, string> = {
  admin: "admin@itinera.local",
  agent: "agent@itinera.local",
  client: "client@itinera.local",
};

/** Each demo user's notifications: the newest unread, the older read; each links to a seeded record. */
export async function seedNotifications(tx: DbOrTx, now = Date.now()): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const idOf = (who: Who) => people.find((p) => p.email === emails[who])?.id ?? null;
  const rows: (typeof notifications.$inferInsert)[] = [];
  const add = (who: Who, list: (NotificationDraft | null)[]) => {
    const userId = idOf(who);
    if (!userId) return;
    list
      .filter((draft): draft is NotificationDraft => draft !== null)
      .forEach((draft, index) => {
        const createdAt = new Date(now - (index * 7 + 1) * HOUR);
        // The two newest stay unread: the bell shows a count and the page both states.
        rows.push({
          ...draft,
          userId,
          createdAt,
          readAt: index < 2 ? null : new Date(createdAt.getTime() + HOUR),
        });
      });
  };

  const agentId = idOf("agent");
  const agentTrips = agentId
    ? await tx
        .select({ id: trips.id, title: trips.title, clientName: clients.name })
        .from(trips)
        .innerJoin(clients, eq(clients.id, trips.clientId))
        .where(eq(trips.ownerId, agentId))
        .orderBy(desc(trips.startDate), asc(trips.id))
        .limit(10)
    : [];
  const answered = agentTrips.length
    ? await tx
        .select({ title: tripOffers.title, status: tripOffers.status, tripId: tripOffers.tripId })
        .from(tripOffers)
        .where(
          and(
            inArray(
              tripOffers.tripId,
              agentTrips.map((trip) => trip.id),
            ),
            inArray(tripOffers.status, ["accepted", "declined"]),
          ),
        )
        .orderBy(asc(tripOffers.createdAt))
        .limit(2)
    : [];
  const tripById = new Map(agentTrips.map((trip) => [trip.id, trip]));
  const [flight] = agentTrips.length
    ? await tx
        .select({
          tripId: segments.tripId,
          airline: segments.airline,
          flightNumber: segments.flightNumber,
          origin: segments.origin,
          destination: segments.destination,
          departureLocal: segments.departureLocal,
        })
        .from(segments)
        .where(
          and(
            inArray(
              segments.tripId,
              agentTrips.map((trip) => trip.id),
            ),
            eq(segments.segmentType, "flight"),
          ),
        )
        .orderBy(asc(segments.departureLocal))
        .limit(1)
    : [];
  const flightTrip = flight?.tripId ? tripById.get(flight.tripId) : undefined;
  const [assigned] = agentId
    ? await tx
        .select({ id: requests.id, category: requests.category, clientName: clients.name })
        .from(requests)
        .innerJoin(clients, eq(clients.id, requests.clientId))
        .where(eq(requests.assigneeId, agentId))
        .orderBy(desc(requests.createdAt))
        .limit(1)
    : [];
  add("agent", [
    ...answered.map((offer) => {
      const trip = tripById.get(offer.tripId)!;
      return offerAnswered({
        tripId: trip.id,
        tripTitle: trip.title,
        offerTitle: offer.title,
        clientName: trip.clientName,
        answer: offer.status === "accepted" ? "accepted" : "declined",
      });
    }),
    flight && flightTrip
      ? scheduleChanged({
          ...flight,
          tripId: flightTrip.id,
          tripTitle: flightTrip.title,
          status: "TK",
        })
      : null,
    assigned
      ? requestAssigned({
          requestId: assigned.id,
          clientName: assigned.clientName,
          categoryLabel: requestCategoryLabels[assigned.category],
        })
      : null,
  ]);

  const [filed] = await tx
    .select({
      id: requests.id,
      category: requests.category,
      details: requests.details,
      clientName: clients.name,
    })
    .from(requests)
    .innerJoin(clients, eq(clients.id, requests.clientId))
    .orderBy(desc(requests.createdAt))
    .limit(1);
  const adminId = idOf("admin");
  const [staffTicket] = adminId
    ? await tx
        .select({ id: supportTickets.id, title: supportTickets.title })
        .from(supportTickets)
        .where(eq(supportTickets.assigneeId, adminId))
        .orderBy(desc(supportTickets.createdAt))
        .limit(1)
    : [];
  add("admin", [
    filed
      ? requestFiled({
          requestId: filed.id,
          clientName: filed.clientName,
          categoryLabel: requestCategoryLabels[filed.category],
          details: filed.details,
        })
      : null,
    roleRequested({ email: "new.agent@itinera.local", roleLabel: "Travel Agent" }),
    staffTicket ? ticketAssigned({ ticketId: staffTicket.id, title: staffTicket.title }) : null,
  ]);

  const clientUserId = idOf("client");
  const [own] = clientUserId
    ? await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, clientUserId))
    : [];
  const [offer] = own
    ? await tx
        .select({ title: tripOffers.title, tripId: trips.id, tripTitle: trips.title })
        .from(tripOffers)
        .innerJoin(trips, eq(trips.id, tripOffers.tripId))
        .where(and(eq(trips.clientId, own.id), eq(tripOffers.status, "sent")))
        .orderBy(desc(tripOffers.createdAt))
        .limit(1)
    : [];
  const [request] = own
    ? await tx
        .select({ id: requests.id, category: requests.category, status: requests.status })
        .from(requests)
        .where(eq(requests.clientId, own.id))
        .orderBy(desc(requests.createdAt))
        .limit(1)
    : [];
  // The latest reply staff wrote on one of the client's tickets.
  const [reply] = clientUserId
    ? await tx
        .select({
          ticketId: supportTickets.id,
          title: supportTickets.title,
          authorName: ticketComments.authorName,
        })
        .from(ticketComments)
        .innerJoin(supportTickets, eq(supportTickets.id, ticketComments.ticketId))
        .where(and(eq(supportTickets.reporterId, clientUserId), ne(ticketComments.authorId, clientUserId)))
        .orderBy(desc(ticketComments.createdAt))
        .limit(1)
    : [];
  add("client", [
    offer ? offerSent({ tripId: offer.tripId, tripTitle: offer.tripTitle, offerTitle: offer.title }) : null,
    request
      ? requestStatusChanged({
          requestId: request.id,
          categoryLabel: requestCategoryLabels[request.category],
          statusLabel: requestStatusLabels[request.status],
        })
      : null,
    reply ? ticketCommented(reply) : null,
  ]);

  if (rows.length > 0) await tx.insert(notifications).values(rows);
}
