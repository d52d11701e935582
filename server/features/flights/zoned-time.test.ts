import { describe, expect, it } from "vitest";
import { zonedToEpoch } from "./zoned-time";

describe("zonedToEpoch", () => {
  it.each([
    ["2026-05-01T10:15", "Europe/Berlin", "2026-05-01T08:15:00.000Z"],
    ["2026-01-15T10:15", "Europe/Berlin", "2026-01-15T09:15:00.000Z"],
    ["2026-05-01T04:15", "America/New_York", "2026-05-01T08:15:00.000Z"],
    ["2026-03-29T03:30", "Europe/London", "2026-03-29T02:30:00.000Z"],
    ["2026-07-01T09:00", "Asia/Kolkata", "2026-07-01T03:30:00.000Z"],
  ])("%s in %s is %s", (local, zone, iso) => {
    expect(new Date(zonedToEpoch(local, zone)!).toISOString()).toBe(iso);
  });

  it("gives null for an unknown zone or time", () => {
    expect(zonedToEpoch("2026-05-01T10:15", "Mars/Olympus")).toBeNull();
    expect(zonedToEpoch("2026-05-01T10:15", null)).toBeNull();
    expect(zonedToEpoch("soon", "Europe/Berlin")).toBeNull();
  });
});
