import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, todayIn } from "#domain/dates";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../../test/agency-zone";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { CLIENT_ID, createdInvoice } from "../test/fixtures";
import { NewInvoiceDialog } from "./new-invoice-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A package booking of the client: 3 × €450.00 (its 10 % off already in the price), in euros. */
const booking = {
  id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
  number: 123,
  reference: "BK-000123",
  clientId: CLIENT_ID,
  clientName: "Alpha Travellers",
  packageId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  packageTitle: "Lisbon Lights",
  tripId: null,
  tripTitle: null,
  destination: "Lisbon, Portugal",
  participants: 3,
  bookingDate: "2026-03-01",
  travelDate: "2099-05-01",
  status: "confirmed",
  cancelReason: null,
  paymentStatus: "awaiting_payment",
  unitPriceCents: 45_000,
  discountPercent: 10,
  totalCents: 135_000,
  currency: "EUR",
  totalAdjustmentReason: null,
  notes: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  version: 1,
  updatedAt: "2026-03-01T10:00:00.000Z",
};

function api(
  create: () => { status?: number; body?: unknown } = () => ({ status: 201, body: createdInvoice }),
  timeZone?: string,
) {
  return mockApi((call) => {
    if (timeZone && isMetaCall(call)) return metaAnswer(timeZone);
    if (call.url.startsWith("/api/bookings?")) return { body: { items: [booking], total: 1 } };
    if (call.url === "/api/invoices/next-number") return { body: { number: "INV-202611-0008" } };
    if (call.url.startsWith("/api/clients/options"))
      return { body: { items: [{ id: CLIENT_ID, name: "Alpha Travellers", kind: "company", email: null }] } };
    if (call.url.startsWith(`/api/clients/${CLIENT_ID}`))
      return { body: { id: CLIENT_ID, name: "Alpha Travellers", preferredCurrency: "GBP" } };
    if (call.method === "POST" && call.url === "/api/invoices") return create();
    return { body: { items: [], total: 0 } };
  });
}

async function chooseClient() {
  await userEvent.click(screen.getByRole("combobox", { name: "Client" }));
  await userEvent.click(await screen.findByRole("option", { name: /Alpha Travellers/ }));
}

async function chooseBooking() {
  await userEvent.click(screen.getByRole("combobox", { name: "For" }));
  await userEvent.click(await screen.findByRole("option", { name: "A booking of this client" }));
  await userEvent.click(screen.getByRole("combobox", { name: /^Booking/ }));
  await userEvent.click(await screen.findByRole("option", { name: /BK-000123/ }, { timeout: 5000 }));
}

async function typeLine(
  index: number,
  line: { description: string; quantity?: string; price: string; tax?: string },
) {
  const item = screen.getByRole("listitem", { name: `Line ${index + 1}` });
  const field = (label: string | RegExp) =>
    item.querySelector(
      `#${CSS.escape(screen.getAllByLabelText(label).find((el) => item.contains(el))!.id)}`,
    ) as HTMLElement;
  await userEvent.type(field(/^Description/), line.description);
  if (line.quantity) {
    await userEvent.clear(field(/^Quantity/));
    await userEvent.type(field(/^Quantity/), line.quantity);
  }
  await userEvent.type(field(/^Unit price/), line.price);
  if (line.tax) await userEvent.type(field(/^Tax %/), line.tax);
}

