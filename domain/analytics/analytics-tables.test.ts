import { describe, expect, it } from "vitest";
import type { Analytics } from "./analytics.schema";
import {
  agentsTable,
  bookingsTable,
  type Cell,
  csvCell,
  csvFileName,
  destinationsTable,
  funnelTable,
  leadTimeTable,
  revenueTable,
  tableCsv,
} from "./analytics-tables";

const data: Analytics = {
  from: "2026-02-01",
  to: "2026-03-31",
  baseCurrency: "EUR",
  currencies: ["EUR", "USD"],
  revenueByMonth: [
    {
      month: "2026-02",
      baseAmountCents: 100_000,
      byCurrency: [
        { currency: "EUR", amountCents: 100_000, baseAmountCents: 100_000 },
        { currency: "USD", amountCents: 0, baseAmountCents: 0 },
      ],
    },
    {
      month: "2026-03",
      baseAmountCents: 4_200,
      byCurrency: [
        { currency: "EUR", amountCents: -5_000, baseAmountCents: -5_000 },
        { currency: "USD", amountCents: 10_000, baseAmountCents: 9_200 },
      ],
    },
  ],
  bookingsByMonth: [
    { month: "2026-02", pending: 1, confirmed: 2, completed: 0, cancelled: 1, total: 4 },
    { month: "2026-03", pending: 0, confirmed: 0, completed: 0, cancelled: 0, total: 0 },
  ],
  topDestinations: [{ destination: "=cmd|'/c calc'!A1", bookings: 2, revenueBaseCents: 12_345 }],
  agents: [
    { userId: "u1", name: "Ana, Lisbon desk", tripsOwned: 3, bookingsCreated: 2, revenueBaseCents: 99 },
  ],
  funnel: [
    { step: "sent", label: "Offers sent", count: 3, percentOfSent: 100, percentOfPrevious: null },
    { step: "accepted", label: "Accepted", count: 1, percentOfSent: 33.3, percentOfPrevious: 33.3 },
    { step: "invoiced", label: "Invoiced", count: 1, percentOfSent: 33.3, percentOfPrevious: 100 },
    { step: "paid", label: "Paid", count: 0, percentOfSent: 0, percentOfPrevious: 0 },
  ],
  leadTime: { averageDays: 42.5, bookings: 2 },
};

describe("csvCell", () => {
  it.each<[Cell, string]>([
    [{ kind: "text", value: "Lisbon" }, "Lisbon"],
    [{ kind: "text", value: "+Mallorca" }, "'+Mallorca"],
    [{ kind: "text", value: "-Oslo" }, "'-Oslo"],
    [{ kind: "text", value: "@home" }, "'@home"],
    [{ kind: "text", value: "São Paulo = fun" }, "São Paulo = fun"],
    [{ kind: "month", value: "2026-02" }, "2026-02"],
    [{ kind: "count", value: 0 }, "0"],
    [{ kind: "money", cents: 123_456, currency: "EUR" }, "1234.56"],
    [{ kind: "money", cents: -5, currency: "USD" }, "-0.05"],
    [{ kind: "percent", value: 33.3 }, "33.3"],
    [{ kind: "percent", value: 100 }, "100.0"],
    [{ kind: "percent", value: null }, ""],
    [{ kind: "days", value: null }, ""],
    [{ kind: "days", value: 12 }, "12.0"],
  ])("%o → %s", (cell, expected) => {
    expect(csvCell(cell)).toBe(expected);
  });
});

describe("chart tables", () => {
  it("revenue: one row per month in the base currency, then the total", () => {
    expect(tableCsv(revenueTable(data, false))).toBe(
      "Month,Revenue (EUR)\r\n2026-02,1000.00\r\n2026-03,42.00\r\nTotal,1042.00\r\n",
    );
  });

  it("revenue by currency: each currency as received, foreign ones also converted", () => {
    expect(tableCsv(revenueTable(data, true))).toBe(
      [
        "Month,Revenue (EUR),EUR received,USD received,USD in EUR",
        "2026-02,1000.00,1000.00,0.00,0.00",
        "2026-03,42.00,-50.00,100.00,92.00",
        "Total,1042.00,950.00,100.00,92.00",
        "",
      ].join("\r\n"),
    );
  });

  it("bookings: a column per status and the total", () => {
    expect(tableCsv(bookingsTable(data))).toBe(
      "Month,Pending,Confirmed,Completed,Cancelled,Total\r\n2026-02,1,2,0,1,4\r\n2026-03,0,0,0,0,0\r\nTotal,1,2,0,1,4\r\n",
    );
  });

  it("destinations: a formula-looking name is escaped for spreadsheets", () => {
    expect(tableCsv(destinationsTable(data))).toBe(
      "Destination,Bookings,Revenue (EUR)\r\n'=cmd|'/c calc'!A1,2,123.45\r\n",
    );
  });

  it("agents: a name with a comma is quoted", () => {
    expect(tableCsv(agentsTable(data))).toBe(
      'Agent,Trips owned,Bookings created,Revenue (EUR)\r\n"Ana, Lisbon desk",3,2,0.99\r\n',
    );
  });

  it("funnel: counts and both shares, blank where there is none", () => {
    expect(tableCsv(funnelTable(data))).toBe(
      [
        "Step,Count,% of offers sent,% of previous step",
        "Offers sent,3,100.0,",
        "Accepted,1,33.3,33.3",
        "Invoiced,1,33.3,100.0",
        "Paid,0,0.0,0.0",
        "",
      ].join("\r\n"),
    );
  });

  it("lead time: one row", () => {
    expect(tableCsv(leadTimeTable(data))).toBe("Average lead time (days),Bookings measured\r\n42.5,2\r\n");
  });

  it("an empty table still has its header", () => {
    expect(tableCsv(destinationsTable({ ...data, topDestinations: [] }))).toBe(
      "Destination,Bookings,Revenue (EUR)\r\n",
    );
  });
});

describe("csvFileName", () => {
  it("names the chart and the range", () => {
    expect(csvFileName("revenue", data)).toBe("itinera-revenue-2026-02-01-to-2026-03-31.csv");
  });
});
