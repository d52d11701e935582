import {
  type Faker,
  fakerDE,
  fakerEN_GB,
  fakerEN_US,
  fakerES,
  fakerFR,
  fakerIT,
  fakerNL,
  fakerPL,
  fakerSV,
} from "@faker-js/faker";
import type { Currency } from "#domain/currency";
import { transliterate } from "#domain/transliterate";
import type { DbOrTx } from "../client";
import { accounts, users } from "../schema/auth";
import { clients } from "../schema/clients";
import { demoPasswordHash } from "./seed-users";

const CLIENT_COUNT = 150;
const ARCHIVED_COUNT = 4;
const PORTAL_USERS = 4;
const DAY = 86_400_000;

type NewClient = typeof clients.$inferInsert;

// Where the clients live: names, addresses and phone numbers in the local style, and what they pay in.
const ORIGINS: {
  faker: Faker;
  country: string;
  weight: number;
  currency: Currency;
  format: "uk" | "us" | "eu";
}[] = [
  { faker: fakerEN_GB, country: "United Kingdom", weight: 16, currency: "GBP", format: "uk" },
  { faker: fakerDE, country: "Germany", weight: 16, currency: "EUR", format: "eu" },
  { faker: fakerFR, country: "France", weight: 13, currency: "EUR", format: "eu" },
  { faker: fakerES, country: "Spain", weight: 11, currency: "EUR", format: "eu" },
  { faker: fakerIT, country: "Italy", weight: 11, currency: "EUR", format: "eu" },
  { faker: fakerEN_US, country: "United States", weight: 10, currency: "USD", format: "us" },
  { faker: fakerNL, country: "Netherlands", weight: 8, currency: "EUR", format: "eu" },
  { faker: fakerSV, country: "Sweden", weight: 7, currency: "EUR", format: "eu" },
  { faker: fakerPL, country: "Poland", weight: 8, currency: "EUR", format: "eu" },
];

const NOTES = [
  "Prefers WhatsApp for updates.",
  "VIP: always offer lounge access and fast track.",
  "Invoices to the finance department; a PO number is required.",
  "Travels mostly in the school holidays.",
  "Corporate rate agreed until the end of next year.",
  "Allergic to nuts: tell the airline and the hotels.",
  "Pays by bank transfer only.",
  "Referred by an existing client; send a thank-you voucher.",
  "Prefers window seats and quiet hotel rooms.",
  "Call after 5 pm, not before.",
];

// Entered twice by different agents, the way real duplicates arise: each pair is what the duplicates screen finds.
const DUPLICATE_PAIRS: [NewClient, NewClient][] = [
  [
    { kind: "person", name: "Hannah Becker", email: "hannah.becker@example.com", phone: "+49 89 2190 4411" },
    { kind: "person", name: "Hanna Becker", email: "Hannah.Becker@Example.com", phone: null },
  ],
  [
    {
      kind: "company",
      name: "Acme Travel Ltd",
      email: "bookings@acme-travel.example",
      phone: "+44 161 496 0732",
    },
    {
      kind: "company",
      name: "ACME Travel Limited",
      email: "info@acmetravel.example",
      phone: "0161 496 0732",
    },
  ],
  [
    { kind: "person", name: "Oliver Grant", email: "oliver.grant@example.net", phone: "+44 20 7946 0321" },
    { kind: "person", name: "Oliver J. Grant", email: null, phone: "0044 20 7946 0321" },
  ],
  [
    {
      kind: "company",
      name: "Nordlicht Reisen GmbH",
      email: "kontakt@nordlicht-reisen.example",
      phone: "+49 30 9018 2200",
    },
    { kind: "company", name: "Nordlicht Reisen", email: "team@nordlicht.example", phone: "+49-30-90182200" },
  ],
  [
    { kind: "person", name: "José García", email: "jose.garcia@example.com", phone: "+34 612 345 678" },
    { kind: "person", name: "Jose Garcia", email: "jgarcia@example.org", phone: "+34 699 100 200" },
  ],
  [
    {
      kind: "company",
      name: "Blue Horizon Events Ltd",
      email: "events@bluehorizon.example",
      phone: "+44 117 496 0555",
    },
    {
      kind: "company",
      name: "Blue Horizon Events Ltd.",
      email: "events@bluehorizon.example",
      phone: "+44 117 496 0100",
    },
  ],
];

const slug = (text: string) =>
  transliterate(text)
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
    .replace(/^-|-$/g, "");

function addressFor(origin: (typeof ORIGINS)[number]): string {
  const f = origin.faker;
  const street = f.location.streetAddress();
  if (origin.format === "uk")
    return `${street}, ${f.location.city()} ${f.location.zipCode()}, ${origin.country}`;
  if (origin.format === "us")
    return `${street}, ${f.location.city()}, ${f.location.state({ abbreviated: true })} ${f.location.zipCode("#####")}, ${origin.country}`;
  return `${street}, ${f.location.zipCode()} ${f.location.city()}, ${origin.country}`;
}

