import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { InvoicesPage } from "./invoices-page";
import { invoicePage } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (call: { url: string }) =>
  call.url.startsWith("/api/invoices?") ? { body: invoicePage } : undefined;

describe("InvoicesPage", { timeout: 20_000 }, () => {
  it("restores search, filters, sort and page from the URL and asks the server for exactly that", async () => {
    const { calls } = renderRoute(
      "/invoices?search=INV-2026&status=overdue&currency=GBP&dueFrom=2026-01-01&dueTo=2026-12-31&sort=amount&order=asc&page=2",
      <InvoicesPage />,
      answer,
    );
    expect(await screen.findByRole("searchbox", { name: "Search invoices" }, { timeout: 5000 })).toHaveValue(
      "INV-2026",
    );
    expect(screen.getByRole("combobox", { name: "Status filter" })).toHaveTextContent("Overdue");
    expect(screen.getByRole("combobox", { name: "Currency filter" })).toHaveTextContent("GBP");
    expect(screen.getByLabelText("Due from")).toHaveValue("2026-01-01");
    await waitFor(
      () =>
        expect(lastQuery(calls, "/api/invoices")).toEqual({
          page: "2",
          pageSize: "25",
          search: "INV-2026",
          status: "overdue",
          currency: "GBP",
          dueFrom: "2026-01-01",
          dueTo: "2026-12-31",
          sort: "amount",
          order: "asc",
        }),
      { timeout: 5000 },
    );
    const table = screen.getByRole("table", { name: "Invoices" });
    expect(within(table).getByRole("columnheader", { name: /Amount/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    expect(screen.getByRole("table", { name: "Totals of the listed invoices" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New Invoice" })).toBeInTheDocument();
  });

  it("writes a filter into the URL and starts again at page 1", async () => {
    const { router } = renderRoute("/invoices?page=3", <InvoicesPage />, answer);
    await userEvent.click(await screen.findByRole("combobox", { name: "Status filter" }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole("option", { name: "Unpaid" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=unpaid"));
  });

  it("shows a client user their invoices without New Invoice or the client filter", async () => {
    renderRoute("/invoices", <InvoicesPage />, answer, undefined, {
      user: { id: "u2", email: "chris@itinera.local", name: "Chris Client", role: "client" },
    });
    expect(await screen.findByRole("heading", { name: "Invoices" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("Your invoices.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New Invoice" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Client filter" })).toBeNull();
    expect(await screen.findByRole("link", { name: "INV-202611-0007" })).toBeInTheDocument();
  });

  it("says 'No invoices found' for an empty list", async () => {
    renderRoute("/invoices", <InvoicesPage />, (call) =>
      call.url.startsWith("/api/invoices?")
        ? { body: { ...invoicePage, items: [], total: 0, totals: [] } }
        : undefined,
    );
    expect(await screen.findByText("No invoices found", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
