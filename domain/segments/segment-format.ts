import { parseLocalDateTime } from "./local-date-time";
import type { SegmentType } from "./segment-values";

// No zod here: segment lists and the print view show these without the validation code.

export const segmentTypeLabels: Record<SegmentType, string> = {
  flight: "Flight",
  hotel: "Hotel",
  transfer: "Transfer",
  car: "Car",
  rail: "Rail",
  activity: "Activity",
  other: "Other",
};

/** Reservation-system status codes offered for flights, with what they mean. */
export const flightStatusCodes: { code: string; label: string }[] = [
  { code: "HK", label: "HK — confirmed" },
  { code: "TK", label: "TK — schedule change, confirmed" },
  { code: "UN", label: "UN — unable, flight not operating" },
  { code: "NO", label: "NO — no action taken" },
  { code: "GK", label: "GK — passive, booked elsewhere" },
  { code: "HL", label: "HL — waitlisted" },
  { code: "HX", label: "HX — cancelled by the airline" },
];

/** Free statuses offered for the other kinds. */
export const otherSegmentStatuses = ["confirmed", "requested", "cancelled"] as const;

/** SPEC §4: HK, TK, UN and NO each look different; any other code looks neutral. */
export function segmentStatusBadge(
  status: string | null | undefined,
): "default" | "warning" | "destructive" | "outline" | "secondary" {
  switch (status) {
    case "HK":
    case "confirmed":
      return "default";
    case "TK":
      return "warning";
    case "UN":
    case "HX":
    case "cancelled":
      return "destructive";
    case "NO":
      return "outline";
    default:
      return "secondary";
  }
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** SPEC §9's segment format, dd MMM yyyy HH:mm ("01 May 2026 07:05"); "" when unusable. */
export function formatSegmentTime(value: string | null | undefined): string {
  const p = parseLocalDateTime(value);
  if (!p) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(p.day)} ${MONTHS[p.month - 1]} ${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** "TP 347" for a flight; the hotel's, company's or activity's name otherwise; "" when there is none. */
export function segmentHeadline(s: {
  segmentType: SegmentType;
  airline: string | null;
  flightNumber: string | null;
  details: Record<string, string>;
}): string {
  if (s.segmentType === "flight") return [s.airline, s.flightNumber].filter(Boolean).join(" ");
  return s.details.name ?? s.details.company ?? "";
}

/** "LHR → LIS", or the one place a hotel or activity is in. */
export function segmentRoute(s: { origin: string | null; destination: string | null }): string {
  if (s.origin && s.destination) return `${s.origin} → ${s.destination}`;
  return s.origin ?? s.destination ?? "";
}
