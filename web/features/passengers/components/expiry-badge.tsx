import { passportExpiryStatus } from "#domain/passengers/passport-expiry";
import { Badge } from "../../../components/ui/badge";
import { useAgencyToday } from "../../../lib/agency-today";

/**
 * 'Expired' or 'Expires soon' (within six months) next to a passport, counted from the agency's today; nothing
 * when it is valid for longer.
 */
export function ExpiryBadge({ expiry }: { expiry: string | null | undefined }) {
  const status = passportExpiryStatus(expiry, useAgencyToday());
  if (status === "expired") return <Badge variant="destructive">Expired</Badge>;
  if (status === "expiring") return <Badge variant="warning">Expires soon</Badge>;
  return null;
}
