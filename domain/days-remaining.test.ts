import { describe, expect, it } from "vitest";
import { daysRemainingLabel, daysUntil } from "./days-remaining";

// Local times: the count follows the user's own calendar day.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe("daysUntil", () => {
  it.each([
    ["2026-05-02", at(2026, 5, 1, 0, 0), 1],
    ["2026-05-02", at(2026, 5, 1, 23, 59), 1],
    ["2026-05-01", at(2026, 5, 1, 10), 0],
    ["2026-04-30", at(2026, 5, 1, 10), -1],
    ["2026-05-31", at(2026, 5, 1, 8), 30],
    ["2027-01-01", at(2026, 12, 31, 23, 59), 1],
    // Across the spring and autumn clock changes in Europe.
    ["2026-03-30", at(2026, 3, 28, 0, 0), 2],
    ["2026-10-26", at(2026, 10, 24, 0, 0), 2],
  ])("%s seen at %s is %i days away", (date, now, days) => {
    expect(daysUntil(date, now)).toBe(days);
  });
});

describe("daysRemainingLabel", () => {
  const now = at(2026, 5, 10, 9);
  it.each([
    ["2026-05-20", "2026-05-25", "In 10 days"],
    ["2026-05-12", "2026-05-13", "In 2 days"],
    ["2026-05-11", "2026-05-11", "Tomorrow"],
    ["2026-05-10", "2026-05-12", "Today"],
    ["2026-05-01", "2026-05-10", "Under way"],
    ["2026-05-01", "2026-05-09", "Over"],
  ])("%s – %s reads %s", (start, end, label) => {
    expect(daysRemainingLabel(start, end, now)).toBe(label);
  });
});
