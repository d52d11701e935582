import { RotateCwIcon } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/utils";
import { useAnalytics } from "../api/get-analytics";
import { AgentsChart } from "./agents-chart";
import { BookingsChart } from "./bookings-chart";
import { dayLabel } from "./chart-format";
import { PANEL_COLOURS } from "./chart-theme";
import { DateRangePicker } from "./date-range-picker";
import { DestinationsChart } from "./destinations-chart";
import { FunnelChart } from "./funnel-chart";
import { LeadTimeCard } from "./lead-time-card";
import { RevenueChart } from "./revenue-chart";
import { useAnalyticsRange } from "./use-analytics-range";

function LoadingCards() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <p role="status" className="sr-only">
        Loading analytics…
      </p>
      {["revenue", "bookings", "destinations", "agents"].map((name) => (
        <Card key={name} className="gap-4">
          <CardContent className="space-y-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-64 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/**
 * The dashboard's Analytics tab (issue #16): one request for every chart over the range in the URL.
 * The dashboard lazy-loads this file, so recharts stays out of the dashboard's own chunk.
 */
export default function AnalyticsPanel() {
  const range = useAnalyticsRange();
  const analytics = useAnalytics(range.range);
  const data = analytics.data;
  // Figures of the previous range stay up, dimmed, while a new range loads.
  const stale = analytics.isPlaceholderData || range.range === null;

  return (
    <section className={cn("space-y-4", PANEL_COLOURS)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DateRangePicker state={range} />
        <p className="flex items-center gap-2 text-muted-foreground text-sm" aria-live="polite">
          {analytics.isFetching && data ? <Spinner aria-hidden /> : null}
          {data ? `${dayLabel(data.from)} – ${dayLabel(data.to)}, in ${data.baseCurrency}` : null}
        </p>
      </div>

      {analytics.isError && !data ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <p className="font-medium">The analytics could not be loaded.</p>
            <p className="text-muted-foreground text-sm">
              {errorMessage(analytics.error, "Please try again.")}
            </p>
            <Button type="button" variant="outline" onClick={() => void analytics.refetch()}>
              <RotateCwIcon aria-hidden />
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : !data ? (
        range.range ? (
          <LoadingCards />
        ) : (
          <p className="text-muted-foreground text-sm">Correct the date range to see the charts.</p>
        )
      ) : (
        <div
          aria-busy={analytics.isFetching || undefined}
          className={cn("grid gap-4 transition-opacity lg:grid-cols-2", stale && "opacity-60")}
        >
          <RevenueChart data={data} />
          <BookingsChart data={data} />
          <DestinationsChart data={data} />
          <AgentsChart data={data} />
          <FunnelChart data={data} />
          <LeadTimeCard data={data} />
        </div>
      )}
    </section>
  );
}