function generatedClient(faker: Faker, n: number): NewClient {
  const origin = faker.helpers.weightedArrayElement(ORIGINS.map((o) => ({ value: o, weight: o.weight })));
  const company = faker.datatype.boolean({ probability: 0.3 });
  let name: string;
  let email: string;
  if (company) {
    name = origin.faker.company.name();
    const domain = `${slug(name).split("-").slice(0, 2).join("-")}.example`;
    email = `${faker.helpers.arrayElement(["info", "travel", "bookings", "office"])}@${domain}`;
  } else {
    const first = origin.faker.person.firstName();
    const last = origin.faker.person.lastName();
    name = `${first} ${last}`;
    // A number keeps two people of the same name apart, as mail providers do.
    email = `${slug(first)}.${slug(last)}${n % 7 === 0 ? n : ""}@${faker.helpers.arrayElement(["example.com", "example.net", "example.org"])}`;
  }
  return {
    kind: company ? "company" : "person",
    name,
    email,
    phone: faker.datatype.boolean({ probability: 0.92 })
      ? origin.faker.phone.number({ style: "international" })
      : null,
    address: faker.datatype.boolean({ probability: 0.85 }) ? addressFor(origin) : null,
    preferredCurrency: faker.datatype.boolean({ probability: 0.85 }) ? origin.currency : "EUR",
    notes: faker.datatype.boolean({ probability: 0.2 }) ? faker.helpers.arrayElement(NOTES) : null,
  };
}

/**
 * About 150 demo clients, persons and companies from nine countries: the demo client (the demo client
 * account's), six pairs of likely duplicates, a few archived, and a few more with a portal user of their
 * own who signs in with the demo password. Bulk inserts only.
 */
export async function seedClients(tx: DbOrTx, faker: Faker, demoClientUserId: string | null): Promise<void> {
  for (const origin of ORIGINS) origin.faker.seed(faker.number.int());
  const now = Date.now();
  const rows: NewClient[] = [
    {
      kind: "person",
      name: "Chris Client",
      email: "client@itinera.local",
      phone: "+44 20 7946 0000",
      address: "14 Rosebery Avenue, London EC1R 4TD, United Kingdom",
      userId: demoClientUserId,
    },
  ];
  const generatedCount = CLIENT_COUNT - 1 - DUPLICATE_PAIRS.length * 2;
  for (let n = 0; n < generatedCount; n++) rows.push(generatedClient(faker, n));
  // Each duplicate goes next to a generated client, the second of a pair much later than the first.
  for (const [i, [first, second]] of DUPLICATE_PAIRS.entries()) {
    rows.splice(2 + i * 9, 0, { ...first, notes: null });
    rows.splice(70 + i * 11, 0, second);
  }
  // Clients arrived over three years, the demo client among the first; archived ones left months ago.
  for (const [i, row] of rows.entries()) {
    const created = now - (CLIENT_COUNT - i) * 7 * DAY - faker.number.int({ min: 0, max: 6 * DAY });
    row.createdAt = new Date(created);
    row.updatedAt = new Date(Math.min(now, created + faker.number.int({ min: 0, max: 200 }) * DAY));
  }
  const plain = rows
    .map((row, i) => ({ row, i }))
    .filter(({ row, i }) => i > 0 && !DUPLICATE_PAIRS.flat().includes(row));
  // Portal users: the first few persons and one company, each with their own sign-in.
  const persons = plain.filter(({ row }) => row.kind === "person").slice(0, PORTAL_USERS - 1);
  const company = plain.find(({ row }) => row.kind === "company");
  const portal = [...persons, ...(company ? [company] : [])].map(({ row }) => row);
  // Archived: old clients without a portal user, gone quiet a few months ago.
  const archivable = plain.filter(({ row }) => !portal.includes(row));
  for (let k = 0; k < ARCHIVED_COUNT; k++) {
    const { row } = archivable[10 + k * 20]!;
    row.archivedAt = new Date(now - faker.number.int({ min: 20, max: 120 }) * DAY);
    row.updatedAt = row.archivedAt;
  }
  const password = await demoPasswordHash();
  const portalUsers = await tx
    .insert(users)
    .values(
      portal.map((row) => ({
        email: row.email!.toLowerCase(),
        name: row.kind === "company" ? `${faker.person.fullName()} (${row.name})` : row.name,
        role: "client",
        emailVerified: true,
        createdAt: row.updatedAt,
        updatedAt: row.updatedAt,
      })),
    )
    .returning({ id: users.id, email: users.email });
  await tx
    .insert(accounts)
    .values(portalUsers.map((u) => ({ accountId: u.id, providerId: "credential", userId: u.id, password })));
  for (const row of portal) row.userId = portalUsers.find((u) => u.email === row.email!.toLowerCase())?.id;

  await tx.insert(clients).values(rows);
}
