import { describe, expect, it } from "vitest";
import { bookingDetailSchema, bookingSchema } from "#domain/bookings/booking.schema";
import { pageOf } from "#domain/pagination.schema";
import { makeClientPassenger } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";
import { makeTrip } from "../../test/trip-fixtures";
import { recordPayment } from "../invoices/invoice-fixtures";

// A booking's payment status follows the invoices issued for it (#15): what they ask for, less credit
// notes, against what was paid on them; a cancelled invoice counts for nothing.

const { t, cast, call } = withCastApp();

async function tripBooking(totalCents: number): Promise<string> {
  const tripId = await makeTrip(t, cast.clientA.clientId);
  const passenger = await makeClientPassenger(t, cast.clientA.clientId);
  const res = await call(cast.agent, "POST", "/api/bookings", {
    clientId: cast.clientA.clientId,
    tripId,
    participantIds: [passenger],
    totalCents,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function invoiceFor(bookingId: string, cents: number): Promise<string> {
  const res = await call(cast.agent, "POST", "/api/invoices", {
    clientId: cast.clientA.clientId,
    bookingId,
    dueDate: "2099-12-31",
    lines: [{ description: "Trip", quantity: 1, unitPriceCents: cents }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A completed payment by the agent, recorded under the invoice's lock as the payments feature records one. */
const pay = (invoiceId: string, cents: number) => recordPayment(t, cast.agent, invoiceId, cents);

async function paymentStatus(bookingId: string): Promise<string> {
  const res = await call(cast.clientA, "GET", `/api/bookings/${bookingId}`);
  return bookingDetailSchema.parse(res.json()).paymentStatus;
}

async function listed(paymentStatusFilter: string): Promise<string[]> {
  const res = await call(
    cast.agent,
    "GET",
    `/api/bookings?paymentStatus=${paymentStatusFilter}&pageSize=200`,
  );
  return pageOf(bookingSchema)
    .parse(res.json())
    .items.map((b) => b.id);
}

describe("a booking's payment status", () => {
  it("awaits payment until something is paid on its invoices, then is partially paid, then paid", async () => {
    const booking = await tripBooking(150_000);
    expect(await paymentStatus(booking)).toBe("awaiting_payment");
    const deposit = await invoiceFor(booking, 50_000);
    const balance = await invoiceFor(booking, 100_000);
    expect(await paymentStatus(booking)).toBe("awaiting_payment");

    await pay(deposit, 50_000);
    expect(await paymentStatus(booking)).toBe("partially_paid");
    expect(await listed("partially_paid")).toContain(booking);
    expect(await listed("awaiting_payment")).not.toContain(booking);

    await pay(balance, 60_000);
    expect(await paymentStatus(booking)).toBe("partially_paid");
    // A credit note for the rest lowers what is owed: the booking is paid.
    const note = await call(cast.admin, "POST", `/api/invoices/${balance}/credit-notes`, {
      amountCents: 40_000,
      reason: "Discount agreed",
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(await paymentStatus(booking)).toBe("paid");
    expect(await listed("paid")).toContain(booking);
    expect(await listed("partially_paid")).not.toContain(booking);
  });

  it("does not count a cancelled invoice", async () => {
    const booking = await tripBooking(80_000);
    const wrong = await invoiceFor(booking, 90_000);
    const right = await invoiceFor(booking, 80_000);
    await pay(right, 80_000);
    // The wrong invoice still asks for 900.00 of the 1 700.00 invoiced.
    expect(await paymentStatus(booking)).toBe("partially_paid");
    const cancel = await call(cast.admin, "POST", `/api/invoices/${wrong}/cancel`, {
      reason: "Wrong amount",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await paymentStatus(booking)).toBe("paid");
  });
});
