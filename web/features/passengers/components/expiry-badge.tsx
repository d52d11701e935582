import { passportExpiryStatus } from "#domain/passengers/passport-expiry";
import { Badge } from "../../../components/ui/badge";

/** 'Expired' or 'Expires soon' (within six months) next to a passport; nothing when it is valid for longer. */
export function ExpiryBadge({ expiry, today }: { expiry: string | null | undefined; today?: string }) {
  const status = passportExpiryStatus(expiry, today);
  if (status === "expired") return <Badge variant="destructive">Expired</Badge>;
  if (status === "expiring") return <Badge variant="warning">Expires soon</Badge>;
  return null;
}
