import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TripItinerary } from "#domain/trips/trip-itinerary.schema";
import { mockApi } from "../../test/render-with-api";
import { flightSegment, lisbon, TRIP_ID, traveller } from "./test/fixtures";
import { TripPrintPage } from "./trip-print-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const itinerary: TripItinerary = {
  trip: lisbon,
  segments: [
    { ...flightSegment, recordLocator: "ABC123" },
    {
      ...flightSegment,
      id: "9d4f5e6f-7081-4c92-8dae-1f2a3b4c5d6e",
      segmentType: "hotel",
      origin: "Lisbon",
      destination: null,
      airline: null,
      flightNumber: null,
      status: "confirmed",
      details: { name: "Memmo Alfama", confirmation: "H-778" },
    },
  ],
  passengers: [
    traveller,
    {
      ...traveller,
      id: "0e5f6a7b-8c9d-4ea3-9fb0-2a3b4c5d6e7f",
      title: "Mr",
      firstName: "Rui",
      passportNumber: "X9876543",
    },
  ],
  confirmedSsrs: [],
};

function renderPrint() {
  mockApi(() => ({ body: itinerary }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/trips/${TRIP_ID}/print`]}>
        <Routes>
          <Route path="/trips/:id/print" element={<TripPrintPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("TripPrintPage", () => {
  it("shows the booking reference under Reference and the status in its own column", async () => {
    renderPrint();
    const table = await screen.findByRole("table", { name: "Itinerary segments" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "When (local time)",
      "Type",
      "Route or place",
      "Details",
      "Status",
      "Reference",
    ]);
    const [, flight, hotel] = within(table).getAllByRole("row");
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells(flight).slice(4)).toEqual(["HK — confirmed", "ABC123"]);
    expect(cells(hotel).slice(4)).toEqual(["confirmed", "H-778"]);
  });

  it("lists each passenger as an item of their own", async () => {
    renderPrint();
    const list = await screen.findByRole("list", { name: "Itinerary passengers" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      "Mrs Ana AlmeidaPRTpassport ••••4567",
      "Mr Rui AlmeidaPRTpassport ••••6543",
    ]);
    // A list that lays its items out side by side would put two passengers on one printed line.
    expect(list.className).not.toMatch(/grid-cols/);
  });
});
