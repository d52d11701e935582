import type { Faker } from "@faker-js/faker";
import { inArray } from "drizzle-orm";
import sharp from "sharp";
import type { Currency } from "#domain/currency";
import type { PackageCategory, PackageStatus } from "#domain/packages/package-values";
import { insertFile, newFileKey } from "../../files/file-store";
import type { DbOrTx } from "../client";
import { users } from "../schema/auth";
import { travelPackages } from "../schema/packages";
import { packageArtSvg } from "./package-art";

const DAY = 86_400_000;
const STAFF_EMAILS = ["agent@itinera.local", "admin@itinera.local"];
const FEATURED = 5;
// Packages starting within this many days are on sale; later ones are announced as upcoming. Wide enough
// that a few of the best-selling ones (seed-bookings.ts fills some to 90 % and more) are on sale now.
const ON_SALE_DAYS = 90;

type Entry = {
  title: string;
  destination: string;
  category: PackageCategory;
  days: number;
  /** Price per person in major units of `currency`. */
  price: number;
  currency?: Currency;
  services: string[];
  description: string;
  /** Months a seasonal package's season starts in (1–12); others run all year round. */
  months?: number[];
};

// The catalogue: what a European agency sells, by category.
const CATALOGUE: Entry[] = [
  {
    title: "Lisbon Long Weekend",
    destination: "Lisbon, Portugal",
    category: "City Break",
    days: 4,
    price: 649,
    services: ["Return flights", "3 nights boutique hotel", "Airport transfers", "Tram 28 day pass"],
    description: "Three nights in Alfama with a guided walk through the old town and a fado evening.",
  },
  {
    title: "Paris in Springtime",
    destination: "Paris, France",
    category: "City Break",
    days: 4,
    price: 789,
    services: ["Eurostar or flights", "3 nights hotel in Le Marais", "Seine dinner cruise", "Museum pass"],
    description: "Cafés, the Louvre and an evening cruise on the Seine, based in a small hotel in Le Marais.",
  },
  {
    title: "Barcelona Tapas & Gaudí",
    destination: "Barcelona, Spain",
    category: "City Break",
    days: 5,
    price: 729,
    services: ["Return flights", "4 nights hotel", "Sagrada Família skip-the-line", "Tapas tour"],
    description:
      "Gaudí's city at an easy pace: the Sagrada Família, Park Güell and a tapas crawl in El Born.",
  },
  {
    title: "Prague Old Town Escape",
    destination: "Prague, Czech Republic",
    category: "City Break",
    days: 4,
    price: 459,
    services: ["Return flights", "3 nights hotel", "Castle district tour", "Breakfast daily"],
    description: "Bridges, spires and beer halls: three nights a short walk from the Old Town Square.",
  },
  {
    title: "New York City Lights",
    destination: "New York, USA",
    category: "City Break",
    days: 6,
    price: 1890,
    currency: "USD",
    services: ["Return flights", "5 nights Midtown hotel", "Broadway show", "Top of the Rock tickets"],
    description: "Five nights in Midtown with a Broadway show and the city from the Top of the Rock.",
  },
  {
    title: "Vienna Christmas Markets",
    months: [11],
    destination: "Vienna, Austria",
    category: "City Break",
    days: 4,
    price: 599,
    services: ["Return flights", "3 nights hotel", "Market walking tour", "Concert at the Musikverein"],
    description: "Mulled wine, Sachertorte and a Mozart concert in the weeks before Christmas.",
  },
  {
    title: "Edinburgh Festival Weekend",
    months: [7],
    destination: "Edinburgh, Scotland",
    category: "City Break",
    days: 4,
    price: 545,
    currency: "GBP",
    services: ["Return rail from London", "3 nights hotel", "Two Fringe shows", "Royal Mile tour"],
    description: "The Fringe at its busiest: three nights in the Old Town with tickets for two shows.",
  },
  {
    title: "Algarve Family Sun",
    destination: "Albufeira, Portugal",
    category: "Beach Holiday",
    days: 8,
    price: 1090,
    services: ["Return flights", "7 nights all-inclusive", "Kids' club", "Airport transfers"],
    description: "A week on the Algarve coast in a family resort with pools, a kids' club and all meals.",
  },
  {
    title: "Crete All-Inclusive",
    destination: "Crete, Greece",
    category: "Beach Holiday",
    days: 8,
    price: 1190,
    services: ["Return flights", "7 nights all-inclusive resort", "Airport transfers", "Knossos excursion"],
    description: "Sandy beaches near Hersonissos, Cretan food and a half-day trip to the palace of Knossos.",
  },
  {
    title: "Maldives Overwater Villa",
    destination: "Malé Atoll, Maldives",
    category: "Beach Holiday",
    days: 9,
    price: 4290,
    services: [
      "Return flights",
      "7 nights overwater villa",
      "Seaplane transfers",
      "Half board",
      "Snorkelling trip",
    ],
    description: "Seven nights above the lagoon with the reef on the doorstep and seaplane transfers.",
  },
  {
    title: "Mallorca Beach & Bike",
    destination: "Mallorca, Spain",
    category: "Beach Holiday",
    days: 7,
    price: 890,
    services: ["Return flights", "6 nights hotel", "E-bike rental", "Breakfast daily"],
    description: "Quiet coves in the morning and the Serra de Tramuntana by e-bike in the afternoon.",
  },
  {
    title: "Mauritius Honeymoon",
    destination: "Mauritius",
    category: "Beach Holiday",
    days: 10,
    price: 3490,
    services: ["Return flights", "8 nights beach resort", "Catamaran cruise", "Couples' spa treatment"],
    description: "Eight nights on the east coast with a catamaran day and a spa afternoon for two.",
  },
  {
    title: "Cancún & Riviera Maya",
    destination: "Cancún, Mexico",
    category: "Beach Holiday",
    days: 10,
    price: 2190,
    currency: "USD",
    services: ["Return flights", "9 nights all-inclusive", "Chichén Itzá excursion", "Cenote swim"],
    description: "Caribbean beaches, a swim in a cenote and a guided day at Chichén Itzá.",
  },
  {
    title: "Amalfi Coast Summer",
    destination: "Positano, Italy",
    category: "Beach Holiday",
    days: 7,
    price: 1590,
    services: ["Return flights", "6 nights sea-view hotel", "Capri boat day", "Private transfers"],
    description: "Lemon groves, steep lanes and a boat day to Capri from a sea-view hotel in Positano.",
  },
  {
    title: "Iceland Ring Road",
    destination: "Reykjavík, Iceland",
    category: "Adventure",
    days: 9,
    price: 2390,
    services: ["Return flights", "8 nights guesthouses", "4x4 rental", "Glacier hike", "Blue Lagoon entry"],
    description:
      "A self-drive loop of waterfalls, black beaches and a guided walk on the Sólheimajökull glacier.",
  },
  {
    title: "Patagonia Trekking",
    destination: "Torres del Paine, Chile",
    category: "Adventure",
    days: 12,
    price: 3890,
    currency: "USD",
    services: ["Return flights", "Refugios and camps", "Mountain guide", "All meals on the trail"],
    description: "The W trek with a mountain guide, nights in refugios and the towers at sunrise.",
  },
  {
    title: "Norway Fjords Kayaking",
    destination: "Bergen, Norway",
    category: "Adventure",
    days: 6,
    price: 1490,
    services: ["Return flights", "5 nights lodges", "Guided kayak days", "Flåm railway"],
    description: "Three days paddling the Nærøyfjord with a guide, and the Flåm railway back to the coast.",
  },
  {
    title: "Dolomites Via Ferrata",
    destination: "Cortina d'Ampezzo, Italy",
    category: "Adventure",
    days: 7,
    price: 1290,
    services: ["Mountain guide", "6 nights hut and hotel", "Climbing gear", "Half board"],
    description: "Iron-path climbs above Cortina with a certified guide; no climbing experience needed.",
  },
  {
    title: "Costa Rica Rainforest",
    destination: "Arenal, Costa Rica",
    category: "Adventure",
    days: 11,
    price: 2690,
    currency: "USD",
    services: ["Return flights", "10 nights eco-lodges", "Zip-line canopy tour", "Volcano hike"],
    description: "Cloud forest, hanging bridges and the Arenal volcano, with nights in eco-lodges.",
  },
  {
    title: "Scottish Highlands Hike",
    destination: "Fort William, Scotland",
    category: "Adventure",
    days: 7,
    price: 1150,
    currency: "GBP",
    services: ["6 nights inns", "Luggage transfers", "Walking guide", "Packed lunches"],
    description: "The last stages of the West Highland Way and a guided ascent of Ben Nevis.",
  },
  {
    title: "Rome & the Vatican",
    destination: "Rome, Italy",
    category: "Cultural Tour",
    days: 5,
    price: 990,
    services: ["Return flights", "4 nights hotel", "Vatican Museums tour", "Colosseum underground"],
    description: "Early entry to the Vatican Museums and the Colosseum's underground with an art historian.",
  },
  {
    title: "Kyoto Temples & Tea",
    destination: "Kyoto, Japan",
    category: "Cultural Tour",
    days: 10,
    price: 3290,
    services: ["Return flights", "9 nights ryokan and hotels", "Tea ceremony", "Japan Rail Pass"],
    description: "Temples, gardens and a tea ceremony, with a night in a traditional ryokan.",
  },
  {
    title: "Classical Greece",
    destination: "Athens, Greece",
    category: "Cultural Tour",
    days: 8,
    price: 1390,
    services: ["Return flights", "7 nights hotels", "Acropolis and Delphi guides", "Coach touring"],
    description: "The Acropolis, Delphi and the monasteries of Meteora with an archaeologist guide.",
  },
  {
    title: "Andalusia Moorish Heritage",
    destination: "Seville, Spain",
    category: "Cultural Tour",
    days: 7,
    price: 1190,
    services: ["Return flights", "6 nights hotels", "Alhambra tickets", "Flamenco show"],
    description: "Seville, Córdoba and Granada: the Alcázar, the Mezquita and the Alhambra at dusk.",
  },
  {
    title: "Silk Road Samarkand",
    destination: "Samarkand, Uzbekistan",
    category: "Cultural Tour",
    days: 9,
    price: 2290,
    services: ["Return flights", "8 nights hotels", "High-speed rail", "Local guides"],
    description: "Samarkand, Bukhara and Khiva by high-speed train, with guides in every city.",
  },
  {
    title: "Florence Renaissance Art",
    destination: "Florence, Italy",
    category: "Cultural Tour",
    days: 5,
    price: 1090,
    services: ["Return flights", "4 nights hotel", "Uffizi guided visit", "Chianti wine tasting"],
    description: "The Uffizi and the Accademia with a guide, and an afternoon in the Chianti hills.",
  },
  {
    title: "Zermatt Ski Week",
    destination: "Zermatt, Switzerland",
    category: "Winter Sports",
    months: [11, 12],
    days: 8,
    price: 2590,
    services: ["Return flights", "7 nights chalet hotel", "6-day lift pass", "Rail transfers"],
    description: "Seven nights under the Matterhorn with a six-day pass for Zermatt and Cervinia.",
  },
  {
    title: "Val Thorens Family Ski",
    destination: "Val Thorens, France",
    category: "Winter Sports",
    months: [11, 12],
    days: 8,
    price: 1690,
    services: ["Return flights", "7 nights apartment", "Lift passes", "Ski school for children"],
    description: "Ski-in ski-out apartments in the highest resort of the Three Valleys, ski school included.",
  },
  {
    title: "Lapland Northern Lights",
    destination: "Rovaniemi, Finland",
    category: "Winter Sports",
    months: [11, 12],
    days: 5,
    price: 1890,
    services: ["Return flights", "4 nights glass igloo", "Husky safari", "Aurora hunting"],
    description: "Husky sledding by day and the northern lights from a glass igloo by night.",
  },
  {
    title: "St. Anton Powder Days",
    destination: "St. Anton, Austria",
    category: "Winter Sports",
    months: [11, 12],
    days: 8,
    price: 1890,
    services: ["Return flights", "7 nights hotel half board", "Arlberg lift pass", "Off-piste guide day"],
    description: "The Arlberg's deep snow, a day off-piste with a guide and après-ski in the village.",
  },
  {
    title: "Dolomiti Superski",
    destination: "Val Gardena, Italy",
    category: "Winter Sports",
    months: [11, 12],
    days: 8,
    price: 1490,
    services: ["Return flights", "7 nights hotel", "Dolomiti Superski pass", "Sella Ronda guide"],
    description: "Twelve valleys on one pass and the Sella Ronda circuit with a local ski guide.",
  },
  {
    title: "Serengeti Migration Safari",
    destination: "Serengeti, Tanzania",
    category: "Safari",
    days: 9,
    price: 4590,
    currency: "USD",
    services: ["Return flights", "8 nights tented camps", "Game drives", "Park fees", "All meals"],
    description: "Follow the great migration from tented camps, with two game drives a day.",
  },
  {
    title: "Kruger Big Five",
    destination: "Kruger, South Africa",
    category: "Safari",
    days: 8,
    price: 3190,
    services: ["Return flights", "7 nights private lodge", "Open-vehicle game drives", "Bush walk"],
    description: "A private reserve on the edge of Kruger, with ranger-led drives and a walking safari.",
  },
  {
    title: "Okavango Delta Explorer",
    destination: "Maun, Botswana",
    category: "Safari",
    days: 10,
    price: 5290,
    services: ["Return flights", "9 nights camps", "Mokoro excursions", "Light-aircraft transfers"],
    description: "Flooded plains by mokoro canoe and camps reached only by light aircraft.",
  },
  {
    title: "Masai Mara & Zanzibar",
    destination: "Masai Mara, Kenya",
    category: "Safari",
    days: 11,
    price: 3790,
    services: ["Return flights", "5 nights safari camp", "5 nights Zanzibar beach hotel", "Game drives"],
    description: "Five nights on safari in the Mara, then five on the beaches of Zanzibar.",
  },
  {
    title: "Norwegian Fjords Cruise",
    destination: "Bergen, Norway",
    category: "Cruise",
    days: 8,
    price: 1390,
    services: ["7-night cruise", "Full board", "Geirangerfjord excursion", "Port taxes"],
    description: "A week sailing from Bergen through the Geirangerfjord to the North Cape.",
  },
  {
    title: "Mediterranean Islands Cruise",
    destination: "Civitavecchia, Italy",
    category: "Cruise",
    days: 8,
    price: 1190,
    services: ["7-night cruise", "Full board", "Port taxes", "Drinks package"],
    description: "Corsica, Sardinia, the Balearics and Sicily on a week-long loop from Rome's port.",
  },
  {
    title: "Caribbean Island Hopper",
    destination: "Miami, USA",
    category: "Cruise",
    days: 10,
    price: 1890,
    currency: "USD",
    services: ["Return flights", "9-night cruise", "Full board", "Shore excursion credit"],
    description: "Nine nights from Miami to the Virgin Islands, St. Maarten and the Bahamas.",
  },
  {
    title: "Danube River Cruise",
    destination: "Budapest, Hungary",
    category: "Cruise",
    days: 8,
    price: 1690,
    services: ["7-night river cruise", "Full board", "Guided city tours", "Wine with dinner"],
    description: "Budapest, Vienna, Melk and Passau on a small river ship with guided visits ashore.",
  },
  {
    title: "Greek Isles Sailing",
    destination: "Piraeus, Greece",
    category: "Cruise",
    days: 8,
    price: 1490,
    services: ["7-night small-ship cruise", "Half board", "Santorini and Mykonos stops", "Port taxes"],
    description: "A small ship through the Cyclades: Mykonos, Santorini, Milos and Paros.",
  },
];