describe("NewInvoiceDialog", { timeout: 30_000 }, () => {
  it("shows the next number read-only, takes the client's currency, totals the lines live and sends minor units", async () => {
    const calls = api();
    const onSaved = vi.fn();
    renderWithClient(<NewInvoiceDialog open onOpenChange={() => {}} onSaved={onSaved} />);
    const number = await screen.findByLabelText("Invoice number", {}, { timeout: 5000 });
    await waitFor(() => expect(number).toHaveValue("INV-202611-0008"));
    expect(number).toHaveAttribute("readonly");
    await chooseClient();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("GBP"));
    await typeLine(0, { description: "Flights", quantity: "2", price: "450", tax: "20" });
    expect(screen.getByTestId("line-total-0")).toHaveTextContent("£900.00");
    expect(screen.getByTestId("line-total-0")).toHaveTextContent("+ £180.00 tax");
    await userEvent.click(screen.getByRole("button", { name: "Add line" }));
    await typeLine(1, { description: "Hotel", price: "99.99", tax: "5.5" });
    // 5.5 % of 99.99 is 5.49945: rounded half up to 5.50 on its line.
    expect(screen.getByTestId("invoice-subtotal")).toHaveTextContent("£999.99");
    expect(screen.getByTestId("invoice-tax")).toHaveTextContent("£185.50");
    expect(screen.getByTestId("invoice-total")).toHaveTextContent("£1,185.49");
    await userEvent.click(screen.getByRole("button", { name: "Create Invoice" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(createdInvoice), { timeout: 5000 });
    const post = calls.find((c) => c.method === "POST");
    expect(post?.headers["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
    expect(post?.body).toMatchObject({
      clientId: CLIENT_ID,
      tripId: null,
      bookingId: null,
      currency: "GBP",
      notes: null,
      lines: [
        { description: "Flights", quantity: 2, unitPriceCents: 45_000, taxRateBasisPoints: 2_000 },
        { description: "Hotel", quantity: 1, unitPriceCents: 9_999, taxRateBasisPoints: 550 },
      ],
    });
  });

  it("starts a booking's invoice with its lines: participants × the price per person, in its currency, editable", async () => {
    const calls = api();
    const onSaved = vi.fn();
    renderWithClient(<NewInvoiceDialog open onOpenChange={() => {}} onSaved={onSaved} />);
    await screen.findByLabelText("Invoice number", {}, { timeout: 5000 });
    await chooseClient();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("GBP"));
    await chooseBooking();
    const description = screen.getByLabelText(/^Description \(line 1\)/);
    await waitFor(() => expect(description).toHaveValue("Lisbon Lights (BK-000123)"));
    expect(screen.getAllByLabelText(/^Quantity/)[0]).toHaveValue(3);
    expect(screen.getAllByLabelText(/^Unit price/)[0]).toHaveValue(450);
    // The booking's currency, not the client's preferred one: the lines add up to the booking's total.
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("EUR");
    expect(screen.getByTestId("invoice-total")).toHaveTextContent("€1,350.00");
    // Still editable: a changed description goes out as typed.
    await userEvent.clear(description);
    await userEvent.type(description, "Lisbon Lights, 3 travellers");
    await userEvent.click(screen.getByRole("button", { name: "Create Invoice" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      bookingId: booking.id,
      currency: "EUR",
      lines: [
        {
          description: "Lisbon Lights, 3 travellers",
          quantity: 3,
          unitPriceCents: 45_000,
          taxRateBasisPoints: null,
        },
      ],
    });
  });

  it("never overwrites a line already typed when a booking is picked", async () => {
    api();
    renderWithClient(<NewInvoiceDialog open onOpenChange={() => {}} />);
    await screen.findByLabelText("Invoice number", {}, { timeout: 5000 });
    await chooseClient();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("GBP"));
    await typeLine(0, { description: "Deposit", price: "100" });
    await chooseBooking();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /^Booking/ })).toHaveTextContent("BK-000123"),
    );
    expect(screen.getAllByLabelText(/^Description/)).toHaveLength(1);
    expect(screen.getByLabelText(/^Description \(line 1\)/)).toHaveValue("Deposit");
    expect(screen.getAllByLabelText(/^Unit price/)[0]).toHaveValue(100);
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("GBP");
  });

  it("is due 30 days after the agency's today, which is also the earliest due date", async () => {
    // The agency's day is not the browser's: the terms count from the agency's.
    const timeZone = zoneAwayFromBrowser();
    api(undefined, timeZone);
    renderWithClient(<NewInvoiceDialog open onOpenChange={() => {}} />);
    const due = await screen.findByLabelText(/^Due date/, {}, { timeout: 5000 });
    const today = todayIn(timeZone);
    await waitFor(() => expect(due).toHaveValue(addDays(today, 30)));
    expect(due).toHaveAttribute("min", today);
  });

  it("says what is missing before sending anything", async () => {
    const calls = api();
    renderWithClient(<NewInvoiceDialog open onOpenChange={() => {}} />);
    await userEvent.click(await screen.findByRole("button", { name: "Create Invoice" }, { timeout: 5000 }));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Client" })).toHaveAccessibleDescription("Choose a client"),
    );
    expect(screen.getByLabelText(/^Description \(line 1\)/)).toHaveAccessibleDescription("Describe the line");
    expect(screen.getByLabelText(/^Unit price/)).toHaveAccessibleDescription("Enter a unit price");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("puts the server's field issues on the fields, the second line's price included, and keeps the input", async () => {
    api(() =>
      validationFailed({
        "lines.1.unitPriceCents": "Unit price is too large",
        dueDate: "Due date is required",
      }),
    );
    renderWithClient(<NewInvoiceDialog open onOpenChange={() => {}} />);
    await screen.findByLabelText("Invoice number", {}, { timeout: 5000 });
    await chooseClient();
    await typeLine(0, { description: "Flights", price: "10" });
    await userEvent.click(screen.getByRole("button", { name: "Add line" }));
    await typeLine(1, { description: "Yacht", price: "500" });
    await userEvent.click(screen.getByRole("button", { name: "Create Invoice" }));
    const item = screen.getByRole("listitem", { name: "Line 2" });
    await waitFor(() => expect(item).toHaveTextContent("Unit price is too large"));
    expect(screen.getByLabelText(/^Due date/)).toHaveAccessibleDescription("Due date is required");
    expect(screen.getAllByLabelText(/^Description/)[1]).toHaveValue("Yacht");
  });
});
