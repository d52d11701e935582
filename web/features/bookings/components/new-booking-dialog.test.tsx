import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingTotalCents } from "#domain/bookings/booking-total";
import { TRAVEL_DATE_FROM_TODAY } from "#domain/bookings/booking-travel-date";
import { addDays, todayIn } from "#domain/dates";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../../test/agency-zone";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { ana, ben, lisbonPackage, pendingBooking } from "../test/fixtures";
import { NewBookingDialog } from "./new-booking-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLIENT = pendingBooking.clientId;

function api(
  create: () => { status?: number; body?: unknown } = () => ({ status: 201, body: pendingBooking }),
) {
  return mockApi((call) => {
    if (call.url.startsWith("/api/clients/")) return { body: { id: CLIENT, name: "Alpha Travellers" } };
    if (call.url.startsWith("/api/packages?")) return { body: { items: [lisbonPackage], total: 1 } };
    if (call.url.startsWith("/api/bookings/participant-options")) return { body: { items: [ana, ben] } };
    if (call.method === "POST" && call.url === "/api/bookings") return create();
    return { body: { items: [], total: 0 } };
  });
}

async function choosePackage() {
  await userEvent.click(screen.getByRole("combobox", { name: "Package" }));
  await userEvent.click(await screen.findByRole("option", { name: /Lisbon Lights/ }));
}

