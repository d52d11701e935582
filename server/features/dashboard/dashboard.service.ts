import { sortCockpit } from "#domain/dashboard/cockpit";
import type {
  DashboardAlerts,
  DashboardAlertsQuery,
  DashboardOverview,
} from "#domain/dashboard/dashboard.schema";
import { todayIn } from "#domain/dates";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { readAlerts } from "./dashboard-alerts.query";
import { readOverview } from "./dashboard-overview.query";

/**
 * The staff dashboard (SPEC §2, issue #16): the agency's figures, read-only. The routes admit staff only, so
 * nothing here is scoped to a client; "mine" narrows the deadline cockpit to the user's own trips and records.
 */
export function createDashboardService(ctx: AppContext) {
  return {
    /** The four cards and the Overview lists, money in the base currency at each record's locked rate. */
    async overview(now = new Date()): Promise<DashboardOverview> {
      return readOverview(ctx.database, ctx.config.baseCurrency, todayIn(ctx.config.agencyTimeZone, now));
    },

    /** SPEC's three alerts (the whole agency's) and the deadline cockpit of the scope, soonest first. */
    async alerts(user: SessionUser, query: DashboardAlertsQuery, now = new Date()): Promise<DashboardAlerts> {
      const alerts = await readAlerts(ctx.database, {
        today: todayIn(ctx.config.agencyTimeZone, now),
        now,
        timeZone: ctx.config.agencyTimeZone,
        scope: query.scope,
        userId: user.id,
      });
      return { ...alerts, cockpit: { ...alerts.cockpit, items: sortCockpit(alerts.cockpit.items) } };
    },
  };
}
