import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers the fetch calls a component makes from a handler; records every call. */
export function mockApi(handler: (call: ApiCall) => { status?: number; body?: unknown }) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        url,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
        headers: { ...(init.headers as Record<string, string> | undefined) },
      };
      // The logger flushes its batch 2 s late, so an earlier test's error can land here; it is not this test's call.
      if (call.method === "POST" && url === "/api/logs") return new Response(null, { status: 204 });
      calls.push(call);
      const { status = 200, body } = handler(call);
      return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

/**
 * Makes a GET of `url` answer 200 with a JSON `null` (mockApi sends a null body as `{}`), e.g. a client user's
 * own client while their account is linked to none. Call it after mockApi (or renderRoute).
 */
export function answerNullTo(url: string) {
  const answer = globalThis.fetch;
  vi.stubGlobal("fetch", (to: string, init: RequestInit = {}) =>
    to === url && (init.method ?? "GET") === "GET"
      ? Promise.resolve(
          new Response("null", { status: 200, headers: { "content-type": "application/json" } }),
        )
      : answer(to, init),
  );
}

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server's 400 for bad input: one issue per field, named as the server names body fields. */
export function validationFailed(issues: Record<string, string>) {
  const list = Object.entries(issues).map(([field, message]) => ({ path: `body.${field}`, message }));
  return {
    status: 400,
    body: { error: { code: "VALIDATION_FAILED", message: "Invalid input", details: { issues: list } } },
  };
}

/** The server's 412 for a change from a stale version: `current` is the record as someone else saved it. */
export function staleVersion(current: unknown) {
  return {
    status: 412,
    body: {
      error: {
        code: "PRECONDITION_FAILED",
        message: "Someone else changed this record since you loaded it.",
        details: { current },
      },
    },
  };
}
