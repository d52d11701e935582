import { todayIn } from "#domain/dates";
import type { AppMeta } from "#domain/meta/app-meta.schema";

/** The browser's own zone: what web/lib/agency-today.ts falls back to until /api/meta answers. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An agency zone whose calendar day is not the browser's at `now`. Kiritimati (UTC+14) and Pago Pago (UTC−11)
 * are 25 hours apart, so their days always differ: the browser shares its day with one of them at most.
 */
export function zoneAwayFromBrowser(now: Date = new Date()): string {
  const browserDay = todayIn(browserZone(), now);
  return todayIn("Pacific/Kiritimati", now) === browserDay ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
}

/** GET /api/meta's answer naming `timeZone` as the agency's. */
export function metaAnswer(timeZone: string): { body: AppMeta } {
  return { body: { name: "Itinera", demo: false, demoAccounts: [], demoPassword: null, timeZone } };
}

/** Whether a recorded call is the meta query every screen that reads the agency's day makes. */
export const isMetaCall = (call: { url: string }) => call.url === "/api/meta";
