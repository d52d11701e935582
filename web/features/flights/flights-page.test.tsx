import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { format } from "date-fns";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { FlightsPage } from "./flights-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const today = () => format(new Date(), "yyyy-MM-dd");

// A whole screen renders slowly on a busy machine: a wider limit than the default 5 s.
describe("FlightsPage and its URL", { timeout: 20_000 }, () => {
  it("opens on upcoming flights: from = today, in the URL, and says so when there are none", async () => {
    const { router, calls } = renderRoute("/flights", <FlightsPage />);
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${today()}`));
    expect(screen.getByLabelText("Departing from")).toHaveValue(today());
    await waitFor(() => expect(lastQuery(calls, "/api/flights")).toMatchObject({ from: today() }));
    expect(await screen.findByText(/^No flights found departing on or after/)).toBeInTheDocument();
  });

  it("shows every flight once the date is cleared, and keeps it cleared in the URL", async () => {
    const { router, calls } = renderRoute("/flights", <FlightsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?from="));
    await waitFor(() =>
      expect(lastQuery(calls, "/api/flights")).toEqual({ page: "1", pageSize: "25", direction: "asc" }),
    );
    expect(await screen.findByText("No flights found")).toBeInTheDocument();
  });

  it("restores search, status, range, order and page from the URL", async () => {
    const { calls } = renderRoute(
      "/flights?search=LH400&status=HK&from=2026-03-01&to=2026-03-31&direction=desc&page=2",
      <FlightsPage />,
    );
    expect(await screen.findByRole("searchbox", { name: "Search flights" })).toHaveValue("LH400");
    expect(screen.getByLabelText("to")).toHaveValue("2026-03-31");
    await waitFor(() =>
      expect(lastQuery(calls, "/api/flights")).toEqual({
        page: "2",
        pageSize: "25",
        search: "LH400",
        status: "HK",
        from: "2026-03-01",
        to: "2026-03-31",
        direction: "desc",
      }),
    );
  });

  it("says next to “to” that it is before “from”, and does not ask the server", async () => {
    const { calls } = renderRoute("/flights?from=2026-05-01&to=2026-04-01", <FlightsPage />);
    const to = await screen.findByLabelText("to");
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(to).toHaveAccessibleDescription("The end date is before the start date");
    expect(screen.getByText(/No flights shown/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lastQuery(calls, "/api/flights")).toBeUndefined();
  });
});
