import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Booking } from "#domain/bookings/booking.schema";
import type { OwnClient } from "#domain/client-portal/client-portal.schema";
import type { OpenTripOffer } from "#domain/trip-offers/trip-offer.schema";
import type { Trip } from "#domain/trips/trip.schema";
import { type ApiCall, mockApi, renderWithClient, validationFailed } from "../../test/render-with-api";
import { ClientHomePage } from "./client-home-page";

beforeEach(() => {
  // 10 May 2026, 09:00 local: the days remaining count from here.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 4, 10, 9, 0) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const CLIENT = "0f8fad5b-d9cb-469f-a165-70867728950e";
const TRIP = "6a1f2c3d-4b5e-4f60-8a7b-9c0d1e2f3a4b";
const session = { user: { id: "u1", email: "chris@example.com", name: "Chris Client", role: "client" } };

const own: OwnClient = {
  id: CLIENT,
  kind: "person",
  name: "Chris Client",
  email: "chris@example.com",
  phone: null,
  address: "Rua Augusta 1\nLisbon",
  preferredCurrency: "EUR",
  updatedAt: "2026-05-01T00:00:00.000Z",
  version: 1,
};

const trip: Trip = {
  id: TRIP,
  title: "Lisbon city break",
  description: null,
  startDate: "2026-05-20",
  endDate: "2026-05-25",
  status: "confirmed",
  notes: null,
  clientId: CLIENT,
  clientName: "Chris Client",
  ownerId: null,
  ownerName: null,
  segmentCount: 0,
  passengerCount: 2,
  createdAt: "2026-01-01T00:00:00.000Z",
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const offer: OpenTripOffer = {
  id: "1f8fad5b-d9cb-469f-a165-70867728950a",
  tripId: TRIP,
  tripTitle: "Lisbon city break",
  title: "Hotel upgrade",
  status: "sent",
  declineReason: null,
  createdBy: "Ana Agent",
  createdAt: "2026-05-09T10:00:00.000Z",
  expiresAt: "2026-05-12T10:00:00.000Z",
  respondedAt: null,
  version: 1,
  items: [],
  totals: [{ currency: "EUR", amountCents: 12_050 }],
};

const booking = {
  id: "2f8fad5b-d9cb-469f-a165-70867728950a",
  number: 123,
  reference: "BK-000123",
  clientId: CLIENT,
  clientName: "Chris Client",
  packageId: "3f8fad5b-d9cb-469f-a165-70867728950a",
  packageTitle: "Alps in winter",
  tripId: null,
  tripTitle: null,
  destination: "Innsbruck",
  participants: 2,
  bookingDate: "2026-04-01",
  travelDate: "2026-05-11",
  status: "pending",
  cancelReason: null,
  paymentStatus: "awaiting_payment",
  unitPriceCents: 50_000,
  discountPercent: 0,
  totalCents: 100_000,
  currency: "EUR",
  totalAdjustmentReason: null,
  notes: null,
  createdAt: "2026-04-01T00:00:00.000Z",
  version: 1,
  updatedAt: "2026-04-01T00:00:00.000Z",
} satisfies Booking;

type Answer = { status?: number; body?: unknown };
const page = (items: unknown[]) => ({ body: { items, total: items.length } });

function api(overrides: Partial<Record<"me" | "trips" | "offers" | "bookings" | "put", Answer>> = {}) {
  return mockApi((call: ApiCall) => {
    if (call.url.startsWith("/api/auth/get-session")) return { body: session };
    if (call.url === "/api/me/client") {
      if (call.method === "PUT")
        return overrides.put ?? { body: { ...own, ...(call.body as object), version: 2 } };
      return overrides.me ?? { body: own };
    }
    if (call.url.startsWith("/api/trips")) return overrides.trips ?? page([trip]);
    if (call.url.startsWith("/api/trip-offers/open")) return overrides.offers ?? page([offer]);
    if (call.url.startsWith("/api/bookings")) return overrides.bookings ?? page([booking]);
    return { status: 404 };
  });
}

function renderHome() {
  return renderWithClient(
    <Suspense fallback={null}>
      <ClientHomePage />
    </Suspense>,
  );
}

const region = (name: string) => screen.findByRole("region", { name });

describe("ClientHomePage", () => {
  it("shows the client's upcoming trips, open offers, bookings and contact details", async () => {
    const calls = api();
    renderHome();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome, Chris Client" }),
    ).toBeInTheDocument();

    const trips = await region("Upcoming trips");
    expect(await within(trips).findByRole("link", { name: "Lisbon city break" })).toHaveAttribute(
      "href",
      `/trips/${TRIP}`,
    );
    expect(trips).toHaveTextContent("20 – 25 May 2026");
    expect(trips).toHaveTextContent("In 10 days");
    expect(within(trips).getByRole("link", { name: "All trips" })).toHaveAttribute("href", "/trips");

    const offers = await region("Offers waiting for your answer");
    expect(await within(offers).findByText("Hotel upgrade")).toBeInTheDocument();
    expect(offers).toHaveTextContent("€120.50");
    expect(offers).toHaveTextContent(/Expires 12 May 2026/);
    expect(within(offers).getByRole("link", { name: "Answer Hotel upgrade" })).toHaveAttribute(
      "href",
      `/trips/${TRIP}?tab=offers`,
    );

    const bookings = await region("Your bookings");
    expect(await within(bookings).findByRole("link", { name: "Alps in winter" })).toBeInTheDocument();
    expect(bookings).toHaveTextContent("BK-000123");
    expect(bookings).toHaveTextContent("Pending");
    expect(bookings).toHaveTextContent("Tomorrow");

    const contact = await region("Your contact details");
    expect(contact).toHaveTextContent("chris@example.com");
    expect(contact).toHaveTextContent("Not given");

    const urls = calls.map((c) => c.url);
    expect(urls).toContain(
      "/api/trips?page=1&pageSize=5&endDateFrom=2026-05-10&sort=startDate&direction=asc",
    );
    expect(urls).toContain("/api/trip-offers/open?page=1&pageSize=5");
    expect(urls).toContain("/api/bookings?page=1&pageSize=5&travelFrom=2026-05-10&sort=travelDate&order=asc");
    // No links to screens a client cannot use yet (invoices, requests).
    expect(screen.queryByRole("link", { name: /invoice|request/i })).toBeNull();
  });

  it("says so when there is nothing to show", async () => {
    api({ trips: page([]), offers: page([]), bookings: page([]) });
    renderHome();
    expect(await screen.findByText("No upcoming trips")).toBeInTheDocument();
    expect(await screen.findByText("No offers waiting for your answer")).toBeInTheDocument();
    expect(await screen.findByText("No upcoming bookings")).toBeInTheDocument();
  });

  it("explains an account of no client instead of empty lists", async () => {
    const calls = api({ me: { status: 404, body: { error: { code: "NOT_FOUND", message: "no" } } } });
    renderHome();
    expect(
      await screen.findByRole("heading", { name: "Your account is not linked to a client yet" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Upcoming trips" })).toBeNull();
    expect(calls.some((c) => c.url.startsWith("/api/trips"))).toBe(false);
  });

  it("shows a section that failed with a way to try again", async () => {
    const calls = api({ trips: { status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } } });
    renderHome();
    const trips = await region("Upcoming trips");
    expect(await within(trips).findByText("Error fetching trips")).toBeInTheDocument();
    const before = calls.filter((c) => c.url.startsWith("/api/trips")).length;
    await userEvent.click(within(trips).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith("/api/trips")).length).toBe(before + 1));
  });

  it("edits the contact details with the version it opened, field errors next to the fields", async () => {
    const calls = api({ put: validationFailed({ phone: "Phone must have 4 to 20 digits" }) });
    renderHome();
    const contact = await region("Your contact details");
    await userEvent.click(await within(contact).findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit contact details" });
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("Chris Client");
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Phone" }), "+351 91 234 5678");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Phone must have 4 to 20 digits")).toBeInTheDocument();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.headers["if-match"]).toBe('"1"');
    expect(put?.body).toEqual({
      email: "chris@example.com",
      phone: "+351 91 234 5678",
      address: "Rua Augusta 1\nLisbon",
    });
  });

  it("keeps the user's input and explains when someone else saved first", async () => {
    api({
      put: {
        status: 412,
        body: {
          error: {
            code: "PRECONDITION_FAILED",
            message: "Someone else changed this record since you loaded it.",
            details: { current: { ...own, phone: "+44 20 7946 0000", version: 2 } },
          },
        },
      },
    });
    renderHome();
    await userEvent.click(
      await within(await region("Your contact details")).findByRole("button", { name: "Edit" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit contact details" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Phone" }), "+351 91 234 5678");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Someone else changed this record")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Phone" })).toHaveValue("+351 91 234 5678");
  });
});
