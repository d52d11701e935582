import { passportExpiryLine, passportExpiryStatus } from "#domain/passengers/passport-expiry";
import { tripPassportStatus } from "#domain/trips/trip-passport";
import { Badge } from "../../../components/ui/badge";
import { useAgencyToday } from "../../../lib/agency-today";

/** Warns when a passport does not last the trip, or not six months beyond its end; one already expired says so. */
export function TripPassportBadge({ expiry, tripEndDate }: { expiry: string; tripEndDate: string }) {
  const today = useAgencyToday();
  const status = tripPassportStatus(expiry, tripEndDate);
  const line = passportExpiryLine(expiry, today) ?? `Expires ${expiry}`;
  if (status === "expires-during-trip") {
    const expired = passportExpiryStatus(expiry, today) === "expired";
    return (
      <Badge variant="destructive" title={`${line}, before the trip ends`}>
        {expired ? "Expired" : "Expires before trip ends"}
      </Badge>
    );
  }
  if (status === "expires-soon-after-trip") {
    return (
      <Badge variant="warning" title={`${line}, less than six months after the trip ends`}>
        Expires within 6 months of trip
      </Badge>
    );
  }
  return null;
}
