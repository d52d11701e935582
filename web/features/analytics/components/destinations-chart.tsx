import { useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Analytics } from "#domain/analytics/analytics.schema";
import { csvFileName, destinationsTable } from "#domain/analytics/analytics-tables";
import { formatMoney } from "#domain/money-format";
import { ChartCard } from "./chart-card";
import { compactMoney, formatCount } from "./chart-format";
import { axisProps, gridProps, tooltipProps } from "./chart-theme";
import { SegmentedButtons } from "./segmented-buttons";

type Measure = "bookings" | "revenue";
const measures = [
  { value: "bookings", label: "Bookings" },
  { value: "revenue", label: "Revenue" },
] as const satisfies readonly { value: Measure; label: string }[];

/** One bar per row, tall enough for the name beside it. */
export const barRowsHeight = (rows: number) => Math.max(120, rows * 36 + 24);

/** The range's top destinations, by bookings or by the revenue collected on them. */
export function DestinationsChart({ data }: { data: Analytics }) {
  const [measure, setMeasure] = useState<Measure>("bookings");
  const base = data.baseCurrency;
  const rows = data.topDestinations.map((row) => ({
    name: row.destination,
    value: measure === "bookings" ? row.bookings : row.revenueBaseCents,
  }));
  const format = (value: number) => (measure === "bookings" ? formatCount(value) : formatMoney(value, base));
  const first = data.topDestinations[0];

  return (
    <ChartCard
      title="Top destinations"
      description="Bookings made in the range (cancelled left out) and the revenue collected on them. A trip's bookings count where its segments go; a trip without segments is left out."
      table={destinationsTable(data)}
      csvName={csvFileName("top-destinations", data)}
      summary={`Bar chart of the top ${rows.length} destinations by ${measure}${first ? `; ${first.destination} leads bookings with ${formatCount(first.bookings)}` : ""}. The Table view lists bookings and revenue for each.`}
      empty={rows.length === 0}
      emptyText="No destination data available."
      controls={
        <SegmentedButtons
          label="Top destinations: measure"
          options={measures}
          value={measure}
          onChange={setMeasure}
        />
      }
    >
      <ResponsiveContainer width="100%" height={barRowsHeight(rows.length)}>
        <BarChart
          data={rows}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} {...gridProps} />
          <XAxis
            type="number"
            {...axisProps}
            allowDecimals={false}
            tickFormatter={(value: number) =>
              measure === "bookings" ? formatCount(value) : compactMoney(value, base)
            }
          />
          <YAxis type="category" dataKey="name" {...axisProps} width={110} interval={0} />
          <Tooltip {...tooltipProps} formatter={(value) => format(Number(value))} />
          <Bar
            dataKey="value"
            name={measure === "bookings" ? "Bookings" : `Revenue (${base})`}
            fill={measure === "bookings" ? "var(--primary)" : "var(--success)"}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
