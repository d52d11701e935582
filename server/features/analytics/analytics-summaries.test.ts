import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Currency } from "#domain/currency";
import { users } from "../../db/schema/auth";
import { bookings } from "../../db/schema/bookings";
import { clients } from "../../db/schema/clients";
import { invoices, payments } from "../../db/schema/invoices";
import { travelPackages } from "../../db/schema/packages";
import { segments } from "../../db/schema/segments";
import { trips } from "../../db/schema/trips";
import { makePackage } from "../../test/booking-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { caller, type Session } from "../../test/trip-fixtures";

/**
 * The summaries migration 0032 keeps for the Analytics tab, and the trips' destinations 0035 keeps for them,
 * stay equal to a recount from the records (analytics_summaries_rebuild) through every change that moves a figure.
 */
let t: TestApp;
let admin: Session;
const ids = {} as Record<string, string>;
let invoiceCounter = 0;

const TABLES = {
  analytics_revenue: "payments <> 0 or amount_cents <> 0 or base_amount_cents <> 0",
  analytics_issuer_revenue: "payments <> 0 or base_amount_cents <> 0",
  analytics_destination_revenue: "payments <> 0 or base_amount_cents <> 0",
  analytics_bookings: "bookings <> 0 or lead_days <> 0",
  analytics_creator_bookings: "bookings <> 0",
  analytics_destination_bookings: "bookings <> 0 or kept <> 0",
  trip_destinations: "true",
};

async function snapshot(): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  for (const [table, nonZero] of Object.entries(TABLES)) {
    const { rows } = (await t.database.db.execute(
      sql.raw(`select coalesce(json_agg(t order by t::text), '[]') as rows from ${table} t where ${nonZero}`),
    )) as unknown as { rows: { rows: unknown[] }[] };
    figures[table] = rows[0]!.rows;
  }
  return figures;
}

/** What the triggers kept equals what a recount from the records gives. */
async function expectEqualToRecount() {
  const kept = await snapshot();
  await t.database.db.execute(sql`select analytics_summaries_rebuild()`);
  expect(kept).toEqual(await snapshot());
}

/** The destinations the summaries count bookings and payments under; null: a trip's that has none. */
async function countedUnder(): Promise<{ bookings: (string | null)[]; revenue: (string | null)[] }> {
  const { rows } = (await t.database.db.execute(sql`
    select
      (select coalesce(json_agg(distinct destination), '[]') from analytics_destination_bookings
        where month and bookings <> 0) as bookings,
      (select coalesce(json_agg(distinct destination), '[]') from analytics_destination_revenue
        where month and payments <> 0) as revenue`)) as unknown as {
    rows: { bookings: (string | null)[]; revenue: (string | null)[] }[];
  };
  return rows[0]!;
}

async function insertFlight(tripId: string, origin: string, destination: string, departureLocal: string) {
  const [row] = await t.database.db
    .insert(segments)
    .values({
      tripId,
      segmentType: "flight",
      airline: "FI",
      flightNumber: "450",
      origin,
      destination,
      departureLocal,
    })
    .returning({ id: segments.id });
  return row!.id;
}

async function insertClient(name: string): Promise<string> {
  const [row] = await t.database.db.insert(clients).values({ name }).returning({ id: clients.id });
  return row!.id;
}

async function insertBooking(
  fields: { clientId: string; createdBy: string } & ({ packageId: string } | { tripId: string }),
  bookingDate: string,
  status: "pending" | "confirmed" | "completed" | "cancelled" = "confirmed",
): Promise<string> {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      ...fields,
      participants: 1,
      bookingDate,
      travelDate: "2019-06-30",
      status,
      cancelReason: status === "cancelled" ? "Changed plans" : null,
      unitPriceCents: 100_000,
      totalCents: 100_000,
      currency: "EUR",
    })
    .returning({ id: bookings.id });
  return row!.id;
}

