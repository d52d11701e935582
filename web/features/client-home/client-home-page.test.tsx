import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Booking } from "#domain/bookings/booking.schema";
import type { OwnClient } from "#domain/client-portal/client-portal.schema";
import type { InvoiceListItem } from "#domain/invoices/invoice.schema";
import type { RequestListItem } from "#domain/requests/request.schema";
import type { TicketListItem } from "#domain/support/ticket.schema";
import type { OpenTripOffer } from "#domain/trip-offers/trip-offer.schema";
import type { Trip } from "#domain/trips/trip.schema";
import {
  type ApiCall,
  answerNullTo,
  mockApi,
  renderWithClient,
  staleVersion,
  validationFailed,
} from "../../test/render-with-api";
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

const invoice: InvoiceListItem = {
  id: "4f8fad5b-d9cb-469f-a165-70867728950a",
  number: "INV-202605-0007",
  clientId: CLIENT,
  clientName: "Chris Client",
  tripId: TRIP,
  bookingId: null,
  currency: "EUR",
  amountCents: 42_000,
  paidCents: 12_000,
  creditedCents: 0,
  balanceCents: 30_000,
  status: "partially_paid",
  issueDate: "2026-05-01",
  dueDate: "2026-05-31",
  sentAt: null,
  version: 2,
};

const paidInvoice: InvoiceListItem = {
  ...invoice,
  id: "5f8fad5b-d9cb-469f-a165-70867728950a",
  number: "INV-202604-0003",
  paidCents: 9_900,
  amountCents: 9_900,
  balanceCents: 0,
  status: "paid",
  issueDate: "2026-04-02",
};

const request: RequestListItem = {
  id: "6f8fad5b-d9cb-469f-a165-70867728950a",
  clientId: CLIENT,
  clientName: "Chris Client",
  category: "date_change",
  details: "Move us one week later",
  status: "in_progress",
  tripId: null,
  tripTitle: null,
  assigneeId: null,
  assigneeName: null,
  createdAt: "2026-05-02T10:00:00.000Z",
  updatedAt: "2026-05-03T10:00:00.000Z",
  version: 2,
  lastActivityAt: "2026-05-04T10:00:00.000Z",
};

const ticket: TicketListItem = {
  id: "7f8fad5b-d9cb-469f-a165-70867728950a",
  title: "Cannot open my voucher",
  ticketType: "document_upload",
  status: "open",
  reporterName: "Chris Client",
  assigneeName: null,
  createdAt: "2026-05-05T10:00:00.000Z",
  lastActivityAt: "2026-05-06T10:00:00.000Z",
};

type Answer = { status?: number; body?: unknown };
const page = (items: unknown[]) => ({ body: { items, total: items.length } });
type Section =
  | "me"
  | "trips"
  | "offers"
  | "bookings"
  | "invoices"
  | "requests"
  | "tickets"
  | "put"
  | "contact";

function api(overrides: Partial<Record<Section, Answer>> = {}) {
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
    if (call.url.startsWith("/api/invoices?")) return overrides.invoices ?? page([invoice, paidInvoice]);
    if (call.url.startsWith("/api/requests?")) return overrides.requests ?? page([request]);
    if (call.url.startsWith("/api/support-tickets?")) return overrides.tickets ?? page([ticket]);
    if (call.url === "/api/agency-settings/contact") return overrides.contact ?? { status: 404 };
    return { status: 404 };
  });
}

