import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Analytics } from "#domain/analytics/analytics.schema";
import { presetRange, RANGE_END_BEFORE_START } from "#domain/analytics/analytics-range";
import { todayIn } from "#domain/dates";
import { lastQuery, renderRoute } from "../../../test/render-route";
import AnalyticsPanel from "./analytics-panel";

const figures: Analytics = {
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
  topDestinations: [
    { destination: "Reykjavík", bookings: 2, revenueBaseCents: 12_345 },
    { destination: "JFK", bookings: 1, revenueBaseCents: 0 },
  ],
  agents: [{ userId: "u1", name: "Ana Agent", tripsOwned: 3, bookingsCreated: 2, revenueBaseCents: 99 }],
  funnel: [
    { step: "sent", label: "Offers sent", count: 3, percentOfSent: 100, percentOfPrevious: null },
    { step: "accepted", label: "Accepted", count: 1, percentOfSent: 33.3, percentOfPrevious: 33.3 },
    { step: "invoiced", label: "Invoiced", count: 1, percentOfSent: 33.3, percentOfPrevious: 100 },
    { step: "paid", label: "Paid", count: 0, percentOfSent: 0, percentOfPrevious: 0 },
  ],
  leadTime: { averageDays: 42.5, bookings: 2 },
};

const empty: Analytics = {
  ...figures,
  currencies: [],
  revenueByMonth: figures.revenueByMonth.map((p) => ({ month: p.month, baseAmountCents: 0, byCurrency: [] })),
  bookingsByMonth: figures.bookingsByMonth.map((p) => ({
    ...p,
    pending: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
    total: 0,
  })),
  topDestinations: [],
  agents: [{ userId: "u1", name: "Ana Agent", tripsOwned: 0, bookingsCreated: 0, revenueBaseCents: 0 }],
  funnel: figures.funnel.map((step) => ({ ...step, count: 0, percentOfSent: null, percentOfPrevious: null })),
  leadTime: { averageDays: null, bookings: 0 },
};

const answer = (body: Analytics) => (call: { url: string }) =>
  call.url.startsWith("/api/analytics") ? { body } : undefined;

/** jsdom's Blob has no text(): its bytes, decoded with the byte-order mark kept. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder("utf-8", { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

let saved: Blob[];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs: the download keeps the blob it was given.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return "blob:analytics";
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** /api/meta is not answered here: the agency's day falls back to the browser's. */
const todayIsoDate = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

