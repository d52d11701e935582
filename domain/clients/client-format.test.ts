import { describe, expect, it } from "vitest";
import { countedList } from "./client-format";

describe("countedList", () => {
  it.each([
    [[], ""],
    [[[0, "trip", "trips"]], ""],
    [[[1, "trip", "trips"]], "1 trip"],
    [[[3, "trip", "trips"]], "3 trips"],
    [
      [
        [3, "trip", "trips"],
        [2, "booking", "bookings"],
      ],
      "3 trips and 2 bookings",
    ],
    [
      [
        [0, "trip", "trips"],
        [1, "booking", "bookings"],
      ],
      "1 booking",
    ],
    [
      [
        [1, "trip", "trips"],
        [1, "booking", "bookings"],
        [4, "invoice", "invoices"],
      ],
      "1 trip, 1 booking and 4 invoices",
    ],
  ] as [[number, string, string][], string][])("%j → %j", (parts, expected) => {
    expect(countedList(parts)).toBe(expected);
  });
});
