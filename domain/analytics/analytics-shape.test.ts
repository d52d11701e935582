import { describe, expect, it } from "vitest";
import {
  type AnalyticsRows,
  averageLeadTime,
  bookingsByMonth,
  conversionFunnel,
  percentOf,
  rankAgents,
  revenueByMonth,
  shapeAnalytics,
  topDestinations,
} from "./analytics-shape";

const months = ["2026-01", "2026-02", "2026-03"];

describe("percentOf", () => {
  it.each([
    [0, 0, null],
    [5, 0, null],
    [0, 4, 0],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [4, 4, 100],
    [7, 4, 175],
    [1, 1000, 0.1],
    [1, 2001, 0],
  ])("%i of %i is %s", (part, whole, expected) => {
    expect(percentOf(part, whole)).toBe(expected);
  });
});

describe("revenueByMonth", () => {
  it("gives every month, zero where nothing was paid, and no currencies without payments", () => {
    expect(revenueByMonth([], months)).toEqual({
      currencies: [],
      revenueByMonth: months.map((month) => ({ month, baseAmountCents: 0, byCurrency: [] })),
    });
  });

  it("lists the range's currencies in a fixed order in every month and adds them up in the base currency", () => {
    const rows: AnalyticsRows["revenue"] = [
      { month: "2026-03", currency: "USD", amountCents: 10_000, baseAmountCents: 9_200 },
      { month: "2026-01", currency: "EUR", amountCents: 50_000, baseAmountCents: 50_000 },
      { month: "2026-03", currency: "EUR", amountCents: -5_000, baseAmountCents: -5_000 },
      { month: "2026-03", currency: "GBP", amountCents: 1_000, baseAmountCents: 1_170 },
    ];
    const shaped = revenueByMonth(rows, months);
    expect(shaped.currencies).toEqual(["EUR", "USD", "GBP"]);
    expect(shaped.revenueByMonth).toEqual([
      {
        month: "2026-01",
        baseAmountCents: 50_000,
        byCurrency: [
          { currency: "EUR", amountCents: 50_000, baseAmountCents: 50_000 },
          { currency: "USD", amountCents: 0, baseAmountCents: 0 },
          { currency: "GBP", amountCents: 0, baseAmountCents: 0 },
        ],
      },
      {
        month: "2026-02",
        baseAmountCents: 0,
        byCurrency: [
          { currency: "EUR", amountCents: 0, baseAmountCents: 0 },
          { currency: "USD", amountCents: 0, baseAmountCents: 0 },
          { currency: "GBP", amountCents: 0, baseAmountCents: 0 },
        ],
      },
      {
        month: "2026-03",
        baseAmountCents: 5_370,
        byCurrency: [
          { currency: "EUR", amountCents: -5_000, baseAmountCents: -5_000 },
          { currency: "USD", amountCents: 10_000, baseAmountCents: 9_200 },
          { currency: "GBP", amountCents: 1_000, baseAmountCents: 1_170 },
        ],
      },
    ]);
  });

  it("adds up repeated rows and leaves out months and currencies outside the range", () => {
    const shaped = revenueByMonth(
      [
        { month: "2026-02", currency: "USD", amountCents: 100, baseAmountCents: 90 },
        { month: "2026-02", currency: "USD", amountCents: 200, baseAmountCents: 180 },
        { month: "2025-12", currency: "GBP", amountCents: 999, baseAmountCents: 999 },
      ],
      months,
    );
    expect(shaped.currencies).toEqual(["USD"]);
    expect(shaped.revenueByMonth[1]).toEqual({
      month: "2026-02",
      baseAmountCents: 270,
      byCurrency: [{ currency: "USD", amountCents: 300, baseAmountCents: 270 }],
    });
  });
});

describe("bookingsByMonth", () => {
  it("counts each status per month, totals them and fills empty months", () => {
    expect(
      bookingsByMonth(
        [
          { month: "2026-01", status: "pending", count: 2 },
          { month: "2026-01", status: "cancelled", count: 1 },
          { month: "2026-03", status: "completed", count: 4 },
          { month: "2026-03", status: "confirmed", count: 3 },
          { month: "2027-01", status: "confirmed", count: 9 },
        ],
        months,
      ),
    ).toEqual([
      { month: "2026-01", pending: 2, confirmed: 0, completed: 0, cancelled: 1, total: 3 },
      { month: "2026-02", pending: 0, confirmed: 0, completed: 0, cancelled: 0, total: 0 },
      { month: "2026-03", pending: 0, confirmed: 3, completed: 4, cancelled: 0, total: 7 },
    ]);
  });
});

