import type { SegmentDetailKey } from "#domain/segments/segment.schema";
import type { SegmentType } from "#domain/segments/segment-values";

/** The labels each kind gives its shared fields, and the details it asks for. */
export interface KindLayout {
  origin: string;
  destination?: string;
  departure: string;
  arrival?: string;
  details: { key: SegmentDetailKey; label: string }[];
}

export const kindLayouts: Record<Exclude<SegmentType, "flight">, KindLayout> = {
  hotel: {
    origin: "City or place",
    departure: "Check-in",
    arrival: "Check-out",
    details: [
      { key: "name", label: "Hotel name" },
      { key: "address", label: "Address" },
      { key: "confirmation", label: "Confirmation number" },
    ],
  },
  transfer: {
    origin: "Pick-up place",
    destination: "Drop-off place",
    departure: "Pick-up time",
    details: [
      { key: "company", label: "Company" },
      { key: "confirmation", label: "Confirmation number" },
    ],
  },
  car: {
    origin: "Pick-up location",
    destination: "Drop-off location",
    departure: "Pick-up",
    arrival: "Drop-off",
    details: [
      { key: "company", label: "Rental company" },
      { key: "confirmation", label: "Confirmation number" },
    ],
  },
  rail: {
    origin: "From station",
    destination: "To station",
    departure: "Departure",
    arrival: "Arrival",
    details: [
      { key: "company", label: "Operator" },
      { key: "reference", label: "Booking reference" },
    ],
  },
  activity: {
    origin: "Activity or place",
    departure: "Start",
    arrival: "End",
    details: [
      { key: "name", label: "Provider" },
      { key: "confirmation", label: "Confirmation number" },
    ],
  },
  other: {
    origin: "Place or description",
    destination: "Destination",
    departure: "Start",
    arrival: "End",
    details: [{ key: "reference", label: "Reference" }],
  },
};
