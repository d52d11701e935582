import { cn } from "../../../lib/utils";

/** "3 places left", "1 place left" or "Sold out". */
export function placesLeftText(placesLeft: number): string {
  if (placesLeft <= 0) return "Sold out";
  return placesLeft === 1 ? "1 place left" : `${placesLeft} places left`;
}

/** "7 days", "1 day". */
export function durationText(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

export function OfferPlaces({ placesLeft, className }: { placesLeft: number; className?: string }) {
  return (
    <p
      className={cn(
        "font-medium text-sm",
        placesLeft <= 0 ? "text-destructive" : "text-foreground",
        className,
      )}
    >
      {placesLeftText(placesLeft)}
    </p>
  );
}
