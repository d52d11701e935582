import { describe, expect, it } from "vitest";
import { bookingTotalCents } from "./booking-total";

describe("bookingTotalCents", () => {
  it.each([
    // price per person (already discounted), participants, total
    [100_000, 1, 100_000],
    [100_000, 2, 200_000],
    [129_900, 3, 389_700],
    // A 10%-off card showing €900 (original €1,000) booked for two costs 2 × €900, not 2 × €900 less 10%.
    [90_000, 2, 180_000],
    [0, 4, 0],
    [333, 3, 999],
    [1_999, 7, 13_993],
    [9_999_999_999, 100, 999_999_999_900],
  ])("%i cents × %i is %i", (unitPriceCents, participants, total) => {
    expect(bookingTotalCents({ unitPriceCents, participants })).toBe(total);
  });

  it.each([
    [{ unitPriceCents: -1, participants: 1 }, /price per person/],
    [{ unitPriceCents: 10.5, participants: 1 }, /price per person/],
    [{ unitPriceCents: 100, participants: 0 }, /at least one participant/],
    [{ unitPriceCents: 100, participants: 1.5 }, /at least one participant/],
    [{ unitPriceCents: Number.MAX_SAFE_INTEGER, participants: 2 }, /too large/],
  ])("refuses %o", (input, message) => {
    expect(() => bookingTotalCents(input)).toThrow(message);
  });
});
