import { describe, expect, it } from "vitest";
import { bookingsLabel, destinationShare, peopleLabel } from "./overview-format";

describe("peopleLabel", () => {
  it.each([
    [1, "1 person"],
    [2, "2 people"],
    [0, "0 people"],
    [12, "12 people"],
  ])("%i → %s", (n, label) => {
    expect(peopleLabel(n)).toBe(label);
  });
});

describe("bookingsLabel", () => {
  it.each([
    [1, "1 booking"],
    [2, "2 bookings"],
    [0, "0 bookings"],
  ])("%i → %s", (n, label) => {
    expect(bookingsLabel(n)).toBe(label);
  });
});

describe("destinationShare", () => {
  it.each([
    [3, 10, 30],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [10, 10, 100],
    [12, 10, 100], // capped at 100 % (SPEC §2)
    [0, 10, 0],
    [5, 0, 0], // no bookings at all: an empty bar, never a division by zero
    [1, 1_000_000, 0],
    [1, 1000, 0.1],
  ])("%i of %i → %d %", (bookings, total, share) => {
    expect(destinationShare(bookings, total)).toBe(share);
  });
});
