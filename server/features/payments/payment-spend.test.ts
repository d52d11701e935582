import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clientSchema } from "#domain/clients/client.schema";
import { bookings } from "../../db/schema/bookings";
import { clientSpend, clientStats, clients } from "../../db/schema/clients";
import { withCastApp } from "../../test/cast-app";
import { makeTrip } from "../../test/trip-fixtures";
import { makeInvoice, setRate } from "./payment-fixtures";

// A client's total spent is what it paid: completed payments net of refunds (migration 0028's trigger).

const { t, cast, call } = withCastApp();

beforeAll(async () => {
  await setRate(t, "USD", "2026-01-01", "0.9000000000");
});

async function newClient(name: string, preferredCurrency: "EUR" | "USD" = "EUR"): Promise<string> {
  const [row] = await t.database.db
    .insert(clients)
    .values({ name, preferredCurrency })
    .returning({ id: clients.id });
  return row!.id;
}

async function totalSpent(clientId: string) {
  const res = await call(cast.agent, "GET", `/api/clients/${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  return clientSchema.parse(res.json()).totalSpent;
}

async function spentCents(clientId: string) {
  const [row] = await t.database.db.select().from(clientStats).where(eq(clientStats.clientId, clientId));
  return row!.spentCents;
}

function pay(invoiceId: string, amountCents: number, status: "completed" | "pending" = "completed") {
  return call(cast.agent, "POST", `/api/invoices/${invoiceId}/payments`, {
    amountCents,
    paymentDate: "2026-04-01",
    status,
  });
}

describe("a client's total spent", () => {
  it("rises with a completed payment, not with a pending one until received, and falls with a refund", async () => {
    const clientId = await newClient("Spend & Co");
    const invoiceId = await makeInvoice(t, clientId, { amountCents: 100_000 });
    expect(await totalSpent(clientId)).toEqual([]);

    expect((await pay(invoiceId, 30_000)).statusCode).toBe(201);
    expect(await totalSpent(clientId)).toEqual([{ currency: "EUR", amountCents: 30_000 }]);

    const pending = await pay(invoiceId, 20_000, "pending");
    expect(await totalSpent(clientId)).toEqual([{ currency: "EUR", amountCents: 30_000 }]);
    await call(cast.agent, "POST", `/api/payments/${pending.json().id}/receive`);
    expect(await totalSpent(clientId)).toEqual([{ currency: "EUR", amountCents: 50_000 }]);

    const failed = await pay(invoiceId, 5_000, "pending");
    await call(cast.agent, "POST", `/api/payments/${failed.json().id}/fail`);
    expect(await spentCents(clientId)).toBe(50_000);

    const refund = await call(cast.admin, "POST", `/api/invoices/${invoiceId}/refunds`, {
      amountCents: 12_500,
      paymentDate: "2026-04-02",
      reason: "One night cancelled",
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await totalSpent(clientId)).toEqual([{ currency: "EUR", amountCents: 37_500 }]);
    expect(await spentCents(clientId)).toBe(37_500);
  });

  it("is kept per currency, the preferred one first and in the sortable figure", async () => {
    const clientId = await newClient("Dollar Tours", "USD");
    await pay(await makeInvoice(t, clientId, { amountCents: 10_000 }), 4_000);
    await pay(await makeInvoice(t, clientId, { amountCents: 90_000, currency: "USD" }), 75_000);
    expect(await totalSpent(clientId)).toEqual([
      { currency: "USD", amountCents: 75_000 },
      { currency: "EUR", amountCents: 4_000 },
    ]);
    expect(await spentCents(clientId)).toBe(75_000);
    // A new preferred currency picks that currency's spend.
    await t.database.db.update(clients).set({ preferredCurrency: "EUR" }).where(eq(clients.id, clientId));
    expect(await spentCents(clientId)).toBe(4_000);
  });

  it("no longer grows with confirmed bookings, which still count", async () => {
    const clientId = await newClient("Booker Ltd");
    const tripId = await makeTrip(t, clientId);
    await t.database.db.insert(bookings).values({
      clientId,
      tripId,
      participants: 1,
      travelDate: "2026-05-01",
      status: "confirmed",
      unitPriceCents: 80_000,
      totalCents: 80_000,
      currency: "EUR",
    });
    const [stats] = await t.database.db.select().from(clientStats).where(eq(clientStats.clientId, clientId));
    expect(stats).toMatchObject({ bookingsCount: 1, spentCents: 0 });
    expect(await totalSpent(clientId)).toEqual([]);
  });

  it("is what a rebuild from scratch computes (the trigger and client_stats_rebuild agree)", async () => {
    const snapshot = async () => ({
      stats: await t.database.db
        .select({
          clientId: clientStats.clientId,
          spent: clientStats.spentCents,
          count: clientStats.bookingsCount,
        })
        .from(clientStats)
        .orderBy(asc(clientStats.clientId)),
      spend: await t.database.db
        .select()
        .from(clientSpend)
        .orderBy(asc(clientSpend.clientId), asc(clientSpend.currency)),
    });
    const kept = await snapshot();
    expect(kept.spend.length).toBeGreaterThan(2);
    await t.database.db.execute(sql`select client_stats_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });
});
