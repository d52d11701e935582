import { formatTripDate } from "../trips/trip-format";
import { links, type NotificationDraft } from "./notification-messages";

// Messages, request, booking and ticket news for the person on the other side (the "agentMessages" category).

export function chatUnread(facts: {
  kind: "request" | "trip";
  id: string;
  label: string;
  senderName: string;
  unread: number;
}): NotificationDraft {
  const more = facts.unread > 1 ? ` (${facts.unread} unread)` : "";
  return {
    category: "agentMessages",
    type: "info",
    message: `New message from ${facts.senderName}${more}`,
    subject: facts.label,
    link: links.chat(facts.kind, facts.id),
  };
}

export function requestStatusChanged(facts: {
  requestId: string;
  categoryLabel: string;
  statusLabel: string;
}): NotificationDraft {
  return {
    category: "agentMessages",
    type: "info",
    message: `Your ${facts.categoryLabel.toLowerCase()} request is now ${facts.statusLabel.toLowerCase()}`,
    subject: `${facts.categoryLabel} request`,
    link: links.request(facts.requestId),
  };
}

export function ticketCommented(facts: {
  ticketId: string;
  title: string;
  authorName: string;
}): NotificationDraft {
  return {
    category: "agentMessages",
    type: "info",
    message: `${facts.authorName} commented on your ticket`,
    subject: facts.title,
    link: links.ticket(facts.ticketId),
  };
}

export function ticketChanged(facts: { ticketId: string; title: string; change: string }): NotificationDraft {
  return {
    category: "agentMessages",
    type: "info",
    message: `Your ticket changed: ${facts.change}`,
    subject: facts.title,
    link: links.ticket(facts.ticketId),
  };
}

export function bookingConfirmed(facts: {
  bookingId: string;
  reference: string;
  /** The package's or trip's title. */
  what: string;
  travelDate: string;
}): NotificationDraft {
  return {
    category: "agentMessages",
    type: "info",
    message: `Your booking ${facts.reference} of “${facts.what}” on ${formatTripDate(facts.travelDate)} is confirmed`,
    subject: facts.reference,
    link: links.booking(facts.bookingId),
  };
}
