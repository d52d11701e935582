import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Map as MapIcon, UsersRound } from "lucide-react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchResponse } from "#domain/search/search.schema";
import { type ApiCall, mockApi } from "../../../test/render-with-api";
import { type PaletteScreen, SearchPalette } from "./search-palette";

const screens: PaletteScreen[] = [
  { label: "Passengers", to: "/passengers", icon: UsersRound },
  { label: "Trips", to: "/trips", icon: MapIcon },
];

const P1 = "0f8fad5b-d9cb-469f-a165-70867728950e";
const P2 = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const T1 = "16fd2706-8baf-433b-82eb-8c7fada847da";

const found: SearchResponse = {
  query: "Mü",
  groups: [
    {
      kind: "passengers",
      total: 37,
      capped: false,
      items: [
        {
          kind: "passengers",
          id: P1,
          title: "Mrs Anna Müller",
          subtitle: "Passport C01X00T47 · Alpha Travellers",
          link: `/passengers?search=Anna+M%C3%BCller&selected=${P1}`,
        },
        {
          kind: "passengers",
          id: P2,
          title: "Mr Jan Müller",
          subtitle: "Passport X1",
          link: `/passengers?selected=${P2}`,
        },
      ],
    },
    {
      kind: "trips",
      total: 1,
      capped: false,
      items: [
        { kind: "trips", id: T1, title: "Munich Oktoberfest", subtitle: "Alpha", link: `/trips/${T1}` },
      ],
    },
  ],
};

const searchCalls = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.url.startsWith("/api/search"))
    .map((c) => new URL(c.url, "http://x").searchParams.get("q"));

function renderPalette(
  answer: (call: ApiCall) => { status?: number; body?: unknown } = () => ({ body: found }),
) {
  const calls = mockApi(answer);
  const onOpenChange = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: <SearchPalette open onOpenChange={onOpenChange} userId="u1" screens={screens} />,
      },
    ],
    { initialEntries: ["/"] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole("combobox");
  return { calls, router, onOpenChange, input, user: userEvent.setup() };
}

