// Plain lists (no zod) so tables, schemas and small web chunks can all import them.
export const segmentTypes = ["flight", "hotel", "transfer", "car", "rail", "activity", "other"] as const;
export type SegmentType = (typeof segmentTypes)[number];

/** What each kind calls its two times: a hotel's are its check-in and check-out, a flight's its departure and arrival. */
export const segmentTimeLabels: Record<SegmentType, { departure: string; arrival: string | null }> = {
  flight: { departure: "Departure", arrival: "Arrival" },
  hotel: { departure: "Check-in", arrival: "Check-out" },
  transfer: { departure: "Pick-up time", arrival: null },
  car: { departure: "Pick-up", arrival: "Drop-off" },
  rail: { departure: "Departure", arrival: "Arrival" },
  activity: { departure: "Start", arrival: "End" },
  other: { departure: "Start", arrival: "End" },
};

/** "Check-out cannot be before check-in": the end-before-start refusal in the kind's own words. */
export function endBeforeStartMessage(type: SegmentType): string {
  const { departure, arrival } = segmentTimeLabels[type];
  return `${arrival ?? "The end"} cannot be before ${departure.toLowerCase()}`;
}

export const gdsFormats = ["amadeus", "galileo", "sabre", "apollo", "worldspan"] as const;

/** Where a segment came from: typed in by an agent, or imported from a reservation display. */
export const segmentSources = ["manual", "gds"] as const;