describe("AnalyticsPanel", { timeout: 20_000 }, () => {
  it("asks for the last 12 months by default and shows every chart", async () => {
    const { calls } = renderRoute("/", <AnalyticsPanel />, answer(figures));
    expect(await screen.findByRole("heading", { name: "Revenue by month" }, { timeout: 5000 })).toBeVisible();
    const preset = presetRange(12, todayIsoDate());
    expect(lastQuery(calls, "/api/analytics")).toEqual(preset);
    expect(calls.filter((c) => c.url.startsWith("/api/analytics"))).toHaveLength(1);
    for (const name of [
      "Bookings by status",
      "Top destinations",
      "Performance per agent",
      "Offer conversion",
      "Average lead time",
    ]) {
      expect(screen.getByRole("heading", { name })).toBeVisible();
    }
    expect(screen.getByLabelText("From")).toHaveValue(preset.from);
    expect(screen.getByLabelText("To")).toHaveValue(preset.to);
    expect(screen.getByRole("button", { name: "12 months" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "24 months" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("region", { name: "Average lead time" })).toHaveTextContent(
      "42.5 daysover 2 bookings",
    );
    // No 'Unknown' bar: the card says where a trip's bookings go instead.
    expect(screen.getByRole("region", { name: "Top destinations" })).toHaveTextContent(
      "A trip's bookings count where its segments go; a trip without segments is left out.",
    );
    expect(
      screen.getByRole("img", { name: /Bar chart of revenue per month: €1,042.00 in all/ }),
    ).toBeVisible();
  });

  it("keeps the range in the URL: a preset and a typed date both ask the server again", async () => {
    const user = userEvent.setup();
    const { calls, router } = renderRoute("/?tab=analytics", <AnalyticsPanel />, answer(figures));
    await screen.findByRole("heading", { name: "Revenue by month" }, { timeout: 5000 });
    await user.click(screen.getByRole("button", { name: "24 months" }));
    const preset = presetRange(24, todayIsoDate());
    await waitFor(() => expect(lastQuery(calls, "/api/analytics")).toEqual(preset));
    expect(new URLSearchParams(router.state.location.search).get("tab")).toBe("analytics");
    expect(new URLSearchParams(router.state.location.search).get("from")).toBe(preset.from);
    expect(screen.getByRole("button", { name: "24 months" })).toHaveAttribute("aria-pressed", "true");

    // A date picker reports a whole date at once.
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-01-15" } });
    await waitFor(() =>
      expect(lastQuery(calls, "/api/analytics")).toEqual({ from: "2025-01-15", to: preset.to }),
    );
    expect(screen.getByRole("button", { name: "24 months" })).toHaveAttribute("aria-pressed", "false");
  });

  it("reads the range from the URL", async () => {
    const { calls } = renderRoute("/?from=2026-02-01&to=2026-03-31", <AnalyticsPanel />, answer(figures));
    await screen.findByRole("heading", { name: "Revenue by month" }, { timeout: 5000 });
    expect(lastQuery(calls, "/api/analytics")).toEqual({ from: "2026-02-01", to: "2026-03-31" });
    expect(screen.getByText("1 Feb 2026 – 31 Mar 2026, in EUR")).toBeVisible();
  });

  it("explains a range the server would refuse next to its field and asks for nothing", async () => {
    const { calls } = renderRoute("/?from=2026-04-02&to=2026-04-01", <AnalyticsPanel />, answer(figures));
    expect(await screen.findByText(RANGE_END_BEFORE_START, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription(RANGE_END_BEFORE_START);
    expect(screen.getByText("Correct the date range to see the charts.")).toBeVisible();
    expect(calls.filter((c) => c.url.startsWith("/api/analytics"))).toHaveLength(0);
  });

  it("shows each chart's figures as a table and with totals", async () => {
    const user = userEvent.setup();
    renderRoute("/", <AnalyticsPanel />, answer(figures));
    const card = await screen.findByRole("region", { name: "Revenue by month" }, { timeout: 5000 });
    await user.click(within(card).getByRole("button", { name: "Table" }));
    const table = within(card).getByRole("table", { name: "Revenue by month" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "MonthRevenue (EUR)",
      "February 2026€1,000.00",
      "March 2026€42.00",
      "Total€1,042.00",
    ]);
    await user.click(within(card).getByRole("switch", { name: "By currency" }));
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Month", "Revenue (EUR)", "EUR received", "USD received", "USD in EUR"]);
    expect(within(table).getByRole("rowheader", { name: "March 2026" }).parentElement).toHaveTextContent(
      "March 2026€42.00-€50.00$100.00€92.00",
    );
    // A chart's measure does not change its table, so the table view leaves it out.
    const destinations = screen.getByRole("region", { name: "Top destinations" });
    expect(within(destinations).getByRole("group", { name: "Top destinations: measure" })).toBeVisible();
    await user.click(within(destinations).getByRole("button", { name: "Table" }));
    expect(within(destinations).queryByRole("group", { name: "Top destinations: measure" })).toBeNull();
    const funnel = screen.getByRole("region", { name: "Offer conversion" });
    await user.click(within(funnel).getByRole("button", { name: "Table" }));
    expect(within(funnel).getByRole("rowheader", { name: "Offers sent" }).parentElement).toHaveTextContent(
      "Offers sent3100.0 %—",
    );
  });

  it("downloads a chart's figures as CSV named after the chart and the range", async () => {
    const user = userEvent.setup();
    renderRoute("/?from=2026-02-01&to=2026-03-31", <AnalyticsPanel />, answer(figures));
    await screen.findByRole("heading", { name: "Top destinations" }, { timeout: 5000 });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("itinera-top-destinations-2026-02-01-to-2026-03-31.csv");
    });
    await user.click(screen.getByRole("button", { name: "Download CSV: Top destinations" }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await readText(saved[0]!)).toBe(
      "\uFEFFDestination,Bookings,Revenue (EUR)\r\nReykjavík,2,123.45\r\nJFK,1,0.00\r\n",
    );
    click.mockRestore();
  });

  it("says when a range has nothing to chart", async () => {
    renderRoute("/", <AnalyticsPanel />, answer(empty));
    expect(await screen.findByText("No payments in this range.", {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText("No bookings in this range.", { selector: ".py-12" })).toBeVisible();
    expect(screen.getByText("No destination data available.")).toBeVisible();
    expect(screen.getByText("No agent activity in this range.")).toBeVisible();
    expect(screen.getByText("No trip offers sent in this range.")).toBeVisible();
    // Nothing to measure: the chart's options go too.
    expect(screen.queryByRole("group", { name: "Top destinations: measure" })).toBeNull();
    expect(screen.queryByRole("switch", { name: "By currency" })).toBeNull();
    expect(screen.getByRole("region", { name: "Average lead time" })).toHaveTextContent(
      "No bookings in this range.",
    );
  });

  it("shows a failure with the server's message and tries again on request", async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = renderRoute("/", <AnalyticsPanel />, (call) =>
      call.url.startsWith("/api/analytics")
        ? fail
          ? { status: 503, body: { error: { code: "UNAVAILABLE", message: "The database is busy" } } }
          : { body: figures }
        : undefined,
    );
    expect(
      await screen.findByText("The analytics could not be loaded.", {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText("The database is busy")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Revenue by month" })).toBeVisible();
    expect(calls.filter((c) => c.url.startsWith("/api/analytics"))).toHaveLength(2);
  });

  it("shows a loading state until the figures arrive", async () => {
    renderRoute("/", <AnalyticsPanel />, answer(figures));
    expect(await screen.findByRole("status", { name: "" }, { timeout: 5000 })).toHaveTextContent(
      "Loading analytics…",
    );
    expect(await screen.findByRole("heading", { name: "Revenue by month" })).toBeVisible();
    expect(screen.queryByText("Loading analytics…")).toBeNull();
  });
});
