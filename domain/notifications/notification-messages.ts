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
  /** Bookings are "orders" on screen. */
  booking: (bookingId: string) => `/orders/${bookingId}`,
  users: () => "/users",
};
