import type { Faker } from "@faker-js/faker";
import { asc, eq, inArray } from "drizzle-orm";
import {
  OFFER_VALIDITY_MS,
  type TripOfferItemType,
  type TripOfferStatus,
} from "#domain/trip-offers/trip-offer-values";
import type { TripSsrStatus } from "#domain/trip-ssr-requests/trip-ssr-request-values";
import type { DbOrTx } from "../client";
import { users } from "../schema/auth";
import { clients } from "../schema/clients";
import { segments } from "../schema/segments";
import { ssrDefinitions, ssrPricing } from "../schema/ssr";
import { tripOfferItems, tripOffers } from "../schema/trip-offers";
import { tripSsrRequests } from "../schema/trip-ssr-requests";
import { tripPassengers, trips } from "../schema/trips";

const DEMO_CLIENT_EMAIL = "client@itinera.local";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Services travellers ask for most, by how often.
const SSR_CODES: { code: string; weight: number; onFlight: boolean }[] = [
  { code: "WCHR", weight: 6, onFlight: true },
  { code: "SPML", weight: 6, onFlight: true },
  { code: "XBAG", weight: 5, onFlight: true },
  { code: "FQTV", weight: 4, onFlight: false },
  { code: "PETC", weight: 2, onFlight: true },
  { code: "BIKE", weight: 2, onFlight: true },
  { code: "SPEQ", weight: 2, onFlight: true },
  { code: "UMNR", weight: 1, onFlight: false },
  { code: "BLND", weight: 1, onFlight: false },
  { code: "MEDA", weight: 1, onFlight: true },
  { code: "LANG", weight: 1, onFlight: false },
];
const SSR_NOTES = ["Confirmed with the airline by phone", "Client asked twice", "Needs aisle seat too", null];
const DECLINE_REASONS = [
  "Too expensive for us this year",
  "We found other dates",
  "Prefer a different hotel",
  null,
];
const ITEMS: Record<TripOfferItemType, { content: string[]; min: number; max: number }> = {
  flight: {
    content: ["Return flights, economy", "Return flights, premium economy", "Direct flights, business"],
    min: 250,
    max: 2400,
  },
  hotel: {
    content: [
      "4-star hotel, breakfast included",
      "Boutique hotel in the old town",
      "Beach resort, half board",
    ],
    min: 400,
    max: 3800,
  },
  package: {
    content: ["Flight + hotel package, 7 nights", "All-inclusive package, 10 nights"],
    min: 900,
    max: 5200,
  },
  transfer: { content: ["Private airport transfers", "Shared shuttle both ways"], min: 40, max: 220 },
  insurance: { content: ["Comprehensive travel insurance", "Cancellation cover"], min: 30, max: 180 },
  other: { content: ["City pass for 3 days", "Guided day excursion"], min: 50, max: 400 },
};

interface TripRow {
  id: string;
  title: string;
  status: string;
  clientEmail: string | null;
}

/**
 * SSR requests (priced as the service prices them), and offers with items in every status — some
 * accepted, some declined, some expired, some still open — on the demo trips. No documents: their
 * files would need the file store, which the seed does not have.
 */
