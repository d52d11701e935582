import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { flightListQuerySchema } from "#domain/flights/flight.schema";
import { passengerListQuerySchema } from "#domain/passengers/passenger.schema";
import type { ListParamsConfig } from "./list-params";
import { SEARCH_DELAY_MS, useListParams } from "./use-list-params";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const passengers: ListParamsConfig<typeof passengerListQuerySchema, "search" | "sort" | "direction"> = {
  schema: passengerListQuerySchema,
  fields: ["search", "sort", "direction"],
};
const flights: ListParamsConfig<typeof flightListQuerySchema, "from" | "to"> = {
  schema: flightListQuerySchema,
  fields: ["from", "to"],
  defaults: () => ({ from: "2026-11-25" }),
  pinned: ["from"],
};

function Probe({
  config,
}: {
  config: ListParamsConfig<typeof passengerListQuerySchema, "search" | "sort" | "direction">;
}) {
  const list = useListParams(config);
  const location = useLocation();
  return (
    <>
      <input
        aria-label="Search"
        value={list.searchText}
        onChange={(e) => list.setSearchText(e.target.value)}
      />
      <button type="button" onClick={() => list.update({ sort: "expiry", direction: "desc" })}>
        Sort by expiry
      </button>
      <button type="button" onClick={() => list.setPage(list.state.page + 1)}>
        Next
      </button>
      <button
        type="button"
        onClick={() => {
          list.setSearchText("");
          list.update({ search: undefined });
        }}
      >
        Clear
      </button>
      <output aria-label="state">{JSON.stringify(list.state)}</output>
      <output aria-label="url">{location.search}</output>
    </>
  );
}

function FlightsProbe() {
  const list = useListParams(flights);
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => list.update({ from: undefined })}>
        Clear from
      </button>
      <output aria-label="state">{JSON.stringify(list.state)}</output>
      <output aria-label="url">{location.search}</output>
    </>
  );
}

function renderAt(url: string, element = <Probe config={passengers} />) {
  const router = createMemoryRouter([{ path: "/list", element }], { initialEntries: [url] });
  // The agency's zone (for defaults such as Flights' today) comes from /api/meta through the query cache.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const state = () => JSON.parse(screen.getByRole("status", { name: "state" }).textContent ?? "{}");
const url = () => screen.getByRole("status", { name: "url" }).textContent;

describe("useListParams", () => {
  it("reads the list state from the URL, bad values as their defaults", () => {
    renderAt("/list?page=3&pageSize=9999&search=smith&sort=bogus&direction=desc");
    expect(state()).toEqual({ page: 3, pageSize: 25, search: "smith", sort: "name", direction: "desc" });
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveValue("smith");
  });

  it("writes a sort into the URL and starts again from page 1", async () => {
    renderAt("/list?page=3&search=smith");
    await userEvent.click(screen.getByRole("button", { name: "Sort by expiry" }));
    expect(url()).toBe("?search=smith&sort=expiry&direction=desc");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(state()).toMatchObject({ page: 2, sort: "expiry" });
  });

  it("puts typed search text into the URL once typing settles, on page 1", async () => {
    vi.useFakeTimers();
    renderAt("/list?page=4");
    const box = screen.getByRole("textbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "  ad" } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1));
    fireEvent.change(box, { target: { value: "  adams " } });
    // Nothing is written while typing goes on.
    expect(url()).toBe("?page=4");
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(url()).toBe("?search=adams");
    expect(state()).toMatchObject({ page: 1, search: "adams" });
  });

  it("shows a search that arrives by the URL (a link, Back) in the box", async () => {
    vi.useFakeTimers();
    const router = renderAt("/list?search=old");
    await act(() => router.navigate("/list?search=new"));
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveValue("new");
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(url()).toBe("?search=new");
    await act(() => router.navigate("/list"));
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveValue("");
    // And the old text is not written back once the debounce settles.
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(url()).toBe("");
  });

  it("after writing a search itself, still takes the same search from a later link", async () => {
    vi.useFakeTimers();
    const router = renderAt("/list");
    const box = screen.getByRole("textbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "ab" } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(url()).toBe("?search=ab");
    await act(() => router.navigate("/list"));
    expect(box).toHaveValue("");
    await act(() => router.navigate("/list?search=ab"));
    expect(box).toHaveValue("ab");
  });

  it("writes the same search again when it is typed back right after a clear", async () => {
    vi.useFakeTimers();
    renderAt("/list");
    const box = screen.getByRole("textbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "U2 8123A" } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(url()).toBe("?search=U2+8123A");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(url()).toBe("");
    // Typed again before the debounce of the cleared box has settled.
    fireEvent.change(box, { target: { value: "U2 8123A" } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(url()).toBe("?search=U2+8123A");
  });

  it("writes a pinned default into a URL that lacks it, and keeps it cleared when cleared", async () => {
    renderAt("/list", <FlightsProbe />);
    await waitFor(() => expect(url()).toBe("?from=2026-11-25"));
    await userEvent.click(screen.getByRole("button", { name: "Clear from" }));
    expect(url()).toBe("?from=");
    expect(state().from).toBeUndefined();
  });
});
