import { describe, expect, it } from "vitest";
import {
  availableBookingActions,
  bookingEditRefusal,
  bookingMoveRefusal,
  canMoveBooking,
  isBookingEditable,
} from "./booking-status";
import { type BookingStatus, bookingStatuses } from "./booking-values";

const allowed: [BookingStatus, BookingStatus][] = [
  ["pending", "confirmed"],
  ["confirmed", "completed"],
  ["pending", "cancelled"],
  ["confirmed", "cancelled"],
];

describe("booking status transitions", () => {
  const every = bookingStatuses.flatMap((from) => bookingStatuses.map((to) => [from, to] as const));

  it.each(every)("%s → %s is allowed exactly when the rules say so", (from, to) => {
    const expected = allowed.some(([f, t]) => f === from && t === to);
    expect(canMoveBooking(from, to)).toBe(expected);
    expect(bookingMoveRefusal(from, to) === null).toBe(expected);
  });

  it.each([
    ["pending", "completed", "Only a confirmed booking can be completed; this one is pending."],
    ["cancelled", "confirmed", "Only a pending booking can be confirmed; this one is cancelled."],
    ["completed", "confirmed", "Only a pending booking can be confirmed; this one is completed."],
    ["cancelled", "completed", "Only a confirmed booking can be completed; this one is cancelled."],
    [
      "completed",
      "cancelled",
      "Only a pending or confirmed booking can be cancelled; this one is completed.",
    ],
    ["confirmed", "confirmed", "This booking is already confirmed."],
    ["cancelled", "cancelled", "This booking is already cancelled."],
    ["completed", "completed", "This booking is already completed."],
    ["confirmed", "pending", "No booking can be set back to pending; this one is confirmed."],
    ["pending", "pending", "This booking is already pending."],
  ] as const)("%s → %s is refused with a clear message", (from, to, message) => {
    expect(bookingMoveRefusal(from, to)).toBe(message);
  });

  it.each([
    ["pending", ["confirm", "cancel"]],
    ["confirmed", ["complete", "cancel"]],
    ["completed", []],
    ["cancelled", []],
  ] as const)("a %s booking offers %j", (status, actions) => {
    expect(availableBookingActions(status)).toEqual(actions);
  });

  it.each([
    ["pending", true],
    ["confirmed", true],
    ["completed", false],
    ["cancelled", false],
  ] as const)("a %s booking is editable: %s", (status, editable) => {
    expect(isBookingEditable(status)).toBe(editable);
    expect(bookingEditRefusal(status)).toBe(
      editable ? null : `A ${status} booking can no longer be changed.`,
    );
  });
});
