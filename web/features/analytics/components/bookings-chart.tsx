import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Analytics } from "#domain/analytics/analytics.schema";
import { bookingsTable, csvFileName } from "#domain/analytics/analytics-tables";
import { bookingStatusLabels } from "#domain/bookings/booking-format";
import { bookingStatuses } from "#domain/bookings/booking-values";
import { ChartCard } from "./chart-card";
import { formatCount, monthLabel } from "./chart-format";
import {
  axisProps,
  CHART_HEIGHT,
  gridProps,
  segmentStroke,
  statusColours,
  tooltipProps,
} from "./chart-theme";

/** Bookings dated in each month, stacked by the status they have now. */
export function BookingsChart({ data }: { data: Analytics }) {
  const points = data.bookingsByMonth.map((point) => ({
    ...point,
    label: monthLabel(point.month, "short"),
    monthName: monthLabel(point.month),
  }));
  const total = data.bookingsByMonth.reduce((sum, point) => sum + point.total, 0);
  const byStatus = bookingStatuses
    .map((status) => {
      const count = data.bookingsByMonth.reduce((sum, point) => sum + point[status], 0);
      return `${formatCount(count)} ${bookingStatusLabels[status].toLowerCase()}`;
    })
    .join(", ");

  return (
    <ChartCard
      title="Bookings by status"
      description="Bookings by booking date, stacked by their current status."
      table={bookingsTable(data)}
      csvName={csvFileName("bookings-by-status", data)}
      summary={`Stacked bar chart of bookings per month: ${formatCount(total)} in all (${byStatus}). The Table view lists every month.`}
      empty={total === 0}
      emptyText="No bookings in this range."
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} {...gridProps} />
          <XAxis dataKey="label" {...axisProps} interval="preserveStartEnd" minTickGap={12} />
          <YAxis {...axisProps} width={40} allowDecimals={false} />
          <Tooltip
            {...tooltipProps}
            labelFormatter={(_, payload) => String(payload?.[0]?.payload?.monthName ?? "")}
          />
          <Legend
            itemSorter={null}
            formatter={(value) => <span className="text-foreground text-sm">{value}</span>}
          />
          {bookingStatuses.map((status) => (
            <Bar
              key={status}
              dataKey={status}
              name={bookingStatusLabels[status]}
              stackId="bookings"
              fill={statusColours[status]}
              {...segmentStroke}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
