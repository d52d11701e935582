// Plain lists (no zod) so tables, schemas and small web chunks can all import them.
export const segmentTypes = ["flight", "hotel", "transfer", "car", "rail", "activity", "other"] as const;
export type SegmentType = (typeof segmentTypes)[number];

export const gdsFormats = ["amadeus", "galileo", "sabre", "apollo", "worldspan"] as const;

/** Where a segment came from: typed in by an agent, or imported from a reservation display. */
export const segmentSources = ["manual", "gds"] as const;
