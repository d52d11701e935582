import { describe, expect, it } from "vitest";
import { addDays, clockIn, daysBetween, daysUntilIn, instantIn, isTimeZone, todayIn } from "./dates";

describe("todayIn", () => {
  it.each([
    // A zone ahead of UTC just after UTC midnight is already on the next day.
    ["UTC", "2026-03-01T00:00:00Z", "2026-03-01"],
    ["Pacific/Auckland", "2026-02-28T11:30:00Z", "2026-03-01"],
    ["Pacific/Auckland", "2026-02-28T10:59:59Z", "2026-02-28"],
    ["Pacific/Kiritimati", "2026-12-31T10:00:00Z", "2027-01-01"],
    ["Asia/Kolkata", "2026-06-30T18:29:59Z", "2026-06-30"],
    ["Asia/Kolkata", "2026-06-30T18:30:00Z", "2026-07-01"],
    // A zone behind UTC just before UTC midnight is still on the previous day, and after it too.
    ["America/Los_Angeles", "2026-01-01T07:59:59Z", "2025-12-31"],
    ["America/Los_Angeles", "2026-01-01T08:00:00Z", "2026-01-01"],
    ["Pacific/Pago_Pago", "2026-07-15T10:59:00Z", "2026-07-14"],
    ["America/Los_Angeles", "2026-07-15T23:59:59Z", "2026-07-15"],
    // DST edges: the day does not move with the clock change.
    ["America/New_York", "2026-03-08T06:59:59Z", "2026-03-08"], // 01:59:59 EST, just before spring forward
    ["America/New_York", "2026-03-08T07:00:00Z", "2026-03-08"], // 03:00 EDT
    ["America/New_York", "2026-03-09T03:59:59Z", "2026-03-08"], // 23:59:59 EDT
    ["America/New_York", "2026-03-09T04:00:00Z", "2026-03-09"],
    ["America/New_York", "2026-11-01T05:30:00Z", "2026-11-01"], // first 01:30 EDT
    ["America/New_York", "2026-11-01T06:30:00Z", "2026-11-01"], // second 01:30 EST
    ["America/New_York", "2026-11-02T04:59:59Z", "2026-11-01"], // 23:59:59 EST
    ["Europe/Paris", "2026-03-28T23:00:00Z", "2026-03-29"], // midnight on the spring-forward day
    ["Europe/Paris", "2026-10-24T22:00:00Z", "2026-10-25"], // midnight on the fall-back day (UTC+2)
    ["Europe/Paris", "2026-10-25T22:59:59Z", "2026-10-25"], // 23:59:59 CET
    ["Pacific/Auckland", "2026-04-04T13:59:59Z", "2026-04-05"], // 01:59:59 NZST after fall back
    ["Pacific/Auckland", "2026-09-26T11:59:59Z", "2026-09-26"], // 23:59:59 NZST, the eve of spring forward
    ["Pacific/Auckland", "2026-09-26T14:00:00Z", "2026-09-27"], // 03:00 NZDT, just after it
    // Leap days.
    ["UTC", "2024-02-29T12:00:00Z", "2024-02-29"],
    ["Pacific/Auckland", "2024-02-28T11:00:00Z", "2024-02-29"],
    ["America/Los_Angeles", "2024-03-01T07:59:59Z", "2024-02-29"],
    ["Pacific/Auckland", "2028-02-29T11:00:00Z", "2028-03-01"],
  ])("%s at %s is %s", (zone, instant, expected) => {
    expect(todayIn(zone, new Date(instant))).toBe(expected);
    expect(todayIn(zone, Date.parse(instant))).toBe(expected);
  });

  it("answers the new day from the first millisecond of it, whatever it answered the millisecond before", () => {
    const midnights: [string, string, string][] = [
      ["UTC", "2026-03-01T00:00:00.000Z", "2026-03-01"],
      ["Asia/Kolkata", "2026-06-30T18:30:00.000Z", "2026-07-01"],
      ["America/New_York", "2026-03-09T04:00:00.000Z", "2026-03-09"],
    ];
    for (const [zone, instant, day] of midnights) {
      const at = Date.parse(instant);
      expect(todayIn(zone, at - 1)).toBe(addDays(day, -1));
      expect(todayIn(zone, at - 1)).toBe(addDays(day, -1));
      expect(todayIn(zone, at)).toBe(day);
      expect(todayIn(zone, at - 1)).toBe(addDays(day, -1));
      // Another zone asked in the same second keeps its own day.
      expect(todayIn("Pacific/Kiritimati", at)).toBe(todayIn("Pacific/Kiritimati", new Date(at)));
      expect(todayIn(zone, new Date(at + 999))).toBe(day);
    }
  });

  it("defaults to now", () => {
    expect(todayIn("UTC")).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe("isTimeZone", () => {
  it.each([
    ["UTC", true],
    ["Etc/UTC", true],
    ["Europe/Paris", true],
    ["Pacific/Auckland", true],
    ["America/Los_Angeles", true],
    ["Mars/Olympus_Mons", false],
    ["", false],
    [" ", false],
    ["not a zone", false],
  ])("%j → %s", (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2024-02-29", 1, "2024-03-01"],
    ["2024-03-01", -1, "2024-02-29"],
    ["2100-02-28", 1, "2100-03-01"],
    ["2000-02-28", 1, "2000-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2026-03-08", 1, "2026-03-09"], // US spring forward
    ["2026-10-25", 1, "2026-10-26"], // EU fall back
    ["2026-05-10", 0, "2026-05-10"],
    ["2024-02-29", 365, "2025-02-28"],
    ["2024-02-29", 366, "2025-03-01"],
    ["2026-01-15", -30, "2025-12-16"],
  ])("%s + %i = %s", (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
  });

  it("refuses what is not an ISO date", () => {
    expect(() => addDays("2026-1-5", 1)).toThrow(RangeError);
    expect(() => addDays("yesterday", 1)).toThrow(RangeError);
  });
});

describe("daysBetween", () => {
  it.each([
    ["2026-05-10", "2026-05-10", 0],
    ["2026-05-10", "2026-05-11", 1],
    ["2026-05-11", "2026-05-10", -1],
    ["2024-02-28", "2024-03-01", 2],
    ["2023-02-28", "2023-03-01", 1],
    ["2026-03-07", "2026-03-09", 2], // across US spring forward
    ["2026-10-24", "2026-10-26", 2], // across EU fall back
    ["2024-01-01", "2025-01-01", 366],
    ["2025-01-01", "2026-01-01", 365],
    ["2026-12-31", "2026-01-01", -364],
  ])("%s → %s is %i", (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe("daysUntilIn", () => {
  it.each([
    ["UTC", "2026-05-10T23:59:59Z", "2026-05-11", 1],
    ["Pacific/Auckland", "2026-05-10T13:00:00Z", "2026-05-11", 0], // already the 11th in Auckland
    ["America/Los_Angeles", "2026-05-11T03:00:00Z", "2026-05-11", 1], // still the 10th in Los Angeles
    ["America/Los_Angeles", "2026-05-11T03:00:00Z", "2026-05-09", -1],
  ])("%s at %s until %s is %i", (zone, now, date, expected) => {
    expect(daysUntilIn(zone, date, new Date(now))).toBe(expected);
  });
});

describe("instantIn", () => {
  it.each([
    ["UTC", "2026-05-10", "23:59", "2026-05-10T23:59:00.000Z"],
    ["Pacific/Auckland", "2026-03-02", "00:30", "2026-03-01T11:30:00.000Z"],
    ["America/Los_Angeles", "2026-01-01", "23:59", "2026-01-02T07:59:00.000Z"],
    ["America/New_York", "2026-03-08", "01:59", "2026-03-08T06:59:00.000Z"],
    ["America/New_York", "2026-03-08", "03:00", "2026-03-08T07:00:00.000Z"],
    ["America/New_York", "2026-03-08", "02:30", "2026-03-08T07:30:00.000Z"], // skipped: just after the gap
    ["America/New_York", "2026-11-01", "01:30", "2026-11-01T05:30:00.000Z"], // ambiguous: the first one
    ["Europe/Paris", "2026-10-25", "23:59", "2026-10-25T22:59:00.000Z"],
    ["Asia/Kolkata", "2024-02-29", "00:00", "2024-02-28T18:30:00.000Z"],
  ])("%s %s %s is %s", (zone, date, time, expected) => {
    expect(instantIn(zone, date, time).toISOString()).toBe(expected);
  });

  it("round-trips through todayIn", () => {
    for (const zone of ["Pacific/Auckland", "America/Los_Angeles", "Europe/Paris", "UTC"]) {
      expect(todayIn(zone, instantIn(zone, "2026-07-04", "23:59"))).toBe("2026-07-04");
      expect(todayIn(zone, instantIn(zone, "2026-07-04", "00:00"))).toBe("2026-07-04");
    }
  });
});

describe("clockIn", () => {
  it.each([
    ["UTC", "2026-05-10T23:59:30Z", "23:59"],
    ["Pacific/Auckland", "2026-03-01T11:30:00Z", "00:30"],
    ["America/Los_Angeles", "2026-01-01T07:59:00Z", "23:59"],
    ["America/New_York", "2026-03-08T07:00:00Z", "03:00"],
    ["America/New_York", "2026-11-01T06:30:00Z", "01:30"],
    ["Asia/Kolkata", "2026-06-30T18:30:00Z", "00:00"],
  ])("%s at %s is %s", (zone, instant, expected) => {
    expect(clockIn(zone, new Date(instant))).toBe(expected);
  });
});
