import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { ClientsPage } from "./clients-page";
import { acme, acmeItem } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (total: number) => (call: { url: string }) =>
  call.url.startsWith("/api/clients?") ? { body: { items: [acmeItem], total } } : undefined;

// A whole screen renders slowly on a busy machine: a wider limit than the default 5 s.
describe("ClientsPage and its URL", { timeout: 20_000 }, () => {
  it("restores search, kind, sort, order, archived and page from the URL", async () => {
    const { calls } = renderRoute(
      "/clients?search=acme&kind=company&sort=totalSpent&order=desc&archived=true&page=2",
      <ClientsPage />,
      page(60),
    );
    expect(await screen.findByRole("searchbox", { name: "Search clients" })).toHaveValue("acme");
    expect(screen.getByRole("combobox", { name: "Kind filter" })).toHaveTextContent("Company");
    expect(screen.getByRole("combobox", { name: "Archived filter" })).toHaveTextContent("Archived clients");
    await waitFor(() =>
      expect(lastQuery(calls, "/api/clients")).toEqual({
        page: "2",
        pageSize: "25",
        search: "acme",
        kind: "company",
        sort: "totalSpent",
        order: "desc",
        archived: "true",
      }),
    );
    const table = screen.getByRole("table", { name: "Clients" });
    expect(within(table).getByRole("columnheader", { name: /Total spent/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    expect(screen.getByText("Showing 26–50 of 60")).toBeInTheDocument();
    // Several currencies: each shown, never added up.
    const row = within(table).getByRole("row", { name: /Acme Travel GmbH/ });
    expect(row).toHaveTextContent("€1,250.00");
    expect(row).toHaveTextContent("$99.50");
  });

  it("falls back to the defaults for values it cannot use", async () => {
    const { calls } = renderRoute("/clients?kind=robot&sort=spent&order=up&archived=maybe", <ClientsPage />);
    await waitFor(() =>
      expect(lastQuery(calls, "/api/clients")).toEqual({
        page: "1",
        pageSize: "25",
        sort: "name",
        order: "asc",
      }),
    );
    expect(await screen.findByText("No clients found")).toBeInTheDocument();
  });

  it("a sort goes into the URL, figures biggest first, and back to page 1", async () => {
    const { router } = renderRoute("/clients?page=3", <ClientsPage />, page(100));
    await userEvent.click(await screen.findByRole("button", { name: /Bookings/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=bookingsCount&order=desc"));
    await userEvent.click(screen.getByRole("button", { name: /Bookings/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=bookingsCount"));
  });

  it("says so when the list cannot be fetched", async () => {
    renderRoute("/clients", <ClientsPage />, (call) =>
      call.url.startsWith("/api/clients?")
        ? { status: 500, body: { error: { code: "INTERNAL", message: "Database unavailable" } } }
        : undefined,
    );
    expect(await screen.findByText("Error fetching clients")).toBeInTheDocument();
  });

  it("asks before deleting, and shows the server's reason when the client cannot go", async () => {
    const { calls } = renderRoute("/clients", <ClientsPage />, (call) => {
      if (call.method === "DELETE")
        return {
          status: 409,
          body: {
            error: {
              code: "CONFLICT",
              message:
                "This client still has 3 trips and 2 bookings: a client with records cannot be deleted. Archive the client instead.",
            },
          },
        };
      if (call.url === `/api/clients/${acme.id}`) return { body: acme };
      return page(1)(call);
    });
    await userEvent.click(await screen.findByRole("button", { name: "Actions for Acme Travel GmbH" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete…" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Acme Travel GmbH?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "DELETE")?.url).toBe(`/api/clients/${acme.id}`),
    );
    expect(await within(confirm).findByRole("alert")).toHaveTextContent("still has 3 trips and 2 bookings");
  });
});
