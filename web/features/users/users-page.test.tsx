import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { UsersPage } from "./users-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A whole screen renders slowly on a busy machine: a wider limit than the default 5 s.
describe("UsersPage and its URL", { timeout: 20_000 }, () => {
  it("restores the search, page and page size from the URL", async () => {
    const { calls } = renderRoute("/users?search=agent&page=2&pageSize=10", <UsersPage />);
    expect(await screen.findByRole("searchbox", { name: "Search users by email" })).toHaveValue("agent");
    await waitFor(() =>
      expect(lastQuery(calls, "/api/users")).toEqual({ page: "2", pageSize: "10", search: "agent" }),
    );
  });

  it("a typed search reaches the URL and starts from page 1", async () => {
    const { router, calls } = renderRoute("/users?page=3", <UsersPage />, (call) =>
      call.url.startsWith("/api/users?") ? { body: { items: [], total: 80 } } : undefined,
    );
    await userEvent.type(await screen.findByRole("searchbox", { name: "Search users by email" }), "nina");
    await waitFor(() => expect(router.state.location.search).toBe("?search=nina"));
    await waitFor(() => expect(lastQuery(calls, "/api/users")).toMatchObject({ page: "1", search: "nina" }));
  });
});
