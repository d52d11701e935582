import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayIn } from "#domain/dates";
import { mockApi } from "../test/render-with-api";
import { createRouter } from "./router";
import { ThemeProvider } from "./theme";

vi.mock("../lib/realtime", () => ({ connectRealtime: () => () => {} }));

const admin = { user: { id: "u1", email: "admin@itinera.local", name: "Alex Admin", role: "admin" } };

beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openAt(path: string, session: unknown) {
  mockApi((call) => {
    if (!call.url.startsWith("/api/auth/get-session")) return { body: {} };
    return session ? { body: session } : { status: 401 };
  });
  window.history.replaceState(null, "", path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe("an address no screen has", () => {
  it("shows a signed-in user the not-found page inside the app, with the address and the way home", async () => {
    openAt("/no-such-page?tab=x", admin);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText("/no-such-page?tab=x")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("complementary", { name: "Main navigation" })).toBeInTheDocument();
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
  });

  it("shows a signed-out visitor the not-found page instead of the sign-in form", async () => {
    const router = openAt("/trips/1/nowhere", null);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText("/trips/1/nowhere")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/login");
    expect(router.state.location.pathname).toBe("/trips/1/nowhere");
  });

  it("leaves screens that exist alone", async () => {
    openAt("/invoices", admin);
    expect(await screen.findByRole("heading", { level: 1, name: "Invoices" })).toBeInTheDocument();
    expect(screen.queryByText(/Page not found/)).not.toBeInTheDocument();
  });

  it("still sends a signed-out visitor of a real screen to sign in", async () => {
    const router = openAt("/invoices", null);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe("?redirect=%2Finvoices");
  });
});

describe("the index route", () => {
  const client = { user: { id: "u2", email: "chris@itinera.local", name: "Chris Client", role: "client" } };

  it("gives a client user their own home, without the staff dashboard or placeholder entries", async () => {
    openAt("/", client);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome, Chris Client" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Analytics" })).toBeNull();
    const nav = screen.getByRole("complementary", { name: "Main navigation" });
    for (const hidden of ["Clients", "Flights"]) {
      expect(within(nav).queryByRole("link", { name: hidden })).toBeNull();
    }
    // A client user's own invoices.
    expect(within(nav).getByRole("link", { name: "Invoices" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Trips" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Offers" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Settings" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Support" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Requests" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Notifications" })).toBeInTheDocument();
    // A client user's own payments.
    expect(within(nav).getByRole("link", { name: "Payments" })).toBeInTheDocument();
  });

  it("gives staff the dashboard", async () => {
    openAt("/", admin);
    expect(await screen.findByRole("tab", { name: "Analytics" })).toBeInTheDocument();
  });
});

describe("a full page load", () => {
  it("paints the app's frame and a loading line while the session is asked, and React Router warns of nothing", async () => {
    const warn = vi.spyOn(console, "warn");
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) =>
        url.startsWith("/api/auth/get-session")
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : Promise.resolve(
              new Response("{}", { status: 200, headers: { "content-type": "application/json" } }),
            ),
      ),
    );
    window.history.replaceState(null, "", "/trips");
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <RouterProvider router={createRouter(queryClient)} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.getByText("Itinera")).toBeInTheDocument();

    await waitFor(() => expect(answer).toBeDefined());
    answer?.(
      new Response(JSON.stringify(admin), { status: 200, headers: { "content-type": "application/json" } }),
    );
    expect(await screen.findByRole("complementary", { name: "Main navigation" })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(" ")).not.toMatch(/HydrateFallback/);
  });

  it("shows the sign-in page on a full load without React Router's fallback warning", async () => {
    const warn = vi.spyOn(console, "warn");
    openAt("/login", null);
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(" ")).not.toMatch(/HydrateFallback/);
  });
});

describe("a list that opens on today", () => {
  it("opens Flights on the agency's day, not the browser's", async () => {
    const now = new Date();
    const browserDay = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
    // One of the two zones is on another day than the browser's at any moment (UTC+14 and UTC−11).
    const zone = ["Pacific/Kiritimati", "Pacific/Pago_Pago"].find((z) => todayIn(z, now) !== browserDay);
    if (!zone) throw new Error("no zone on another day than the browser's");
    mockApi((call) => {
      if (call.url.startsWith("/api/auth/get-session")) return { body: admin };
      if (call.url.startsWith("/api/meta")) return { body: { demo: false, timeZone: zone } };
      return { body: { items: [], total: 0 } };
    });
    window.history.replaceState(null, "", "/flights");
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createRouter(queryClient);
    render(
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${todayIn(zone, now)}`));
  });
});
