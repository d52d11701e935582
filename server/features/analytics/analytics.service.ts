import type { Analytics, AnalyticsQuery } from "#domain/analytics/analytics.schema";
import { resolveAnalyticsRange } from "#domain/analytics/analytics-range";
import { shapeAnalytics } from "#domain/analytics/analytics-shape";
import { todayIn } from "#domain/dates";
import { fieldError } from "#domain/errors";
import type { AppContext } from "../../context";
import { readAnalyticsRows } from "./analytics.query";

/** The Analytics tab: the agency's figures over a date range, for staff (the route refuses client users). */
export function createAnalyticsService(ctx: AppContext) {
  return {
    async read(query: AnalyticsQuery, today = todayIn(ctx.config.agencyTimeZone)): Promise<Analytics> {
      const resolved = resolveAnalyticsRange(query, today);
      if (resolved.issue) throw fieldError(`query.${resolved.issue.field}`, resolved.issue.message);
      const rows = await readAnalyticsRows(ctx.db, resolved.range, ctx.config.baseCurrency);
      return shapeAnalytics(rows, resolved.range, ctx.config.baseCurrency);
    },
  };
}
