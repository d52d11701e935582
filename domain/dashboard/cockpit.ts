import { daysUntil } from "../days-remaining";
import { passportExpiryPhrase } from "../passengers/passport-expiry";
import { type RequestCategory, requestCategoryLabels } from "../requests/request-values";
import { formatTripDate } from "../trips/trip-format";
import type { CockpitItem } from "./dashboard.schema";
import {
  type ActionSegmentStatus,
  actionSegmentStatusLabels,
  type CockpitKind,
  cockpitKinds,
  PASSPORT_VALID_AFTER_TRIP_MONTHS,
  UNANSWERED_AFTER_HOURS,
} from "./dashboard-values";

// Plain functions (no zod): the dashboard's web chunk uses them.

const HOUR_MS = 3_600_000;

export const NO_DEADLINES = "Nothing falls due soon.";

export const cockpitKindLabels: Record<CockpitKind, string> = {
  "offer-expiring": "Offers expiring",
  "invoice-due": "Invoices due",
  "time-limit": "Time limits",
  "segment-status": "Flight changes",
  "passport-expiring": "Passports",
  "request-unanswered": "Unanswered requests",
};

const timeLimitLabels: Record<string, string> = {
  ticketing: "Ticketing time limit",
  option: "Option date",
  "airline-deadline": "Airline deadline",
};

type Item = Pick<
  CockpitItem,
  | "kind"
  | "id"
  | "dueAt"
  | "dueDate"
  | "allDay"
  | "overdue"
  | "label"
  | "code"
  | "tripId"
  | "tripTitle"
  | "date"
> &
  Partial<CockpitItem>;

/** Soonest first; on the same instant in the web's order of kinds, then by what they are. */
export function compareCockpitItems(a: Item, b: Item): number {
  const byTime = Date.parse(a.dueAt) - Date.parse(b.dueAt);
  if (byTime !== 0) return byTime;
  const byKind = cockpitKinds.indexOf(a.kind) - cockpitKinds.indexOf(b.kind);
  if (byKind !== 0) return byKind;
  return a.label.localeCompare(b.label) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortCockpit<T extends Item>(items: readonly T[]): T[] {
  return [...items].sort(compareCockpitItems);
}

/** Where each date is handled: the trip's tab, the invoice, the request; the Flights screen for a reservation on no trip. */
export function cockpitHref(item: Item): string {
  switch (item.kind) {
    case "offer-expiring":
      return item.tripId ? `/trips/${item.tripId}?tab=offers` : "/trips";
    case "invoice-due":
      return `/invoices/${item.id}`;
    case "time-limit":
    case "segment-status":
      return item.tripId ? `/trips/${item.tripId}` : "/flights";
    case "passport-expiring":
      return item.tripId ? `/trips/${item.tripId}?tab=passengers` : "/passengers";
    case "request-unanswered":
      return `/requests/${item.id}`;
  }
}

/** What must be done, in a sentence; `today` (the agency's day) puts a passport's expiry in its tense. */
export function cockpitText(item: Item, today?: string): string {
  const trip = item.tripTitle ? ` (trip “${item.tripTitle}”)` : "";
  switch (item.kind) {
    case "offer-expiring":
      return `Offer “${item.label}” expires${trip}`;
    case "invoice-due":
      return item.overdue ? `Invoice ${item.label} is overdue` : `Invoice ${item.label} falls due`;
    case "time-limit":
      return `${timeLimitLabels[item.code ?? ""] ?? "Time limit"}: ${item.label}${trip}`;
    case "segment-status": {
      const meaning = actionSegmentStatusLabels[item.code as ActionSegmentStatus];
      return `Flight ${item.label} is ${item.code}${meaning ? ` (${meaning})` : ""}${trip}`;
    }
    case "passport-expiring": {
      const phrase = today ? passportExpiryPhrase(item.date, today) : null;
      if (phrase?.startsWith("expired")) return `${item.label}’s passport ${phrase}${trip}`;
      return `${item.label}’s passport expires on ${item.date ? formatTripDate(item.date) : "an unknown date"}, less than ${PASSPORT_VALID_AFTER_TRIP_MONTHS} months after the trip${trip}`;
    }
    case "request-unanswered":
      return `${requestCategoryLabels[item.label as RequestCategory] ?? item.label} request waiting for a reply`;
  }
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * When, relative to now: a day ("Today", "Tomorrow", "In 3 days", "2 days overdue"), a time ("In 5 hours",
 * "In 40 minutes"), or for a request how long it has waited ("Waiting 30 hours", "Waiting 3 days"). Days are
 * the agency's `timeZone`'s.
 */
export function dueLabel(item: Item, now: Date, timeZone: string): string {
  if (item.kind === "request-unanswered") {
    const waited = Math.floor((now.getTime() - Date.parse(item.dueAt)) / HOUR_MS) + UNANSWERED_AFTER_HOURS;
    return waited < 48
      ? `Waiting ${plural(waited, "hour")}`
      : `Waiting ${plural(Math.floor(waited / 24), "day")}`;
  }
  const ms = Date.parse(item.dueAt) - now.getTime();
  if (!item.allDay && ms >= 0 && ms < 24 * HOUR_MS) {
    const hours = Math.floor(ms / HOUR_MS);
    return hours >= 1
      ? `In ${plural(hours, "hour")}`
      : `In ${plural(Math.max(1, Math.ceil(ms / 60_000)), "minute")}`;
  }
  const days = daysUntil(item.dueDate, now, timeZone);
  if (days < 0) return `${plural(-days, "day")} overdue`;
  if (days === 0) return "Today";
  if (days === 1) return "Tomorrow";
  return `In ${days} days`;
}
