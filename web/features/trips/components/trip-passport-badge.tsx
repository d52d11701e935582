import { tripPassportStatus } from "#domain/trips/trip-passport";
import { Badge } from "../../../components/ui/badge";

/** Warns when a passport does not last the trip, or not six months beyond its end. */
export function TripPassportBadge({ expiry, tripEndDate }: { expiry: string; tripEndDate: string }) {
  const status = tripPassportStatus(expiry, tripEndDate);
  if (status === "expires-during-trip") {
    return (
      <Badge variant="destructive" title={`Expires ${expiry}, before the trip ends`}>
        Expires before trip ends
      </Badge>
    );
  }
  if (status === "expires-soon-after-trip") {
    return (
      <Badge variant="warning" title={`Expires ${expiry}, less than six months after the trip ends`}>
        Expires within 6 months of trip
      </Badge>
    );
  }
  return null;
}
