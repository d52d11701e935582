import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Analytics } from "#domain/analytics/analytics.schema";
import { csvFileName, revenueTable } from "#domain/analytics/analytics-tables";
import { formatMoney } from "#domain/money-format";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { ChartCard } from "./chart-card";
import { compactMoney, monthLabel } from "./chart-format";
import {
  axisProps,
  CHART_HEIGHT,
  currencyColours,
  gridProps,
  segmentStroke,
  tooltipProps,
} from "./chart-theme";

/** Revenue per month in the base currency; "By currency" stacks what each currency brought, converted. */
export function RevenueChart({ data }: { data: Analytics }) {
  const [byCurrency, setByCurrency] = useState(false);
  const base = data.baseCurrency;
  const points = data.revenueByMonth.map((point) => ({
    label: monthLabel(point.month, "short"),
    month: monthLabel(point.month),
    total: point.baseAmountCents,
    ...Object.fromEntries(point.byCurrency.map((entry) => [entry.currency, entry.baseAmountCents])),
  }));
  const total = data.revenueByMonth.reduce((sum, point) => sum + point.baseAmountCents, 0);
  const best = data.revenueByMonth.reduce(
    (top, point) => (point.baseAmountCents > top.baseAmountCents ? point : top),
    data.revenueByMonth[0]!,
  );
  const empty = data.currencies.length === 0;
  const switchId = "analytics-revenue-by-currency";

  return (
    <ChartCard
      title="Revenue by month"
      description={`Completed payments net of refunds, in ${base} at each payment's locked rate.`}
      table={revenueTable(data, byCurrency)}
      csvName={csvFileName(byCurrency ? "revenue-by-currency" : "revenue", data)}
      summary={`Bar chart of revenue per month${byCurrency ? ", stacked by currency" : ""}: ${formatMoney(total, base)} in all${best && best.baseAmountCents > 0 ? `, most in ${monthLabel(best.month)} with ${formatMoney(best.baseAmountCents, base)}` : ""}. The Table view lists every month.`}
      empty={empty}
      emptyText="No payments in this range."
      controlsShapeTable
      controls={
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={byCurrency} onCheckedChange={setByCurrency} />
          <Label htmlFor={switchId} className="font-normal">
            By currency
          </Label>
        </div>
      }
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} {...gridProps} />
          <XAxis dataKey="label" {...axisProps} interval="preserveStartEnd" minTickGap={12} />
          <YAxis {...axisProps} width={64} tickFormatter={(value: number) => compactMoney(value, base)} />
          <Tooltip
            {...tooltipProps}
            labelFormatter={(_, payload) => String(payload?.[0]?.payload?.month ?? "")}
            formatter={(value) => formatMoney(Number(value), base)}
          />
          {byCurrency ? (
            <>
              <Legend
                itemSorter={null}
                formatter={(value) => <span className="text-foreground text-sm">{value}</span>}
              />
              {data.currencies.map((currency) => (
                <Bar
                  key={currency}
                  dataKey={currency}
                  name={currency === base ? currency : `${currency} (in ${base})`}
                  stackId="revenue"
                  fill={currencyColours[currency]}
                  {...segmentStroke}
                  isAnimationActive={false}
                />
              ))}
            </>
          ) : (
            <Bar
              dataKey="total"
              name={`Revenue (${base})`}
              fill="var(--primary)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          )}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
