import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { answerNullTo } from "../../test/render-with-api";
import { NOT_LINKED_REASON } from "../client-home/api/get-own-client";
import { RequestsPage } from "./requests-page";
import { agentId, clientSession, dateChange } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (total: number) => (call: { url: string }) => {
  if (call.url.startsWith("/api/requests?")) return { body: { items: [dateChange], total } };
  if (call.url.startsWith("/api/users/assignees")) {
    return {
      body: { items: [{ id: agentId, name: "Ana Agent", email: "agent@itinera.local", role: "agent" }] },
    };
  }
  return undefined;
};

// A whole screen renders slowly on a busy machine: a wider limit than the default 5 s.
describe("RequestsPage", { timeout: 20_000 }, () => {
  it("shows SPEC's columns: the category in words, details, status, created and a Chat link", async () => {
    renderRoute("/requests", <RequestsPage />, page(1));
    const table = await screen.findByRole("table", { name: "Requests" });
    for (const name of [/Category/, "Details", /Status/, /Created/, "Actions"]) {
      expect(within(table).getByRole("columnheader", { name })).toBeInTheDocument();
    }
    const row = (await within(table).findByText("Date change")).closest("tr")!;
    expect(within(row).getByRole("link", { name: dateChange.details })).toHaveAttribute(
      "href",
      `/requests/${dateChange.id}`,
    );
    expect(within(row).getByText("In progress")).toBeInTheDocument();
    expect(within(row).getByText("20 Nov 2026")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: /Chat/ })).toHaveAttribute(
      "href",
      `/chat?request=${dateChange.id}`,
    );
    // Staff see whose request it is and who has it.
    expect(within(row).getByText("Alpha Travellers · Ana Agent")).toBeInTheDocument();
  });

  it("restores search, filters, sort and page from the URL and asks for exactly those", async () => {
    const { calls } = renderRoute(
      `/requests?search=week&status=open&category=support&assigneeId=${agentId}&sort=status&order=asc&page=2`,
      <RequestsPage />,
      page(60),
    );
    expect(await screen.findByRole("searchbox", { name: "Search requests" })).toHaveValue("week");
    await waitFor(() =>
      expect(lastQuery(calls, "/api/requests")).toEqual({
        page: "2",
        pageSize: "25",
        search: "week",
        status: "open",
        category: "support",
        assigneeId: agentId,
        sort: "status",
        order: "asc",
      }),
    );
    const status = within(screen.getByRole("table", { name: "Requests" })).getByRole("columnheader", {
      name: /Status/,
    });
    expect(status).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByText("Showing 26–50 of 60")).toBeInTheDocument();
  });

  it("ignores values it does not know, and sorts through the URL from a header", async () => {
    const { calls, router } = renderRoute("/requests?status=closed&sort=title", <RequestsPage />, page(1));
    await waitFor(() =>
      expect(lastQuery(calls, "/api/requests")).toEqual({
        page: "1",
        pageSize: "25",
        sort: "created",
        order: "desc",
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: /Category/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=category"));
    await userEvent.click(screen.getByRole("button", { name: /Category/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=category&order=asc"));
  });

  it("says 'No requests found' when nothing matches", async () => {
    renderRoute("/requests?search=nothing", <RequestsPage />);
    expect(await screen.findByText("No requests found")).toBeInTheDocument();
  });

  it("gives a client user no assignee or client filter, and never asks for the assignees", async () => {
    const { calls } = renderRoute("/requests", <RequestsPage />, page(1), undefined, clientSession);
    await screen.findByRole("table", { name: "Requests" });
    expect(await screen.findByText("Date change")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Client filter" })).toBeNull();
    expect(screen.queryByText("Alpha Travellers · Ana Agent")).toBeNull();
    expect(calls.some((c) => c.url.startsWith("/api/users/assignees"))).toBe(false);
    expect(screen.getByRole("button", { name: "New Request" })).toBeEnabled();
  });

  it("holds New Request for a client user not linked to a client yet, and says why", async () => {
    renderRoute("/requests", <RequestsPage />, page(0), undefined, clientSession);
    answerNullTo("/api/me/client");
    const button = await screen.findByRole("button", { name: "New Request" });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(NOT_LINKED_REASON);
    expect(screen.getByText(NOT_LINKED_REASON)).toBeVisible();
    await userEvent.click(button);
    expect(screen.queryByRole("dialog", { name: "New Request" })).toBeNull();
  });
});
