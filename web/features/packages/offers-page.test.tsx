import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import type { ApiCall } from "../../test/render-with-api";
import { OffersPage } from "./offers-page";
import { clientSession, lisbon, safari } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const grid = (call: ApiCall) =>
  call.url.startsWith("/api/packages?") ? { body: { items: [lisbon, safari], total: 30 } } : undefined;

const card = (title: string) => screen.getByRole("article", { name: title });

// A whole screen renders slowly on a busy machine: a wider limit than the default 5 s.
describe("OffersPage", { timeout: 20_000 }, () => {
  it("shows each offer as a card: price per person, the struck original, places left and badges", async () => {
    renderRoute("/offers", <OffersPage />, grid);
    await screen.findByRole("article", { name: "Lisbon Lights" });
    const lisbonCard = card("Lisbon Lights");
    expect(within(lisbonCard).getByRole("img", { name: "Lisbon Lights, Lisbon, Portugal" })).toHaveAttribute(
      "loading",
      "lazy",
    );
    expect(lisbonCard).toHaveTextContent("€899.00per person");
    expect(within(lisbonCard).getByText("€999.00", { selector: "s" })).toBeInTheDocument();
    expect(within(lisbonCard).getByText("-10%")).toBeInTheDocument();
    expect(within(lisbonCard).getByText("3 places left")).toBeInTheDocument();
    expect(within(lisbonCard).getByText("7 days", { exact: false })).toBeInTheDocument();
    for (const badge of ["City Break", "Featured", "Active"]) {
      expect(within(lisbonCard).getByText(badge)).toBeInTheDocument();
    }
    expect(within(lisbonCard).getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      `/offers/${lisbon.id}`,
    );
    expect(within(lisbonCard).getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/offers/${lisbon.id}?edit=true`,
    );

    const safariCard = card("Serengeti Safari");
    expect(safariCard).toHaveTextContent("$2,500.00per person");
    expect(within(safariCard).queryByText(/^-\d+%$/)).toBeNull();
    expect(safariCard.querySelector("s")).toBeNull();
    expect(within(safariCard).getByText("Sold out")).toBeInTheDocument();
    expect(within(safariCard).getByText("1 day", { exact: false })).toBeInTheDocument();
    expect(within(safariCard).getByText("Upcoming")).toBeInTheDocument();
    // A foreign price also in the base currency, the one the price sort compares; none beside a euro price.
    expect(safariCard).toHaveTextContent("About €2,300.00 at today's rate");
    expect(lisbonCard).not.toHaveTextContent("today's rate");

    expect(screen.getByText("Showing 2 of 30 offers")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
  });

  it("shows a foreign price in the base currency only once its currency has a rate", async () => {
    renderRoute("/offers", <OffersPage />, (call) =>
      call.url.startsWith("/api/packages?")
        ? { body: { items: [{ ...safari, basePriceCents: null }], total: 1 } }
        : undefined,
    );
    const safariCard = await screen.findByRole("article", { name: "Serengeti Safari" });
    expect(safariCard).toHaveTextContent("$2,500.00per person");
    expect(safariCard).not.toHaveTextContent("today's rate");
  });

  it("restores search, status, sort, direction and archived from the URL and asks the server for them", async () => {
    const { calls } = renderRoute(
      "/offers?search=lisbon&status=upcoming&sort=price&order=desc&archived=true&page=2",
      <OffersPage />,
      grid,
    );
    expect(await screen.findByRole("searchbox", { name: "Search offers" })).toHaveValue("lisbon");
    expect(screen.getByRole("combobox", { name: "Status filter" })).toHaveTextContent("Upcoming");
    expect(screen.getByRole("button", { name: "Sort: Price, descending" })).toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: "Archived" })).toBeChecked();
    await waitFor(() =>
      expect(lastQuery(calls, "/api/packages")).toEqual({
        page: "2",
        pageSize: "25",
        search: "lisbon",
        status: "upcoming",
        archived: "true",
        sort: "price",
        order: "desc",
      }),
    );
  });

  it("writes the status filter and the archived toggle into the URL", async () => {
    const { router, calls } = renderRoute("/offers?page=2", <OffersPage />, grid);
    await userEvent.click(await screen.findByRole("combobox", { name: "Status filter" }));
    await userEvent.click(await screen.findByRole("option", { name: "Expired" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=expired"));
    await userEvent.click(screen.getByRole("switch", { name: "Archived" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=expired&archived=true"));
    await waitFor(() => expect(lastQuery(calls, "/api/packages")).toMatchObject({ status: "expired" }));
  });

  it("sorts by the key chosen, and turns the direction round when the same key is chosen again", async () => {
    const { router } = renderRoute("/offers", <OffersPage />, grid);
    await userEvent.click(await screen.findByRole("button", { name: "Sort: Start Date, ascending" }));
    const menu = await screen.findByRole("menu");
    for (const key of ["Title", "Price", "Duration", "Start Date"]) {
      expect(within(menu).getByRole("menuitem", { name: new RegExp(`^${key}`) })).toBeInTheDocument();
    }
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Price" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=price"));
    await userEvent.click(screen.getByRole("button", { name: "Sort: Price, ascending" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Price (ascending)" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=price&order=desc"));
    expect(screen.getByRole("button", { name: "Sort: Price, descending" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sort: Price, descending" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Duration" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=duration"));
  });

  it("says when nothing matches, and offers a retry when the list fails", async () => {
    let fail = true;
    renderRoute("/offers", <OffersPage />, (call) =>
      call.url.startsWith("/api/packages?")
        ? fail
          ? { status: 500, body: { error: { code: "INTERNAL", message: "Database unavailable" } } }
          : { body: { items: [], total: 0 } }
        : undefined,
    );
    expect(await screen.findByText("Error fetching offers")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No offers found")).toBeInTheDocument();
  });

  it("asks before deleting; an offer with bookings is refused with the reason and can be archived", async () => {
    const message = "This offer has 2 bookings. Archive it instead.";
    const { calls } = renderRoute("/offers", <OffersPage />, (call) => {
      if (call.method === "DELETE") return { status: 409, body: { error: { code: "CONFLICT", message } } };
      if (call.method === "POST" && call.url.endsWith("/archive"))
        return { body: { ...lisbon, archivedAt: "2026-06-01T10:00:00.000Z" } };
      return grid(call);
    });
    await screen.findByRole("article", { name: "Lisbon Lights" });
    await userEvent.click(within(card("Lisbon Lights")).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Lisbon Lights?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    const refused = await screen.findByRole("alertdialog", { name: "Lisbon Lights cannot be deleted" });
    expect(within(refused).getByText(message)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe(`/api/packages/${lisbon.id}`);
    await userEvent.click(within(refused).getByRole("button", { name: "Archive" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.url).toBe(`/api/packages/${lisbon.id}/archive`),
    );
  });

  it("gives a client user the catalogue to read: no Add, Edit, Delete or archived view", async () => {
    const { calls } = renderRoute("/offers?archived=true", <OffersPage />, grid, undefined, clientSession);
    await screen.findByRole("article", { name: "Lisbon Lights" });
    const lisbonCard = card("Lisbon Lights");
    expect(within(lisbonCard).getByRole("link", { name: "View Details" })).toBeInTheDocument();
    expect(within(lisbonCard).queryByRole("link", { name: "Edit" })).toBeNull();
    expect(within(lisbonCard).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Offer" })).toBeNull();
    expect(screen.queryByRole("switch", { name: "Archived" })).toBeNull();
    // An archived link from staff still lists only what a client may see.
    await waitFor(() => expect(lastQuery(calls, "/api/packages")).not.toHaveProperty("archived"));
  });
});
