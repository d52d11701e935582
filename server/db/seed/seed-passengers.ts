import {
  type Faker,
  fakerCS_CZ,
  fakerDE,
  fakerEN_GB,
  fakerEN_US,
  fakerES,
  fakerFR,
  fakerIT,
  fakerNL,
  fakerPL,
  fakerPT_BR,
  fakerSV,
  fakerTR,
} from "@faker-js/faker";
import { asc, eq } from "drizzle-orm";
import { buildAmadeusDocs } from "#domain/docs/amadeus-docs";
import type { AssociationType } from "#domain/passengers/passenger-association.schema";
import type { passengerMethods, passengerTitles } from "#domain/passengers/passenger-format";
import type { DbOrTx } from "../client";
import { clients } from "../schema/clients";
import { passengerAssociations, passengers } from "../schema/passengers";

const PASSENGER_COUNT = 300;
const DEMO_CLIENT_EMAIL = "client@itinera.local";

// Where the demo's travellers come from: names in the local spelling (Müller, Çelik, Łukasz, Hélène…).
const ORIGINS: { faker: Faker; country: string; weight: number }[] = [
  { faker: fakerEN_GB, country: "GBR", weight: 14 },
  { faker: fakerDE, country: "DEU", weight: 12 },
  { faker: fakerFR, country: "FRA", weight: 11 },
  { faker: fakerES, country: "ESP", weight: 10 },
  { faker: fakerIT, country: "ITA", weight: 9 },
  { faker: fakerEN_US, country: "USA", weight: 9 },
  { faker: fakerPL, country: "POL", weight: 8 },
  { faker: fakerTR, country: "TUR", weight: 8 },
  { faker: fakerSV, country: "SWE", weight: 6 },
  { faker: fakerPT_BR, country: "BRA", weight: 6 },
  { faker: fakerNL, country: "NLD", weight: 4 },
  { faker: fakerCS_CZ, country: "CZE", weight: 3 },
];

type Title = (typeof passengerTitles)[number];
type Method = (typeof passengerMethods)[number];
type NewPassenger = typeof passengers.$inferInsert;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/**
 * About 300 demo passengers from a dozen countries, in households that share a surname and are
 * connected as family, plus a few organization and group connections. Some passports have expired
 * or expire within six months; most belong to clients, one household per client in turn, the demo
 * client's first.
 */
