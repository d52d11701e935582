import type { BookingDetail } from "#domain/bookings/booking.schema";
import type { TravelPackage } from "#domain/packages/package.schema";

export const lisbonPackage: TravelPackage = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  title: "Lisbon Lights",
  destination: "Lisbon, Portugal",
  description: "Four nights in Alfama",
  priceCents: 50_000,
  currency: "EUR",
  durationDays: 4,
  startDate: "2099-05-01",
  endDate: "2099-09-30",
  includedServices: [],
  maxParticipants: 20,
  category: "City Break",
  featured: false,
  discountPercent: 10,
  status: "active",
  archivedAt: null,
  bookedPlaces: 17,
  placesLeft: 3,
  bookable: true,
  createdAt: "2026-01-01T10:00:00.000Z",
  version: 1,
  updatedAt: "2026-01-01T10:00:00.000Z",
};

export const ana = {
  id: "6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b",
  title: "Ms" as const,
  firstName: "Ana",
  surname: "Alves",
};
export const ben = {
  id: "a8098c1a-f86e-41d2-8f2a-0c9c6f2d4b3e",
  title: "Mr" as const,
  firstName: "Ben",
  surname: "Brown",
};

export const pendingBooking: BookingDetail = {
  id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
  number: 123,
  reference: "BK-000123",
  clientId: "0f8fad5b-d9cb-469f-a165-70867728950e",
  clientName: "Alpha Travellers",
  packageId: lisbonPackage.id,
  packageTitle: "Lisbon Lights",
  tripId: null,
  tripTitle: null,
  destination: "Lisbon, Portugal",
  participants: 2,
  bookingDate: "2026-03-01",
  travelDate: "2099-05-01",
  status: "pending",
  cancelReason: null,
  paymentStatus: "awaiting_payment",
  unitPriceCents: 50_000,
  discountPercent: 10,
  totalCents: 90_000,
  currency: "EUR",
  totalAdjustmentReason: null,
  notes: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  version: 1,
  updatedAt: "2026-03-01T10:00:00.000Z",
  travellers: [ana, ben],
  history: [
    {
      at: "2026-03-01T10:00:00.000Z",
      summary: "Booked package “Lisbon Lights” for Alpha Travellers, 2 participants, 900.00 EUR (BK-000123)",
      status: "pending",
      reason: null,
      byName: "Ana Agent",
    },
  ],
};
