import { z } from "zod";
import { isIsoDate } from "../calendar-date";
import { CURRENCIES } from "../currency";
import { queryDateSchema } from "../date.schema";
import { rangeIssue } from "./analytics-range";
import { funnelSteps } from "./analytics-values";

/** GET /api/analytics: both dates optional (the last 12 months by default); at most 60 months. */
export const analyticsQuerySchema = z
  .object({ from: queryDateSchema, to: queryDateSchema })
  .superRefine((value, ctx) => {
    const { from, to } = value;
    if (!from || !to || !isIsoDate(from) || !isIsoDate(to)) return;
    const issue = rangeIssue(from, to);
    if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);
const count = z.number().int().min(0);
const cents = z.number().int();

export const currencyRevenueSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Net of refunds, in the payments' own currency. */
  amountCents: cents,
  /** The same payments, each converted at the rate locked when it was recorded. */
  baseAmountCents: cents,
});

export const monthRevenueSchema = z.object({
  month: monthSchema,
  baseAmountCents: cents,
  /** One entry per currency of the range (`currencies`), in that order, zero where nothing came in. */
  byCurrency: z.array(currencyRevenueSchema),
});
export type MonthRevenue = z.infer<typeof monthRevenueSchema>;

/** Bookings dated in the month, by their status now. */
export const monthBookingsSchema = z.object({
  month: monthSchema,
  pending: count,
  confirmed: count,
  completed: count,
  cancelled: count,
  total: count,
});
export type MonthBookings = z.infer<typeof monthBookingsSchema>;

export const destinationFigureSchema = z.object({
  destination: z.string(),
  /** Bookings made in the range, cancelled ones left out. */
  bookings: count,
  /** Collected in the range on these bookings' invoices, in the base currency. */
  revenueBaseCents: cents,
});
export type DestinationFigure = z.infer<typeof destinationFigureSchema>;

export const agentFigureSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** Trips they own that were created in the range. */
  tripsOwned: count,
  /** Bookings they entered, dated in the range. */
  bookingsCreated: count,
  /** Collected in the range on invoices they issued, in the base currency. */
  revenueBaseCents: cents,
});
export type AgentFigure = z.infer<typeof agentFigureSchema>;

export const funnelStepSchema = z.object({
  step: z.enum(funnelSteps),
  label: z.string(),
  count,
  /** Share of the offers sent, in percent with one decimal; null when none were sent. */
  percentOfSent: z.number().nullable(),
  /** Share of the step before, in percent with one decimal; null for the first step or after a zero. */
  percentOfPrevious: z.number().nullable(),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  baseCurrency: z.enum(CURRENCIES),
  /** Currencies that took payments in the range, in the order of CURRENCIES. */
  currencies: z.array(z.enum(CURRENCIES)),
  revenueByMonth: z.array(monthRevenueSchema),
  bookingsByMonth: z.array(monthBookingsSchema),
  topDestinations: z.array(destinationFigureSchema),
  agents: z.array(agentFigureSchema),
  funnel: z.array(funnelStepSchema),
  leadTime: z.object({
    /** Days from booking to travel, averaged over the range's bookings (cancelled ones left out), one decimal. */
    averageDays: z.number().nullable(),
    bookings: count,
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