// Places per package by category: small groups for adventure and safari, big ships for cruises.
const CAPACITY: Record<PackageCategory, [number, number]> = {
  "City Break": [16, 30],
  "Beach Holiday": [20, 40],
  Adventure: [8, 14],
  "Cultural Tour": [12, 24],
  "Winter Sports": [12, 24],
  Safari: [8, 12],
  Cruise: [30, 40],
};

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A card picture for each package, drawn in its category's colours (package-art.ts), as an upload would be stored. */
async function drawImages(tx: DbOrTx, rows: { category: PackageCategory }[]): Promise<string[]> {
  // In parallel: sharp renders on its own threads, and forty pictures one by one would take seconds.
  const images = await Promise.all(
    rows.map((row, i) =>
      sharp(Buffer.from(packageArtSvg(row.category, i)))
        .flatten({ background: "#ffffff" })
        .webp({ quality: 78 })
        .toBuffer(),
    ),
  );
  const keys: string[] = [];
  for (const image of images) keys.push((await insertFile(tx, "package-images", newFileKey(), image)).key);
  return keys;
}

/**
 * About 40 travel packages across the seven categories, their seasons spread from a year ago to a year
 * ahead (so some have expired), a few featured, some discounted, each with a drawn card picture stored
 * in the database when `images` asks for them (without one, the default image shows).
 */
