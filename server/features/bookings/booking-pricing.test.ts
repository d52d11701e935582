import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingDetailSchema } from "#domain/bookings/booking.schema";
import { bookingTotalCents } from "#domain/bookings/booking-total";
import { packageSchema } from "#domain/packages/package.schema";
import { bookings } from "../../db/schema/bookings";
import { makeClientPassenger, makePackage } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";

// What a package booking costs: the card's price per person × participants, its discount already in it.

const { t, cast, call } = withCastApp();
let travellers: string[];

beforeAll(async () => {
  travellers = [
    await makeClientPassenger(t, cast.clientA.clientId, { firstName: "Ana", surname: "Alves" }),
    await makeClientPassenger(t, cast.clientA.clientId, { firstName: "Ben", surname: "Brown" }),
    await makeClientPassenger(t, cast.clientA.clientId, { firstName: "Cleo", surname: "Costa" }),
  ];
});

describe("pricing a package booking", () => {
  it("stores 3 participants of a discounted package at the rule's total: the card's price per person × 3", async () => {
    const packageId = await makePackage(t, { priceCents: 33_333, discountPercent: 15 });
    const card = packageSchema.parse((await call(cast.agent, "GET", `/api/packages/${packageId}`)).json());
    const res = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: travellers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = bookingDetailSchema.parse(res.json());
    // The 15 % is already in the card's price (SPEC §9 derives the original from it): not taken off again.
    const total = bookingTotalCents({ unitPriceCents: card.priceCents, participants: 3 });
    expect(total).toBe(99_999);
    expect(booking).toMatchObject({
      participants: 3,
      unitPriceCents: 33_333,
      discountPercent: 15,
      totalCents: total,
      currency: card.currency,
    });
    const [stored] = await t.database.db
      .select({ totalCents: bookings.totalCents })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(Number(stored!.totalCents)).toBe(total);
  });
});
