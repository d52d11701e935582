import { describe, expect, it } from "vitest";
import { packageDeletionRefusal } from "./package-deletion";

describe("packageDeletionRefusal", () => {
  it.each([
    [0, null],
    [1, "This offer has 1 booking. Archive it instead."],
    [2, "This offer has 2 bookings. Archive it instead."],
    [31, "This offer has 31 bookings. Archive it instead."],
  ])("%i booking(s) → %j", (bookings, refusal) => {
    expect(packageDeletionRefusal(bookings)).toBe(refusal);
  });
});
