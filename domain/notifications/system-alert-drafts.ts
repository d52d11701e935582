import { participantsLabel } from "../bookings/booking-format";
import { flightDesignator, formatSegmentDateTime } from "../flights/flight-format";
import { formatTripDate } from "../trips/trip-format";
import { excerpt, links, type NotificationDraft, withArticle } from "./notification-messages";
import { timeLimitDueAt } from "./notification-rules";

// Sign-ups, new requests, booking requests and tickets to handle, and trip alerts for staff (the "systemAlerts" category).

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

export function bookingRequested(facts: {
  bookingId: string;
  reference: string;
  clientName: string;
  /** The package's title. */
  what: string;
  participants: number;
  travelDate: string;
}): NotificationDraft {
  return {
    category: "systemAlerts",
    type: "info",
    message: `${facts.clientName} requested a booking of “${facts.what}” for ${participantsLabel(facts.participants)} on ${formatTripDate(facts.travelDate)}`,
    subject: facts.reference,
    link: links.booking(facts.bookingId),
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
  /** The agency's: the limit's day and time are its wall clock. */
  timeZone: string;
}): NotificationDraft {
  const when = formatSegmentDateTime(facts.time ? `${facts.date}T${facts.time}` : facts.date);
  const passed = timeLimitDueAt(facts.date, facts.time, facts.timeZone) <= facts.now.getTime();
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
