import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  type AnalyticsRange,
  presetRange,
  type RangeIssue,
  resolveAnalyticsRange,
  urlDate,
} from "#domain/analytics/analytics-range";
import { useAgencyToday } from "../../../lib/agency-today";

export interface AnalyticsRangeState {
  /** What the two date fields show: the URL's dates, else the defaults (the last 12 months). */
  from: string;
  to: string;
  /** The range to ask for, or null while the fields say something the server would refuse. */
  range: AnalyticsRange | null;
  issue: RangeIssue | null;
  today: string;
  setDates(patch: Partial<AnalyticsRange>): void;
  choosePreset(months: number): void;
}

/**
 * The Analytics tab's date range, kept in the URL (`from`, `to`) beside whatever else the page keeps
 * there, so a reload or a shared link shows the same charts. Missing or impossible dates fall back to
 * the server's defaults, computed the same way.
 */
export function useAnalyticsRange(): AnalyticsRangeState {
  const [params, setParams] = useSearchParams();
  const today = useAgencyToday();
  const urlFrom = urlDate(params.get("from"));
  const urlTo = urlDate(params.get("to"));

  const resolved = useMemo(
    () => resolveAnalyticsRange({ from: urlFrom, to: urlTo }, today),
    [urlFrom, urlTo, today],
  );
  const fallback = resolveAnalyticsRange({ to: urlTo }, today).range ?? presetRange(12, today);

  const write = useCallback(
    (range: Partial<AnalyticsRange>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of ["from", "to"] as const) {
            const value = range[key];
            if (value) next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    from: urlFrom ?? fallback.from,
    to: urlTo ?? today,
    range: resolved.range,
    issue: resolved.issue,
    today,
    setDates: write,
    choosePreset: useCallback((months: number) => write(presetRange(months, today)), [write, today]),
  };
}
