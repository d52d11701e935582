// Pure shaping of the analytics query's sparse rows into what every chart draws: no zod, no I/O.
import type { BookingStatus } from "../bookings/booking-values";
import { CURRENCIES, type Currency } from "../currency";
import type {
  AgentFigure,
  Analytics,
  DestinationFigure,
  FunnelStep,
  MonthBookings,
  MonthRevenue,
} from "./analytics.schema";
import type { AnalyticsRange } from "./analytics-range";
import { monthsBetween } from "./analytics-range";
import {
  type FunnelStepName,
  funnelStepLabels,
  funnelSteps,
  TOP_DESTINATIONS_LIMIT,
} from "./analytics-values";

/** What the one analytics statement returns: only months, currencies and statuses that have rows. */
export interface AnalyticsRows {
  revenue: { month: string; currency: Currency; amountCents: number; baseAmountCents: number }[];
  bookings: { month: string; status: BookingStatus; count: number }[];
  /** By the package's destination or the trip's; bookings of a trip without one are not among them. */
  destinations: { destination: string; bookings: number; revenueBaseCents: number }[];
  agents: AgentFigure[];
  funnel: Record<FunnelStepName, number>;
  leadTime: { bookings: number; totalDays: number };
}

/** `part` as a percentage of `whole` with one decimal; null when `whole` is zero. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}

/** One point per month of the range, zero where nothing was paid; each month lists every currency of the range. */
export function revenueByMonth(
  rows: AnalyticsRows["revenue"],
  months: readonly string[],
): { currencies: Currency[]; revenueByMonth: MonthRevenue[] } {
  const inRange = new Set(months);
  const kept = rows.filter((row) => inRange.has(row.month));
  const present = new Set(kept.map((row) => row.currency));
  const currencies = CURRENCIES.filter((currency) => present.has(currency));
  const byMonth = new Map<string, Map<Currency, { amountCents: number; baseAmountCents: number }>>();
  for (const row of kept) {
    const month = byMonth.get(row.month) ?? new Map();
    const seen = month.get(row.currency) ?? { amountCents: 0, baseAmountCents: 0 };
    month.set(row.currency, {
      amountCents: seen.amountCents + row.amountCents,
      baseAmountCents: seen.baseAmountCents + row.baseAmountCents,
    });
    byMonth.set(row.month, month);
  }
  return {
    currencies,
    revenueByMonth: months.map((month) => {
      const figures = byMonth.get(month);
      const byCurrency = currencies.map((currency) => ({
        currency,
        amountCents: figures?.get(currency)?.amountCents ?? 0,
        baseAmountCents: figures?.get(currency)?.baseAmountCents ?? 0,
      }));
      return {
        month,
        baseAmountCents: byCurrency.reduce((sum, entry) => sum + entry.baseAmountCents, 0),
        byCurrency,
      };
    }),
  };
}

/** One point per month of the range with a count per status, zero where none. */
export function bookingsByMonth(rows: AnalyticsRows["bookings"], months: readonly string[]): MonthBookings[] {
  const points = new Map<string, MonthBookings>(
    months.map((month) => [month, { month, pending: 0, confirmed: 0, completed: 0, cancelled: 0, total: 0 }]),
  );
  for (const row of rows) {
    const point = points.get(row.month);
    if (!point) continue;
    point[row.status] += row.count;
    point.total += row.count;
  }
  return [...points.values()];
}

/**
 * Destinations by bookings, then revenue, then name, names trimmed; a blank one is no destination and is left
 * out rather than drawn as an 'Unknown' bar. At most `limit`.
 */
export function topDestinations(
  rows: AnalyticsRows["destinations"],
  limit = TOP_DESTINATIONS_LIMIT,
): DestinationFigure[] {
  const merged = new Map<string, DestinationFigure>();
  for (const row of rows) {
    const destination = row.destination.trim();
    if (!destination) continue;
    const seen = merged.get(destination) ?? { destination, bookings: 0, revenueBaseCents: 0 };
    merged.set(destination, {
      destination,
      bookings: seen.bookings + row.bookings,
      revenueBaseCents: seen.revenueBaseCents + row.revenueBaseCents,
    });
  }
  return [...merged.values()]
    .filter((row) => row.bookings > 0 || row.revenueBaseCents !== 0)
    .sort(
      (a, b) =>
        b.bookings - a.bookings ||
        b.revenueBaseCents - a.revenueBaseCents ||
        a.destination.localeCompare(b.destination),
    )
    .slice(0, limit);
}

/** Agents by revenue, then bookings, then trips, then name. */
export function rankAgents(rows: readonly AgentFigure[]): AgentFigure[] {
  return [...rows].sort(
    (a, b) =>
      b.revenueBaseCents - a.revenueBaseCents ||
      b.bookingsCreated - a.bookingsCreated ||
      b.tripsOwned - a.tripsOwned ||
      a.name.localeCompare(b.name) ||
      a.userId.localeCompare(b.userId),
  );
}

/** The funnel's steps in order, each with its share of the offers sent and of the step before. */
export function conversionFunnel(counts: AnalyticsRows["funnel"]): FunnelStep[] {
  const sent = counts.sent;
  return funnelSteps.map((step, index) => {
    const previous = index === 0 ? null : counts[funnelSteps[index - 1]!];
    return {
      step,
      label: funnelStepLabels[step],
      count: counts[step],
      percentOfSent: percentOf(counts[step], sent),
      percentOfPrevious: previous === null ? null : percentOf(counts[step], previous),
    };
  });
}

/** Average days from booking to travel with one decimal; null without bookings. */
export function averageLeadTime({ bookings, totalDays }: AnalyticsRows["leadTime"]): Analytics["leadTime"] {
  if (bookings <= 0) return { averageDays: null, bookings: 0 };
  return { averageDays: Math.round((totalDays * 10) / bookings) / 10, bookings };
}

/** The whole tab's figures from the statement's rows. */
export function shapeAnalytics(
  rows: AnalyticsRows,
  range: AnalyticsRange,
  baseCurrency: Currency,
): Analytics {
  const months = monthsBetween(range.from, range.to);
  return {
    from: range.from,
    to: range.to,
    baseCurrency,
    ...revenueByMonth(rows.revenue, months),
    bookingsByMonth: bookingsByMonth(rows.bookings, months),
    topDestinations: topDestinations(rows.destinations),
    agents: rankAgents(rows.agents),
    funnel: conversionFunnel(rows.funnel),
    leadTime: averageLeadTime(rows.leadTime),
  };
}
