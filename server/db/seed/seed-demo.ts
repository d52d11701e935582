import { faker } from "@faker-js/faker";
import { count, sql } from "drizzle-orm";
import { todayIn } from "#domain/dates";
import { DEMO_PASSWORD, demoAccounts } from "#domain/demo/demo-accounts";
import type { Database } from "../client";
import { lockInTransaction } from "../locks";
import { users } from "../schema/auth";
import { seedAccounts } from "./seed-accounts";
import { seedBookings } from "./seed-bookings";
import { seedChat } from "./seed-chat";
import { seedClients } from "./seed-clients";
import { seedExchangeRates } from "./seed-exchange-rates";
import { seedInvoices } from "./seed-invoices";
import { seedNotifications } from "./seed-notifications";
import { seedPackages } from "./seed-packages";
import { seedPassengers } from "./seed-passengers";
import { seedPayments } from "./seed-payments";
import { seedRequests } from "./seed-requests";
import { seedSsr } from "./seed-ssr";
import { seedSupport } from "./seed-support";
import { seedTripExtras } from "./seed-trip-extras";
import { seedTrips } from "./seed-trips";
import { insertVerifiedUser } from "./seed-users";

export const SEED_LOCK = 727_002;
const FAKER_SEED = 20261122;

/**
 * Loads the demo data once, into a database that has no users yet; returns whether it did. Its dates are
 * spread around today in the agency's `timeZone`. With `images` the packages get card pictures, stored in the
 * database (without, as in most tests, they show the default image: drawing forty takes a while).
 */
export async function seedDemo(
  database: Database,
  options: { timeZone: string; images?: boolean },
): Promise<boolean> {
  const today = todayIn(options.timeZone);
  return database.db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds the users.
    await lockInTransaction(tx, SEED_LOCK);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return false;
    faker.seed(FAKER_SEED);
    const ids = new Map<string, string>();
    for (const account of demoAccounts) {
      ids.set(account.role, await insertVerifiedUser(tx, { ...account, password: DEMO_PASSWORD }));
    }
    await seedAccounts(tx);
    // Before any invoice or payment: each locks the USD or GBP rate of its own date.
    await seedExchangeRates(tx, ids.get("admin") ?? null, today);
    // The demo client account belongs to the first client, so it sees that client's records.
    await seedClients(tx, faker, ids.get("client") ?? null);
    await seedPassengers(tx, faker, today);
    await seedSsr(tx);
    await seedTrips(tx, faker, today);
    await seedTripExtras(tx, faker);
    await seedPackages(tx, faker, today, options.images);
    await seedBookings(tx, faker, today);
    // After the rates and bookings it bills; before the payments made on it.
    await seedInvoices(tx, today);
    // Through the payments service, so the invoices' paid amounts, statuses and clients' spend agree.
    await seedPayments(tx, ids.get("admin") ?? null, today);
    // Seeding issued every invoice and payment at once: each user keeps the two newest of those unread.
    await tx.execute(sql`
      update notifications n set read_at = now() from (
        select id, row_number() over (partition by user_id order by created_at desc, id) as newest
        from notifications where category = 'invoiceUpdates'
      ) ranked where n.id = ranked.id and ranked.newest > 2`);
    await seedRequests(tx, faker);
    await seedChat(tx, faker);
    await seedSupport(tx);
    // Last: each notification links to a record seeded above.
    await seedNotifications(tx);
    return true;
  });
}
