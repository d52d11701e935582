import { DownloadIcon } from "lucide-react";
import type { Analytics } from "#domain/analytics/analytics.schema";
import { csvFileName, leadTimeTable, tableCsv } from "#domain/analytics/analytics-tables";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { formatCount } from "./chart-format";
import { downloadCsv } from "./download-csv";

/** The average days between booking and travel: a figure, already text, so no table view of its own. */
export function LeadTimeCard({ data }: { data: Analytics }) {
  const { averageDays, bookings } = data.leadTime;
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="analytics-lead-time-title">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="analytics-lead-time-title" className="font-semibold leading-none">
            Average lead time
          </h2>
          <CardDescription>Days from booking to travel, cancelled bookings left out.</CardDescription>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadCsv(csvFileName("lead-time", data), tableCsv(leadTimeTable(data)))}
          aria-label="Download CSV: Average lead time"
        >
          <DownloadIcon aria-hidden />
          CSV
        </Button>
      </CardHeader>
      <CardContent>
        {averageDays === null ? (
          <p className="py-4 text-muted-foreground text-sm">No bookings in this range.</p>
        ) : (
          <p className="space-y-1">
            <span className="block font-semibold text-4xl tabular-nums tracking-tight">
              {averageDays.toFixed(1)} <span className="font-normal text-muted-foreground text-xl">days</span>
            </span>
            <span className="block text-muted-foreground text-sm">
              over {formatCount(bookings)} {bookings === 1 ? "booking" : "bookings"}
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