export async function seedTripExtras(tx: DbOrTx, faker: Faker): Promise<void> {
  const allTrips: TripRow[] = await tx
    .select({ id: trips.id, title: trips.title, status: trips.status, clientEmail: clients.email })
    .from(trips)
    .innerJoin(clients, eq(clients.id, trips.clientId))
    .orderBy(asc(trips.startDate), asc(trips.id));
  if (allTrips.length === 0) return;
  const tripIds = allTrips.map((trip) => trip.id);

  const [travellers, tripSegments, catalogue, staff] = await Promise.all([
    tx
      .select({ tripId: tripPassengers.tripId, passengerId: tripPassengers.passengerId })
      .from(tripPassengers)
      .where(inArray(tripPassengers.tripId, tripIds))
      .orderBy(asc(tripPassengers.tripId), asc(tripPassengers.passengerId)),
    tx
      .select({
        id: segments.id,
        tripId: segments.tripId,
        segmentType: segments.segmentType,
        origin: segments.origin,
        airline: segments.airline,
      })
      .from(segments)
      .where(inArray(segments.tripId, tripIds))
      .orderBy(asc(segments.departureLocal), asc(segments.id)),
    tx
      .select({
        id: ssrDefinitions.id,
        code: ssrDefinitions.code,
        description: ssrDefinitions.description,
        defaultPriceCents: ssrDefinitions.defaultPriceCents,
        currency: ssrDefinitions.currency,
      })
      .from(ssrDefinitions)
      .where(
        inArray(
          ssrDefinitions.code,
          SSR_CODES.map((c) => c.code),
        ),
      ),
    tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, ["agent", "admin"]))
      .orderBy(asc(users.email)),
  ]);
  const prices = await tx
    .select({
      ssrId: ssrPricing.ssrId,
      airlineCode: ssrPricing.airlineCode,
      priceCents: ssrPricing.priceCents,
    })
    .from(ssrPricing);
  const priceOf = (ssrId: string, airline: string | null, fallback: number) =>
    prices.find((p) => p.ssrId === ssrId && p.airlineCode === airline)?.priceCents ?? fallback;
  const staffId = () => (staff.length > 0 ? faker.helpers.arrayElement(staff).id : null);
  const now = Date.now();

  const requestRows: (typeof tripSsrRequests.$inferInsert)[] = [];
  const offerRows: (typeof tripOffers.$inferInsert & { id: string })[] = [];
  const itemRows: (typeof tripOfferItems.$inferInsert)[] = [];

  for (const trip of allTrips) {
    const demo = trip.clientEmail === DEMO_CLIENT_EMAIL;
    const onTrip = travellers.filter((t) => t.tripId === trip.id).map((t) => t.passengerId);
    const ofTrip = tripSegments.filter((s) => s.tripId === trip.id);
    const tripFlights = ofTrip.filter((s) => s.segmentType === "flight" && s.airline);
    // Offers are named after where the trip stays: its first hotel's place, else its title's destination.
    const destination =
      ofTrip.find((s) => s.segmentType === "hotel" && s.origin)?.origin ??
      trip.title.replace(/^.*→\s*/, "").replace(/,.*$/, "");

    // SSR requests for about 60% of the trips with passengers.
    if (onTrip.length > 0 && catalogue.length > 0 && (demo || faker.datatype.boolean({ probability: 0.6 }))) {
      const taken = new Set<string>();
      for (let n = faker.number.int({ min: 1, max: 3 }); n > 0; n--) {
        const { code, onFlight } = faker.helpers.weightedArrayElement(
          SSR_CODES.map((c) => ({ value: c, weight: c.weight })),
        );
        const ssr = catalogue.find((c) => c.code === code);
        if (!ssr) continue;
        const passengerId = faker.helpers.arrayElement(onTrip);
        const segment = onFlight && tripFlights.length > 0 ? faker.helpers.arrayElement(tripFlights) : null;
        const unique = `${passengerId}/${code}/${segment?.id ?? ""}`;
        if (taken.has(unique)) continue;
        taken.add(unique);
        const status: TripSsrStatus =
          trip.status === "planning"
            ? "requested"
            : faker.helpers.weightedArrayElement([
                { value: "confirmed" as const, weight: 7 },
                { value: "requested" as const, weight: 2 },
                { value: "rejected" as const, weight: 1 },
              ]);
        requestRows.push({
          tripId: trip.id,
          passengerId,
          ssrId: ssr.id,
          code: ssr.code,
          description: ssr.description,
          segmentId: segment?.id ?? null,
          status,
          notes: faker.helpers.arrayElement(SSR_NOTES),
          priceCents: priceOf(ssr.id, segment?.airline ?? null, ssr.defaultPriceCents),
          currency: ssr.currency,
          createdBy: staffId(),
        });
      }
    }

    // Offers on about half the trips; the demo client gets one of each outcome.
    const outcomes: TripOfferStatus[] = demo
      ? ["accepted", "expired", "sent"]
      : faker.datatype.boolean({ probability: 0.5 })
        ? faker.helpers.arrayElements(
            ["accepted", "declined", "expired", "sent", "draft"] as TripOfferStatus[],
            {
              min: 1,
              max: 2,
            },
          )
        : [];
    for (const outcome of outcomes) {
      const open = outcome === "sent" || outcome === "draft";
      // Open offers are recent; answered and expired ones are older than their 3 days.
      const createdAt = new Date(
        open
          ? now - faker.number.int({ min: 1, max: 60 }) * HOUR
          : now - faker.number.int({ min: 4, max: 90 }) * DAY,
      );
      const expiresAt = new Date(createdAt.getTime() + OFFER_VALIDITY_MS);
      const answered = outcome === "accepted" || outcome === "declined";
      const id = faker.string.uuid();
      offerRows.push({
        id,
        tripId: trip.id,
        title: destination,
        // Some expired offers are only past their date: the queries show them expired all the same.
        status: outcome === "expired" && faker.datatype.boolean() ? "sent" : outcome,
        declineReason: outcome === "declined" ? faker.helpers.arrayElement(DECLINE_REASONS) : null,
        createdBy: staffId(),
        createdAt,
        expiresAt,
        respondedAt: answered
          ? new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 70 }) * HOUR)
          : null,
        updatedAt: createdAt,
      });
      // One currency per offer, as an agent quotes it.
      const currency = faker.helpers.weightedArrayElement([
        { value: "EUR" as const, weight: 8 },
        { value: "USD" as const, weight: 1 },
        { value: "GBP" as const, weight: 1 },
      ]);
      const types = faker.helpers.arrayElements(Object.keys(ITEMS) as TripOfferItemType[], {
        min: 1,
        max: 4,
      });
      types.forEach((type, index) => {
        const spec = ITEMS[type];
        itemRows.push({
          offerId: id,
          type,
          content: faker.helpers.arrayElement(spec.content),
          priceCents:
            faker.number.int({ min: spec.min, max: spec.max }) * 100 +
            faker.helpers.arrayElement([0, 50, 99]),
          currency,
          createdAt: new Date(createdAt.getTime() + index),
        });
      });
    }
  }

  if (requestRows.length > 0) await tx.insert(tripSsrRequests).values(requestRows).onConflictDoNothing();
  if (offerRows.length > 0) await tx.insert(tripOffers).values(offerRows);
  if (itemRows.length > 0) await tx.insert(tripOfferItems).values(itemRows);
}
