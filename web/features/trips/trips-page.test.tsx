import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { lisbon } from "./test/fixtures";
import { TripsPage } from "./trips-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (total: number) => (call: { url: string }) =>
  call.url.startsWith("/api/trips?") ? { body: { items: [lisbon], total } } : undefined;

// A whole screen renders slowly on a busy machine: a wider limit than the default 5 s.
describe("TripsPage and its URL", { timeout: 20_000 }, () => {
  it("restores search, status, order and page from the URL", async () => {
    const { calls } = renderRoute(
      "/trips?search=lisbon&status=confirmed&direction=asc&page=2",
      <TripsPage />,
      page(60),
    );
    expect(await screen.findByRole("searchbox", { name: "Search trips" })).toHaveValue("lisbon");
    expect(screen.getByRole("combobox", { name: "Status filter" })).toHaveTextContent("Confirmed");
    await waitFor(() =>
      expect(lastQuery(calls, "/api/trips")).toEqual({
        page: "2",
        pageSize: "25",
        search: "lisbon",
        status: "confirmed",
        sort: "startDate",
        direction: "asc",
      }),
    );
    const dates = within(screen.getByRole("table", { name: "Trips" })).getByRole("columnheader", {
      name: /Dates/,
    });
    expect(dates).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByText("Showing 26–50 of 60")).toBeInTheDocument();
  });

  it("ignores a status or client it does not know", async () => {
    const { calls } = renderRoute("/trips?status=lost&clientId=42", <TripsPage />, page(1));
    await waitFor(() =>
      expect(lastQuery(calls, "/api/trips")).toEqual({
        page: "1",
        pageSize: "25",
        sort: "startDate",
        direction: "desc",
      }),
    );
  });

  it("moves to the next page through the URL and back to page 1 on a new order", async () => {
    const { router } = renderRoute("/trips", <TripsPage />, page(60));
    await userEvent.click(await screen.findByRole("button", { name: "Next page" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await userEvent.click(screen.getByRole("button", { name: /Dates/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?direction=asc"));
  });
});
