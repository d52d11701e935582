import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Analytics } from "#domain/analytics/analytics.schema";
import { csvFileName, funnelTable } from "#domain/analytics/analytics-tables";
import { ChartCard } from "./chart-card";
import { formatCount } from "./chart-format";
import { axisProps, gridProps, tooltipProps } from "./chart-theme";
import { barRowsHeight } from "./destinations-chart";

const share = (percent: number | null) => (percent === null ? "" : ` (${percent.toFixed(1)} %)`);

/** Trip offers sent in the range, and how many went on to be accepted, invoiced and paid. */
export function FunnelChart({ data }: { data: Analytics }) {
  const rows = data.funnel.map((step) => ({
    name: step.label,
    value: step.count,
    text: `${formatCount(step.count)}${step.step === "sent" ? "" : share(step.percentOfSent)}`,
  }));
  const sent = data.funnel[0]?.count ?? 0;

  return (
    <ChartCard
      title="Offer conversion"
      description="Trip offers sent in the range → accepted → invoiced after the offer → paid in full."
      table={funnelTable(data)}
      csvName={csvFileName("offer-conversion", data)}
      summary={`Funnel of trip offers: ${rows.map((row) => `${row.name} ${row.text}`).join(", ")}.`}
      empty={sent === 0}
      emptyText="No trip offers sent in this range."
    >
      <ResponsiveContainer width="100%" height={barRowsHeight(rows.length)}>
        <BarChart
          data={rows}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 0, right: 96, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} {...gridProps} />
          <XAxis type="number" {...axisProps} allowDecimals={false} domain={[0, sent]} />
          <YAxis type="category" dataKey="name" {...axisProps} width={96} interval={0} />
          <Tooltip {...tooltipProps} formatter={(value) => formatCount(Number(value))} />
          <Bar
            dataKey="value"
            name="Offers"
            fill="var(--primary)"
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          >
            <LabelList dataKey="text" position="right" fill="var(--foreground)" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