const selected = () => screen.getAllByRole("option").find((o) => o.getAttribute("aria-selected") === "true");

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SearchPalette", () => {
  it("is a labelled dialog around a combobox and its listbox", () => {
    renderPalette();
    const dialog = screen.getByRole("dialog", { name: "Search" });
    expect(within(dialog).getByRole("combobox")).toHaveAttribute("aria-controls");
    expect(within(dialog).getByRole("listbox")).toBeInTheDocument();
  });

  it("asks the server once typing pauses and groups the records by kind", async () => {
    const { calls, input, user } = renderPalette();
    await user.type(input, "Mü");
    expect(await screen.findByRole("option", { name: /Mrs Anna Müller/ })).toBeInTheDocument();
    expect(searchCalls(calls)).toEqual(["Mü"]);
    const passengers = screen.getByRole("group", { name: /^Passengers\s*, 2 of 37$/ });
    expect(within(passengers).getAllByRole("option")).toHaveLength(2);
    expect(screen.getByRole("group", { name: /^Trips\s*, 1$/ })).toHaveTextContent("Munich Oktoberfest");
  });

  it("says it is searching until the answer comes", async () => {
    const { input, user } = renderPalette();
    await user.type(input, "Lis");
    expect(screen.getByText("Searching...")).toBeInTheDocument();
    expect(await screen.findByRole("option", { name: /Munich Oktoberfest/ })).toBeInTheDocument();
    expect(screen.queryByText("Searching...")).not.toBeInTheDocument();
  });

  it("moves with the arrows and opens the chosen record with Enter, remembering the text", async () => {
    const { router, onOpenChange, input, user } = renderPalette();
    await user.type(input, "Mü");
    await screen.findByRole("option", { name: /Mrs Anna Müller/ });
    await waitFor(() => expect(selected()).toHaveTextContent("Mrs Anna Müller"));
    await user.keyboard("{ArrowDown}");
    expect(selected()).toHaveTextContent("Mr Jan Müller");
    await user.keyboard("{ArrowDown}");
    expect(selected()).toHaveTextContent("Munich Oktoberfest");
    await user.keyboard("{ArrowUp}");
    expect(selected()).toHaveTextContent("Mr Jan Müller");
    await user.keyboard("{Enter}");
    expect(router.state.location.pathname).toBe("/passengers");
    expect(router.state.location.search).toBe(`?selected=${P2}`);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(JSON.parse(localStorage.getItem("itinera:recent-searches:u1") ?? "[]")).toEqual(["Mü"]);
  });

  it("highlights the first result of the new text once it arrives, never one of the text before", async () => {
    const trips = { query: "Kyoto", groups: [found.groups[1]!] };
    const { router, input, user } = renderPalette((call) => ({
      body: call.url.includes("Kyoto") ? trips : found,
    }));
    await user.type(input, "Mü");
    await screen.findByRole("option", { name: /Mrs Anna Müller/ });
    await user.keyboard("{ArrowDown}");
    await user.clear(input);
    await user.type(input, "Kyoto");
    expect(screen.queryByRole("option", { name: /Müller/ })).not.toBeInTheDocument();
    await screen.findByRole("option", { name: /Munich Oktoberfest/ });
    expect(selected()).toHaveTextContent("Munich Oktoberfest");
    await user.keyboard("{Enter}");
    expect(router.state.location.pathname).toBe(`/trips/${T1}`);
  });

  it("closes on Escape", async () => {
    const { onOpenChange, user } = renderPalette();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("finds screens by name, opened without remembering the text", async () => {
    const { router, calls, input, user } = renderPalette(() => ({ body: { query: "tri", groups: [] } }));
    await user.type(input, "tri");
    const trips = await screen.findByRole("option", { name: "Trips" });
    expect(within(screen.getByRole("group", { name: "Screens" })).getAllByRole("option")).toEqual([trips]);
    await waitFor(() => expect(searchCalls(calls)).toEqual(["tri"]));
    await user.keyboard("{Enter}");
    expect(router.state.location.pathname).toBe("/trips");
    expect(localStorage.getItem("itinera:recent-searches:u1")).toBeNull();
  });

  it("asks nothing for one character, and says why", async () => {
    const { calls, input, user } = renderPalette();
    await user.type(input, "M");
    expect(screen.getByText("Type at least 2 characters to search records")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searchCalls(calls)).toEqual([]);
  });

  it("says how many records it found, in the singular for one (#31)", async () => {
    const invoice = "5b1f8c2e-0d3a-4c6e-9f7a-1b2c3d4e5f60";
    const one: SearchResponse = {
      query: "0113",
      groups: [
        {
          kind: "invoices",
          total: 1,
          capped: false,
          items: [
            {
              kind: "invoices",
              id: invoice,
              title: "INV-202611-0113",
              subtitle: "Alpha Travellers · Unpaid",
              link: `/invoices/${invoice}`,
            },
          ],
        },
      ],
    };
    const { input, user } = renderPalette((call) => ({
      body: new URL(call.url, "http://x").searchParams.get("q") === "0113" ? one : found,
    }));
    await user.type(input, "0113");
    await screen.findByRole("option", { name: /INV-202611-0113/ });
    expect(await screen.findByText("1 record found")).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "Mü");
    // Every match counts, not only the few shown: 37 passengers and a trip.
    expect(await screen.findByText("38 records found")).toBeInTheDocument();
  });

  it("says when nothing matches", async () => {
    const { input, user } = renderPalette(() => ({ body: { query: "zzq", groups: [] } }));
    await user.type(input, "zzq");
    expect(await screen.findByText("No results")).toBeInTheDocument();
  });

  it("shows a failure in place and tries again", async () => {
    let fail = true;
    const { calls, input, user } = renderPalette(() =>
      fail
        ? { status: 503, body: { error: { code: "UNAVAILABLE", message: "The database is busy" } } }
        : { body: found },
    );
    await user.type(input, "Mü");
    expect(await screen.findByRole("alert")).toHaveTextContent("Search failed: The database is busy");
    fail = false;
    await user.click(screen.getByRole("option", { name: "Try again" }));
    expect(await screen.findByRole("option", { name: /Mrs Anna Müller/ })).toBeInTheDocument();
    expect(searchCalls(calls)).toEqual(["Mü", "Mü"]);
  });
});

describe("recent searches", () => {
  it("are offered while the box is empty; one chosen searches again", async () => {
    localStorage.setItem("itinera:recent-searches:u1", JSON.stringify(["LH 400", "Mü"]));
    const { calls, input, user } = renderPalette();
    const recent = screen.getByRole("group", { name: "Recent searches" });
    expect(
      within(recent)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["LH 400", "Mü", "Clear recent searches"]);
    await user.click(within(recent).getByRole("option", { name: "Mü" }));
    expect(input).toHaveValue("Mü");
    expect(await screen.findByRole("option", { name: /Mrs Anna Müller/ })).toBeInTheDocument();
    expect(searchCalls(calls)).toEqual(["Mü"]);
    expect(screen.queryByRole("group", { name: "Recent searches" })).not.toBeInTheDocument();
  });

  it("are another user's own", () => {
    localStorage.setItem("itinera:recent-searches:someone-else", JSON.stringify(["Secret"]));
    renderPalette();
    expect(screen.queryByRole("group", { name: "Recent searches" })).not.toBeInTheDocument();
  });

  it("can be cleared", async () => {
    localStorage.setItem("itinera:recent-searches:u1", JSON.stringify(["LH 400"]));
    const { user } = renderPalette();
    await user.click(screen.getByRole("option", { name: "Clear recent searches" }));
    expect(screen.queryByRole("group", { name: "Recent searches" })).not.toBeInTheDocument();
    expect(localStorage.getItem("itinera:recent-searches:u1")).toBeNull();
  });
});
