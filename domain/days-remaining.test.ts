import { describe, expect, it } from "vitest";
import { daysRemainingLabel, daysUntil } from "./days-remaining";

// Instants in UTC, counted in the agency's zone: the count follows the agency's calendar day.
const utc = (iso: string) => new Date(`${iso}Z`);

describe("daysUntil", () => {
  it.each([
    ["2026-05-02", "2026-05-01T00:00", "Europe/Paris", 1],
    ["2026-05-02", "2026-05-01T21:59", "Europe/Paris", 1],
    ["2026-05-01", "2026-05-01T10:00", "Europe/Paris", 0],
    ["2026-04-30", "2026-05-01T10:00", "Europe/Paris", -1],
    ["2026-05-31", "2026-05-01T08:00", "Europe/Paris", 30],
    ["2027-01-01", "2026-12-31T22:59", "Europe/Paris", 1],
    // Across the spring and autumn clock changes in Europe.
    ["2026-03-30", "2026-03-28T00:00", "Europe/Paris", 2],
    ["2026-10-26", "2026-10-24T00:00", "Europe/Paris", 2],
    // 22:30 UTC on 1 May is already 2 May in Paris (UTC+2): the 2nd is today there, tomorrow in UTC.
    ["2026-05-02", "2026-05-01T22:30", "Europe/Paris", 0],
    ["2026-05-02", "2026-05-01T22:30", "UTC", 1],
    // 10:30 UTC on 1 May is 2 May at Kiritimati (UTC+14) and still 30 April at Pago Pago (UTC−11).
    ["2026-05-02", "2026-05-01T10:30", "Pacific/Kiritimati", 0],
    ["2026-05-02", "2026-05-01T10:30", "Pacific/Pago_Pago", 2],
  ])("%s seen at %s UTC in %s is %i days away", (date, now, timeZone, days) => {
    expect(daysUntil(date, utc(now), timeZone)).toBe(days);
  });
});

describe("daysRemainingLabel", () => {
  const now = utc("2026-05-10T09:00");
  it.each([
    ["2026-05-20", "2026-05-25", "In 10 days"],
    ["2026-05-12", "2026-05-13", "In 2 days"],
    ["2026-05-11", "2026-05-11", "Tomorrow"],
    ["2026-05-10", "2026-05-12", "Today"],
    ["2026-05-01", "2026-05-10", "Under way"],
    ["2026-05-01", "2026-05-09", "Over"],
  ])("%s – %s reads %s", (start, end, label) => {
    expect(daysRemainingLabel(start, end, now, "Europe/London")).toBe(label);
  });

  it("reads the agency's day, not UTC's", () => {
    // 11:00 UTC on 10 May is 11 May at Kiritimati: a trip starting on the 11th starts today there.
    const late = utc("2026-05-10T11:00");
    expect(daysRemainingLabel("2026-05-11", "2026-05-12", late, "Pacific/Kiritimati")).toBe("Today");
    expect(daysRemainingLabel("2026-05-11", "2026-05-12", late, "UTC")).toBe("Tomorrow");
    // And a trip that ended on the 10th is over there while UTC still has it under way.
    expect(daysRemainingLabel("2026-05-01", "2026-05-10", late, "Pacific/Kiritimati")).toBe("Over");
    expect(daysRemainingLabel("2026-05-01", "2026-05-10", late, "UTC")).toBe("Under way");
  });
});
