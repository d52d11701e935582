import type { Faker } from "@faker-js/faker";
import { asc, inArray, isNull } from "drizzle-orm";
import type { SegmentType } from "#domain/segments/segment-values";
import { tripTitleFor } from "#domain/trips/trip-title";
import type { TripStatus } from "#domain/trips/trip-values";
import type { DbOrTx } from "../client";
import { users } from "../schema/auth";
import { clients } from "../schema/clients";
import { passengers } from "../schema/passengers";
import { itineraries, segments } from "../schema/segments";
import { tripPassengers, trips } from "../schema/trips";

const TRIP_COUNT = 80;
const DEMO_CLIENT_TRIPS = 6;
const DEMO_CLIENT_EMAIL = "client@itinera.local";
const STAFF_EMAILS = ["agent@itinera.local", "admin@itinera.local"];

// Home airports by the travellers' countries, and places they go.
const HOMES = [
  "LHR",
  "FRA",
  "CDG",
  "MAD",
  "FCO",
  "JFK",
  "WAW",
  "IST",
  "ARN",
  "GRU",
  "AMS",
  "PRG",
  "MUC",
  "MAN",
];
const PLACES: { airport: string; city: string; hotels: string[]; activities: string[]; rail?: string }[] = [
  {
    airport: "LIS",
    city: "Lisbon",
    hotels: ["Memmo Alfama", "Pestana Palace"],
    activities: ["Sintra day trip", "Fado evening"],
    rail: "Porto",
  },
  {
    airport: "BCN",
    city: "Barcelona",
    hotels: ["Hotel Arts", "Casa Bonay"],
    activities: ["Sagrada Família tour"],
    rail: "Madrid",
  },
  {
    airport: "JFK",
    city: "New York",
    hotels: ["The Plaza", "Pod 51"],
    activities: ["Broadway show", "Statue of Liberty ferry"],
    rail: "Washington",
  },
  {
    airport: "DXB",
    city: "Dubai",
    hotels: ["Atlantis The Palm", "Rove Downtown"],
    activities: ["Desert safari"],
  },
  {
    airport: "NRT",
    city: "Tokyo",
    hotels: ["Park Hyatt Tokyo", "Hotel Gracery Shinjuku"],
    activities: ["Tsukiji food walk"],
    rail: "Kyoto",
  },
  {
    airport: "CPT",
    city: "Cape Town",
    hotels: ["Belmond Mount Nelson"],
    activities: ["Table Mountain cable car", "Cape Point tour"],
  },
  {
    airport: "KEF",
    city: "Reykjavík",
    hotels: ["Hotel Borg"],
    activities: ["Golden Circle tour", "Blue Lagoon"],
  },
  {
    airport: "ATH",
    city: "Athens",
    hotels: ["Hotel Grande Bretagne"],
    activities: ["Acropolis guided visit"],
  },
  { airport: "MLE", city: "Malé", hotels: ["Soneva Fushi"], activities: ["Snorkelling trip"] },
  { airport: "SYD", city: "Sydney", hotels: ["Park Hyatt Sydney"], activities: ["Opera House tour"] },
  { airport: "CUN", city: "Cancún", hotels: ["Nizuc Resort"], activities: ["Chichén Itzá excursion"] },
  {
    airport: "VCE",
    city: "Venice",
    hotels: ["Hotel Danieli"],
    activities: ["Gondola ride"],
    rail: "Florence",
  },
  {
    airport: "ZRH",
    city: "Zurich",
    hotels: ["Baur au Lac"],
    activities: ["Jungfraujoch rail excursion"],
    rail: "Lucerne",
  },
  {
    airport: "MRU",
    city: "Mauritius",
    hotels: ["One&Only Le Saint Géran"],
    activities: ["Catamaran cruise"],
  },
  {
    airport: "EDI",
    city: "Edinburgh",
    hotels: ["The Balmoral"],
    activities: ["Highlands tour"],
    rail: "Glasgow",
  },
];
const AIRLINES = [
  "LH",
  "BA",
  "AF",
  "IB",
  "AZ",
  "TP",
  "KL",
  "LO",
  "TK",
  "SK",
  "LA",
  "OK",
  "UA",
  "EK",
  "QR",
  "LX",
];
const CAR_COMPANIES = ["Hertz", "Sixt", "Europcar", "Avis"];
const DESCRIPTIONS = [
  "Family holiday",
  "Honeymoon",
  "Business trip with a weekend extension",
  "Anniversary getaway",
  "Conference and client meetings",
  "School holidays",
  "Group tour",
];

type NewTrip = typeof trips.$inferInsert;
type NewSegment = typeof segments.$inferInsert;
type NewItinerary = typeof itineraries.$inferInsert;

const DAY = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const at = (date: Date, time: string) => `${isoDate(date)}T${time}`;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const minute = (date: Date) => date.toISOString().slice(0, 16);
const clock = (faker: Faker, from: number, to: number) =>
  `${String(faker.number.int({ min: from, max: to })).padStart(2, "0")}:${faker.helpers.arrayElement(["00", "05", "15", "30", "40", "50"])}`;

