import type { AirSegment } from "./reservation.schema";

export type SegmentCore = Pick<
  AirSegment,
  | "airline"
  | "flightNumber"
  | "bookingClass"
  | "departureDate"
  | "departureAirport"
  | "arrivalAirport"
  | "status"
  | "seatCount"
  | "departureTime"
  | "arrivalTime"
>;

/**
 * Test shorthand for the ten core fields of an air segment:
 * "LH 400 Y 2025-03-15 FRA JFK HK 2 10:15 12:50" ("-" for null), plus any other fields to check.
 */
export function seg(spec: string, more: Partial<AirSegment> = {}): SegmentCore & Partial<AirSegment> {
  const f = spec.trim().split(/\s+/);
  if (f.length !== 10) throw new Error(`segment spec needs 10 fields: ${spec}`);
  const v = (i: number): string | null => (f[i] === "-" ? null : f[i]!);
  const seats = v(7);
  return {
    airline: f[0]!,
    flightNumber: f[1]!,
    bookingClass: v(2),
    departureDate: v(3),
    departureAirport: f[4]!,
    arrivalAirport: f[5]!,
    status: v(6),
    seatCount: seats === null ? null : Number(seats),
    departureTime: v(8),
    arrivalTime: v(9),
    ...more,
  };
}
