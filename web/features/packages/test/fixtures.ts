import type { BookingDetail } from "#domain/bookings/booking.schema";
import type { PackageListItem } from "#domain/packages/package.schema";

export const clientSession = {
  user: { id: "u2", email: "chris@itinera.local", name: "Chris Client", role: "client" },
};

/** €899 a head at 10 % off (SPEC §9: was €999), 3 places left. */
export const lisbon: PackageListItem = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  title: "Lisbon Lights",
  destination: "Lisbon, Portugal",
  description: "Four nights in Alfama.",
  priceCents: 89_900,
  currency: "EUR",
  durationDays: 7,
  startDate: "2099-05-01",
  endDate: "2099-05-07",
  includedServices: ["Hotel", "Breakfast"],
  maxParticipants: 20,
  category: "City Break",
  featured: true,
  discountPercent: 10,
  originalPriceCents: 99_900,
  imageUrl: "/api/packages/7c9e6679-7425-40de-944b-e07fc1f90ae7/image?v=abc",
  hasImage: true,
  status: "active",
  archivedAt: null,
  bookedPlaces: 17,
  placesLeft: 3,
  bookable: true,
  createdAt: "2026-01-01T10:00:00.000Z",
  version: 2,
  updatedAt: "2026-01-01T10:00:00.000Z",
  baseCurrency: "EUR",
  basePriceCents: 89_900,
};

/** Full, in dollars (€2,300 at the day's rate), without a discount. */
export const safari: PackageListItem = {
  ...lisbon,
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  title: "Serengeti Safari",
  destination: "Tanzania",
  priceCents: 250_000,
  currency: "USD",
  basePriceCents: 230_000,
  durationDays: 1,
  category: "Safari",
  featured: false,
  discountPercent: 0,
  originalPriceCents: null,
  imageUrl: "/offer-default.webp",
  hasImage: false,
  status: "upcoming",
  bookedPlaces: 20,
  placesLeft: 0,
  includedServices: [],
};

export const ana = {
  id: "6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b",
  title: "Ms" as const,
  firstName: "Ana",
  surname: "Alves",
};

/** A pending booking of Lisbon Lights, as the bookings list and the create answer give it. */
export const lisbonBooking: BookingDetail = {
  id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
  number: 123,
  reference: "BK-000123",
  clientId: "5f8fad5b-d9cb-469f-a165-70867728950e",
  clientName: "Alpha Travellers",
  packageId: lisbon.id,
  packageTitle: lisbon.title,
  tripId: null,
  tripTitle: null,
  destination: lisbon.destination,
  participants: 1,
  bookingDate: "2026-03-01",
  travelDate: "2099-05-01",
  status: "pending",
  cancelReason: null,
  paymentStatus: "awaiting_payment",
  unitPriceCents: 89_900,
  discountPercent: 10,
  totalCents: 80_910,
  currency: "EUR",
  totalAdjustmentReason: null,
  notes: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  version: 1,
  updatedAt: "2026-03-01T10:00:00.000Z",
  travellers: [ana],
  history: [],
};
