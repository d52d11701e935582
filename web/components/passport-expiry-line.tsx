import { passportExpiryLine } from "#domain/passengers/passport-expiry";
import { useAgencyToday } from "../lib/agency-today";

/** "Expired on 9 May 2026" or "Expires on 10 May 2026" under a passport number, in the agency's today's tense. */
export function PassportExpiryLine({ expiry }: { expiry: string | null | undefined }) {
  const line = passportExpiryLine(expiry, useAgencyToday());
  return line ? <div className="text-muted-foreground text-xs">{line}</div> : null;
}