async function insertInvoice(fields: {
  clientId: string;
  createdBy: string | null;
  bookingId?: string;
  tripId?: string;
  currency?: Currency;
}): Promise<string> {
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      number: `INV-S-${String(++invoiceCounter).padStart(4, "0")}`,
      clientId: fields.clientId,
      bookingId: fields.bookingId ?? null,
      tripId: fields.tripId ?? null,
      currency: fields.currency ?? "EUR",
      subtotalCents: 500_000,
      taxCents: 0,
      amountCents: 500_000,
      issueDate: "2019-01-01",
      dueDate: "2019-02-01",
      baseCurrency: "EUR",
      exchangeRate: "1",
      baseAmountCents: 500_000,
      createdBy: fields.createdBy,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

async function insertPayment(
  invoiceId: string,
  clientId: string,
  amountCents: number,
  paymentDate: string,
  status: "completed" | "pending" | "failed" = "completed",
  currency: Currency = "EUR",
): Promise<string> {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      invoiceId,
      clientId,
      amountCents,
      currency,
      status,
      paymentDate,
      refundReason: amountCents < 0 ? "Room not available" : null,
      baseCurrency: "EUR",
      exchangeRate: currency === "EUR" ? "1" : "0.9",
      baseAmountCents: currency === "EUR" ? amountCents : Math.round(amountCents * 0.9),
    })
    .returning({ id: payments.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  const staff = await t.database.db
    .insert(users)
    .values([
      { email: "ana@summaries.test", name: "Ana Agent", role: "agent" },
      { email: "ben@summaries.test", name: "Ben Agent", role: "agent" },
    ])
    .returning({ id: users.id });
  [ids.ana, ids.ben] = staff.map((row) => row.id) as [string, string];
  ids.alpha = await insertClient("Alpha Travellers");
  ids.beta = await insertClient("Beta Travellers");
  ids.lisbon = await makePackage(t, {
    destination: "Lisbon",
    startDate: "2018-01-01",
    endDate: "2020-12-31",
  });
  ids.rome = await makePackage(t, { destination: "Rome", startDate: "2018-01-01", endDate: "2020-12-31" });
  const [trip] = await t.database.db
    .insert(trips)
    .values({
      title: "Trip",
      clientId: ids.beta,
      ownerId: ids.ben,
      startDate: "2019-06-01",
      endDate: "2019-06-10",
    })
    .returning({ id: trips.id });
  ids.trip = trip!.id;

  ids.b1 = await insertBooking(
    { clientId: ids.alpha, createdBy: ids.ana, packageId: ids.lisbon },
    "2019-01-31",
  );
  ids.b2 = await insertBooking(
    { clientId: ids.beta, createdBy: ids.ben, packageId: ids.rome },
    "2019-02-01",
    "pending",
  );
  ids.b3 = await insertBooking({ clientId: ids.beta, createdBy: ids.ben, tripId: ids.trip }, "2019-02-14");
  ids.i1 = await insertInvoice({ clientId: ids.alpha, createdBy: ids.ana, bookingId: ids.b1 });
  ids.i2 = await insertInvoice({
    clientId: ids.beta,
    createdBy: ids.ben,
    bookingId: ids.b2,
    currency: "USD",
  });
  ids.i3 = await insertInvoice({ clientId: ids.beta, createdBy: ids.ben, bookingId: ids.b3 });
  ids.i4 = await insertInvoice({ clientId: ids.beta, createdBy: null, tripId: ids.trip });
  ids.p1 = await insertPayment(ids.i1, ids.alpha, 100_000, "2019-01-31");
  ids.p2 = await insertPayment(ids.i1, ids.alpha, 50_000, "2019-02-01", "pending");
  ids.p3 = await insertPayment(ids.i2, ids.beta, 80_000, "2019-02-10", "completed", "USD");
  ids.p4 = await insertPayment(ids.i3, ids.beta, 30_000, "2019-03-01");
  ids.p5 = await insertPayment(ids.i4, ids.beta, 20_000, "2019-03-02");
});

afterAll(async () => {
  await t.close();
});

