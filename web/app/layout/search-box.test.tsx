import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "../../lib/session";
import { mockApi } from "../../test/render-with-api";
import { SearchBox } from "./search-box";

const agent: CurrentUser = { id: "u7", email: "agent@itinera.local", name: "Ann Agent", role: "agent" };
const client: CurrentUser = { id: "u8", email: "client@itinera.local", name: "Cy Client", role: "client" };

function renderBox(user: CurrentUser = agent) {
  mockApi(() => ({ body: { query: "", groups: [] } }));
  const router = createMemoryRouter([{ path: "*", element: <SearchBox user={user} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup(), box: screen.getByRole("button", { name: /^Search\.\.\./ }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SearchBox", () => {
  it("opens the palette on click, and Escape returns to the box", async () => {
    const { user, box } = renderBox();
    expect(box).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(box);
    expect(await screen.findByRole("dialog", { name: "Search" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("combobox")).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(box).toHaveFocus();
  });

  it.each([["{Control>}k{/Control}"], ["{Meta>}k{/Meta}"]])("opens and closes with %s", async (keys) => {
    const { user } = renderBox();
    await user.keyboard(keys);
    expect(await screen.findByRole("dialog", { name: "Search" })).toBeInTheDocument();
    await user.keyboard(keys);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("ignores K without Ctrl or Cmd", async () => {
    const { user } = renderBox();
    await user.keyboard("k");
    await user.keyboard("{Control>}{Shift>}k{/Shift}{/Control}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("leaves another open dialog alone", async () => {
    const { user } = renderBox();
    const other = document.createElement("div");
    other.setAttribute("role", "dialog");
    document.body.append(other);
    await user.keyboard("{Control>}k{/Control}");
    other.remove();
    expect(screen.queryByRole("dialog", { name: "Search" })).not.toBeInTheDocument();
    await user.keyboard("{Control>}k{/Control}");
    expect(await screen.findByRole("dialog", { name: "Search" })).toBeInTheDocument();
  });

  it("offers the screens the user may open, as the sidebar does", async () => {
    const { user, box } = renderBox(client);
    await user.click(box);
    const screensGroup = await screen.findByRole("group", { name: "Screens" });
    const labels = [...screensGroup.querySelectorAll("[cmdk-item]")].map((item) => item.textContent);
    expect(labels).toContain("Passengers");
    expect(labels).not.toContain("Users & Roles");
    expect(labels).not.toContain("Clients");
  });
});
