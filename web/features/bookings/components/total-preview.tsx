import { bookingTotalCents } from "#domain/bookings/booking-total";
import { formatMoney } from "#domain/money-format";

interface TotalPreviewProps {
  unitPriceCents: number;
  discountPercent: number;
  participants: number;
  currency: string;
  /** A place count to warn against, when the package has fewer left than chosen. */
  placesLeft?: number;
}

/** The package booking's total as the server will compute it, live while participants are chosen. */
export function TotalPreview({
  unitPriceCents,
  discountPercent,
  participants,
  currency,
  placesLeft,
}: TotalPreviewProps) {
  const total = participants > 0 ? bookingTotalCents({ unitPriceCents, participants }) : 0;
  const price = formatMoney(unitPriceCents, currency);
  return (
    <div className="rounded-md border bg-muted/40 p-3 text-sm" aria-live="polite">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-muted-foreground">
          {participants} × {price}
          {discountPercent > 0 ? ` (${discountPercent}% off included)` : ""}
        </span>
        <span>
          Total{" "}
          <strong className="font-semibold text-base tabular-nums">{formatMoney(total, currency)}</strong>
        </span>
      </p>
      {placesLeft !== undefined && participants > placesLeft ? (
        <p className="mt-1 font-medium text-destructive">
          {placesLeft === 0
            ? "This package is fully booked."
            : `Only ${placesLeft} ${placesLeft === 1 ? "place is" : "places are"} left on this package.`}
        </p>
      ) : null}
    </div>
  );
}
