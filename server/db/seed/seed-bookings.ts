import type { Faker } from "@faker-js/faker";
import { asc, inArray, isNotNull } from "drizzle-orm";
import { bookingTotalCents } from "#domain/bookings/booking-total";
import { type BookingStatus, placeHoldingStatuses } from "#domain/bookings/booking-values";
import type { Currency } from "#domain/currency";
import type { DbOrTx } from "../client";
import { users } from "../schema/auth";
import { bookingParticipants, bookings } from "../schema/bookings";
import { clients } from "../schema/clients";
import { travelPackages } from "../schema/packages";
import { passengers } from "../schema/passengers";
import { tripPassengers, trips } from "../schema/trips";

const PACKAGE_BOOKINGS = 550;
const TRIP_BOOKINGS = 55;
const DEMO_CLIENT_BOOKINGS = 6;
const HISTORY_DAYS = 548;
const DEMO_CLIENT_EMAIL = "client@itinera.local";
const STAFF_EMAILS = ["agent@itinera.local", "admin@itinera.local", "omar.agent@itinera.local"];
const DAY = 86_400_000;

type NewBooking = typeof bookings.$inferInsert & { id: string };

const CANCEL_REASONS = [
  "Client cancelled: change of plans.",
  "Client cancelled for health reasons.",
  "Flight schedule change the client could not accept.",
  "Duplicate booking entered by mistake.",
  "Payment not received by the deadline.",
  "Travel advice changed for the destination.",
  "Client chose another package instead.",
];
const BOOKING_NOTES = [
  "Celebrating a wedding anniversary: ask the hotel for a room upgrade.",
  "Needs a ground-floor room.",
  "Travel insurance declined by the client.",
  "Early check-in requested.",
  "Booked at the travel fair.",
  "Repeat client: apply the loyalty welcome pack.",
];
const ADJUSTMENTS = [
  "Loyalty reduction agreed by phone.",
  "Goodwill gesture after the hotel change.",
  "Child places at the hotel's family rate.",
];

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * About 600 bookings over the last 18 months, some travelling in the months ahead: most of packages, some
 * of trips (the trip's own passengers), in every status with a reason for each cancellation. Participants
 * are the booking client's passengers; totals follow `bookingTotalCents`; pending and confirmed bookings
 * never hold more places than a package has. Inserted in bulk with the client_stats triggers on.
 */
export async function seedBookings(tx: DbOrTx, faker: Faker, todayIso: string): Promise<void> {
  const now = Date.now();
  // The agency's day, at UTC midnight.
  const today = dayOf(todayIso);
  const [packages, clientRows, travellers, tripRows, tripLinks, staff] = await Promise.all([
    tx.select().from(travelPackages).orderBy(asc(travelPackages.startDate), asc(travelPackages.title)),
    tx
      .select({
        id: clients.id,
        email: clients.email,
        archivedAt: clients.archivedAt,
        userId: clients.userId,
        preferredCurrency: clients.preferredCurrency,
      })
      .from(clients)
      .orderBy(asc(clients.createdAt), asc(clients.name)),
    tx
      .select({ id: passengers.id, clientId: passengers.clientId })
      .from(passengers)
      .where(isNotNull(passengers.clientId))
      .orderBy(asc(passengers.surname), asc(passengers.firstName), asc(passengers.passportNumber)),
    tx
      .select({ id: trips.id, clientId: trips.clientId, startDate: trips.startDate, status: trips.status })
      .from(trips)
      .orderBy(asc(trips.startDate), asc(trips.title), asc(trips.id)),
    tx.select().from(tripPassengers),
    tx.select({ id: users.id }).from(users).where(inArray(users.email, STAFF_EMAILS)).orderBy(users.email),
  ]);
  if (packages.length === 0 || clientRows.length === 0) return;

  const pools = new Map<string, string[]>();
  for (const p of travellers) pools.set(p.clientId!, [...(pools.get(p.clientId!) ?? []), p.id]);
  // Archived clients stopped booking; the rest book more or less often, a few a lot (the top clients).
  const active = clientRows.filter((c) => c.archivedAt === null && (pools.get(c.id)?.length ?? 0) > 0);
  const demoClient = active.find((c) => c.email === DEMO_CLIENT_EMAIL);
  // Families book more often than people travelling alone.
  const weighted = active.map((c) => ({
    value: c,
    weight:
      c === demoClient
        ? 0.3
        : (c.userId ? 2 : 1) *
          (0.5 + Math.min(3, pools.get(c.id)!.length) / 2) *
          (0.05 + faker.number.float() ** 3),
  }));
  const held = new Map<string, number>();
  // How far each package sells: a few sell out or nearly, most stay half full.
  const demand = new Map(
    packages.map((p) => {
      const share = faker.helpers.weightedArrayElement([
        { value: 1, weight: 2 },
        { value: 0.9, weight: 2 },
        { value: faker.number.float({ min: 0.3, max: 0.75 }), weight: 6 },
      ]);
      return [p.id, Math.max(1, Math.round(p.maxParticipants * share))];
    }),
  );
  const rows: NewBooking[] = [];
  const participantRows: { bookingId: string; passengerId: string; clientId: string }[] = [];
  const staffId = () => (staff.length > 0 ? faker.helpers.arrayElement(staff).id : null);

  const add = (
    booking: Omit<
      NewBooking,
      | "id"
      | "bookingDate"
      | "travelDate"
      | "participants"
      | "createdAt"
      | "updatedAt"
      | "totalCents"
      | "cancelReason"
    >,
    party: string[],
    bookingDay: number,
    travelDay: number,
    endDay: number,
  ) => {
    const id = faker.string.uuid();
    // Office hours on the booking day, and never later than now for those booked today.
    const created = Math.min(
      bookingDay + faker.number.int({ min: 8 * 60, max: 19 * 60 }) * 60_000,
      now - 60_000,
    );
    const changed =
      booking.status === "pending"
        ? created
        : booking.status === "completed"
          ? endDay + 10 * 3_600_000
          : faker.number.int({
              min: created,
              max: Math.max(created, Math.min(travelDay, today) + 12 * 3_600_000),
            });
    const computed = bookingTotalCents({
      unitPriceCents: booking.unitPriceCents,
      participants: party.length,
    });
    const adjusted = faker.datatype.boolean({ probability: 0.015 });
    rows.push({
      ...booking,
      id,
      bookingDate: isoDate(bookingDay),
      travelDate: isoDate(travelDay),
      participants: party.length,
      totalCents: adjusted ? computed - Math.round(computed * 0.05) : computed,
      totalAdjustmentReason: adjusted ? faker.helpers.arrayElement(ADJUSTMENTS) : null,
      cancelReason: booking.status === "cancelled" ? faker.helpers.arrayElement(CANCEL_REASONS) : null,
      notes: faker.datatype.boolean({ probability: 0.12 }) ? faker.helpers.arrayElement(BOOKING_NOTES) : null,
      createdBy: staffId(),
      createdAt: new Date(created),
      updatedAt: new Date(Math.min(now, Math.max(created, changed))),
    });
    for (const passengerId of party)
      participantRows.push({ bookingId: id, passengerId, clientId: booking.clientId });
  };

  // Package bookings: a departure in the package's season, booked days to months before it.
  for (let attempt = 0, made = 0; made < PACKAGE_BOOKINGS && attempt < PACKAGE_BOOKINGS * 3; attempt++) {
    const pkg = faker.helpers.weightedArrayElement(
      packages.map((p) => ({ value: p, weight: p.featured ? 3 : 1 })),
    );
    const client =
      made < DEMO_CLIENT_BOOKINGS && demoClient ? demoClient : faker.helpers.weightedArrayElement(weighted);
    const pool = pools.get(client.id)!;
    const lastDeparture = Math.max(dayOf(pkg.startDate), dayOf(pkg.endDate) - (pkg.durationDays - 1) * DAY);
    const travelDay =
      made < DEMO_CLIENT_BOOKINGS && made % 2 === 0
        ? Math.max(today + 14 * DAY, dayOf(pkg.startDate))
        : faker.number.int({ min: dayOf(pkg.startDate) / DAY, max: lastDeparture / DAY }) * DAY;
    if (travelDay > lastDeparture) continue;
    const endDay = travelDay + (pkg.durationDays - 1) * DAY;
    const travelled = endDay < today;
    // Past trips are mostly completed; a trip under way or just back may not be marked completed yet.
    const chances: [BookingStatus, number][] = travelled
      ? [
          ["completed", 86],
          ["cancelled", 10],
          ["confirmed", travelDay > today - 30 * DAY ? 4 : 0],
        ]
      : [
          ["pending", travelDay < today ? 0 : 35],
          ["confirmed", 55],
          ["cancelled", 10],
        ];
    const status = faker.helpers.weightedArrayElement(
      chances.filter(([, weight]) => weight > 0).map(([value, weight]) => ({ value, weight })),
    );
    const lead = faker.helpers.weightedArrayElement([
      { value: faker.number.int({ min: 3, max: 30 }), weight: 3 },
      { value: faker.number.int({ min: 31, max: 120 }), weight: 5 },
      { value: faker.number.int({ min: 121, max: 300 }), weight: 2 },
    ]);
    // Far-off departures were booked in the last months, not all today.
    const wanted = travelDay - lead * DAY;
    const bookingDay = Math.max(
      today - HISTORY_DAYS * DAY,
      wanted <= today ? wanted : today - faker.number.int({ min: 0, max: 120 }) * DAY,
    );
    if (bookingDay >= travelDay) continue;
    let size = Math.min(
      pool.length,
      faker.helpers.weightedArrayElement([
        { value: 1, weight: 25 },
        { value: 2, weight: 45 },
        { value: 3, weight: 15 },
        { value: 4, weight: 15 },
      ]),
    );
    if ((placeHoldingStatuses as readonly BookingStatus[]).includes(status)) {
      const left = demand.get(pkg.id)! - (held.get(pkg.id) ?? 0);
      if (left < 1) continue;
      size = Math.min(size, left);
      held.set(pkg.id, (held.get(pkg.id) ?? 0) + size);
    }
    add(
      {
        clientId: client.id,
        packageId: pkg.id,
        status,
        unitPriceCents: pkg.priceCents,
        discountPercent: pkg.discountPercent,
        currency: pkg.currency,
      },
      faker.helpers.arrayElements(pool, size),
      bookingDay,
      travelDay,
      endDay,
    );
    made++;
  }

  // Trip bookings: the trip's own passengers, a price per person agreed with the client, the trip's fate.
  const partyOf = new Map<string, string[]>();
  for (const link of tripLinks)
    partyOf.set(link.tripId, [...(partyOf.get(link.tripId) ?? []), link.passengerId]);
  const currencyOf = new Map(clientRows.map((c) => [c.id, c.preferredCurrency as Currency]));
  for (const trip of faker.helpers.arrayElements(tripRows, Math.min(TRIP_BOOKINGS, tripRows.length))) {
    const party = partyOf.get(trip.id) ?? [];
    if (party.length === 0) continue;
    const travelDay = dayOf(trip.startDate);
    const wanted = travelDay - faker.number.int({ min: 10, max: 150 }) * DAY;
    const bookingDay = Math.max(
      today - HISTORY_DAYS * DAY,
      wanted <= today ? wanted : today - faker.number.int({ min: 0, max: 60 }) * DAY,
    );
    if (bookingDay >= travelDay) continue;
    const status: BookingStatus =
      trip.status === "planning" ? "pending" : trip.status === "cancelled" ? "cancelled" : trip.status;
    add(
      {
        tripId: trip.id,
        clientId: trip.clientId,
        status: status === "completed" && travelDay > today ? "confirmed" : status,
        unitPriceCents: faker.number.int({ min: 35, max: 280 }) * 1000,
        discountPercent: 0,
        currency: currencyOf.get(trip.clientId) ?? "EUR",
      },
      party,
      bookingDay,
      travelDay,
      travelDay + 7 * DAY,
    );
  }

  // In booking order, so the BK numbers grow with the booking date as they would have.
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  const CHUNK = 500;
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(bookings).values(rows.slice(i, i + CHUNK));
  for (let i = 0; i < participantRows.length; i += 2 * CHUNK) {
    await tx.insert(bookingParticipants).values(participantRows.slice(i, i + 2 * CHUNK));
  }
}
