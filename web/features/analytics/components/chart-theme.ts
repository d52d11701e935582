import type { BookingStatus } from "#domain/bookings/booking-values";
import type { Currency } from "#domain/currency";

/**
 * Series colours, all theme variables, each at least 3:1 against the card in both themes: the warning
 * yellow is too pale on a light card, so light mode takes its dark foreground tone instead (the panel's
 * wrapper sets --analytics-warning per theme).
 */
export const PANEL_COLOURS =
  "[--analytics-warning:var(--warning-foreground)] dark:[--analytics-warning:var(--warning)]";

export const statusColours: Record<BookingStatus, string> = {
  pending: "var(--analytics-warning)",
  confirmed: "var(--success)",
  completed: "var(--primary)",
  cancelled: "var(--destructive)",
};

export const currencyColours: Record<Currency, string> = {
  EUR: "var(--primary)",
  USD: "var(--success)",
  GBP: "var(--analytics-warning)",
};

export const CHART_HEIGHT = 280;

/** Axis and grid in the theme's muted tones (recharts' defaults are fixed greys). */
export const axisProps = {
  stroke: "var(--border)",
  tick: { fill: "var(--muted-foreground)", fontSize: 12 },
  tickLine: false,
} as const;

export const gridProps = { stroke: "var(--border)", strokeDasharray: "3 3" } as const;

export const tooltipProps = {
  contentStyle: {
    background: "var(--popover)",
    border: "1px solid var(--border)",
    borderRadius: "0.5rem",
    color: "var(--popover-foreground)",
    fontSize: "0.8125rem",
  },
  labelStyle: { color: "var(--popover-foreground)", fontWeight: 600 },
  itemStyle: { color: "var(--popover-foreground)" },
  cursor: { fill: "var(--muted)" },
} as const;

/** Stacked segments get a hairline in the card's colour so neighbours stay apart without colour alone. */
export const segmentStroke = { stroke: "var(--card)", strokeWidth: 1 } as const;
