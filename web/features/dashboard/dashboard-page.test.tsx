import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CockpitItem, DashboardAlerts, DashboardOverview } from "#domain/dashboard/dashboard.schema";
import { TooltipProvider } from "../../components/ui/tooltip";
import { formatLongDay } from "../../lib/moment-format";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../test/agency-zone";
import { adminSession, renderRoute } from "../../test/render-route";
import { DashboardPage } from "./dashboard-page";

// The charts are the analytics feature's (and recharts): a stand-in shows the tab renders them.
vi.mock("../analytics/components/analytics-panel", () => ({ default: () => <p>The analytics panel</p> }));

beforeEach(() => {
  // Sunday 10 May 2026, 09:30 local.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 4, 10, 9, 30) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const agentSession = { user: { id: "u2", email: "agent@itinera.local", name: "", role: "agent" } };

const overview: DashboardOverview = {
  baseCurrency: "EUR",
  revenue: {
    collectedCents: 89_350,
    pendingCents: 46_395,
    collectedByCurrency: [
      { currency: "EUR", amountCents: 30_000 },
      { currency: "GBP", amountCents: 35_000 },
      { currency: "USD", amountCents: 20_000 },
    ],
    pendingByCurrency: [{ currency: "USD", amountCents: 30_000 }],
  },
  bookings: { total: 8, confirmed: 4, pending: 3 },
  clients: { total: 4, withBookings: 3 },
  offers: { active: 4, upcoming: 1 },
  recentBookings: [
    {
      id: id(1),
      number: 1,
      clientName: "Bruno Brandt",
      title: "Rome Roads",
      participants: 1,
      status: "cancelled",
      bookingDate: "2026-05-09",
    },
    {
      id: id(2),
      number: 2,
      clientName: null,
      title: null,
      participants: 6,
      status: "confirmed",
      bookingDate: "2026-05-08",
    },
  ],
  topDestinations: [
    { destination: "Lisbon", bookings: 3 },
    { destination: "Oslo", bookings: 1 },
  ],
  upcomingTravels: [
    {
      id: id(3),
      clientName: "Chloé Carter",
      destination: "Oslo",
      travelDate: "2026-05-11",
      daysRemaining: 1,
    },
    { id: id(4), clientName: "Alice Adams", destination: null, travelDate: "2026-05-15", daysRemaining: 5 },
  ],
  topClients: [{ id: id(5), name: "Chloé Carter", bookingsCount: 1, totalSpentCents: 40_950 }],
};

const noCounts = {
  "offer-expiring": 0,
  "invoice-due": 0,
  "time-limit": 0,
  "segment-status": 0,
  "passport-expiring": 0,
  "request-unanswered": 0,
};

const invoiceItem: CockpitItem = {
  kind: "invoice-due",
  id: id(6),
  dueAt: new Date(2026, 4, 7, 23, 59).toISOString(),
  dueDate: "2026-05-07",
  allDay: true,
  overdue: true,
  label: "INV-202605-0004",
  code: null,
  clientName: "Alice Adams",
  tripId: null,
  tripTitle: null,
  amountCents: 12_345,
  currency: "EUR",
  date: null,
};
const offerItem: CockpitItem = {
  ...invoiceItem,
  kind: "offer-expiring",
  id: id(7),
  dueAt: new Date(2026, 4, 10, 12, 0).toISOString(),
  dueDate: "2026-05-10",
  allDay: false,
  overdue: false,
  label: "Lisbon hotel",
  tripId: id(8),
  tripTitle: "Alice in Lisbon",
  amountCents: null,
  currency: null,
};

const alerts: DashboardAlerts = {
  pendingBookings: 3,
  almostSoldOut: 1,
  awaitingPayment: 7,
  partiallyPaid: 2,
  scope: "all",
  cockpit: {
    counts: { ...noCounts, "invoice-due": 1, "offer-expiring": 1 },
    items: [invoiceItem, offerItem],
  },
};

type Answer = { status?: number; body?: unknown };

function open(
  url: string,
  answers: { overview?: Answer; alerts?: Answer; meta?: Answer } = {},
  session: { user: { id: string; email: string; name: string; role: string } } = adminSession,
) {
  return renderRoute(
    url,
    <TooltipProvider delayDuration={0}>
      <DashboardPage />
    </TooltipProvider>,
    (call) => {
      if (call.url === "/api/dashboard/overview") return answers.overview ?? { body: overview };
      if (call.url.startsWith("/api/dashboard/alerts")) return answers.alerts ?? { body: alerts };
      if (isMetaCall(call)) return answers.meta;
      return undefined;
    },
    "/",
    session,
  );
}

const region = (name: string) => screen.findByRole("region", { name });
const boom = { status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } };

describe("DashboardPage", () => {
  it("greets by the hour with the user's name and today's date", async () => {
    open("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Good Morning, Alex Admin" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Sunday, 10 May 2026")).toBeInTheDocument();
  });

  it("dates the day in the agency's zone", async () => {
    // The agency's day is not the browser's: the heading shows the agency's.
    const timeZone = zoneAwayFromBrowser();
    open("/", { meta: metaAnswer(timeZone) });
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const agencyDate = formatLongDay(new Date(), timeZone);
    expect(agencyDate).not.toBe(formatLongDay(new Date(), browserZone));
    expect(await screen.findByText(agencyDate)).toBeInTheDocument();
  });

  it("falls back to 'Admin' for a user without a name", async () => {
    open("/", {}, agentSession);
    expect(await screen.findByRole("heading", { level: 1, name: "Good Morning, Admin" })).toBeInTheDocument();
  });

  it("shows the four cards, revenue in the base currency with each currency's part on hover or focus", async () => {
    open("/");
    const summary = await screen.findByRole("region", { name: "Summary" });
    await within(summary).findByText("€893.50");
    expect(summary).toHaveTextContent("+ €463.95 pending");
    expect(summary).toHaveTextContent("Total Bookings8");
    expect(summary).toHaveTextContent("4 confirmed · 3 pending");
    expect(summary).toHaveTextContent("Active Clients4");
    expect(summary).toHaveTextContent("3 with bookings");
    expect(summary).toHaveTextContent("Active Offers4");
    expect(summary).toHaveTextContent("1 upcoming");

    // The first stop of the keyboard on the page.
    await userEvent.tab();
    expect(within(summary).getByRole("button", { name: "€893.50" })).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent("EUR €300.00");
    expect(tooltip).toHaveTextContent("GBP £350.00");
    expect(tooltip).toHaveTextContent("USD $200.00");
    expect(tooltip).toHaveTextContent("Pending by currencyUSD $300.00");
  });

  it("lists recent bookings, destinations, upcoming travels and top clients with SPEC's fallbacks", async () => {
    open("/");
    const recent = await region("Recent Bookings");
    const bruno = await within(recent).findByRole("link", { name: "Bruno Brandt" });
    expect(bruno).toHaveAttribute("href", `/orders/${id(1)}`);
    expect(within(recent).getByRole("link", { name: "Unknown Client" })).toHaveAttribute(
      "href",
      `/orders/${id(2)}`,
    );
    expect(recent).toHaveTextContent("Rome Roads · 1 person");
    expect(recent).toHaveTextContent("Unknown Package · 6 people");
    expect(within(recent).getByText("Cancelled")).toHaveAttribute(
      "class",
      expect.stringContaining("bg-warning"),
    );
    expect(within(recent).getByText("Confirmed")).toHaveAttribute(
      "class",
      expect.stringContaining("bg-success"),
    );
    expect(within(recent).getByRole("link", { name: "View all" })).toHaveAttribute("href", "/orders");

    const destinations = await region("Top Destinations");
    expect(destinations).toHaveTextContent("Lisbon3 bookings · 37.5%");
    expect(destinations).toHaveTextContent("Oslo1 booking · 12.5%");

    const upcoming = await region("Upcoming Travels");
    expect(upcoming).toHaveTextContent("Oslo · 11 May 2026");
    expect(upcoming).toHaveTextContent("1 day");
    expect(upcoming).toHaveTextContent("Unknown Destination · 15 May 2026");
    expect(upcoming).toHaveTextContent("5 days");

    const clients = await region("Top Clients");
    expect(within(clients).getByRole("link", { name: "Chloé Carter" })).toHaveAttribute(
      "href",
      `/clients/${id(5)}`,
    );
    expect(clients).toHaveTextContent("1 booking");
    expect(clients).toHaveTextContent("€409.50");
    expect(within(clients).getByRole("link", { name: "View all" })).toHaveAttribute("href", "/clients");
  });

  it("says so when a list is empty", async () => {
    open("/", {
      overview: {
        body: { ...overview, recentBookings: [], topDestinations: [], upcomingTravels: [], topClients: [] },
      },
    });
    expect(await screen.findByText("No recent bookings found.")).toBeInTheDocument();
    expect(screen.getByText("No destination data available.")).toBeInTheDocument();
    expect(screen.getByText("No upcoming travels found.")).toBeInTheDocument();
    expect(screen.getByText("No client data available.")).toBeInTheDocument();
  });

  it("shows an error with a way to try again", async () => {
    const { calls } = open("/", { overview: boom });
    expect(await screen.findByText("Error fetching the dashboard's figures")).toBeInTheDocument();
    const recent = await region("Recent Bookings");
    expect(within(recent).getByText("Error fetching the overview")).toBeInTheDocument();
    const before = calls.filter((c) => c.url === "/api/dashboard/overview").length;
    await userEvent.click(screen.getAllByRole("button", { name: "Try again" })[0]!);
    await waitFor(() =>
      expect(calls.filter((c) => c.url === "/api/dashboard/overview").length).toBe(before + 1),
    );
  });

  it("renders the analytics feature's panel in the Analytics tab", async () => {
    const { router } = open("/");
    await userEvent.click(await screen.findByRole("tab", { name: "Analytics" }));
    expect(await screen.findByText("The analytics panel")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?tab=analytics");
  });
});

describe("the Alerts tab", () => {
  it("shows SPEC's alerts as links to their lists", async () => {
    open("/?tab=alerts");
    const panel = await region("Alerts");
    expect(
      await within(panel).findByRole("link", { name: "You have 3 pending bookings that need confirmation." }),
    ).toHaveAttribute("href", "/orders?status=pending");
    expect(
      within(panel).getByRole("link", { name: "1 travel offer is more than 80% booked." }),
    ).toHaveAttribute("href", "/offers");
    expect(
      within(panel).getByRole("link", { name: "9 bookings have pending or partial payments." }),
    ).toHaveAttribute("href", "/orders?paymentStatus=awaiting_payment");
    expect(within(panel).getByRole("link", { name: "Partially paid: 2" })).toHaveAttribute(
      "href",
      "/orders?paymentStatus=partially_paid",
    );
  });

  it("says there is nothing urgent when no alert applies", async () => {
    open("/?tab=alerts", {
      alerts: {
        body: {
          ...alerts,
          pendingBookings: 0,
          almostSoldOut: 0,
          awaitingPayment: 0,
          partiallyPaid: 0,
          cockpit: { counts: noCounts, items: [] },
        },
      },
    });
    expect(await screen.findByText("No urgent alerts at the moment.")).toBeInTheDocument();
    expect(screen.getByText("Nothing falls due soon.")).toBeInTheDocument();
  });

  it("lists the deadlines soonest first, each linking to its record, filterable by kind", async () => {
    open("/?tab=alerts");
    const cockpit = await region("Deadlines");
    const invoice = await within(cockpit).findByRole("link", { name: "Invoice INV-202605-0004 is overdue" });
    expect(invoice).toHaveAttribute("href", `/invoices/${id(6)}`);
    expect(cockpit).toHaveTextContent("Alice Adams · €123.45 to pay");
    expect(cockpit).toHaveTextContent("3 days overdue7 May 2026");
    const offer = within(cockpit).getByRole("link", {
      name: "Offer “Lisbon hotel” expires (trip “Alice in Lisbon”)",
    });
    expect(offer).toHaveAttribute("href", `/trips/${id(8)}?tab=offers`);
    expect(cockpit).toHaveTextContent("In 2 hours10 May 2026 12:00");
    const links = within(cockpit)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links.indexOf(invoice.textContent)).toBeLessThan(links.indexOf(offer.textContent));

    await userEvent.click(within(cockpit).getByRole("button", { name: "Offers expiring 1" }));
    expect(within(cockpit).queryByRole("link", { name: /Invoice/ })).toBeNull();
    expect(within(cockpit).getByRole("button", { name: "Offers expiring 1" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("shows an agent their own deadlines first, with a switch to the whole agency", async () => {
    const { calls, router } = open("/?tab=alerts", {}, agentSession);
    const cockpit = await region("Deadlines");
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/dashboard/alerts?scope=mine"));
    expect(within(cockpit).getByRole("button", { name: "Mine" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(cockpit).getByRole("button", { name: "Whole agency" }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/dashboard/alerts?scope=all"));
    expect(router.state.location.search).toBe("?tab=alerts&scope=all");
  });

  it("shows an admin the whole agency's deadlines by default", async () => {
    const { calls } = open("/?tab=alerts");
    await region("Deadlines");
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/dashboard/alerts?scope=all"));
    expect(calls.map((c) => c.url)).not.toContain("/api/dashboard/alerts?scope=mine");
  });

  it("shows an error with a way to try again", async () => {
    open("/?tab=alerts", { alerts: boom });
    const panel = await region("Alerts");
    expect(await within(panel).findByText("Error fetching alerts")).toBeInTheDocument();
  });
});
