import type { TicketStatus } from "#domain/support/ticket-values";

export const createdDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});
export const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** SPEC §4's display order resolved, pending, open, as badge styles like the other status badges. */
export const ticketStatusBadge: Record<TicketStatus, "default" | "secondary" | "outline"> = {
  resolved: "default",
  pending: "secondary",
  open: "outline",
};
