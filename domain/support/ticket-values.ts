// Plain lists (no zod) so tables, schemas and small web chunks can all import them.
/** SPEC §3 Support ticket types, stored as these codes and shown in words. */
export const ticketTypes = [
  "technical_issue",
  "login_problem",
  "document_upload",
  "payment_issue",
  "custom",
] as const;
export type TicketType = (typeof ticketTypes)[number];

export const ticketTypeLabels: Record<TicketType, string> = {
  technical_issue: "Technical issue",
  login_problem: "Login problem",
  document_upload: "Document upload",
  payment_issue: "Payment issue",
  custom: "Custom",
};

/** SPEC §4 support ticket statuses (displayed resolved, pending, open). */
export const ticketStatuses = ["open", "pending", "resolved"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: "Open",
  pending: "Pending",
  resolved: "Resolved",
};

/** SPEC §4's display order resolved, pending, open, as badge styles like the other status badges. */
export const ticketStatusBadge: Record<TicketStatus, "default" | "secondary" | "outline"> = {
  resolved: "default",
  pending: "secondary",
  open: "outline",
};
