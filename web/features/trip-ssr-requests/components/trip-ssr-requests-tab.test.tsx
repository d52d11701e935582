import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TripSsrRequest } from "#domain/trip-ssr-requests/trip-ssr-request.schema";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { anna, TRIP } from "../test/fixtures";
import { TripSsrRequestsTab } from "./trip-ssr-requests-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flight = {
  id: "2f8fad5b-d9cb-469f-a165-70867728950e",
  segmentType: "flight" as const,
  origin: "FRA",
  destination: "JFK",
  departureLocal: "2026-05-01T10:05",
  airline: "LH",
  flightNumber: "400",
};
const request = (
  code: string,
  status: TripSsrRequest["status"],
  segment: typeof flight | null,
): TripSsrRequest => ({
  id: `${code === "WCHR" ? "3" : "4"}f8fad5b-d9cb-469f-a165-70867728950e`,
  tripId: TRIP,
  passenger: anna,
  ssrId: null,
  code,
  description: `${code} description`,
  segment,
  status,
  notes: code === "WCHR" ? "Own chair" : null,
  priceCents: code === "WCHR" ? 0 : 7000,
  currency: "USD",
  createdAt: "2026-03-28T10:00:00.000Z",
  version: 1,
  updatedAt: "2026-03-28T10:00:00.000Z",
});
const xbag = {
  id: "5f8fad5b-d9cb-469f-a165-70867728950e",
  code: "XBAG",
  description: "Excess baggage",
  defaultPriceCents: 6000,
  currency: "USD",
  gdsFormatAmadeus: null,
  gdsFormatGalileo: null,
  isChargeable: true,
  documentationRequired: false,
  airlineRulesUrl: null,
  updatedAt: "2026-03-28T10:00:00.000Z",
  pricing: [{ airlineCode: "LH", priceCents: 7000 }],
};

function api() {
  return mockApi(({ method, url }) => {
    if (url.endsWith("/options")) return { body: { passengers: [anna], segments: [flight] } };
    if (url.startsWith("/api/ssr")) return { body: { items: [xbag], total: 1 } };
    if (method === "GET") {
      return {
        body: { items: [request("WCHR", "confirmed", null), request("XBAG", "requested", flight)], total: 2 },
      };
    }
    return { status: 201, body: request("XBAG", "requested", flight) };
  });
}

describe("TripSsrRequestsTab", () => {
  it("shows code, passenger, description, segment, notes, status and price, read-only for clients", async () => {
    api();
    renderWithClient(<TripSsrRequestsTab tripId={TRIP} canEdit={false} />);
    const table = await screen.findByRole("table", { name: "SSR requests" });
    await within(table).findByText("WCHR");
    const [, wchr, bag] = within(table).getAllByRole("row");
    expect(wchr).toHaveTextContent(/WCHRMrs Anna MüllerWCHR descriptionWhole tripOwn chairConfirmed\$0\.00/);
    expect(bag).toHaveTextContent("LH 400 FRA → JFK, 1 May 2026 10:05");
    expect(within(bag!).getByText("Requested")).toHaveAttribute("data-slot", "badge");
    expect(screen.queryByRole("button", { name: "Add SSR request" })).not.toBeInTheDocument();
  });

  it("adds a request for a passenger and segment, at the airline's price", async () => {
    const calls = api();
    renderWithClient(<TripSsrRequestsTab tripId={TRIP} canEdit />);
    await userEvent.click(await screen.findByRole("button", { name: "Add SSR request" }));
    const dialog = await screen.findByRole("dialog", { name: "Add SSR request" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add request" }));
    expect(within(dialog).getByText("Choose a passenger of the trip")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose an SSR code from the catalogue")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("combobox", { name: /Passenger/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Mrs Anna Müller" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: /XBAG/ }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Segment/ }));
    await userEvent.click(await screen.findByRole("option", { name: /LH 400/ }));
    expect(within(dialog).getByTestId("ssr-request-price")).toHaveTextContent("$70.00 (LH price)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add request" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        passengerId: anna.id,
        ssrId: xbag.id,
        segmentId: flight.id,
        notes: null,
      }),
    );
    // Many Radix interactions in jsdom: slow on a busy machine.
  }, 20_000);
});
