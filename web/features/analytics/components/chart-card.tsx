import { DownloadIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { type DataTable, tableCsv } from "#domain/analytics/analytics-tables";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { DataTableView } from "./data-table-view";
import { downloadCsv } from "./download-csv";
import { SegmentedButtons } from "./segmented-buttons";

type View = "chart" | "table";
const views = [
  { value: "chart", label: "Chart" },
  { value: "table", label: "Table" },
] as const satisfies readonly { value: View; label: string }[];

/**
 * One chart of the tab: its title, a Chart/Table switch (the table is what a screen reader reads), a CSV
 * download of the same figures, and the chart itself, or the empty text when the range has nothing.
 */
export function ChartCard({
  title,
  description,
  table,
  csvName,
  summary,
  empty,
  emptyText,
  controls,
  controlsShapeTable = false,
  children,
}: {
  title: string;
  description: string;
  table: DataTable;
  csvName: string;
  /** What the chart shows, in words: the chart's accessible name. */
  summary: string;
  empty: boolean;
  emptyText: string;
  /** Options of the chart (by currency, a measure), shown above it. */
  controls?: ReactNode;
  /** Whether the options change the table too (by currency does; a chart's measure does not). */
  controlsShapeTable?: boolean;
  children: ReactNode;
}) {
  const [view, setView] = useState<View>("chart");
  const titleId = useId();
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="font-semibold leading-none">
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedButtons label={`${title}: view`} options={views} value={view} onChange={setView} />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => downloadCsv(csvName, tableCsv(table))}
            aria-label={`Download CSV: ${title}`}
          >
            <DownloadIcon aria-hidden />
            CSV
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {controls && (view === "table" ? controlsShapeTable : !empty) ? (
          <div className="flex flex-wrap items-center gap-3">{controls}</div>
        ) : null}
        {view === "table" ? (
          <DataTableView table={table} caption={title} />
        ) : empty ? (
          <p className="py-12 text-center text-muted-foreground text-sm">{emptyText}</p>
        ) : (
          <div role="img" aria-label={summary} className="w-full">
            {children}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
