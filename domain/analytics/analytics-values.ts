// Plain lists (no zod) so the analytics chunk and the server can import them.

/** Trip offers sent → accepted → invoiced → paid (issue #16's conversion funnel). */
export const funnelSteps = ["sent", "accepted", "invoiced", "paid"] as const;
export type FunnelStepName = (typeof funnelSteps)[number];

export const funnelStepLabels: Record<FunnelStepName, string> = {
  sent: "Offers sent",
  accepted: "Accepted",
  invoiced: "Invoiced",
  paid: "Paid",
};

/** How many destinations the chart ranks. */
export const TOP_DESTINATIONS_LIMIT = 10;
