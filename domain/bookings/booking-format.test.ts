import { describe, expect, it } from "vitest";
import { bookingReference, participantsLabel, referenceNumber } from "./booking-format";

describe("bookingReference", () => {
  it.each([
    [1, "BK-000001"],
    [123, "BK-000123"],
    [999_999, "BK-999999"],
    [1_000_000, "BK-1000000"],
  ])("%i → %s", (number, reference) => {
    expect(bookingReference(number)).toBe(reference);
  });
});

describe("referenceNumber", () => {
  it.each([
    ["BK-000123", 123],
    ["bk-123", 123],
    ["BK123", 123],
    ["#42", 42],
    ["42", 42],
    [" BK-000001 ", 1],
    ["BK-000000", null],
    ["BK-", null],
    ["Lisbon", null],
    ["BK-12a", null],
    ["1234567890", null],
  ])("%j → %j", (word, number) => {
    expect(referenceNumber(word)).toBe(number);
  });
});

describe("participantsLabel", () => {
  it.each([
    [1, "1 participant"],
    [2, "2 participants"],
    [12, "12 participants"],
  ])("%i → %s", (n, label) => {
    expect(participantsLabel(n)).toBe(label);
  });
});
