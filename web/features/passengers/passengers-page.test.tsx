import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { PassengersPage } from "./passengers-page";
import { anna } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A whole screen renders slowly on a busy machine: a wider limit than the default 5 s.
describe("PassengersPage and its URL", { timeout: 20_000 }, () => {
  it("restores search, page, page size and sort from the URL and asks the server for exactly that", async () => {
    const { calls } = renderRoute(
      "/passengers?search=adams&page=2&pageSize=50&sort=expiry&direction=desc",
      <PassengersPage />,
      (call) => (call.url.startsWith("/api/passengers?") ? { body: { items: [], total: 120 } } : undefined),
    );
    expect(await screen.findByRole("searchbox", { name: "Search passengers" })).toHaveValue("adams");
    await waitFor(() =>
      expect(lastQuery(calls, "/api/passengers")).toEqual({
        page: "2",
        pageSize: "50",
        search: "adams",
        sort: "expiry",
        direction: "desc",
      }),
    );
    const table = screen.getByRole("table", { name: "Passengers" });
    expect(within(table).getByRole("columnheader", { name: /Passport/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    expect(screen.getByRole("combobox", { name: "Rows per page" })).toHaveTextContent("50");
  });

  it("a new sort goes into the URL and back to page 1", async () => {
    const { router, calls } = renderRoute("/passengers?page=3&selected=p1", <PassengersPage />, (call) =>
      call.url.startsWith("/api/passengers/p1") ? { status: 404 } : { body: { items: [anna], total: 100 } },
    );
    await userEvent.click(await screen.findByRole("button", { name: /^Nationality/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?selected=p1&sort=nationality"));
    await waitFor(() =>
      expect(lastQuery(calls, "/api/passengers")).toMatchObject({ page: "1", sort: "nationality" }),
    );
  });

  it("falls back to the defaults for values it cannot use", async () => {
    const { calls } = renderRoute("/passengers?page=abc&pageSize=9999&sort=password", <PassengersPage />);
    await waitFor(() =>
      expect(lastQuery(calls, "/api/passengers")).toEqual({
        page: "1",
        pageSize: "25",
        sort: "name",
        direction: "asc",
      }),
    );
    expect(await screen.findByText("No passengers found")).toBeInTheDocument();
  });
});