describe("the Analytics summaries (migration 0032)", () => {
  it("equal a recount after the data set went in", async () => {
    const kept = (await snapshot()) as Record<string, unknown[]>;
    // Day and month rows for every table, so the comparison below has something to compare.
    for (const rows of Object.values(kept)) expect(rows.length).toBeGreaterThan(0);
    await expectEqualToRecount();
  });

  it("follow payments completed, failed, refunded, moved to another day and to another invoice", async () => {
    await t.database.db.update(payments).set({ status: "completed" }).where(eq(payments.id, ids.p2!));
    await t.database.db.update(payments).set({ status: "failed" }).where(eq(payments.id, ids.p4!));
    await insertPayment(ids.i2!, ids.beta!, -8_000, "2019-03-31", "completed", "USD");
    await t.database.db.update(payments).set({ paymentDate: "2019-04-01" }).where(eq(payments.id, ids.p5!));
    await t.database.db.update(payments).set({ invoiceId: ids.i2! }).where(eq(payments.id, ids.p1!));
    await expectEqualToRecount();
  });

  it("follow bookings cancelled, re-dated and moved to another creator or package", async () => {
    await t.database.db
      .update(bookings)
      .set({ status: "cancelled", cancelReason: "Ill" })
      .where(eq(bookings.id, ids.b2!));
    await t.database.db.update(bookings).set({ travelDate: "2019-09-01" }).where(eq(bookings.id, ids.b1!));
    await t.database.db.update(bookings).set({ createdBy: ids.ben! }).where(eq(bookings.id, ids.b1!));
    // Never done by the application: the booking's paid invoices follow it to the other package.
    await t.database.db.update(bookings).set({ packageId: ids.rome! }).where(eq(bookings.id, ids.b1!));
    await expectEqualToRecount();
  });

  it("follow a package's new destination with its bookings and the payments on their invoices", async () => {
    await t.database.db
      .update(travelPackages)
      .set({ destination: "Roma" })
      .where(eq(travelPackages.id, ids.rome!));
    const { rows } = (await t.database.db.execute(sql`
      select count(*) filter (where destination = 'Rome') as before, count(*) filter (where destination = 'Roma') as after
      from analytics_destination_bookings where bookings <> 0`)) as unknown as {
      rows: { before: string | number; after: string | number }[];
    };
    expect(Number(rows[0]!.before)).toBe(0);
    expect(Number(rows[0]!.after)).toBeGreaterThan(0);
    await expectEqualToRecount();
  });

  it("follow an invoice given to another issuer or booking (never done by the application)", async () => {
    await t.database.db.update(invoices).set({ createdBy: ids.ana! }).where(eq(invoices.id, ids.i2!));
    await t.database.db.update(invoices).set({ bookingId: ids.b3! }).where(eq(invoices.id, ids.i1!));
    await expectEqualToRecount();
  });

  it("follow a trip's segments added, changed, moved to another trip and removed, with its bookings and payments", async () => {
    // The trip booking b3 carries i1's completed payment since the test above; its trip has no segments yet.
    expect(await countedUnder()).toEqual({ bookings: ["Roma", null], revenue: ["Roma", null] });
    const out = await insertFlight(ids.trip!, "LHR", "KEF", "2019-06-01 08:00");
    const back = await insertFlight(ids.trip!, "KEF", "LHR", "2019-06-10 13:00");
    expect(await countedUnder()).toEqual({ bookings: ["KEF", "Roma"], revenue: ["KEF", "Roma"] });
    await expectEqualToRecount();

    await t.database.db.update(segments).set({ destination: "OSL" }).where(eq(segments.id, back));
    expect(await countedUnder()).toEqual({ bookings: ["OSL", "Roma"], revenue: ["OSL", "Roma"] });
    await expectEqualToRecount();

    // A segment moved to another trip (an itinerary re-linked): both trips' destinations follow.
    const [other] = await t.database.db
      .insert(trips)
      .values({ title: "Other", clientId: ids.beta!, startDate: "2019-06-01", endDate: "2019-06-10" })
      .returning({ id: trips.id });
    await t.database.db.update(segments).set({ tripId: other!.id }).where(eq(segments.id, back));
    expect(await countedUnder()).toEqual({ bookings: ["KEF", "Roma"], revenue: ["KEF", "Roma"] });
    await expectEqualToRecount();

    // Written and undone in one transaction with a booking and a payment of the trip between.
    await t.database.db.transaction(async (tx) => {
      await tx.update(segments).set({ destination: "BGO" }).where(eq(segments.id, out));
      const [booking] = await tx
        .insert(bookings)
        .values({
          clientId: ids.beta!,
          tripId: ids.trip!,
          participants: 1,
          bookingDate: "2019-05-20",
          travelDate: "2019-06-01",
          unitPriceCents: 1_000,
          totalCents: 1_000,
          currency: "EUR",
          createdBy: ids.ben!,
        })
        .returning({ id: bookings.id });
      const [invoice] = await tx
        .insert(invoices)
        .values({
          number: "INV-S-TRIP",
          clientId: ids.beta!,
          bookingId: booking!.id,
          currency: "EUR",
          subtotalCents: 1_000,
          taxCents: 0,
          amountCents: 1_000,
          issueDate: "2019-05-20",
          dueDate: "2019-06-20",
          baseCurrency: "EUR",
          exchangeRate: "1",
          baseAmountCents: 1_000,
        })
        .returning({ id: invoices.id });
      await tx.insert(payments).values({
        invoiceId: invoice!.id,
        clientId: ids.beta!,
        amountCents: 1_000,
        currency: "EUR",
        paymentDate: "2019-05-21",
        baseCurrency: "EUR",
        exchangeRate: "1",
        baseAmountCents: 1_000,
      });
      await tx.update(segments).set({ destination: "KEF" }).where(eq(segments.id, out));
    });
    await expectEqualToRecount();

    // Every segment gone: the trip's bookings and payments are back under no destination.
    await t.database.db.delete(segments).where(eq(segments.tripId, ids.trip!));
    expect(await countedUnder()).toEqual({ bookings: ["Roma", null], revenue: ["Roma", null] });
    // A trip deleted with its segments takes its destination along.
    await t.database.db.delete(trips).where(eq(trips.id, other!.id));
    await expectEqualToRecount();
  });

  it("do not move when a client merge moves bookings, invoices and payments to another client", async () => {
    const before = await snapshot();
    const call = caller(t);
    const res = await call(admin, "POST", `/api/clients/${ids.alpha}/merge`, { sourceId: ids.beta });
    expect(res.statusCode, res.body).toBe(200);
    const moved = await t.database.db.select().from(payments).where(eq(payments.clientId, ids.alpha!));
    expect(moved.length).toBeGreaterThan(2);
    expect(await snapshot()).toEqual(before);
    await expectEqualToRecount();
  });

  it("follow records written and changed in one transaction, and deletions in any order", async () => {
    await t.database.db.transaction(async (tx) => {
      const [booking] = await tx
        .insert(bookings)
        .values({
          clientId: ids.alpha!,
          packageId: ids.lisbon!,
          participants: 1,
          bookingDate: "2019-05-05",
          travelDate: "2019-06-05",
          unitPriceCents: 1_000,
          totalCents: 1_000,
          currency: "EUR",
          createdBy: ids.ana!,
        })
        .returning({ id: bookings.id });
      await tx.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, booking!.id));
      await tx.update(payments).set({ status: "pending" }).where(eq(payments.id, ids.p3!));
      await tx
        .update(payments)
        .set({ status: "completed", paymentDate: "2019-05-06" })
        .where(eq(payments.id, ids.p3!));
    });
    // A payment, its invoice and its booking gone in one transaction.
    await t.database.db.transaction(async (tx) => {
      await tx.delete(payments).where(eq(payments.invoiceId, ids.i3!));
      await tx.delete(invoices).where(eq(invoices.id, ids.i3!));
      await tx.update(invoices).set({ bookingId: null, tripId: ids.trip! }).where(eq(invoices.id, ids.i1!));
      await tx.delete(bookings).where(eq(bookings.id, ids.b3!));
    });
    await expectEqualToRecount();
  });

  it("count every payment when many are recorded at once on the same day, issuer and package", async () => {
    const monthPayments = async () => {
      const { rows } = (await t.database.db.execute(sql`
        select coalesce(sum(payments), 0) as n from analytics_issuer_revenue
        where month and period = '2019-07-01' and issuer_id = ${ids.ben}`)) as unknown as {
        rows: { n: string | number }[];
      };
      return Number(rows[0]!.n);
    };
    const before = await monthPayments();
    const invoice = await insertInvoice({ clientId: ids.alpha!, createdBy: ids.ben!, bookingId: ids.b2! });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, n) =>
        t.database.db.transaction(async (tx) => {
          await tx.insert(payments).values({
            invoiceId: invoice,
            clientId: ids.alpha!,
            amountCents: 1_000 + n,
            currency: "EUR",
            paymentDate: "2019-07-15",
            baseCurrency: "EUR",
            exchangeRate: "1",
            baseAmountCents: 1_000 + n,
          });
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await monthPayments()).toBe(before + 12);
    await expectEqualToRecount();
  });

  it("count a trip's bookings and payments recorded while its segments change, all at once", async () => {
    const [trip] = await t.database.db
      .insert(trips)
      .values({ title: "Race", clientId: ids.alpha!, startDate: "2019-08-10", endDate: "2019-08-20" })
      .returning({ id: trips.id });
    const booked = { clientId: ids.alpha!, createdBy: ids.ben!, tripId: trip!.id };
    const invoice = await insertInvoice({
      clientId: ids.alpha!,
      createdBy: ids.ben!,
      bookingId: await insertBooking(booked, "2019-08-01"),
    });
    const places = ["KEF", "OSL", "BGO", "TOS", "AES", "TRD"];
    const results = await Promise.allSettled([
      ...places.map((place, n) => insertFlight(trip!.id, "LHR", place, `2019-08-${10 + n} 08:00`)),
      ...places.map((_, n) => insertBooking(booked, `2019-08-0${n + 2}`)),
      ...places.map((_, n) => insertPayment(invoice, ids.alpha!, 1_000 + n, "2019-08-15")),
    ]);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const { rows } = (await t.database.db.execute(
      sql`select destination from trip_destinations where trip_id = ${trip!.id}`,
    )) as unknown as { rows: { destination: string }[] };
    // The flight that leaves last goes furthest.
    expect(rows[0]!.destination).toBe("TRD");
    await expectEqualToRecount();
  });

  it("drop a deleted staff member's figures with them", async () => {
    await t.database.db.delete(users).where(eq(users.id, ids.ana!));
    const { rows } = (await t.database.db.execute(sql`
      select (select count(*) from analytics_issuer_revenue where issuer_id = ${ids.ana})
        + (select count(*) from analytics_creator_bookings where creator_id = ${ids.ana}) as n`)) as unknown as {
      rows: { n: string | number }[];
    };
    expect(Number(rows[0]!.n)).toBe(0);
    await expectEqualToRecount();
  });
});
