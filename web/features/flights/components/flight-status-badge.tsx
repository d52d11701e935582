import { flightStatusCodes, segmentStatusBadge } from "#domain/segments/segment-format";
import { Badge } from "../../../components/ui/badge";

const meaning = new Map(flightStatusCodes.map((s) => [s.code, s.label]));

/** SPEC §4: HK, TK, UN and NO each styled differently (as on a trip's Segments tab); the title says what the code means. */
export function FlightStatusBadge({ status }: { status: string | null }) {
  if (!status) return <span className="text-muted-foreground">—</span>;
  return (
    <Badge
      variant={segmentStatusBadge(status)}
      className="font-mono"
      title={meaning.get(status) ?? `Status ${status}`}
    >
      {status}
    </Badge>
  );
}