export async function seedPackages(
  tx: DbOrTx,
  faker: Faker,
  todayIso: string,
  images = false,
): Promise<void> {
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, STAFF_EMAILS))
    .orderBy(users.email);
  // The agency's day, at UTC midnight.
  const today = Date.parse(`${todayIso}T00:00:00Z`);
  const order = faker.helpers.shuffle(CATALOGUE.map((_, i) => i));
  const yearRound = order.filter((i) => !CATALOGUE[i]!.months);
  // Month starts from a year ago to ten months ahead: where seasonal packages may begin.
  const monthStarts = Array.from({ length: 23 }, (_, k) => {
    const d = new Date(today);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 12 + k, 1);
  }).filter((ms) => ms >= today - 365 * DAY && ms <= today + 305 * DAY);
  const rows = order.map((index) => {
    const entry = CATALOGUE[index]!;
    let start: number;
    let end: number;
    if (entry.months) {
      // Ski seasons in winter, Christmas markets in November: a season as long as the thing lasts.
      const months = entry.months;
      const first = faker.helpers.arrayElement(
        monthStarts.filter((ms) => months.includes(new Date(ms).getUTCMonth() + 1)),
      );
      start = first + faker.number.int({ min: 0, max: 20 }) * DAY;
      end =
        start +
        faker.number.int(entry.category === "Winter Sports" ? { min: 100, max: 130 } : { min: 30, max: 45 }) *
          DAY;
    } else {
      // The rest start evenly from 12 months ago to 10 months ahead and last two to six months.
      const slot = yearRound.indexOf(index);
      start = today + Math.round(-365 + (slot * 670) / (yearRound.length - 1)) * DAY;
      end = start + faker.number.int({ min: 60, max: 180 }) * DAY;
    }
    const [min, max] = CAPACITY[entry.category];
    const status: PackageStatus =
      end < today ? "expired" : start > today + ON_SALE_DAYS * DAY ? "upcoming" : "active";
    const created = Math.min(today, start) - faker.number.int({ min: 30, max: 120 }) * DAY;
    return {
      title: entry.title,
      destination: entry.destination,
      description: entry.description,
      priceCents: entry.price * 100,
      currency: entry.currency ?? "EUR",
      durationDays: entry.days,
      startDate: isoDate(start),
      endDate: isoDate(end),
      includedServices: entry.services,
      maxParticipants: faker.number.int({ min, max }),
      category: entry.category,
      featured: false as boolean,
      discountPercent: faker.helpers.weightedArrayElement([
        { value: 0, weight: 14 },
        { value: 5, weight: 2 },
        { value: 10, weight: 2 },
        { value: 15, weight: 1 },
        { value: 20, weight: 1 },
      ]),
      // A season that ended last month may still read "active": the end date decides.
      status: status === "expired" && end > today - 30 * DAY ? "active" : status,
      createdBy: staff.length > 0 ? faker.helpers.arrayElement(staff).id : null,
      createdAt: new Date(created),
      updatedAt: new Date(created),
    } satisfies typeof travelPackages.$inferInsert;
  });
  // Featured: a few of those on sale now or soon.
  const onSale = rows.filter(
    (r) => r.endDate >= isoDate(today + 30 * DAY) && r.startDate <= isoDate(today + 200 * DAY),
  );
  for (const row of faker.helpers.arrayElements(onSale, FEATURED)) row.featured = true;
  const keys = images ? await drawImages(tx, rows) : [];
  await tx.insert(travelPackages).values(rows.map((row, i) => ({ ...row, imageName: keys[i] ?? null })));
}
