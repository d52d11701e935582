// Plain lists (no zod) so tables, schemas and small web chunks can all import them.
/** SPEC §3 Request categories, stored as these codes and shown in words. */
export const requestCategories = [
  "new_trip",
  "date_change",
  "add_service",
  "cancel_trip",
  "support",
] as const;
export type RequestCategory = (typeof requestCategories)[number];

export const requestCategoryLabels: Record<RequestCategory, string> = {
  new_trip: "New trip",
  date_change: "Date change",
  add_service: "Add service",
  cancel_trip: "Cancel trip",
  support: "Support",
};

/** SPEC §4 request statuses (displayed resolved, in progress, open). */
export const requestStatuses = ["open", "in_progress", "resolved"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  open: "Open",
  in_progress: "In progress",
  resolved: "Resolved",
};

/** Badge styles: resolved reads as done, in progress as being worked, open as waiting for someone. */
export const requestStatusBadge: Record<RequestStatus, "default" | "secondary" | "outline"> = {
  resolved: "default",
  in_progress: "secondary",
  open: "outline",
};

/** What the requests list sorts by: created date, status in workflow order, category in words. */
export const requestSorts = ["created", "status", "category"] as const;
export type RequestSort = (typeof requestSorts)[number];
