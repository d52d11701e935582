import { useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Analytics } from "#domain/analytics/analytics.schema";
import { agentsTable, csvFileName } from "#domain/analytics/analytics-tables";
import { formatMoney } from "#domain/money-format";
import { ChartCard } from "./chart-card";
import { compactMoney, formatCount } from "./chart-format";
import { axisProps, gridProps, tooltipProps } from "./chart-theme";
import { barRowsHeight } from "./destinations-chart";
import { SegmentedButtons } from "./segmented-buttons";

type Measure = "revenue" | "bookings" | "trips";
const measures = [
  { value: "revenue", label: "Revenue" },
  { value: "bookings", label: "Bookings" },
  { value: "trips", label: "Trips" },
] as const satisfies readonly { value: Measure; label: string }[];

const colours: Record<Measure, string> = {
  revenue: "var(--success)",
  bookings: "var(--primary)",
  trips: "var(--analytics-warning)",
};

/** Each staff member's revenue collected on their invoices, bookings entered and trips owned. */
export function AgentsChart({ data }: { data: Analytics }) {
  const [measure, setMeasure] = useState<Measure>("revenue");
  const base = data.baseCurrency;
  const measured = (agent: Analytics["agents"][number]) =>
    measure === "revenue"
      ? agent.revenueBaseCents
      : measure === "bookings"
        ? agent.bookingsCreated
        : agent.tripsOwned;
  const rows = [...data.agents]
    .sort((a, b) => measured(b) - measured(a))
    .map((agent) => ({ name: agent.name, value: measured(agent) }));
  const format = (value: number) => (measure === "revenue" ? formatMoney(value, base) : formatCount(value));
  const nothing = data.agents.every(
    (agent) => agent.revenueBaseCents === 0 && agent.bookingsCreated === 0 && agent.tripsOwned === 0,
  );
  const label = measures.find((m) => m.value === measure)!.label;
  const top = rows[0];

  return (
    <ChartCard
      title="Performance per agent"
      description="Trips created in the range they own, bookings they entered and revenue collected on invoices they issued."
      table={agentsTable(data)}
      csvName={csvFileName("agents", data)}
      summary={`Bar chart of ${label.toLowerCase()} per agent for ${formatCount(rows.length)} staff members${top ? `; ${top.name} leads with ${format(top.value)}` : ""}. The Table view lists all three figures for each.`}
      empty={nothing}
      emptyText="No agent activity in this range."
      controls={
        <SegmentedButtons
          label="Performance per agent: measure"
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
              measure === "revenue" ? compactMoney(value, base) : formatCount(value)
            }
          />
          <YAxis type="category" dataKey="name" {...axisProps} width={110} interval={0} />
          <Tooltip {...tooltipProps} formatter={(value) => format(Number(value))} />
          <Bar
            dataKey="value"
            name={measure === "revenue" ? `Revenue (${base})` : label}
            fill={colours[measure]}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
