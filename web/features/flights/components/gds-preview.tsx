import type { ReactNode } from "react";
import { formatSegmentDateTime } from "#domain/flights/flight-format";
import type { GdsPreview } from "#domain/gds-import/gds-import.schema";
import { nothingRead } from "#domain/gds-import/nothing-read";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { Badge } from "../../../components/ui/badge";
import { FlightStatusBadge } from "./flight-status-badge";
import { GdsLineAccount } from "./gds-line-account";
import { GdsTimeLimits } from "./gds-time-limits";

const systemNames: Record<string, string> = {
  amadeus: "Amadeus",
  galileo: "Galileo (Travelport)",
  sabre: "Sabre",
  apollo: "Apollo (Travelport)",
  worldspan: "Worldspan (Travelport)",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="font-medium text-sm">{title}</h3>
      {children}
    </section>
  );
}

function localOf(date: string | null, time: string | null): string {
  if (!date) return "—";
  return formatSegmentDateTime(time ? `${date}T${time}` : date, !time);
}

type ParsedSegment = GdsPreview["reservation"]["segments"][number];

function segmentColumns(airportNames: GdsPreview["airportNames"]): ListColumn<ParsedSegment>[] {
  const airport = (code: string) => (
    <abbr title={airportNames[code]} className="no-underline">
      {code}
    </abbr>
  );
  return [
    {
      header: "Flight",
      cellClassName: "font-mono",
      cell: (s) => (
        <>
          {s.airline} {s.flightNumber}
          {s.operatingCarrier ? (
            <span className="ml-1 text-muted-foreground text-xs">op. {s.operatingCarrier}</span>
          ) : null}
        </>
      ),
    },
    {
      header: "Route",
      cellClassName: "font-mono",
      cell: (s) => (
        <>
          {airport(s.departureAirport)} → {airport(s.arrivalAirport)}
        </>
      ),
    },
    {
      header: "Departure",
      cellClassName: "tabular-nums",
      cell: (s) => localOf(s.departureDate, s.departureTime),
    },
    { header: "Arrival", cellClassName: "tabular-nums", cell: (s) => localOf(s.arrivalDate, s.arrivalTime) },
    {
      header: "Status",
      cell: (s) => (
        <>
          <FlightStatusBadge status={s.status} />
          {s.seatCount !== null ? (
            <span className="ml-1 text-muted-foreground text-xs">×{s.seatCount}</span>
          ) : null}
        </>
      ),
    },
    { header: "Class", cellClassName: "font-mono", cell: (s) => s.bookingClass ?? "—" },
  ];
}

/**
 * What the pasted display holds: system, record locator, passengers, segments, time limits, and what
 * importing does with every line (imported, recognised but not imported and why, not understood).
 */
export function GdsPreviewView({ preview, content }: { preview: GdsPreview; content: string }) {
  const r = preview.reservation;
  const changes = preview.existing?.changes;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Detected system</dt>
          <dd className="font-medium">{r.format ? systemNames[r.format] : "Not recognised"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Record locator</dt>
          <dd className="font-medium font-mono">{r.recordLocator ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Airline locators</dt>
          <dd className="font-mono">
            {r.airlineLocators.length > 0
              ? r.airlineLocators.map((a) => `${a.airline}/${a.locator}`).join(", ")
              : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Unread lines</dt>
          <dd className="font-medium">{preview.lines.counts.unparsed}</dd>
        </div>
      </dl>

      {preview.existing ? (
        <p role="status" className="rounded-md border border-warning bg-warning/10 p-3 text-sm">
          Reservation {r.recordLocator} was imported before
          {preview.existing.tripTitle ? ` (trip ${preview.existing.tripTitle})` : ""}. Importing it again
          updates it: {changes?.added.length ?? 0} to add, {changes?.changed.length ?? 0} changed,{" "}
          {changes?.removed.length ?? 0} to remove, {changes?.unchanged ?? 0} unchanged.
        </p>
      ) : null}
      {preview.importProblem ? (
        <p
          role="alert"
          className="rounded-md border border-destructive bg-destructive/10 p-3 text-destructive text-sm"
        >
          {preview.importProblem}
        </p>
      ) : null}

      <Section title={`Passengers (${preview.passengers.length})`}>
        {preview.passengers.length === 0 ? (
          <p className="text-muted-foreground text-sm">No passenger names found.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {preview.passengers.map((p) => (
              <li key={p.id} className="rounded-md border px-2 py-1 text-sm">
                {p.title ? `${p.title} ` : ""}
                {p.name}
                <span className="ml-1 text-muted-foreground text-xs">{p.type}</span>
                {p.creatable ? (
                  <Badge
                    variant="outline"
                    className="ml-2"
                    title="The reservation carries this traveller's passport (DOCS)"
                  >
                    DOCS
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={`Flight segments (${r.segments.length})`}>
        <ListTable
          label="Parsed flight segments"
          columns={segmentColumns(preview.airportNames)}
          rows={r.segments}
          rowKey={(s) => `${s.lineNumber}-${s.segmentNumber}`}
          loading={false}
          error={false}
          errorText={null}
          emptyText="No flight segments found"
          className="max-h-64 overflow-y-auto"
        />
        {r.otherSegments.length > 0 ? (
          <p className="text-muted-foreground text-xs">
            Not flights, not imported: {r.otherSegments.map((o) => o.code).join(", ")}.
          </p>
        ) : null}
      </Section>

      {r.warnings.length > 0 ? (
        <ul className="list-disc pl-5 text-muted-foreground text-sm">
          {r.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}

      <GdsTimeLimits reservation={r} />

      <Section title="Pasted content">
        <GdsLineAccount lines={preview.lines} content={content} nothingRead={nothingRead(r)} />
      </Section>
    </div>
  );
}
