import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactElement, Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { type ApiCall, mockApi } from "./render-with-api";

export const adminSession = {
  user: { id: "u1", email: "admin@itinera.local", name: "Alex Admin", role: "admin" },
};

/**
 * Renders one screen at a URL, signed in as an admin, with the API answered by `answer` (lists get an
 * empty page by default); returns the router (its location) and every call made. `pattern` is the route's
 * path when the screen reads parameters from it ("/clients/:id"); `session` signs in someone else (a client user).
 */
export function renderRoute(
  url: string,
  element: ReactElement,
  answer: (call: ApiCall) => { status?: number; body?: unknown } | undefined = () => undefined,
  pattern?: string,
  session: { user: { id: string; email: string; name: string; role: string } } = adminSession,
) {
  const calls = mockApi((call) => {
    if (call.url.startsWith("/api/auth/get-session")) return { body: session };
    return answer(call) ?? { body: { items: [], total: 0 } };
  });
  const path = pattern ?? url.split("?")[0] ?? "/";
  const router = createMemoryRouter([{ path, element: <Suspense fallback={null}>{element}</Suspense> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, calls };
}

/** The query string of the last call to a path, as an object. */
export function lastQuery(calls: ApiCall[], path: string): Record<string, string> | undefined {
  const call = calls.filter((c) => c.url.split("?")[0] === path).at(-1);
  return call ? Object.fromEntries(new URL(call.url, "http://x").searchParams) : undefined;
}
