import { describe, expect, it } from "vitest";
import { passportWarningForTrip, tripPassportStatus } from "./trip-passport";

describe("tripPassportStatus", () => {
  it.each([
    ["2026-05-08", "2026-05-09", "expires-during-trip"],
    ["2026-05-09", "2026-05-09", "expires-soon-after-trip"],
    ["2026-11-08", "2026-05-09", "expires-soon-after-trip"],
    ["2026-11-09", "2026-05-09", "valid"],
    ["2035-01-01", "2026-05-09", "valid"],
    // Six months after 31 August is the end of February.
    ["2027-02-27", "2026-08-31", "expires-soon-after-trip"],
    ["2027-02-28", "2026-08-31", "valid"],
  ] as const)("a passport expiring %s on a trip ending %s: %s", (expiry, end, status) => {
    expect(tripPassportStatus(expiry, end)).toBe(status);
  });

  it.each([
    [null, "2026-05-09"],
    ["2026-02-30", "2026-05-09"],
    ["2030-01-01", ""],
  ])("gives null for unusable dates (%j, %j)", (expiry, end) => {
    expect(tripPassportStatus(expiry, end)).toBeNull();
  });

  it("warns for both kinds of problem, not for a valid passport", () => {
    expect(passportWarningForTrip("2026-05-01", "2026-05-09")).toBe(true);
    expect(passportWarningForTrip("2026-10-01", "2026-05-09")).toBe(true);
    expect(passportWarningForTrip("2030-10-01", "2026-05-09")).toBe(false);
  });
});