export async function seedPassengers(tx: DbOrTx, faker: Faker, todayIso: string): Promise<void> {
  for (const origin of ORIGINS) origin.faker.seed(faker.number.int());
  const allClients = await tx
    .select({ id: clients.id })
    .from(clients)
    .orderBy(asc(clients.createdAt), asc(clients.name));
  const [demoClient] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT_EMAIL));
  // The agency's day, at UTC midnight: whole days added to it stay calendar days.
  const today = new Date(`${todayIso}T00:00:00Z`);

  const expiry = (): string => {
    const roll = faker.number.float();
    if (roll < 0.08) return isoDate(addDays(today, -faker.number.int({ min: 1, max: 730 })));
    if (roll < 0.2) return isoDate(addDays(today, faker.number.int({ min: 0, max: 180 })));
    return isoDate(addDays(today, faker.number.int({ min: 190, max: 3650 })));
  };

  // Households go to clients in turn, so most clients have travellers their bookings can take.
  const clientQueue = faker.helpers.shuffle(allClients.filter((c) => c.id !== demoClient?.id));
  let nextClient = 0;
  const rows: NewPassenger[] = [];
  const households: number[][] = [];
  let householdIndex = 0;
  while (rows.length < PASSENGER_COUNT) {
    const origin = faker.helpers.weightedArrayElement(ORIGINS.map((o) => ({ value: o, weight: o.weight })));
    const size = Math.min(
      PASSENGER_COUNT - rows.length,
      householdIndex === 0
        ? 3
        : faker.helpers.weightedArrayElement([
            { value: 1, weight: 45 },
            { value: 2, weight: 25 },
            { value: 3, weight: 18 },
            { value: 4, weight: 12 },
          ]),
    );
    // The demo client's household comes first and is bigger, so the client portal has something to show.
    const clientId =
      householdIndex < 3 && demoClient
        ? demoClient.id
        : faker.datatype.boolean({ probability: 0.9 }) && clientQueue.length > 0
          ? clientQueue[nextClient++ % clientQueue.length]!.id
          : null;
    householdIndex++;
    const familyName = origin.faker.person.lastName();
    const members: number[] = [];
    for (let m = 0; m < size; m++) {
      const sex = faker.helpers.arrayElement(["female", "male"] as const);
      // Adults first; later members of a household may be children or infants.
      const age =
        m < 2 ? faker.number.int({ min: 19, max: 82 }) : faker.helpers.arrayElement([0, 1, 4, 9, 13, 16]);
      const birth = addDays(today, -(age * 365 + faker.number.int({ min: 1, max: 360 })));
      const title: Title | null =
        age < 18
          ? sex === "male"
            ? "Mr"
            : "Miss"
          : faker.helpers.weightedArrayElement<Title>(
              sex === "male"
                ? [
                    { value: "Mr", weight: 9 },
                    { value: "Dr", weight: 1 },
                  ]
                : [
                    { value: "Mrs", weight: 5 },
                    { value: "Ms", weight: 4 },
                    { value: "Dr", weight: 1 },
                  ],
            );
      const country = faker.datatype.boolean({ probability: 0.92 })
        ? origin.country
        : faker.helpers.arrayElement(ORIGINS).country;
      const passenger: NewPassenger = {
        title,
        firstName: origin.faker.person.firstName(sex),
        surname: size > 1 ? familyName : origin.faker.person.lastName(sex),
        gender: sex === "male" ? "M" : "F",
        dateOfBirth: isoDate(birth),
        nationality: country,
        countryOfIssue: country,
        documentType: "P",
        passportNumber:
          faker.string.alpha({ length: 1, casing: "upper" }) +
          faker.string.numeric({ length: 8, allowLeadingZeros: true }),
        documentExpiry: expiry(),
        status: faker.datatype.boolean({ probability: 0.95 }) ? "active" : "inactive",
        method: faker.helpers.weightedArrayElement<Method>([
          { value: "online", weight: 6 },
          { value: "agent", weight: 3 },
          { value: "email", weight: 2 },
        ]),
        remarks: faker.datatype.boolean({ probability: 0.15 })
          ? faker.helpers.arrayElement([
              "Prefers an aisle seat.",
              "Vegetarian meal (VGML).",
              "Frequent flyer with Lufthansa Miles & More.",
              "Needs wheelchair assistance at the airport (WCHR).",
              "Travels with a small dog in the cabin.",
              "Send documents by e-mail only.",
            ])
          : null,
        clientId,
      };
      if (faker.datatype.boolean({ probability: 0.2 })) {
        passenger.passportDocsLine = buildAmadeusDocs({
          documentType: "P",
          issuingCountry: country,
          documentNumber: passenger.passportNumber,
          nationality: country,
          dateOfBirth: passenger.dateOfBirth!,
          gender: passenger.gender!,
          expiryDate: passenger.documentExpiry,
          surname: passenger.surname,
          givenNames: passenger.firstName,
          passengerNumber: 1,
        });
      }
      members.push(rows.length);
      rows.push(passenger);
    }
    households.push(members);
  }

  const inserted = await tx.insert(passengers).values(rows).returning({ id: passengers.id });
  const ids = inserted.map((r) => r.id);

  const links: { passengerId: string; associatedPassengerId: string; associationType: AssociationType }[] =
    [];
  const seen = new Set<string>();
  const link = (a: number, b: number, associationType: AssociationType) => {
    const [x, y] = [ids[a], ids[b]];
    if (!x || !y || x === y) return;
    const key = x < y ? `${x}:${y}` : `${y}:${x}`;
    if (seen.has(key)) return;
    seen.add(key);
    links.push({ passengerId: x, associatedPassengerId: y, associationType });
  };
  // Every member of a household is family of its first member.
  for (const members of households) {
    for (const member of members.slice(1)) link(members[0]!, member, "family");
  }
  // Colleagues travelling for the same company, and tour groups.
  for (let i = 0; i < 25; i++) {
    link(
      faker.number.int({ max: ids.length - 1 }),
      faker.number.int({ max: ids.length - 1 }),
      "organization",
    );
  }
  for (let i = 0; i < 15; i++) {
    link(faker.number.int({ max: ids.length - 1 }), faker.number.int({ max: ids.length - 1 }), "group");
  }
  if (links.length > 0) await tx.insert(passengerAssociations).values(links);
}