/** Past trips are mostly completed, a few cancelled; coming ones planning or confirmed. */
function statusFor(faker: Faker, start: Date, end: Date, today: Date): TripStatus {
  if (faker.datatype.boolean({ probability: 0.07 })) return "cancelled";
  if (end < today) return faker.datatype.boolean({ probability: 0.9 }) ? "completed" : "confirmed";
  if (start < addDays(today, 30))
    return faker.datatype.boolean({ probability: 0.85 }) ? "confirmed" : "planning";
  return faker.helpers.weightedArrayElement([
    { value: "planning" as const, weight: 5 },
    { value: "confirmed" as const, weight: 4 },
  ]);
}

/**
 * About 80 demo trips over the year around today, across the four statuses: flights out and back (some
 * imported from a reservation, with its record locator), hotels, transfers, cars, rail and activities,
 * and passengers of the trip's client. The demo client gets a few. Bulk inserts only.
 */
export async function seedTrips(tx: DbOrTx, faker: Faker, todayIso: string): Promise<void> {
  // Archived clients travel no more; the order keeps the demo the same from run to run.
  const allClients = await tx
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(isNull(clients.archivedAt))
    .orderBy(asc(clients.createdAt), asc(clients.name));
  if (allClients.length === 0) return;
  const demoClient = allClients.find((c) => c.email === DEMO_CLIENT_EMAIL);
  const staff = await tx.select({ id: users.id }).from(users).where(inArray(users.email, STAFF_EMAILS));
  const travellers = await tx.select({ id: passengers.id, clientId: passengers.clientId }).from(passengers);
  const byClient = new Map<string | null, string[]>();
  for (const p of travellers) byClient.set(p.clientId, [...(byClient.get(p.clientId) ?? []), p.id]);
  // The agency's day, at UTC midnight: whole days added to it stay calendar days.
  const today = new Date(`${todayIso}T00:00:00Z`);

  const tripRows: NewTrip[] = [];
  const segmentRows: NewSegment[] = [];
  const itineraryRows: NewItinerary[] = [];
  const links: { tripId: string; passengerId: string; clientId: string }[] = [];
  // A client without passengers of their own gets a few of nobody's, who become theirs: a trip's
  // passengers are always its client's.
  const free = [...(byClient.get(null) ?? [])];
  const adopted = new Map<string, string[]>();

  for (let i = 0; i < TRIP_COUNT; i++) {
    const clientId =
      i < DEMO_CLIENT_TRIPS && demoClient ? demoClient.id : faker.helpers.arrayElement(allClients).id;
    let pool = byClient.get(clientId) ?? [];
    if (pool.length === 0 && free.length > 0) {
      pool = free.splice(0, 4);
      byClient.set(clientId, pool);
      adopted.set(clientId, pool);
    }
    const party = faker.helpers.arrayElements(pool, { min: 1, max: Math.min(4, pool.length) });
    const tripId = faker.string.uuid();
    const home = faker.helpers.arrayElement(HOMES);
    const place = faker.helpers.arrayElement(PLACES.filter((p) => p.airport !== home));
    const start = addDays(today, faker.number.int({ min: -240, max: 270 }));
    // At least three nights, so a day trip fits between arriving and leaving.
    const nights = faker.number.int({ min: 3, max: 14 });
    const end = addDays(start, nights);
    const airline = faker.helpers.arrayElement(AIRLINES);
    const seats = Math.max(1, party.length);
    const imported = faker.datatype.boolean({ probability: 0.35 });
    const itineraryId = imported ? faker.string.uuid() : null;
    const trip: NewSegment[] = [];

    const flight = (
      from: string,
      to: string,
      day: Date,
      hours: [number, number],
      number: string,
      n: number,
    ): NewSegment & { lands: Date } => {
      const departs = new Date(`${at(day, clock(faker, hours[0], hours[1]))}:00Z`);
      // Wall-clock arithmetic is enough for demo data; real times are local to each airport.
      const lands = new Date(departs.getTime() + faker.number.int({ min: 80, max: 720 }) * 60_000);
      return {
        lands,
        tripId,
        itineraryId,
        segmentType: "flight",
        source: imported ? "gds" : "manual",
        origin: from,
        destination: to,
        departureLocal: minute(departs),
        arrivalLocal: minute(lands),
        airline,
        flightNumber: number,
        bookingClass: faker.helpers.arrayElement(["Y", "B", "M", "J", "C"]),
        status: faker.helpers.weightedArrayElement([
          { value: "HK", weight: 12 },
          { value: "TK", weight: 1 },
          { value: "UN", weight: 1 },
          { value: "NO", weight: 1 },
        ]),
        seatCount: seats,
        segmentNumber: imported ? n : null,
      };
    };
    const other = (type: SegmentType, values: Partial<NewSegment>): NewSegment => ({
      tripId,
      segmentType: type,
      source: "manual",
      status: faker.helpers.arrayElement(["confirmed", "confirmed", "requested"]),
      ...values,
    });

    // Out in the morning, back in the afternoon; everything else in between, in order.
    const out = String(faker.number.int({ min: 10, max: 2999 }));
    const { lands, ...outbound } = flight(home, place.airport, start, [6, 11], out, 1);
    trip.push(outbound);
    const arrivalDay = new Date(`${isoDate(lands)}T00:00:00Z`);
    const nextDay = addDays(arrivalDay, 1);
    if (faker.datatype.boolean({ probability: 0.5 })) {
      trip.push(
        other("transfer", {
          origin: `${place.city} airport`,
          destination: place.hotels[0],
          departureLocal: minute(new Date(lands.getTime() + 45 * 60_000)),
          details: { company: "Private driver" },
        }),
      );
    }
    const checkIn = new Date(Math.max(lands.getTime() + 90 * 60_000, arrivalDay.getTime() + 15 * 3_600_000));
    trip.push(
      other("hotel", {
        origin: place.city,
        departureLocal: `${isoDate(checkIn)}T${String(checkIn.getUTCHours()).padStart(2, "0")}:00`,
        arrivalLocal: at(end, "11:00"),
        details: {
          name: faker.helpers.arrayElement(place.hotels),
          confirmation: faker.string.numeric(8),
        },
      }),
    );
    if (faker.datatype.boolean({ probability: 0.6 })) {
      trip.push(
        other("activity", {
          origin: faker.helpers.arrayElement(place.activities),
          departureLocal: at(nextDay, clock(faker, 9, 15)),
        }),
      );
    }
    if (faker.datatype.boolean({ probability: 0.25 })) {
      trip.push(
        other("car", {
          origin: `${place.city} airport`,
          destination: `${place.city} airport`,
          departureLocal: at(nextDay, "09:00"),
          arrivalLocal: at(end, "10:00"),
          details: {
            company: faker.helpers.arrayElement(CAR_COMPANIES),
            confirmation: faker.string.alphanumeric(8).toUpperCase(),
          },
        }),
      );
    }
    if (place.rail && faker.datatype.boolean({ probability: 0.3 })) {
      trip.push(
        other("rail", {
          origin: place.city,
          destination: place.rail,
          departureLocal: at(nextDay, clock(faker, 7, 8)),
          arrivalLocal: at(nextDay, clock(faker, 10, 12)),
          details: { reference: faker.string.alphanumeric(6).toUpperCase() },
        }),
      );
    }
    if (faker.datatype.boolean({ probability: 0.1 })) {
      trip.push(other("other", { origin: "Travel insurance", notes: "Annual multi-trip policy" }));
    }
    const { lands: _home, ...inbound } = flight(
      place.airport,
      home,
      end,
      [12, 21],
      String(Number(out) + 1),
      2,
    );
    trip.push(inbound);

    if (imported && itineraryId) {
      const locator = faker.string.alphanumeric({ length: 6, casing: "upper" });
      itineraryRows.push({
        id: itineraryId,
        tripId,
        recordLocator: locator,
        airlineLocators: [{ airline, locator: faker.string.alphanumeric({ length: 6, casing: "upper" }) }],
        sourceFormat: "amadeus",
        rawText: `RP/LON1A0955/LON1A0955            AA/SU  ${isoDate(today)}   ${locator}\n${trip
          .filter((s) => s.segmentType === "flight")
          .map(
            (s, n) =>
              `  ${n + 1}  ${s.airline} ${s.flightNumber} ${s.bookingClass} ${s.origin}${s.destination} ${s.status}${seats}`,
          )
          .join("\n")}`,
        createdBy: staff[0]?.id ?? null,
      });
    }

    // Planned weeks to months ahead, so the clients' last activity spreads over the year.
    const planned = new Date(
      Math.min(Date.now(), start.getTime() - faker.number.int({ min: 14, max: 150 }) * DAY),
    );
    const generated = tripTitleFor(trip as Parameters<typeof tripTitleFor>[0]);
    const description = faker.helpers.arrayElement(DESCRIPTIONS);
    tripRows.push({
      id: tripId,
      title:
        generated && faker.datatype.boolean({ probability: 0.5 })
          ? generated
          : `${description} in ${place.city}`,
      description: `${description}: ${nights} nights in ${place.city}.`,
      startDate: isoDate(start),
      endDate: isoDate(end),
      status: statusFor(faker, start, end, today),
      notes: faker.datatype.boolean({ probability: 0.25 })
        ? faker.helpers.arrayElement([
            "Window seats requested.",
            "Late check-out requested at the hotel.",
            "Client prefers WhatsApp for updates.",
            "Vegetarian meals for everyone.",
          ])
        : null,
      clientId,
      ownerId: staff.length > 0 ? faker.helpers.arrayElement(staff).id : null,
      createdAt: planned,
      updatedAt: planned,
    });
    segmentRows.push(...trip);
    for (const passengerId of party) links.push({ tripId, passengerId, clientId });
  }

  for (const [clientId, ids] of adopted) {
    await tx.update(passengers).set({ clientId }).where(inArray(passengers.id, ids));
  }
  await tx.insert(trips).values(tripRows);
  if (itineraryRows.length > 0) await tx.insert(itineraries).values(itineraryRows);
  await tx.insert(segments).values(segmentRows);
  if (links.length > 0) await tx.insert(tripPassengers).values(links);
}
