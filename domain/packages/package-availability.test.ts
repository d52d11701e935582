import { describe, expect, it } from "vitest";
import {
  defaultTravelDate,
  effectivePackageStatus,
  isPackageBookable,
  packageBookingRefusal,
  placesLeft,
} from "./package-availability";
import type { PackageStatus } from "./package-values";

const TODAY = "2026-06-15";

describe("effectivePackageStatus", () => {
  it.each([
    ["active", "2026-06-15", "active"],
    ["active", "2026-06-14", "expired"],
    ["upcoming", "2027-01-01", "upcoming"],
    ["upcoming", "2026-01-01", "expired"],
    ["expired", "2027-01-01", "expired"],
  ] as const)("%s ending %s reads %s", (status, endDate, effective) => {
    expect(effectivePackageStatus(status, endDate, TODAY)).toBe(effective);
  });
});

describe("isPackageBookable and packageBookingRefusal", () => {
  const pkg = (status: PackageStatus, endDate: string, archivedAt: string | null = null) => ({
    title: "Lisbon Lights",
    status,
    endDate,
    archivedAt,
  });

  it.each([
    [pkg("active", "2026-06-15"), null],
    [pkg("upcoming", "2026-09-30"), null],
    [pkg("active", "2026-06-14"), "“Lisbon Lights” ended on 14 Jun 2026 and can no longer be booked."],
    [pkg("expired", "2026-09-30"), "“Lisbon Lights” is expired and can no longer be booked."],
    [
      pkg("active", "2026-09-30", "2026-06-01T10:00:00.000Z"),
      "“Lisbon Lights” is archived and can no longer be booked.",
    ],
  ])("%o → %j", (input, refusal) => {
    expect(packageBookingRefusal(input, TODAY)).toBe(refusal);
    expect(isPackageBookable(input, TODAY)).toBe(refusal === null);
  });
});

describe("placesLeft", () => {
  it.each([
    [20, 0, 20],
    [20, 17, 3],
    [20, 20, 0],
    // Staff lowered the maximum below what is already booked: none left, never negative.
    [10, 12, 0],
  ])("max %i with %i held leaves %i", (max, held, left) => {
    expect(placesLeft(max, held)).toBe(left);
  });
});

describe("defaultTravelDate", () => {
  it.each([
    ["2026-07-01", "2026-07-01"],
    ["2026-06-15", "2026-06-15"],
    // Under way since May: from today on.
    ["2026-05-01", TODAY],
  ])("a package starting %s is booked for %s", (startDate, travelDate) => {
    expect(defaultTravelDate({ startDate }, TODAY)).toBe(travelDate);
  });
});
