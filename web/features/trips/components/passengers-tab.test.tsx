import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { TRIP_ID, traveller } from "../test/fixtures";
import { PassengersTab } from "./passengers-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const candidate = {
  id: "9d4f5e6f-7081-4c92-8dae-1f2a3b4c5d6e",
  title: null,
  firstName: "Bruno",
  surname: "Brito",
  nationality: "PRT",
  passportNumber: "B7654321",
  documentExpiry: "2035-01-01",
  clientName: null,
};
const other = {
  ...candidate,
  id: "0e5f6a7b-8192-4da3-9ebf-2a3b4c5d6e7f",
  firstName: "Carla",
  surname: "Costa",
};

describe("PassengersTab", () => {
  it("lists the trip's passengers with a passport warning against the trip's end", async () => {
    mockApi(() => ({
      body: {
        items: [
          traveller,
          { ...traveller, id: candidate.id, firstName: "Bruno", documentExpiry: "2035-01-01" },
        ],
      },
    }));
    renderWithClient(<PassengersTab tripId={TRIP_ID} tripEndDate="2026-05-09" canEdit={false} />);
    const table = await screen.findByRole("table", { name: "Trip passengers" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    expect(within(table).getByText("Expires within 6 months of trip")).toBeInTheDocument();
    expect(within(table).getAllByText(/Expires (before|within)/)).toHaveLength(1);
    // Read-only for clients: no add, no remove.
    expect(screen.queryByRole("button", { name: "Add Passengers" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
  });

  it("says a passport already expired expired on its day, not that it expires (#31)", async () => {
    mockApi(() => ({
      body: {
        items: [
          { ...traveller, documentExpiry: "2001-01-01" },
          { ...traveller, id: candidate.id, firstName: "Bruno", documentExpiry: "2035-01-01" },
        ],
      },
    }));
    renderWithClient(<PassengersTab tripId={TRIP_ID} tripEndDate="2001-03-01" canEdit={false} />);
    const table = await screen.findByRole("table", { name: "Trip passengers" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    expect(within(table).getByText("Expired on 1 Jan 2001")).toBeInTheDocument();
    expect(within(table).getByText("Expires on 1 Jan 2035")).toBeInTheDocument();
    const badge = within(table).getByText("Expired");
    expect(badge).toHaveAttribute("title", "Expired on 1 Jan 2001, before the trip ends");
    expect(within(table).queryByText(/Expires (before|2001)/)).not.toBeInTheDocument();
  });

  it("says when nobody is on the trip", async () => {
    mockApi(() => ({ body: { items: [] } }));
    renderWithClient(<PassengersTab tripId={TRIP_ID} tripEndDate="2026-05-09" canEdit />);
    expect(await screen.findByText("No passengers on this trip yet")).toBeInTheDocument();
  });

  it("adds several passengers chosen from a search, in one request", async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === "POST") return { body: { added: 2, items: [] } };
      if (url.includes("passenger-candidates")) return { body: { items: [candidate, other] } };
      return { body: { items: [] } };
    });
    renderWithClient(<PassengersTab tripId={TRIP_ID} tripEndDate="2026-05-09" canEdit />);
    await userEvent.click(screen.getByRole("button", { name: "Add Passengers" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Passengers" });
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Search passengers to add" }), "br");
    await waitFor(() => expect(calls.some((c) => c.url.includes("search=br"))).toBe(true));
    const list = await within(dialog).findByRole("list", { name: "Passengers to add" });
    await userEvent.click(within(list).getByLabelText(/Bruno Brito/));
    await userEvent.click(within(list).getByLabelText(/Carla Costa/));
    expect(within(dialog).getByRole("list", { name: "Chosen passengers" })).toHaveTextContent("Bruno Brito");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add 2 Passengers" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")).toBeDefined());
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe(`/api/trips/${TRIP_ID}/passengers`);
    expect(post.body).toEqual({ passengerIds: [candidate.id, other.id] });
  });
});
