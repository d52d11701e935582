import { formatSegmentDateTime } from "#domain/flights/flight-format";
import type { Reservation } from "#domain/gds/reservation.schema";
import { formatMoney } from "#domain/money-format";

const kindLabels: Record<Reservation["timeLimits"][number]["kind"], string> = {
  ticketing: "Ticketing time limit",
  option: "Option until",
  "airline-deadline": "Airline deadline",
};

const fareLabels: Record<Reservation["fareTotals"][number]["kind"], string> = {
  total: "Total",
  base: "Fare",
  tax: "Taxes",
};

function amount(cents: number, currency: string): string {
  try {
    return formatMoney(cents, currency);
  } catch {
    // A currency code Intl does not know: shown as the display wrote it.
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** The reservation's deadlines (stored for the trip on import) and the fare amounts the display shows. */
export function GdsTimeLimits({ reservation }: { reservation: Reservation }) {
  const { timeLimits, fareTotals } = reservation;
  if (timeLimits.length === 0 && fareTotals.length === 0) return null;
  return (
    <section aria-label="Deadlines and fares" className="space-y-2">
      <h3 className="font-medium text-sm">Deadlines and fares</h3>
      <div className="grid gap-2 text-sm sm:grid-cols-2">
        {timeLimits.length > 0 ? (
          <ul aria-label="Time limits" className="space-y-1">
            {timeLimits.map((limit) => (
              <li key={`${limit.lineNumber}-${limit.kind}-${limit.date}`}>
                <span className="text-muted-foreground">{kindLabels[limit.kind]}:</span>{" "}
                <span className="tabular-nums">
                  {formatSegmentDateTime(
                    limit.time ? `${limit.date}T${limit.time}` : limit.date,
                    !limit.time,
                  )}
                </span>
                {limit.airline ? <span className="ml-1 font-mono text-xs">{limit.airline}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {fareTotals.length > 0 ? (
          <ul aria-label="Fare amounts" className="space-y-1">
            {fareTotals.map((fare) => (
              <li key={`${fare.lineNumber}-${fare.kind}-${fare.passengerType ?? ""}`}>
                <span className="text-muted-foreground">
                  {fareLabels[fare.kind]}
                  {fare.passengerType ? ` (${fare.passengerType})` : ""}:
                </span>{" "}
                <span className="tabular-nums">{amount(fare.amountCents, fare.currency)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
