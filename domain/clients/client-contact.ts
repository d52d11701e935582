// Plain values (no zod) so the client's Overview can say what the last contact was without the schema library.
import { type RequestCategory, requestCategoryLabels } from "../requests/request-values";

/**
 * What counts as contact with a client: a request filed, a chat message on a request or a trip (either way),
 * a support ticket opened, a comment on a ticket.
 */
export const lastContactKinds = [
  "request",
  "request_message",
  "trip_message",
  "ticket",
  "ticket_comment",
] as const;
export type LastContactKind = (typeof lastContactKinds)[number];

/** The last contact as the API answers it. */
export interface LastContact {
  kind: LastContactKind;
  /** When it happened (an instant). */
  at: string;
  /** Who wrote, filed or opened it, when known. */
  byName: string | null;
  /** The request's category, or the trip's or the ticket's title. */
  subject: string;
  requestId: string | null;
  tripId: string | null;
  ticketId: string | null;
}

const requestSubject = (subject: string) => requestCategoryLabels[subject as RequestCategory] ?? subject;

/**
 * What the last contact was, in words: "Request filed: New trip", "Message on the request Date change",
 * "Message on the trip Lisbon city break", "Ticket opened: Cannot log in", "Comment on the ticket Cannot log in".
 */
export function lastContactSentence(contact: Pick<LastContact, "kind" | "subject">): string {
  switch (contact.kind) {
    case "request":
      return `Request filed: ${requestSubject(contact.subject)}`;
    case "request_message":
      return `Message on the request ${requestSubject(contact.subject)}`;
    case "trip_message":
      return `Message on the trip ${contact.subject}`;
    case "ticket":
      return `Ticket opened: ${contact.subject}`;
    case "ticket_comment":
      return `Comment on the ticket ${contact.subject}`;
  }
}

/** Where the last contact can be read in full: the request, the trip's messages, or the ticket. */
export function lastContactLink(contact: LastContact): string | null {
  if (contact.requestId) return `/requests/${contact.requestId}`;
  if (contact.tripId) return `/trips/${contact.tripId}?tab=messages`;
  if (contact.ticketId) return `/support/${contact.ticketId}`;
  return null;
}