/** The server's 200 `null` for an account linked to no client. */
const answerNotLinked = () => answerNullTo("/api/me/client");

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
    expect(urls).toContain("/api/invoices?page=1&pageSize=5&sort=issueDate&order=desc");
    expect(urls).toContain("/api/requests?page=1&pageSize=5&sort=created&order=desc");
    expect(urls).toContain("/api/support-tickets?page=1&pageSize=5&sort=createdAt&direction=desc");
  });

  it("lists the client's invoices with status, what is left to pay and a PDF, and their requests and tickets", async () => {
    api();
    renderHome();
    const invoices = await region("Your invoices");
    const number = await within(invoices).findByRole("link", { name: "INV-202605-0007" });
    expect(number).toHaveAttribute("href", `/invoices/${invoice.id}`);
    expect(invoices).toHaveTextContent("€300.00 to pay by 31 May 2026");
    expect(invoices).toHaveTextContent("Partially paid");
    // A paid invoice says what it was, not a balance of nothing.
    expect(invoices).toHaveTextContent("€99.00 · issued 2 Apr 2026");
    expect(invoices).toHaveTextContent("Paid");
    const pdf = within(invoices).getByRole("link", { name: "PDF of INV-202605-0007" });
    expect(pdf).toHaveAttribute("href", `/api/invoices/${invoice.id}/pdf`);
    expect(pdf).toHaveAttribute("download");
    expect(within(invoices).getByRole("link", { name: "All invoices" })).toHaveAttribute("href", "/invoices");

    const requests = await region("Your requests");
    expect(await within(requests).findByRole("link", { name: "Date change" })).toHaveAttribute(
      "href",
      `/requests/${request.id}`,
    );
    expect(requests).toHaveTextContent("In progress");
    expect(requests).toHaveTextContent("Last activity 4 May 2026");
    expect(within(requests).getByRole("link", { name: "All requests" })).toHaveAttribute("href", "/requests");

    const tickets = await region("Your support tickets");
    expect(await within(tickets).findByRole("link", { name: "Cannot open my voucher" })).toHaveAttribute(
      "href",
      `/support/${ticket.id}`,
    );
    expect(tickets).toHaveTextContent("Document upload");
    expect(tickets).toHaveTextContent("Open");
    expect(tickets).toHaveTextContent("Last activity 6 May 2026");
    expect(within(tickets).getByRole("link", { name: "All tickets" })).toHaveAttribute("href", "/support");
  });

  it("shows a failed invoices card with a way to try again, the other cards still there", async () => {
    const calls = api({ invoices: { status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } } });
    renderHome();
    const invoices = await region("Your invoices");
    expect(await within(invoices).findByText("Error fetching invoices")).toBeInTheDocument();
    expect(await within(await region("Your requests")).findByText("Date change")).toBeInTheDocument();
    const before = calls.filter((c) => c.url.startsWith("/api/invoices")).length;
    await userEvent.click(within(invoices).getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith("/api/invoices")).length).toBe(before + 1),
    );
  });

  it("says so when there is nothing to show", async () => {
    api({
      trips: page([]),
      offers: page([]),
      bookings: page([]),
      invoices: page([]),
      requests: page([]),
      tickets: page([]),
    });
    renderHome();
    expect(await screen.findByText("No upcoming trips")).toBeInTheDocument();
    expect(await screen.findByText("No offers waiting for your answer")).toBeInTheDocument();
    expect(await screen.findByText("No upcoming bookings")).toBeInTheDocument();
    expect(await screen.findByText("No invoices yet")).toBeInTheDocument();
    expect(await screen.findByText("No requests yet")).toBeInTheDocument();
    expect(await screen.findByText("No support tickets yet")).toBeInTheDocument();
  });

  it("explains an account of no client, with whom to ask, instead of empty lists and actions", async () => {
    const calls = api({
      contact: { body: { name: "Sunway Voyages", email: "hello@sunway.example", phone: "+351 21 000 0000" } },
    });
    answerNotLinked();
    renderHome();
    const card = await region("Your account is not linked to a client yet");
    expect(card).toHaveTextContent("Your travel agency links it to your client record");
    expect(await within(card).findByRole("link", { name: "hello@sunway.example" })).toHaveAttribute(
      "href",
      "mailto:hello@sunway.example",
    );
    expect(within(card).getByRole("link", { name: "+351 21 000 0000" })).toHaveAttribute(
      "href",
      "tel:+351210000000",
    );
    expect(card).toHaveTextContent(
      "Ask Sunway Voyages to link it: hello@sunway.example or +351 21 000 0000.",
    );
    expect(screen.queryByRole("region", { name: "Upcoming trips" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Your invoices" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Your contact details" })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText("Error fetching your details")).toBeNull();
    for (const list of ["/api/trips", "/api/invoices", "/api/requests", "/api/support-tickets"])
      expect(calls.some((c) => c.url.startsWith(list))).toBe(false);
  });

  it("still tells an account of no client to ask its agency when the agency's contact cannot be read", async () => {
    api({ contact: { status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } } });
    answerNotLinked();
    renderHome();
    const card = await region("Your account is not linked to a client yet");
    await waitFor(() => expect(card).toHaveTextContent("Ask your travel agency to link it."));
    expect(screen.queryByRole("button")).toBeNull();
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
      put: staleVersion({ ...own, phone: "+44 20 7946 0000", version: 2 }),
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
