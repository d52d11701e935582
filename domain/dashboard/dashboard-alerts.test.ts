import { describe, expect, it } from "vitest";
import {
  almostSoldOutText,
  countAlmostSoldOut,
  dashboardAlerts,
  isAlmostSoldOut,
  pendingBookingsText,
  pendingPaymentsText,
} from "./dashboard-alerts";

describe("alert sentences", () => {
  it.each([
    [0, "You have 0 pending bookings that need confirmation."],
    [1, "You have 1 pending booking that needs confirmation."],
    [2, "You have 2 pending bookings that need confirmation."],
    [1250, "You have 1250 pending bookings that need confirmation."],
  ])("%i pending bookings", (n, text) => {
    expect(pendingBookingsText(n)).toBe(text);
  });

  it.each([
    [1, "1 travel offer is more than 80% booked."],
    [2, "2 travel offers are more than 80% booked."],
    [3, "3 travel offers are more than 80% booked."],
  ])("%i almost sold out", (n, text) => {
    expect(almostSoldOutText(n)).toBe(text);
  });

  it.each([
    [1, "1 booking has pending or partial payments."],
    [7, "7 bookings have pending or partial payments."],
  ])("%i bookings with payments to come", (n, text) => {
    expect(pendingPaymentsText(n)).toBe(text);
  });
});

describe("isAlmostSoldOut (more than 80 % booked)", () => {
  it.each([
    [16, 20, false], // exactly 80 %
    [17, 20, true],
    [20, 20, true],
    [25, 20, true], // overbooked still counts
    [0, 20, false],
    [4, 5, false],
    [5, 5, true],
    [1, 1, true],
    [0, 1, false],
    [81, 100, true],
    [80, 100, false],
    [9, 0, false], // no capacity: never "almost sold out"
    [0, 0, false],
  ])("%i of %i booked → %s", (booked, max, expected) => {
    expect(isAlmostSoldOut(booked, max)).toBe(expected);
  });
});

describe("countAlmostSoldOut counts among the first 3 active offers only", () => {
  const full = { booked: 19, maxParticipants: 20 };
  const empty = { booked: 1, maxParticipants: 20 };
  it.each([
    [[], 0],
    [[full], 1],
    [[full, full, full], 3],
    [[full, full, full, full, full], 3],
    [[empty, empty, empty, full, full], 0],
    [[empty, full, empty, full], 1],
    [[full, empty, full], 2],
    [[{ booked: 5, maxParticipants: 0 }, full], 1],
  ])("%j → %i", (offers, expected) => {
    expect(countAlmostSoldOut(offers)).toBe(expected);
  });
});

describe("dashboardAlerts", () => {
  const none = { pendingBookings: 0, almostSoldOut: 0, awaitingPayment: 0, partiallyPaid: 0 };

  it("has none when nothing applies", () => {
    expect(dashboardAlerts(none)).toEqual([]);
  });

  it("lists SPEC's three in order, each with its link", () => {
    expect(
      dashboardAlerts({ pendingBookings: 4, almostSoldOut: 2, awaitingPayment: 3, partiallyPaid: 2 }),
    ).toEqual([
      {
        kind: "pending-bookings",
        text: "You have 4 pending bookings that need confirmation.",
        href: "/orders?status=pending",
      },
      { kind: "almost-sold-out", text: "2 travel offers are more than 80% booked.", href: "/offers" },
      {
        kind: "pending-payments",
        text: "5 bookings have pending or partial payments.",
        href: "/orders?paymentStatus=awaiting_payment",
      },
    ]);
  });

  it.each([
    [{ ...none, pendingBookings: 1 }, ["pending-bookings"]],
    [{ ...none, almostSoldOut: 1 }, ["almost-sold-out"]],
    [{ ...none, awaitingPayment: 1 }, ["pending-payments"]],
    [{ ...none, partiallyPaid: 1 }, ["pending-payments"]],
  ])("shows only what applies: %j", (figures, kinds) => {
    expect(dashboardAlerts(figures).map((alert) => alert.kind)).toEqual(kinds);
  });

  it("leads to the partially paid bookings when none awaits payment", () => {
    const [alert] = dashboardAlerts({ ...none, partiallyPaid: 1 });
    expect(alert).toEqual({
      kind: "pending-payments",
      text: "1 booking has pending or partial payments.",
      href: "/orders?paymentStatus=partially_paid",
    });
  });
});