describe("topDestinations", () => {
  it.each<
    [
      string,
      AnalyticsRows["destinations"],
      number,
      { destination: string; bookings: number; revenueBaseCents: number }[],
    ]
  >([
    ["nothing", [], 10, []],
    [
      "ranks by bookings, then revenue, then name",
      [
        { destination: "Rome", bookings: 2, revenueBaseCents: 100 },
        { destination: "Lisbon", bookings: 3, revenueBaseCents: 0 },
        { destination: "Athens", bookings: 2, revenueBaseCents: 100 },
        { destination: "Oslo", bookings: 2, revenueBaseCents: 500 },
      ],
      10,
      [
        { destination: "Lisbon", bookings: 3, revenueBaseCents: 0 },
        { destination: "Oslo", bookings: 2, revenueBaseCents: 500 },
        { destination: "Athens", bookings: 2, revenueBaseCents: 100 },
        { destination: "Rome", bookings: 2, revenueBaseCents: 100 },
      ],
    ],
    [
      "leaves a blank destination out instead of drawing an 'Unknown' bar, and merges names that trim alike",
      [
        { destination: "  ", bookings: 3, revenueBaseCents: 300 },
        { destination: "Paris ", bookings: 1, revenueBaseCents: 0 },
        { destination: "Paris", bookings: 1, revenueBaseCents: 0 },
        { destination: "JFK", bookings: 1, revenueBaseCents: 0 },
      ],
      10,
      [
        { destination: "Paris", bookings: 2, revenueBaseCents: 0 },
        { destination: "JFK", bookings: 1, revenueBaseCents: 0 },
      ],
    ],
    [
      "keeps a destination paid in the range but booked earlier, drops empty rows",
      [
        { destination: "Kyoto", bookings: 0, revenueBaseCents: 2_000 },
        { destination: "Nowhere", bookings: 0, revenueBaseCents: 0 },
      ],
      10,
      [{ destination: "Kyoto", bookings: 0, revenueBaseCents: 2_000 }],
    ],
    [
      "cuts at the limit",
      [
        { destination: "A", bookings: 3, revenueBaseCents: 0 },
        { destination: "B", bookings: 2, revenueBaseCents: 0 },
        { destination: "C", bookings: 1, revenueBaseCents: 0 },
      ],
      2,
      [
        { destination: "A", bookings: 3, revenueBaseCents: 0 },
        { destination: "B", bookings: 2, revenueBaseCents: 0 },
      ],
    ],
  ])("%s", (_, rows, limit, expected) => {
    expect(topDestinations(rows, limit)).toEqual(expected);
  });
});

describe("rankAgents", () => {
  const agent = (name: string, revenueBaseCents: number, bookingsCreated = 0, tripsOwned = 0) => ({
    userId: `id-${name}`,
    name,
    revenueBaseCents,
    bookingsCreated,
    tripsOwned,
  });
  it("orders by revenue, bookings, trips, then name", () => {
    const ranked = rankAgents([
      agent("Zoe", 0, 0, 1),
      agent("Ann", 0, 0, 0),
      agent("Bob", 500),
      agent("Cid", 0, 2),
      agent("Abe", 0, 0, 0),
    ]);
    expect(ranked.map((a) => a.name)).toEqual(["Bob", "Cid", "Zoe", "Abe", "Ann"]);
  });
});

describe("conversionFunnel", () => {
  it.each([
    [
      { sent: 0, accepted: 0, invoiced: 0, paid: 0 },
      [
        [0, null, null],
        [0, null, null],
        [0, null, null],
        [0, null, null],
      ],
    ],
    [
      { sent: 8, accepted: 4, invoiced: 3, paid: 1 },
      [
        [8, 100, null],
        [4, 50, 50],
        [3, 37.5, 75],
        [1, 12.5, 33.3],
      ],
    ],
    [
      { sent: 3, accepted: 0, invoiced: 0, paid: 0 },
      [
        [3, 100, null],
        [0, 0, 0],
        [0, 0, null],
        [0, 0, null],
      ],
    ],
  ])("%o", (counts, expected) => {
    const steps = conversionFunnel(counts);
    expect(steps.map((s) => s.step)).toEqual(["sent", "accepted", "invoiced", "paid"]);
    expect(steps.map((s) => s.label)).toEqual(["Offers sent", "Accepted", "Invoiced", "Paid"]);
    expect(steps.map((s) => [s.count, s.percentOfSent, s.percentOfPrevious])).toEqual(expected);
  });
});

describe("averageLeadTime", () => {
  it.each([
    [
      { bookings: 0, totalDays: 0 },
      { averageDays: null, bookings: 0 },
    ],
    [
      { bookings: 1, totalDays: 30 },
      { averageDays: 30, bookings: 1 },
    ],
    [
      { bookings: 3, totalDays: 100 },
      { averageDays: 33.3, bookings: 3 },
    ],
    [
      { bookings: 3, totalDays: 101 },
      { averageDays: 33.7, bookings: 3 },
    ],
    [
      { bookings: 4, totalDays: 2 },
      { averageDays: 0.5, bookings: 4 },
    ],
    [
      { bookings: 2, totalDays: -3 },
      { averageDays: -1.5, bookings: 2 },
    ],
  ])("%o", (input, expected) => {
    expect(averageLeadTime(input)).toEqual(expected);
  });
});

describe("shapeAnalytics", () => {
  it("puts every part together over the range's months", () => {
    const shaped = shapeAnalytics(
      {
        revenue: [],
        bookings: [],
        destinations: [],
        agents: [],
        funnel: { sent: 0, accepted: 0, invoiced: 0, paid: 0 },
        leadTime: { bookings: 0, totalDays: 0 },
      },
      { from: "2025-11-15", to: "2026-01-02" },
      "EUR",
    );
    expect(shaped.from).toBe("2025-11-15");
    expect(shaped.to).toBe("2026-01-02");
    expect(shaped.baseCurrency).toBe("EUR");
    expect(shaped.revenueByMonth.map((p) => p.month)).toEqual(["2025-11", "2025-12", "2026-01"]);
    expect(shaped.bookingsByMonth.map((p) => p.month)).toEqual(["2025-11", "2025-12", "2026-01"]);
    expect(shaped.funnel).toHaveLength(4);
    expect(shaped.leadTime).toEqual({ averageDays: null, bookings: 0 });
  });
});
