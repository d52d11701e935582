import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import type { Passenger } from "../../../../domain/passengers/passenger.schema";

// jsdom lacks what Radix measures and captures with; the components only need them to exist.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
for (const name of [
  "hasPointerCapture",
  "releasePointerCapture",
  "setPointerCapture",
  "scrollIntoView",
] as const) {
  if (!(name in Element.prototype)) Object.assign(Element.prototype, { [name]: () => false });
}

export const anna: Passenger = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  title: "Mrs",
  firstName: "Anna Lena",
  surname: "Müller",
  gender: "F",
  dateOfBirth: "1987-03-05",
  nationality: "DEU",
  countryOfIssue: "DEU",
  documentType: "P",
  passportNumber: "C01X00T47",
  documentExpiry: "2031-08-14",
  passportDocsLine: null,
  status: "active",
  method: "online",
  remarks: null,
  clientId: null,
  clientName: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Answers the API calls a component makes from a handler; records every call. */
export function mockApi(handler: (call: Call) => { status?: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        url,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
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
