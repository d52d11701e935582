import { Link } from "react-router";
import { flightDesignator, formatSegmentDateTime } from "#domain/flights/flight-format";
import type { GdsImportResult, SegmentSummary } from "#domain/gds-import/gds-import.schema";

function segmentText(s: SegmentSummary): string {
  return `${flightDesignator(s.airline, s.flightNumber)} ${s.origin ?? "?"} → ${s.destination ?? "?"} ${formatSegmentDateTime(s.departureLocal)}`;
}

const fieldValue = (field: string, value: string | null) =>
  value === null ? "—" : field.endsWith("Local") ? formatSegmentDateTime(value) : value;

/**
 * What the import did: segments added, changed (field by field), removed; passengers found, created, still
 * to create; SSR requests made and SSR lines not imported; time limits stored.
 */
export function ImportResultView({ result }: { result: GdsImportResult }) {
  const { added, changed, removed, unchanged } = result.segments;
  const { matched, created, toCreate } = result.passengers;
  const ssr = result.ssrRequests;
  return (
    <section className="space-y-4 text-sm" aria-label="Import result">
      <p>
        Reservation <span className="font-mono">{result.recordLocator ?? "without record locator"}</span>{" "}
        {result.itineraryCreated ? "imported" : "updated"}
        {result.tripTitle ? (
          <>
            {" "}
            {result.tripCreated ? "into the new trip" : "on the trip"}{" "}
            <Link className="font-medium underline" to={`/trips/${result.tripId}`}>
              {result.tripTitle}
            </Link>
          </>
        ) : (
          " without a trip"
        )}
        : {added.length} added, {changed.length} changed, {removed.length} removed, {unchanged} unchanged.
      </p>
      {added.length > 0 ? (
        <section aria-label="Segments added">
          <h3 className="font-medium">Added</h3>
          <ul className="list-disc pl-5 font-mono text-xs">
            {added.map((s) => (
              <li key={s.id ?? segmentText(s)}>{segmentText(s)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {changed.length > 0 ? (
        <section aria-label="Segments changed">
          <h3 className="font-medium">Changed</h3>
          <ul className="list-disc pl-5 text-xs">
            {changed.map((c) => (
              <li key={c.segment.id ?? segmentText(c.segment)}>
                <span className="font-mono">{segmentText(c.segment)}</span>:{" "}
                {c.changes
                  .map((x) => `${x.label} ${fieldValue(x.field, x.from)} → ${fieldValue(x.field, x.to)}`)
                  .join("; ")}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {removed.length > 0 ? (
        <section aria-label="Segments removed">
          <h3 className="font-medium">Removed</h3>
          <ul className="list-disc pl-5 font-mono text-xs">
            {removed.map((s) => (
              <li key={s.id ?? segmentText(s)}>{segmentText(s)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label="Passengers">
        <h3 className="font-medium">Passengers</h3>
        <ul className="list-disc pl-5">
          {matched.map((p) => (
            <li key={p.passengerId}>
              {p.name}: found{p.addedToTrip ? ", added to the trip" : ", already on the trip"}
            </li>
          ))}
          {created.map((p) =>
            p.passportMissing ? (
              <li key={p.passengerId}>
                {p.name}: created from the reservation's name, without passport data —{" "}
                <Link className="underline" to={`/passengers?selected=${p.passengerId}`}>
                  add the passport
                </Link>
              </li>
            ) : (
              <li key={p.passengerId}>{p.name}: created from the reservation's passport data</li>
            ),
          )}
          {toCreate.map((p) => (
            <li key={p.name}>
              {p.name}: to create — {p.reason}.{" "}
              <Link className="underline" to={`/passengers?search=${encodeURIComponent(p.name)}`}>
                Passengers
              </Link>
            </li>
          ))}
          {matched.length + created.length + toCreate.length === 0 ? (
            <li>None named in the reservation.</li>
          ) : null}
        </ul>
      </section>
      {ssr.created.length + ssr.alreadyRequested + ssr.skipped.length > 0 ? (
        <section aria-label="SSR requests">
          <h3 className="font-medium">SSR requests</h3>
          <ul className="list-disc pl-5">
            {ssr.created.map((r) => (
              <li key={`${r.code}-${r.passengerName}-${r.segment ?? "trip"}`}>
                <span className="font-mono">{r.code}</span> for {r.passengerName}
                {r.segment ? ` on ${r.segment}` : " on the trip"}: {r.status}
              </li>
            ))}
            {ssr.alreadyRequested > 0 ? (
              <li>
                {ssr.alreadyRequested} already requested on the trip, left as{" "}
                {ssr.alreadyRequested === 1 ? "it was" : "they were"}
              </li>
            ) : null}
            {ssr.skipped.map((s) => (
              <li key={`${s.lineNumber}-${s.reason}`}>
                Line {s.lineNumber}: {s.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result.timeLimits > 0 ? (
        <p>
          {result.timeLimits === 1 ? "1 time limit" : `${result.timeLimits} time limits`} (ticketing, option
          or airline deadlines) stored with the reservation.
        </p>
      ) : null}
    </section>
  );
}
