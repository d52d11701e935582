import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { SupportPage } from "./support-page";
import { loginSummary } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (total: number) => (call: { url: string }) =>
  call.url.startsWith("/api/support-tickets?") ? { body: { items: [loginSummary], total } } : undefined;

// A whole screen renders slowly on a busy machine: a wider limit than the default 5 s.
describe("SupportPage", { timeout: 20_000 }, () => {
  it("shows Title, Type in words, Status and Created, with a link to the ticket", async () => {
    renderRoute("/support", <SupportPage />, page(1));
    const table = await screen.findByRole("table", { name: "Support tickets" });
    const link = await within(table).findByRole("link", { name: loginSummary.title });
    expect(link).toHaveAttribute("href", `/support/${loginSummary.id}`);
    expect(within(table).getByText("Login problem")).toBeInTheDocument();
    expect(within(table).getByText("Pending")).toBeInTheDocument();
    expect(within(table).getByText("1 May 2026")).toBeInTheDocument();
  });

  it("says 'No tickets found' when there are none", async () => {
    renderRoute("/support", <SupportPage />);
    expect(await screen.findByText("No tickets found")).toBeInTheDocument();
  });

  it("restores search, filters, order and page from the URL and ignores unknown values", async () => {
    const { calls } = renderRoute(
      "/support?search=login&status=open&type=payment_issue&direction=asc&page=2",
      <SupportPage />,
      page(60),
    );
    expect(await screen.findByRole("searchbox", { name: "Search tickets" })).toHaveValue("login");
    expect(screen.getByRole("combobox", { name: "Status filter" })).toHaveTextContent("Open");
    expect(screen.getByRole("combobox", { name: "Type filter" })).toHaveTextContent("Payment issue");
    await waitFor(() =>
      expect(lastQuery(calls, "/api/support-tickets")).toEqual({
        page: "2",
        pageSize: "25",
        search: "login",
        status: "open",
        type: "payment_issue",
        sort: "createdAt",
        direction: "asc",
      }),
    );
    cleanup();
    const second = renderRoute("/support?status=closed&type=complaint", <SupportPage />, page(1));
    await waitFor(() =>
      expect(lastQuery(second.calls, "/api/support-tickets")).toEqual({
        page: "1",
        pageSize: "25",
        sort: "createdAt",
        direction: "desc",
      }),
    );
  });

  it("filters by status through the URL", async () => {
    const { router } = renderRoute("/support", <SupportPage />, page(1));
    await userEvent.click(await screen.findByRole("combobox", { name: "Status filter" }));
    await userEvent.click(await screen.findByRole("option", { name: "Resolved" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=resolved"));
  });

  it("shows 'Error fetching tickets' when the list fails", async () => {
    renderRoute("/support", <SupportPage />, (call) =>
      call.url.startsWith("/api/support-tickets") ? { status: 500, body: {} } : undefined,
    );
    expect((await screen.findAllByText("Error fetching tickets")).length).toBeGreaterThan(0);
  });
});
