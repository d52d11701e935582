import { flightDesignator, formatSegmentDateTime } from "../flights/flight-format";
import { formatTripDate } from "../trips/trip-format";
import { timeLimitDueAt } from "./notification-rules";
import type { NotificationCategory, NotificationType } from "./notification-values";

/** What one event tells its recipients: the same words for everyone it reaches. */
export interface NotificationDraft {
  category: NotificationCategory;
  type: NotificationType;
  message: string;
  subject: string | null;
  /** The in-app path of the record it is about: clicking the notification opens it. */
  link: string | null;
}

/** Long free text (a request's details, a decline reason) is cut to this in a message. */
const EXCERPT_MAX = 120;

export function excerpt(text: string, max = EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** "a date change", "an add service". */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? "an" : "a"} ${words}`;
}

export const links = {
  trip: (tripId: string, tab?: "offers" | "passengers" | "messages") =>
    tab ? `/trips/${tripId}?tab=${tab}` : `/trips/${tripId}`,
  request: (requestId: string) => `/requests/${requestId}`,
  ticket: (ticketId: string) => `/support/${ticketId}`,
  chat: (kind: "request" | "trip", id: string) => `/chat?${kind}=${id}`,
  invoice: (invoiceId: string) => `/invoices/${invoiceId}`,
  users: () => "/users",
};

// Offer responses

export function offerAnswered(facts: {
  tripId: string;
  tripTitle: string;
  offerTitle: string;
  clientName: string;
  answer: "accepted" | "declined";
  reason?: string | null;
}): NotificationDraft {
  const reason = facts.answer === "declined" && facts.reason ? `: “${excerpt(facts.reason)}”` : "";
  return {
    category: "offerResponses",
    // A decline needs the agent's attention more than an acceptance does.
    type: facts.answer === "declined" ? "alert" : "info",
    message: `${facts.clientName} ${facts.answer} the offer “${facts.offerTitle}”${reason}`,
    subject: facts.tripTitle,
    link: links.trip(facts.tripId, "offers"),
  };
}

export function offerExpired(facts: {
  tripId: string;
  tripTitle: string;
  offerTitle: string;
}): NotificationDraft {
  return {
    category: "offerResponses",
    type: "other",
    message: `The offer “${facts.offerTitle}” expired without an answer`,
    subject: facts.tripTitle,
    link: links.trip(facts.tripId, "offers"),
  };
}

export function offerSent(facts: {
  tripId: string;
  tripTitle: string;
  offerTitle: string;
}): NotificationDraft {
  return {
    category: "offerResponses",
    type: "info",
    message: `You have a new offer, “${facts.offerTitle}”: accept or decline it within 3 days`,
    subject: facts.tripTitle,
    link: links.trip(facts.tripId, "offers"),
  };
}

// Agent messages

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

// System alerts

export function roleRequested(facts: { email: string; roleLabel: string }): NotificationDraft {
  return {
    category: "systemAlerts",
    type: "info",
    message: `${facts.email} asks for ${facts.roleLabel} access`,
    subject: "Role request",
    link: links.users(),
  };
}

export function requestFiled(facts: {
  requestId: string;
  clientName: string;
  categoryLabel: string;
  details: string;
}): NotificationDraft {
  return {
    category: "systemAlerts",
    type: "info",
    message: `${facts.clientName} filed ${withArticle(facts.categoryLabel.toLowerCase())} request: “${excerpt(facts.details)}”`,
    subject: `${facts.categoryLabel} request`,
    link: links.request(facts.requestId),
  };
}

export function requestAssigned(facts: {
  requestId: string;
  clientName: string;
  categoryLabel: string;
}): NotificationDraft {
  return {
    category: "systemAlerts",
    type: "info",
    message: `You were assigned the ${facts.categoryLabel.toLowerCase()} request of ${facts.clientName}`,
    subject: `${facts.categoryLabel} request`,
    link: links.request(facts.requestId),
  };
}

export function ticketAssigned(facts: { ticketId: string; title: string }): NotificationDraft {
  return {
    category: "systemAlerts",
    type: "info",
    message: "You were assigned a support ticket",
    subject: facts.title,
    link: links.ticket(facts.ticketId),
  };
}

export function passportExpiring(facts: {
  tripId: string;
  tripTitle: string;
  passengerName: string;
  documentExpiry: string;
  tripEnd: string;
  /** Today (YYYY-MM-DD): a passport already past its expiry "expired". */
  today: string;
}): NotificationDraft {
  const expiry = formatTripDate(facts.documentExpiry);
  const when = facts.documentExpiry < facts.today ? `expired on ${expiry}` : `expires on ${expiry}`;
  return {
    category: "systemAlerts",
    type: "alert",
    message: `The passport of ${facts.passengerName} ${when}, less than 6 months after the trip ends (${formatTripDate(facts.tripEnd)})`,
    subject: facts.tripTitle,
    link: links.trip(facts.tripId, "passengers"),
  };
}

const timeLimitKindLabels: Record<string, string> = {
  ticketing: "Ticketing time limit",
  option: "Option",
  "airline-deadline": "Airline ticketing deadline",
};

export function timeLimitDue(facts: {
  tripId: string;
  tripTitle: string;
  kind: string;
  date: string;
  time: string | null;
  airline: string | null;
  recordLocator: string | null;
  now: Date;
}): NotificationDraft {
  const when = formatSegmentDateTime(facts.time ? `${facts.date}T${facts.time}` : facts.date);
  const passed = timeLimitDueAt(facts.date, facts.time) <= facts.now.getTime();
  const label = timeLimitKindLabels[facts.kind] ?? "Time limit";
  const of = [facts.airline, facts.recordLocator ? `reservation ${facts.recordLocator}` : null]
    .filter(Boolean)
    .join(", ");
  return {
    category: "systemAlerts",
    type: "alert",
    message: `${label}${of ? ` (${of})` : ""} ${passed ? "passed on" : "falls on"} ${when}`,
    subject: facts.tripTitle,
    link: links.trip(facts.tripId),
  };
}

const scheduleStatusMeanings: Record<string, string> = {
  UN: "unable, the flight is not operating",
  NO: "no action taken",
  TK: "schedule change, confirmed on new times",
  HX: "cancelled by the airline",
};

export function scheduleChanged(facts: {
  tripId: string;
  tripTitle: string;
  airline: string | null;
  flightNumber: string | null;
  origin: string | null;
  destination: string | null;
  departureLocal: string | null;
  status: string;
}): NotificationDraft {
  const route = facts.origin && facts.destination ? ` ${facts.origin}–${facts.destination}` : "";
  const when = facts.departureLocal ? ` on ${formatSegmentDateTime(facts.departureLocal)}` : "";
  const meaning = scheduleStatusMeanings[facts.status];
  return {
    category: "systemAlerts",
    type: "alert",
    message: `Flight ${flightDesignator(facts.airline, facts.flightNumber)}${route}${when} is now ${facts.status}${meaning ? ` (${meaning})` : ""}`,
    subject: facts.tripTitle,
    link: links.trip(facts.tripId),
  };
}

// Invoice updates

export function invoiceIssued(facts: {
  invoiceId: string;
  number: string;
  amountText: string;
  dueDate: string;
}): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type: "info",
    message: `Invoice ${facts.number} for ${facts.amountText} was issued, due ${formatTripDate(facts.dueDate)}`,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}

export function invoiceSent(facts: {
  invoiceId: string;
  number: string;
  amountText: string;
}): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type: "info",
    message: `Invoice ${facts.number} for ${facts.amountText} was sent to you by e-mail`,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}

export function paymentRecorded(facts: {
  invoiceId: string;
  number: string;
  amountText: string;
}): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type: "info",
    message: `A payment of ${facts.amountText} was recorded on invoice ${facts.number}`,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}

export function invoiceOverdue(facts: {
  invoiceId: string;
  number: string;
  amountText: string;
  dueDate: string;
}): NotificationDraft {
  return {
    category: "invoiceUpdates",
    type: "alert",
    message: `Invoice ${facts.number} is overdue: ${facts.amountText} was due on ${formatTripDate(facts.dueDate)}`,
    subject: facts.number,
    link: links.invoice(facts.invoiceId),
  };
}
