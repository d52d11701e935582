import { ArrowLeftIcon, PrinterIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { passengerName } from "#domain/passengers/passenger-format";
import type { Segment } from "#domain/segments/segment.schema";
import {
  flightStatusCodes,
  formatSegmentTime,
  segmentHeadline,
  segmentRoute,
  segmentTypeLabels,
} from "#domain/segments/segment-format";
import { formatDateRange, tripStatusLabels } from "#domain/trips/trip-format";
import { isMissingRecord } from "../../components/detail-page-states";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useItinerary } from "./api/get-itinerary";

// Paper is white whatever the screen theme: print with the light theme's colours.
const PAPER =
  "print:[--background:oklch(1_0_0)] print:[--foreground:oklch(0.22_0.03_260)] print:[--muted-foreground:oklch(0.47_0.03_258)] print:[--border:oklch(0.91_0.01_258)]";

/** A passport number with all but its last four characters hidden: the printout leaves the office. */
export function maskPassport(number: string): string {
  return number.length <= 4 ? number : `${"•".repeat(number.length - 4)}${number.slice(-4)}`;
}

/** The booking reference: the reservation's record locator, else the supplier's confirmation number. */
export function bookingReference(s: Segment): string {
  return s.recordLocator ?? s.details.confirmation ?? s.details.reference ?? "";
}

/** "HK — confirmed" for a reservation code, the status itself otherwise: the printout is read by travellers. */
export function statusText(status: string | null): string {
  if (!status) return "";
  return flightStatusCodes.find((c) => c.code === status)?.label ?? status;
}

function details(s: Segment): string {
  const parts = [segmentHeadline(s)];
  if (s.segmentType === "flight") {
    if (s.bookingClass) parts.push(`class ${s.bookingClass}`);
    if (s.operatingCarrier) parts.push(`operated by ${s.operatingCarrier}`);
  } else if (s.details.address) {
    parts.push(s.details.address);
  }
  return parts.filter(Boolean).join(" · ");
}

/**
 * The printable itinerary (/trips/:id/print): segments in travel order with local times, passengers and
 * confirmed special services, on a plain page that prints cleanly (the browser's print to PDF).
 */
export function TripPrintPage() {
  const { id = "" } = useParams();
  const itinerary = useItinerary(id);

  if (itinerary.isLoading) {
    return (
      <p className="flex items-center gap-2 p-10 text-muted-foreground">
        <Spinner />
        Loading
      </p>
    );
  }
  if (itinerary.isError || !itinerary.data) {
    const missing = isMissingRecord(itinerary.error);
    return (
      <div className="p-10">
        <p className="font-medium">{missing ? "Trip not found" : "Error fetching trip details"}</p>
        <Link to="/trips" className="text-primary underline-offset-4 hover:underline">
          Back to trips
        </Link>
      </div>
    );
  }
  const { trip, segments, passengers, confirmedSsrs } = itinerary.data;
  const segmentNames = new Map(
    segments.map((s) => [s.id, [segmentHeadline(s), segmentRoute(s)].filter(Boolean).join(" ")]),
  );

  return (
    <div
      className={`mx-auto max-w-4xl bg-background p-4 text-foreground sm:p-8 print:max-w-none print:p-0 ${PAPER}`}
    >
      <div className="mb-6 flex items-center justify-between gap-4 print:hidden">
        <Button asChild variant="outline">
          <Link to={`/trips/${trip.id}`}>
            <ArrowLeftIcon aria-hidden />
            Back to trip
          </Link>
        </Button>
        <Button onClick={() => window.print()}>
          <PrinterIcon aria-hidden />
          Print
        </Button>
      </div>
      <header className="mb-8 border-b pb-4">
        <p className="text-muted-foreground text-sm uppercase tracking-wide">Itinera · Travel itinerary</p>
        <h1 className="mt-1 font-semibold text-3xl">{trip.title}</h1>
        <p className="mt-2">
          {trip.clientName} · {formatDateRange(trip.startDate, trip.endDate)} ·{" "}
          {tripStatusLabels[trip.status]}
        </p>
        {trip.description ? <p className="mt-2 text-muted-foreground">{trip.description}</p> : null}
      </header>

      <section className="mb-8 break-inside-avoid" aria-labelledby="itinerary-segments">
        <h2 id="itinerary-segments" className="mb-3 font-semibold text-xl">
          Itinerary
        </h2>
        {segments.length === 0 ? (
          <p className="text-muted-foreground">No segments yet</p>
        ) : (
          // On a phone the six columns scroll sideways instead of pushing the page wider than the screen.
          <div className="overflow-x-auto print:overflow-visible">
            <table className="w-full border-collapse text-sm" aria-label="Itinerary segments">
              <thead>
                <tr className="border-b text-left">
                  <th className="py-2 pr-3 font-medium">When (local time)</th>
                  <th className="py-2 pr-3 font-medium">Type</th>
                  <th className="py-2 pr-3 font-medium">Route or place</th>
                  <th className="py-2 pr-3 font-medium">Details</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="py-2 font-medium">Reference</th>
                </tr>
              </thead>
              <tbody>
                {segments.map((s) => (
                  <tr key={s.id} className="break-inside-avoid border-b align-top">
                    <td className="py-2 pr-3 tabular-nums">
                      {s.departureLocal ? formatSegmentTime(s.departureLocal) : "—"}
                      {s.arrivalLocal ? (
                        <div className="text-muted-foreground">until {formatSegmentTime(s.arrivalLocal)}</div>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">{segmentTypeLabels[s.segmentType]}</td>
                    <td className="py-2 pr-3">{segmentRoute(s)}</td>
                    <td className="py-2 pr-3">
                      {details(s)}
                      {s.notes ? <div className="text-muted-foreground">{s.notes}</div> : null}
                    </td>
                    <td className="py-2 pr-3">{statusText(s.status)}</td>
                    <td className="py-2 font-mono">{bookingReference(s)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="mb-8 break-inside-avoid" aria-labelledby="itinerary-passengers">
        <h2 id="itinerary-passengers" className="mb-3 font-semibold text-xl">
          Passengers
        </h2>
        {passengers.length === 0 ? (
          <p className="text-muted-foreground">No passengers on this trip yet</p>
        ) : (
          // One passenger per line, each a block of its own, so names never run together.
          <ul className="divide-y border-y text-sm" aria-label="Itinerary passengers">
            {passengers.map((p) => (
              <li key={p.id} className="flex flex-wrap gap-x-3 py-1.5">
                <span className="font-medium">{passengerName(p)}</span>
                {p.nationality ? <span className="text-muted-foreground">{p.nationality}</span> : null}
                <span className="text-muted-foreground">passport {maskPassport(p.passportNumber)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {confirmedSsrs.length > 0 ? (
        <section className="mb-8 break-inside-avoid" aria-labelledby="itinerary-ssrs">
          <h2 id="itinerary-ssrs" className="mb-3 font-semibold text-xl">
            Confirmed special services
          </h2>
          <ul className="grid gap-1" aria-label="Confirmed special services">
            {confirmedSsrs.map((r) => (
              <li key={r.id}>
                <span className="font-mono">{r.code}</span> {r.description} — {r.passengerName}
                {r.segmentId && segmentNames.get(r.segmentId)
                  ? ` (${segmentNames.get(r.segmentId)})`
                  : " (whole trip)"}
                {r.notes ? <span className="text-muted-foreground"> · {r.notes}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <footer className="border-t pt-4 text-muted-foreground text-xs">
        Times are local to each place. Please check in online where your airline offers it.
      </footer>
    </div>
  );
}
