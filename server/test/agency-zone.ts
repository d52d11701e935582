import { todayIn } from "#domain/dates";

/**
 * An agency zone whose calendar day is not UTC's at `now`: Kiritimati (UTC+14) from 10:00 UTC, Pago Pago
 * (UTC−11) before 11:00 UTC. A route that reads the clock itself then shows whether it took the agency's day.
 */
export function zoneAwayFromUtc(now: Date = new Date()): string {
  const zone = now.getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
  if (todayIn(zone, now) === todayIn("UTC", now))
    throw new Error(`${zone} shares UTC's day at ${now.toISOString()}`);
  return zone;
}
