import { cn } from "../../../lib/utils";
import { placesLeftText } from "./offer-places";

/** Places booked out of the maximum, what is left, and a bar filling up as bookings come in. */
export function OfferAvailability({
  bookedPlaces,
  maxParticipants,
  placesLeft,
}: {
  bookedPlaces: number;
  maxParticipants: number;
  placesLeft: number;
}) {
  const percent =
    maxParticipants > 0 ? Math.min(100, Math.round((bookedPlaces / maxParticipants) * 100)) : 100;
  // SPEC §4: more than 80 % booked is "almost sold out".
  const tone = placesLeft <= 0 ? "bg-destructive" : percent > 80 ? "bg-warning" : "bg-primary";
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span>
          <span className="font-medium">{bookedPlaces}</span> / {maxParticipants} booked
        </span>
        <span className={cn("font-medium", placesLeft <= 0 && "text-destructive")}>
          {placesLeftText(placesLeft)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Places booked"
        aria-valuemin={0}
        aria-valuemax={maxParticipants}
        aria-valuenow={Math.min(bookedPlaces, maxParticipants)}
        aria-valuetext={`${bookedPlaces} of ${maxParticipants} places booked`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full", tone)} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
