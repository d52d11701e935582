import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { SsrPage } from "./ssr-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A whole screen renders slowly on a busy machine: a wider limit than the default 5 s.
describe("SsrPage and its URL", { timeout: 20_000 }, () => {
  it("restores the search, the filters and the page from the URL", async () => {
    const { calls } = renderRoute("/ssr?search=wchr&chargeable=true&page=2", <SsrPage />);
    expect(await screen.findByRole("searchbox", { name: "Search SSR codes" })).toHaveValue("wchr");
    expect(screen.getByRole("checkbox", { name: "Chargeable only" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Docs required only" })).not.toBeChecked();
    await waitFor(() =>
      expect(lastQuery(calls, "/api/ssr")).toEqual({
        page: "2",
        pageSize: "25",
        search: "wchr",
        chargeable: "true",
      }),
    );
  });

  it("a ticked filter goes into the URL, an unticked one leaves it", async () => {
    const { router } = renderRoute("/ssr?chargeable=true&page=2", <SsrPage />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Docs required only" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?chargeable=true&documentationRequired=true"),
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Chargeable only" }));
    await waitFor(() => expect(router.state.location.search).toBe("?documentationRequired=true"));
  });
});