describe("NewBookingDialog", { timeout: 20_000 }, () => {
  it("shows the package's price and places, the total live, and sends the booking", async () => {
    const calls = api();
    const onSaved = vi.fn();
    renderWithClient(
      <NewBookingDialog open onOpenChange={() => {}} staff clientId={CLIENT} onSaved={onSaved} />,
    );
    expect(await screen.findByText("Alpha Travellers", {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: "Package" }));
    expect(
      await screen.findByRole("option", { name: /Lisbon Lights.*€500\.00 · 3 places left/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("option", { name: /Lisbon Lights/ }));
    // The travel date starts on the package's first day.
    expect(screen.getByLabelText("Travel date")).toHaveValue("2099-05-01");
    const participants = await screen.findByRole("list", { name: "Passengers of the client" });
    await userEvent.click(within(participants).getByLabelText("Ms Ana Alves"));
    expect(screen.getByText("1 × €500.00 (10% off included)")).toBeInTheDocument();
    expect(screen.getByText("€500.00", { selector: "strong" })).toBeInTheDocument();
    await userEvent.click(within(participants).getByLabelText("Mr Ben Brown"));
    expect(screen.getByText("€1,000.00")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(pendingBooking), { timeout: 5000 });
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({
      clientId: CLIENT,
      packageId: lisbonPackage.id,
      tripId: null,
      participantIds: [ana.id, ben.id],
      travelDate: "2099-05-01",
      bookingDate: null,
      totalCents: null,
      currency: null,
      notes: null,
    });
  });

  it("shows 3 participants of a discounted package at the total the server stores", async () => {
    // €333.33 a person with its 15 % already in the price (SPEC §9): 3 × €333.33, not less 15 % again.
    const onSale = { ...lisbonPackage, priceCents: 33_333, discountPercent: 15, placesLeft: 5 };
    const cleo = {
      id: "9b2f4c1e-6d7a-4e8b-a1c3-5f0e2d4b6a8c",
      title: "Ms" as const,
      firstName: "Cleo",
      surname: "Costa",
    };
    mockApi((call) => {
      if (call.url.startsWith("/api/clients/")) return { body: { id: CLIENT, name: "Alpha Travellers" } };
      if (call.url.startsWith("/api/packages?")) return { body: { items: [onSale], total: 1 } };
      if (call.url.startsWith("/api/bookings/participant-options"))
        return { body: { items: [ana, ben, cleo] } };
      return { body: { items: [], total: 0 } };
    });
    renderWithClient(<NewBookingDialog open onOpenChange={() => {}} staff clientId={CLIENT} />);
    expect(await screen.findByText("Alpha Travellers", {}, { timeout: 5000 })).toBeInTheDocument();
    await choosePackage();
    const participants = await screen.findByRole("list", { name: "Passengers of the client" });
    for (const name of ["Ms Ana Alves", "Mr Ben Brown", "Ms Cleo Costa"]) {
      await userEvent.click(within(participants).getByLabelText(name));
    }
    expect(screen.getByText("3 × €333.33 (15% off included)")).toBeInTheDocument();
    const total = bookingTotalCents({ unitPriceCents: 33_333, participants: 3 });
    expect(total).toBe(99_999);
    expect(screen.getByText("€999.99", { selector: "strong" })).toBeInTheDocument();
  });

  it("starts the travel date of a package already on sale on the agency's today", async () => {
    // The agency's day is not the browser's: the first bookable day is the agency's today.
    const timeZone = zoneAwayFromBrowser();
    const onSale = { ...lisbonPackage, startDate: "2020-01-01" };
    const calls = mockApi((call) => {
      if (isMetaCall(call)) return metaAnswer(timeZone);
      if (call.url.startsWith("/api/clients/")) return { body: { id: CLIENT, name: "Alpha Travellers" } };
      if (call.url.startsWith("/api/packages?")) return { body: { items: [onSale], total: 1 } };
      return { body: { items: [], total: 0 } };
    });
    renderWithClient(<NewBookingDialog open onOpenChange={() => {}} staff clientId={CLIENT} />);
    expect(await screen.findByText("Alpha Travellers", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.some(isMetaCall)).toBe(true);
    await choosePackage();
    expect(screen.getByLabelText("Travel date")).toHaveValue(todayIn(timeZone));
  });

  it("says what is missing before sending anything", async () => {
    const calls = api();
    renderWithClient(<NewBookingDialog open onOpenChange={() => {}} staff />);
    await userEvent.click(await screen.findByRole("button", { name: "Create Booking" }));
    await waitFor(
      () =>
        expect(screen.getByRole("combobox", { name: "Client" })).toHaveAccessibleDescription(
          "Choose a client",
        ),
      { timeout: 5000 },
    );
    expect(screen.getByRole("combobox", { name: "Package" })).toHaveAccessibleDescription("Choose a package");
    expect(screen.getByText("Choose at least one participant")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("puts the server's capacity refusal by the participants, keeping the choice", async () => {
    const message = "Only 1 place is left on “Lisbon Lights”";
    api(() => ({
      status: 409,
      body: {
        error: { code: "CONFLICT", message, details: { issues: [{ path: "body.participantIds", message }] } },
      },
    }));
    renderWithClient(<NewBookingDialog open onOpenChange={() => {}} staff clientId={CLIENT} />);
    await screen.findByText("Alpha Travellers", {}, { timeout: 5000 });
    await choosePackage();
    const participants = await screen.findByRole("list", { name: "Passengers of the client" });
    await userEvent.click(within(participants).getByLabelText("Ms Ana Alves"));
    await userEvent.click(within(participants).getByLabelText("Mr Ben Brown"));
    await userEvent.click(screen.getByRole("button", { name: "Create Booking" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(participants).getByLabelText("Ms Ana Alves")).toBeChecked();
  });

  it("lets a client user request a package for their own client, without a client picker", async () => {
    const calls = api();
    renderWithClient(<NewBookingDialog open onOpenChange={() => {}} staff={false} />);
    expect(screen.getByRole("heading", { name: "Request a Booking" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Client" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Booking date")).not.toBeInTheDocument();
    await choosePackage();
    const participants = await screen.findByRole("list", { name: "Passengers of the client" });
    await userEvent.click(within(participants).getByLabelText("Ms Ana Alves"));
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true), { timeout: 5000 });
    expect(calls.find((c) => c.url.startsWith("/api/bookings/participant-options"))?.url).toBe(
      "/api/bookings/participant-options",
    );
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      clientId: null,
      participantIds: [ana.id],
    });
  });

  it("asks a client user for a travel date from the agency's today on, before sending", async () => {
    // The agency's day is not the browser's: the earliest day is the agency's today.
    const timeZone = zoneAwayFromBrowser();
    const today = todayIn(timeZone);
    const onSale = { ...lisbonPackage, startDate: "2020-01-01" };
    const calls = mockApi((call) => {
      if (isMetaCall(call)) return metaAnswer(timeZone);
      if (call.url.startsWith("/api/packages?")) return { body: { items: [onSale], total: 1 } };
      if (call.url.startsWith("/api/bookings/participant-options")) return { body: { items: [ana, ben] } };
      if (call.method === "POST" && call.url === "/api/bookings")
        return { status: 201, body: pendingBooking };
      return { body: { items: [], total: 0 } };
    });
    renderWithClient(<NewBookingDialog open onOpenChange={() => {}} staff={false} />);
    await waitFor(() => expect(calls.some(isMetaCall)).toBe(true));
    await choosePackage();
    const date = screen.getByLabelText("Travel date");
    await waitFor(() => expect(date).toHaveAttribute("min", today));
    const participants = await screen.findByRole("list", { name: "Passengers of the client" });
    await userEvent.click(within(participants).getByLabelText("Ms Ana Alves"));
    await userEvent.clear(date);
    await userEvent.type(date, addDays(today, -1));
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(new RegExp(TRAVEL_DATE_FROM_TODAY)), {
      timeout: 5000,
    });
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await userEvent.clear(date);
    await userEvent.type(date, today);
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true), { timeout: 5000 });
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ travelDate: today });
  });
});
