import type { Segment } from "#domain/segments/segment.schema";
import type { Trip } from "#domain/trips/trip.schema";
import type { TripPassenger } from "#domain/trips/trip-passenger.schema";

export const TRIP_ID = "6a1f2c3d-4b5e-4f60-8a7b-9c0d1e2f3a4b";

export const lisbon: Trip = {
  id: TRIP_ID,
  title: "Lisbon city break",
  description: null,
  startDate: "2026-05-01",
  endDate: "2026-05-09",
  status: "confirmed",
  notes: null,
  clientId: "0f8fad5b-d9cb-469f-a165-70867728950e",
  clientName: "Alpha Travellers",
  ownerId: null,
  ownerName: null,
  segmentCount: 3,
  passengerCount: 2,
  createdAt: "2026-01-01T00:00:00.000Z",
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

export const flightSegment: Segment = {
  id: "7b2f3c4d-5e6f-4a70-8b8c-9d0e1f2a3b4c",
  tripId: TRIP_ID,
  itineraryId: null,
  recordLocator: null,
  segmentType: "flight",
  source: "manual",
  origin: "LHR",
  destination: "LIS",
  departureLocal: "2026-05-01T07:05",
  arrivalLocal: "2026-05-01T09:45",
  airline: "TP",
  flightNumber: "347",
  bookingClass: "Y",
  status: "HK",
  seatCount: 2,
  operatingCarrier: null,
  details: {},
  notes: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

export const traveller: TripPassenger = {
  id: "8c3f4d5e-6f70-4b81-9c9d-0e1f2a3b4c5d",
  title: "Mrs",
  firstName: "Ana",
  surname: "Almeida",
  gender: "F",
  dateOfBirth: null,
  nationality: "PRT",
  passportNumber: "P1234567",
  documentExpiry: "2026-09-30",
  clientId: null,
  addedAt: "2026-01-01T00:00:00.000Z",
};
